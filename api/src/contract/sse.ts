import * as z from 'zod/mini';
import { emailOptionSchema, generateResponseSchema } from './chat.ts';
import { errorCodeSchema } from './errors.ts';

/**
 * The events of POST /api/chat/generate/stream, in order:
 * start, then message-delta / option-delta / option-done interleaved, then done or error.
 * Every event carries an `id:` line (a sequence number from 1) for Last-Event-ID resume.
 */
export const optionFieldSchema = z.enum(['tone', 'subject', 'body', 'notes']);
export type OptionField = z.infer<typeof optionFieldSchema>;

export const streamEventSchemas = {
  start: z.object({ requestId: z.string(), messageId: z.string(), engine: z.string() }),
  'message-delta': z.object({ text: z.string() }),
  'option-delta': z.object({ index: z.int().check(z.minimum(0)), field: optionFieldSchema, text: z.string() }),
  'option-done': z.object({ index: z.int().check(z.minimum(0)), option: emailOptionSchema }),
  done: generateResponseSchema,
  error: z.object({ code: errorCodeSchema, message: z.string() }),
} as const;

export type StreamEventName = keyof typeof streamEventSchemas;
export type StreamEventData<E extends StreamEventName> = z.infer<(typeof streamEventSchemas)[E]>;
export type StreamEvent = {
  [E in StreamEventName]: { event: E; data: StreamEventData<E> };
}[StreamEventName];

export const STREAM_EVENT_NAMES = Object.keys(streamEventSchemas) as StreamEventName[];

/** Validates one parsed SSE frame; returns null for an unknown event name. */
export function parseStreamEvent(event: string, data: unknown): StreamEvent | null {
  if (!(event in streamEventSchemas)) return null;
  const name = event as StreamEventName;
  return { event: name, data: streamEventSchemas[name].parse(data) } as StreamEvent;
}
