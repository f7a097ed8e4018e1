// The streaming path's watchdog, driven with a stand-in for the stream so no real connection is
// left open: a stream that goes silent is resumed once, then the JSON call takes over; heartbeats
// keep a slow one alive.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GenerateRequest, GenerateResponse } from '@mailmuse/api/contract';
import type * as StreamReply from './api/stream-reply.ts';
import type { StreamReplyOptions } from './api/stream-reply.ts';

type StreamReplyModule = typeof StreamReply;

const streamReply = vi.fn();
const generateReply = vi.fn();

vi.mock('./api/stream-reply.ts', async (importOriginal) => ({ ...(await importOriginal<StreamReplyModule>()), streamReply }));
vi.mock('./api/generate-reply.ts', () => ({ generateReply }));

const { requestReply, replySettings } = await import('./reply-flow.ts');
const { StreamBrokenError, StreamStalledError } = await import('./api/stream-reply.ts');

const body = { sessionId: 's', userMessage: 'Ask Sam for a meeting', requestId: 'request-1' } as GenerateRequest;
const response = { message: { id: 'm' }, emailOptions: [] } as unknown as GenerateResponse;
const defaults = { ...replySettings };

/** A stream that sends its events, then falls silent until it is aborted, as a stuck connection does. */
function silentAfter(events: number) {
  return (_body: GenerateRequest, options: StreamReplyOptions) =>
    new Promise((_resolve, reject) => {
      let last = options.lastEventId;
      for (let i = 0; i < events; i += 1) {
        last += 1;
        options.onEvent({ event: 'message-delta', data: { text: 'x' } } as never);
      }
      options.signal.addEventListener('abort', () => {
        const reason = options.signal.reason;
        reject(reason instanceof StreamStalledError ? new StreamBrokenError(reason.message, last) : reason);
      });
    });
}

describe('the stream watchdog', () => {
  beforeEach(() => {
    Object.assign(replySettings, { idleTimeoutMs: 100, firstEventTimeoutMs: 1000 });
    streamReply.mockReset();
    generateReply.mockReset().mockResolvedValue(response);
  });
  afterEach(() => Object.assign(replySettings, defaults));

  it('resumes a stream that went silent once, after its last event, then asks for JSON', async () => {
    streamReply.mockImplementationOnce(silentAfter(2)).mockImplementationOnce(silentAfter(0));
    const result = await requestReply(body, () => undefined, new AbortController().signal);
    expect(result).toBe(response);
    expect(streamReply.mock.calls.map((call) => (call[1] as StreamReplyOptions).lastEventId)).toEqual([0, 2]);
    expect(generateReply).toHaveBeenCalledTimes(1);
  });

  it('keeps a slow stream whose server sends heartbeats', async () => {
    streamReply.mockImplementationOnce(async (_body: GenerateRequest, options: StreamReplyOptions) => {
      options.onEvent({ event: 'message-delta', data: { text: 'x' } } as never);
      for (let i = 0; i < 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 60));
        options.onActivity?.();
      }
      return { end: { event: 'done', data: response }, lastEventId: 1 };
    });
    const result = await requestReply(body, () => undefined, new AbortController().signal);
    expect(result).toBe(response);
    expect(streamReply).toHaveBeenCalledTimes(1);
    expect(generateReply).not.toHaveBeenCalled();
  });
});
