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
 * Errors are logged by kind and place, never by message: a provider's error may echo the prompt,
 * its enumerable properties carry the request body and the model's text, and even a JSON parse
 * error quotes the input. So only the type, codes and the stack's frames are kept.
 */
export function serializeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: e.name,
    code: typeof e.code === 'string' ? e.code : undefined,
    statusCode: typeof e.statusCode === 'number' ? e.statusCode : undefined,
    stack: e.stack
      ?.split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n'),
    cause: e.cause instanceof Error ? serializeError(e.cause) : undefined,
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
