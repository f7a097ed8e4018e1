import type { Context, Next } from 'koa';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '../contract/index.ts';
import type { Logger } from '../logger.ts';
import { AppError } from './app-error.ts';

/** Errors thrown by Koa, the body parser or raw-body, mapped to the contract's codes. */
function fromHttpError(err: { status?: number; type?: string; message?: string }): AppError | null {
  switch (err.status) {
    case 400:
      if (err.type === 'entity.parse.failed' || /json/i.test(err.message ?? '')) {
        return new AppError('bad_json', 'The request body is not valid JSON.');
      }
      return new AppError('invalid_request', 'The request is not valid.');
    case 413:
      return new AppError('payload_too_large', 'The request body is too large.');
    case 415:
      return new AppError('unsupported_media_type', 'Send the request body as application/json.');
    default:
      return null;
  }
}

/** Names the first bad field of a zod error: `userMessage: must not be empty`. */
export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request is not valid.';
  const field = issue.path.join('.') || 'body';
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${field} is required.`;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  return `${field}: ${issue.message}`;
}

export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return new AppError('invalid_request', describeZodError(err));
  if (err && typeof err === 'object' && 'status' in err) {
    const mapped = fromHttpError(err as { status?: number; type?: string; message?: string });
    if (mapped) return mapped;
  }
  return new AppError('internal', 'Something went wrong on our side. Please try again.', { cause: err });
}

/** Whether an error only says that the visitor went away mid-response. */
export function isDisconnect(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED';
}

/** First in the chain: every failure becomes `{ error: { code, message } }` with its status. */
export function errorMiddleware(logger: Logger, onError?: (code: ErrorCode) => void) {
  return async function handleErrors(ctx: Context, next: Next): Promise<void> {
    try {
      await next();
      // The router answers 501 to a method that no route implements (PROPFIND, PURGE...): the
      // client's mistake, not a server fault, so it gets the catalogue's 405 like any other.
      if (ctx.status === 501 && ctx.body == null) {
        throw new AppError('method_not_allowed', `${ctx.method} is not supported; use GET or POST.`, { headers: { Allow: ctx.response.get('Allow') || 'GET, HEAD, POST' } });
      }
    } catch (err) {
      if (isDisconnect(err)) return;
      const appError = toAppError(err);
      onError?.(appError.code);
      if (appError.status >= 500) {
        logger.error({ err: appError.cause ?? appError, code: appError.code, path: ctx.path }, 'request failed');
      }
      if (ctx.headerSent || !ctx.writable) return;
      const body: ErrorBody = { error: { code: appError.code, message: appError.message } };
      ctx.status = appError.status;
      ctx.set(appError.headers);
      ctx.body = body;
    }
  };
}
