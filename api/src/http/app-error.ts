import { ERROR_STATUS, type ErrorCode } from '../contract/index.ts';

/** The one error type of the API: a code from the contract, a message safe to show, an optional hidden cause. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly headers: Record<string, string>;
  /** For the operator's metrics: which dependency failed and how ("model_http_500", "model_timeout"). */
  readonly fault: string | undefined;

  constructor(code: ErrorCode, message: string, options: { cause?: unknown; headers?: Record<string, string>; fault?: string } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.headers = options.headers ?? {};
    this.fault = options.fault;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
