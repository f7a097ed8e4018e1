import pino, { type Logger } from 'pino';

/**
 * Structured logs. Visitor text never belongs in a log: request bodies are never logged, and the
 * redaction list catches the field names that carry prompts or replies if one slips into an object.
 */
export const REDACTED_PATHS = [
  'userMessage', '*.userMessage', 'body', '*.body', 'content', '*.content', 'prompt', '*.prompt',
  'messages', '*.messages', 'emailOptions', '*.emailOptions', 'text', '*.text', 'subject', '*.subject',
  'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.cookie', 'headers.authorization',
];

/**
 * Errors from model providers carry the request body (the prompt) and the model's text as
 * enumerable properties, so only these few fields of an error are ever logged.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & { code?: unknown; statusCode?: unknown; status?: unknown };
  return {
    type: e.name,
    message: e.message.slice(0, 300),
    code: typeof e.code === 'string' ? e.code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    stack: e.stack?.split('\n').slice(1, 8).join('\n'),
    cause: e.cause instanceof Error ? { type: e.cause.name, message: e.cause.message.slice(0, 300) } : undefined,
  };
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError },
    },
    destination,
  );
}
export type { Logger };
