import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';

/** The same as the stream's flush interval: text that could not be shown sooner waits no longer. */
export const COALESCE_INTERVAL_MS = 30;

/**
 * Merges a model's text deltas so that at most one enters the SDK's stream pipeline per
 * interval: each chunk passes through several web-stream transforms there, and a model that
 * sends a token every few milliseconds would pay that per token. The first delta after a quiet
 * interval goes through at once, so time to first token is untouched.
 */
export function coalesceTextDeltas(model: LanguageModelV4, intervalMs = COALESCE_INTERVAL_MS): LanguageModelV4 {
  if (intervalMs <= 0) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: 'v4',
      wrapStream: async ({ doStream }) => {
        const result = await doStream();
        return { ...result, stream: coalesce(result.stream, intervalMs) };
      },
    },
  });
}

/**
 * Reads `source` with a plain reader loop rather than `pipeThrough`: a TransformStream costs
 * several promise hops per chunk, which is what this exists to save.
 */
function coalesce(source: ReadableStream<LanguageModelV4StreamPart>, intervalMs: number): ReadableStream<LanguageModelV4StreamPart> {
  const reader = source.getReader();
  let pending: { id: string; delta: string } | undefined;
  let lastFlush = -Infinity;
  let lastArrival = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;

  return new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      const flush = () => {
        clearTimeout(timer);
        timer = undefined;
        if (!pending || cancelled) return;
        controller.enqueue({ type: 'text-delta', id: pending.id, delta: pending.delta });
        pending = undefined;
        lastFlush = performance.now();
      };
      const pump = async () => {
        try {
          for (;;) {
            const { done, value: part } = await reader.read();
            if (done || cancelled) break;
            if (part.type !== 'text-delta') {
              flush();
              controller.enqueue(part);
              continue;
            }
            if (pending && pending.id !== part.id) flush();
            const now = performance.now();
            const quiet = now - lastArrival >= intervalMs;
            lastArrival = now;
            if (pending) pending.delta += part.delta;
            else pending = { id: part.id, delta: part.delta };
            const wait = lastFlush + intervalMs - now;
            // After a quiet spell the delta goes at once, even if the last flush was recent.
            if (wait <= 0 || quiet) flush();
            else timer ??= setTimeout(flush, wait);
          }
          flush();
          if (!cancelled) controller.close();
        } catch (error) {
          clearTimeout(timer);
          if (!cancelled) controller.error(error);
        }
      };
      void pump();
    },
    cancel(reason) {
      cancelled = true;
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}
