import type { StreamEventData, StreamEventName } from '@mailmuse/api/contract';
import { encode, SSE_HEADERS, sseFrame } from '../mocks/sse-frames.ts';

/** A response body the test writes to frame by frame. */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    stream,
    headers: SSE_HEADERS,
    send<E extends StreamEventName>(id: number, event: E, data: StreamEventData<E>) {
      controller.enqueue(encode(sseFrame(id, event, data)));
    },
    raw(text: string) {
      controller.enqueue(encode(text));
    },
    close() {
      controller.close();
    },
    fail() {
      controller.error(new TypeError('network error'));
    },
  };
}
