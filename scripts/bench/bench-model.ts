import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { engineFor, type Engine } from '../../api/src/ai/engine.ts';
import { BENCH_DRAFT } from './reply-fixture.ts';

export const BENCH_TEXT = JSON.stringify(BENCH_DRAFT);
/** Where the first character of option text (option 1's tone) sits in the model's output. */
export const FIRST_OPTION_CHAR = BENCH_TEXT.indexOf('{"tone":"') + '{"tone":"'.length;
/** About one token of a real model. */
export const CHUNK_CHARS = 4;

export interface TokenTimes {
  /** performance.now() when the first text-delta was enqueued. */
  firstToken: number;
  /** performance.now() when the text-delta carrying the first option character was enqueued. */
  firstOptionToken: number;
}

export interface BenchModelOptions {
  paceMs: number;
  chunkChars?: number;
  /** An extra wait before the chunk with the first option character, longer than any flush interval. */
  pauseBeforeOptionMs?: number;
  /**
   * After the first option chunk, a quiet spell of this many ms, then the rest of the reply at once:
   * keeps sequential runs short without the burst competing with the chunk being measured.
   */
  burstAfterOptionMs?: number;
  onFirstOption?: (times: TokenTimes) => void;
}

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

/**
 * A language model double that writes BENCH_TEXT in fixed chunks on an absolute schedule
 * (chunk k is due at start + (k + 1) * pace), like a remote model whose tokens keep arriving while
 * the server is busy: a late server gets a burst, not a slower model. Each stream wakes on its own
 * timer, as each real stream's tokens arrive as its own socket reads (one shared clock would hand
 * the server every stream's chunk in one task, which is cheaper for no server in production). It
 * keeps no state once a stream ends, so a soak measures the server, not the double.
 */
export function benchModel(options: BenchModelOptions): LanguageModelV4 {
  const size = options.chunkChars ?? CHUNK_CHARS;
  const optionChunk = Math.floor(FIRST_OPTION_CHAR / size);
  const chunks: string[] = [];
  for (let i = 0; i < BENCH_TEXT.length; i += size) chunks.push(BENCH_TEXT.slice(i, i + size));
  const hold = options.burstAfterOptionMs;
  const dueAt = chunks.map(
    (_, k) =>
      ((hold !== undefined && k > optionChunk ? optionChunk : k) + 1) * options.paceMs +
      (k >= optionChunk ? (options.pauseBeforeOptionMs ?? 0) : 0) +
      (hold !== undefined && k > optionChunk ? hold : 0),
  );

  const stream = (signal: AbortSignal | undefined): ReadableStream<LanguageModelV4StreamPart> => {
    let timer: NodeJS.Timeout | undefined;
    return new ReadableStream<LanguageModelV4StreamPart>({
      start(controller) {
        controller.enqueue({ type: 'stream-start', warnings: [] });
        controller.enqueue({ type: 'text-start', id: 't' });
        const began = performance.now();
        let next = 0;
        let firstToken = 0;
        const advance = () => {
          timer = undefined;
          if (signal?.aborted) {
            controller.error(signal.reason);
            return;
          }
          const now = options.paceMs > 0 ? performance.now() : Infinity;
          while (next < chunks.length && began + dueAt[next]! <= now) {
            const k = next++;
            controller.enqueue({ type: 'text-delta', id: 't', delta: chunks[k]! });
            if (k === 0) firstToken = performance.now();
            if (k === optionChunk) options.onFirstOption?.({ firstToken, firstOptionToken: performance.now() });
          }
          if (next < chunks.length) {
            timer = setTimeout(advance, Math.max(1, began + dueAt[next]! - performance.now()));
            return;
          }
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage });
          controller.close();
        };
        advance();
      },
      cancel() {
        clearTimeout(timer);
      },
    });
  };

  return {
    specificationVersion: 'v4',
    provider: 'bench',
    modelId: 'bench-model',
    supportedUrls: {},
    async doGenerate() {
      return { content: [{ type: 'text', text: BENCH_TEXT }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
    },
    async doStream(call: LanguageModelV4CallOptions) {
      return { stream: stream(call.abortSignal) };
    },
  };
}

export function benchEngine(model: LanguageModelV4): Engine {
  return engineFor({ name: 'Bench model', model, providerOptions: () => undefined, remote: false });
}

/** Pace that makes one whole reply last about `seconds`. */
export function paceForReply(seconds: number, chunkChars = CHUNK_CHARS): number {
  return Math.max(1, Math.round((seconds * 1000) / Math.ceil(BENCH_TEXT.length / chunkChars)));
}
