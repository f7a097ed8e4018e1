import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ensureOk, HttpError } from './http.ts';

/** Why a stream could not be opened: nothing was read from it. */
export type StreamOpenFailure = 'network' | 'status' | 'content-type';

/** The stream never opened: a network error, a non-OK status or a body that is not SSE. */
export class StreamOpenError extends Error {
  readonly reason: StreamOpenFailure;
  /** The HttpError of a non-OK response. */
  readonly httpError: HttpError | null;

  constructor(reason: StreamOpenFailure, message: string, httpError: HttpError | null = null) {
    super(message);
    this.name = 'StreamOpenError';
    this.reason = reason;
    this.httpError = httpError;
  }
}

/** The stream opened, then the connection failed while it was being read. */
export class StreamReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StreamReadError';
  }
}

export interface PostEventStreamOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Called for each event (comments such as `: ping` are skipped). Return false to stop reading. */
  onMessage: (message: EventSourceMessage) => boolean | void;
  /** Called whenever bytes arrive, heartbeats included: a watchdog's sign of life. */
  onActivity?: () => void;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/**
 * POSTs `payload` as JSON and reads the `text/event-stream` answer frame by frame.
 * Resolves when the server ends the stream or `onMessage` returns false. Rejects with a
 * StreamOpenError before anything was read, a StreamReadError after, or the AbortError of `signal`.
 */
export async function postEventStream(url: string, payload: unknown, options: PostEventStreamOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...options.headers },
      body: JSON.stringify(payload),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new StreamOpenError('network', error instanceof Error ? error.message : String(error));
  }
  try {
    await ensureOk(response);
  } catch (error) {
    if (error instanceof HttpError) throw new StreamOpenError('status', error.message, error);
    throw error;
  }
  const contentType = response.headers.get('Content-Type') ?? '';
  if (!contentType.toLowerCase().startsWith('text/event-stream') || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new StreamOpenError('content-type', `Expected text/event-stream, got "${contentType}"`);
  }

  let stopped = false;
  const parser = createParser({
    onEvent(message) {
      if (stopped) return;
      if (options.onMessage(message) === false) stopped = true;
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!stopped) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        return;
      }
      options.onActivity?.();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isAbort(error) || options.signal?.aborted) throw options.signal?.reason ?? error;
    throw new StreamReadError(error instanceof Error ? error.message : String(error));
  } finally {
    if (stopped) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
