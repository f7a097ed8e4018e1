import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

/**
 * Merges a model's text deltas so that at most one enters the SDK's stream pipeline per
 * interval: each chunk passes through several web-stream transforms there, and a model that
 * sends a token every few milliseconds would pay that per token. The first delta after a quiet
 * interval goes through at once, so time to first token is untouched.
 */
export function coalesceTextDeltas(model: LanguageModelV4, intervalMs = 25): LanguageModelV4 {
  if (intervalMs <= 0) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v4',
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        return { ...result, stream: result.stream.pipeThrough(deltaCoalescer(intervalMs)) };
      },
    },
  });
}

function deltaCoalescer(intervalMs: number): TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart> {
  let pending: { id: string; delta: string } | undefined;
  let lastFlush = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let controller: TransformStreamDefaultController<LanguageModelV4StreamPart> | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending || !controller) return;
    controller.enqueue({ type: 'text-delta', id: pending.id, delta: pending.delta });
    pending = undefined;
    lastFlush = performance.now();
  };

  return new TransformStream<LanguageModelV4StreamPart, LanguageModelV4StreamPart>({
    start(c) {
      controller = c;
    },
    transform(part) {
      if (part.type !== 'text-delta') {
        flush();
        controller!.enqueue(part);
        return;
      }
      if (pending && pending.id !== part.id) flush();
      if (pending) pending.delta += part.delta;
      else pending = { id: part.id, delta: part.delta };
      const wait = lastFlush + intervalMs - performance.now();
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    flush() {
      flush();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
}
