import { ERROR_STATUS, type ErrorCode, type GenerateRequest, type GenerateResponse } from '@mailmuse/api/contract';
import type { HttpError } from '../../lib/http.ts';
import { prefersLightweightRequests } from '../../lib/media.ts';
import { StreamOpenError } from '../../lib/sse.ts';
import { generateReply } from './api/generate-reply.ts';
import { StreamBrokenError, StreamStalledError, streamReply, type ProgressEvent } from './api/stream-reply.ts';

/** Timings of the streaming path; tests shorten them. */
export const replySettings = {
  /** With no event this long after connecting, the stream is given up for the JSON call. */
  firstEventTimeoutMs: 5000,
  /** Reconnections with Last-Event-ID after a stream breaks midway, before the JSON call. */
  maxResumes: 2,
  /**
   * Once events flow, silence this long (no event, no heartbeat: the server pings every 15 s)
   * means the connection is stuck open: resume once, then ask for JSON.
   */
  idleTimeoutMs: 20_000,
  /** The JSON call gets this long before the reply is given up with an error and "Try again". */
  jsonTimeoutMs: 75_000,
};

/** The server answered the stream with an `error` event. */
export class ReplyFailedError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'ReplyFailedError';
    this.code = code;
    this.status = ERROR_STATUS[code];
  }
}

class FirstEventTimeout extends Error {
  constructor() {
    super('No event arrived in time');
    this.name = 'FirstEventTimeout';
  }
}

type Attempt =
  | { kind: 'done'; response: GenerateResponse }
  | { kind: 'no-events'; error: unknown }
  | { kind: 'broken'; lastEventId: number; stalled: boolean };

async function attemptStream(
  body: GenerateRequest,
  lastEventId: number,
  onEvent: (event: ProgressEvent) => void,
  signal: AbortSignal,
): Promise<Attempt> {
  const controller = new AbortController();
  const abortFromOutside = () => controller.abort(signal.reason);
  signal.addEventListener('abort', abortFromOutside, { once: true });
  let heard = false;
  const timer = setTimeout(() => {
    if (!heard) controller.abort(new FirstEventTimeout());
  }, replySettings.firstEventTimeoutMs);
  // The watchdog: once the reply has started, any silence longer than idleTimeoutMs is a stall.
  let idle: ReturnType<typeof setTimeout> | undefined;
  const alive = () => {
    if (!heard && lastEventId === 0) return;
    clearTimeout(idle);
    idle = setTimeout(() => controller.abort(new StreamStalledError()), replySettings.idleTimeoutMs);
  };
  // A resume continues a reply that had started: silence counts from the start.
  alive();
  try {
    const result = await streamReply(body, {
      lastEventId,
      signal: controller.signal,
      onEvent(event) {
        heard = true;
        clearTimeout(timer);
        alive();
        onEvent(event);
      },
      onActivity: alive,
    });
    if (result.end.event === 'error') throw new ReplyFailedError(result.end.data.code, result.end.data.message);
    return { kind: 'done', response: result.end.data };
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // Gone silent, wherever it was (opening or reading): resume after the last event seen.
    if (controller.signal.reason instanceof StreamStalledError && !(error instanceof StreamBrokenError)) {
      return { kind: 'broken', lastEventId, stalled: true };
    }
    if (error instanceof StreamBrokenError) {
      const stalled = controller.signal.reason instanceof StreamStalledError;
      return error.lastEventId > lastEventId || stalled
        ? { kind: 'broken', lastEventId: Math.max(lastEventId, error.lastEventId), stalled }
        : { kind: 'no-events', error };
    }
    if (error instanceof StreamOpenError || error instanceof FirstEventTimeout || controller.signal.aborted) {
      return { kind: 'no-events', error };
    }
    throw error;
  } finally {
    clearTimeout(timer);
    clearTimeout(idle);
    signal.removeEventListener('abort', abortFromOutside);
  }
}

/** A 429 on the stream already says to wait: asking the JSON endpoint at once would only repeat it. */
function isRateLimited(error: unknown): boolean {
  return error instanceof StreamOpenError && error.httpError?.status === 429;
}

/**
 * Gets one reply for `body` (whose requestId makes the generation idempotent). Streams it, passing
 * each progress event to `onEvent`, and falls back to the JSON call with the same requestId when
 * streaming cannot work: the stream fails before any event, stays silent past the timeout, or
 * keeps breaking after its resumes; on Save-Data or 2G connections it asks for JSON directly.
 * Rejects with a ReplyFailedError (an `error` event), an HttpError, or the abort reason of `signal`.
 */
export async function requestReply(
  body: GenerateRequest,
  onEvent: (event: ProgressEvent) => void,
  signal: AbortSignal,
): Promise<GenerateResponse> {
  if (prefersLightweightRequests()) return generateReply(body, signal);

  let lastEventId = 0;
  let resumes = 0;
  let stalls = 0;
  for (;;) {
    const attempt = await attemptStream(body, lastEventId, onEvent, signal);
    if (attempt.kind === 'done') return attempt.response;
    if (attempt.kind === 'no-events' && isRateLimited(attempt.error)) {
      throw (attempt.error as StreamOpenError).httpError as HttpError;
    }
    // A stream that never produced anything is not worth reopening: JSON it is.
    if (lastEventId === 0 && attempt.kind === 'no-events') break;
    if (attempt.kind === 'broken') {
      lastEventId = attempt.lastEventId;
      // A stream that went silent is resumed once; silent again, the JSON call takes over.
      if (attempt.stalled && ++stalls > 1) break;
    }
    if (resumes >= replySettings.maxResumes) break;
    resumes += 1;
  }
  // The JSON call is bounded too: a server that never answers ends in the error and "Try again".
  return generateReply(body, AbortSignal.any([signal, AbortSignal.timeout(replySettings.jsonTimeoutMs)]));
}
