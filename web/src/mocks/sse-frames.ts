import type { StreamEventData, StreamEventName } from '@mailmuse/api/contract';

const encoder = new TextEncoder();

/** One Server-Sent Events frame, as the API writes it. */
export function sseFrame<E extends StreamEventName>(id: number, event: E, data: StreamEventData<E>): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const SSE_PING = ': ping\n\n';

export const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

export function encode(text: string): Uint8Array {
  return encoder.encode(text);
}
