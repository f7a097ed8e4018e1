import {
  parseStreamEvent,
  type GenerateRequest,
  type StreamEvent,
  type StreamEventData,
} from '@mailmuse/api/contract';
import { postEventStream, StreamReadError } from '../../../lib/sse.ts';

/** The events that build a reply up; `done` and `error` end the stream instead. */
export type ProgressEvent = Exclude<StreamEvent, { event: 'done' } | { event: 'error' }>;
export type StreamEnd =
  | { event: 'done'; data: StreamEventData<'done'> }
  | { event: 'error'; data: StreamEventData<'error'> };

/** The stream opened, then broke before `done` or `error`; resume after `lastEventId`. */
export class StreamBrokenError extends Error {
  readonly lastEventId: number;

  constructor(message: string, lastEventId: number) {
    super(message);
    this.name = 'StreamBrokenError';
    this.lastEventId = lastEventId;
  }
}

/** The abort reason of a stream that went silent: it is treated like a broken one, resumed after its last event. */
export class StreamStalledError extends Error {
  constructor() {
    super('The stream went silent');
    this.name = 'StreamStalledError';
  }
}

export interface StreamReplyOptions {
  /** The id of the last event already applied: 0 for a fresh stream. Sent as Last-Event-ID. */
  lastEventId: number;
  signal: AbortSignal;
  onEvent: (event: ProgressEvent) => void;
  /** Any bytes arrived (heartbeats included). */
  onActivity?: () => void;
}

export interface StreamReplyResult {
  end: StreamEnd;
  lastEventId: number;
}

/**
 * POST /api/chat/generate/stream: reads the reply as Server-Sent Events, validating each event with
 * the contract. Events at or below `lastEventId` are skipped, so a replay never doubles text.
 * Rejects with a StreamOpenError when nothing could be read, a StreamBrokenError when the stream
 * breaks midway, or the abort reason of `signal`. Driven by the chat store's send action.
 */
export async function streamReply(body: GenerateRequest, options: StreamReplyOptions): Promise<StreamReplyResult> {
  let lastEventId = options.lastEventId;
  // Written from the event callback, so kept in an object the compiler does not narrow.
  const outcome: { end: StreamEnd | null; invalid: string | null } = { end: null, invalid: null };

  try {
    await postEventStream('/api/chat/generate/stream', body, {
      signal: options.signal,
      headers: lastEventId > 0 ? { 'Last-Event-ID': String(lastEventId) } : {},
      ...(options.onActivity ? { onActivity: options.onActivity } : {}),
      onMessage(message) {
        const id = message.id === undefined ? Number.NaN : Number(message.id);
        if (Number.isFinite(id) && id <= lastEventId) return;
        let event: StreamEvent | null;
        try {
          event = parseStreamEvent(message.event ?? 'message', JSON.parse(message.data));
        } catch (error) {
          outcome.invalid = `Invalid "${message.event ?? 'message'}" event: ${error instanceof Error ? error.message : String(error)}`;
          return false;
        }
        if (Number.isFinite(id)) lastEventId = id;
        if (!event) return;
        if (event.event === 'done' || event.event === 'error') {
          outcome.end = event;
          return false;
        }
        options.onEvent(event);
      },
    });
  } catch (error) {
    if (error instanceof StreamReadError || error instanceof StreamStalledError) throw new StreamBrokenError(error.message, lastEventId);
    throw error;
  }
  if (outcome.end) return { end: outcome.end, lastEventId };
  throw new StreamBrokenError(outcome.invalid ?? 'The stream ended before the reply was done', lastEventId);
}
