// The built-in composer as an AI SDK language model, so the generation service can treat it like
// any other engine: streamText/generateText with Output.object work unchanged.
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { z } from 'zod';
import { refineSchema, replyDraftSchema, templateSchema } from '../../contract/index.ts';
import { COALESCE_INTERVAL_MS, PHRASE_CHARS } from '../coalesce-deltas.ts';
import { type ComposerInput, compose } from './compose.ts';

export const COMPOSER_ENGINE_NAME = 'Built-in composer';
export const COMPOSER_PROVIDER = 'mailmuse';
export const COMPOSER_MODEL_ID = 'builtin-composer';

export interface ComposerModelOptions {
  /**
   * The reading pace: `chunkChars` characters every `paceMs` ms (default 6 every 12 ms); 0 streams
   * without delay, in `chunkChars` pieces.
   */
  paceMs?: number;
  /** Characters per `paceMs` (default 6). */
  chunkChars?: number;
  /**
   * The least time between two text deltas (default the stream's coalescing interval, 30 ms):
   * each delta is a phrase, what the visitor sees in one flush, instead of token-sized pieces
   * that each cost a trip through the SDK's stream pipeline only to be merged again.
   */
  intervalMs?: number;
}

const DEFAULT_PACE_MS = 12;
const DEFAULT_CHUNK_CHARS = 6;
const TEXT_ID = 'text-0';

// providerOptions arrive as untyped JSON, so the input is checked once here.
const composerInputSchema = z.object({
  userMessage: z.string(),
  template: z.optional(templateSchema),
  history: z.array(z.object({ userMessage: z.string(), reply: replyDraftSchema.nullable() })).default([]),
  refine: refineSchema.optional(),
});

function inputFrom(options: LanguageModelV4CallOptions): ComposerInput {
  const provided = options.providerOptions?.builtin?.input;
  if (provided !== undefined) {
    const parsed = composerInputSchema.safeParse(provided);
    if (!parsed.success) throw new TypeError(`Invalid built-in composer input: ${z.prettifyError(parsed.error)}`);
    const { template, refine, ...rest } = parsed.data;
    return { ...rest, ...(template ? { template } : {}), ...(refine ? { refine } : {}) };
  }
  return { userMessage: lastUserText(options.prompt), history: [] };
}

function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i -= 1) {
    const message = prompt[i];
    if (message?.role !== 'user') continue;
    return message.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n').trim();
  }
  return '';
}

const NO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/**
 * Splits text into deltas of about `size` characters, breaking after whitespace where it can so
 * words arrive whole, as they would from a real model.
 */
export function chunkText(text: string, size: number): string[] {
  const target = Math.max(1, Math.floor(size));
  const chunks: string[] = [];
  let current = '';
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    if (token.length > target * 2) {
      if (current) chunks.push(current);
      current = '';
      for (let i = 0; i < token.length; i += target) chunks.push(token.slice(i, i + target));
      continue;
    }
    current += token;
    if (current.length >= target) {
      chunks.push(current);
      current = '';
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

export { PHRASE_CHARS };

/**
 * The reply's text deltas and when each is due (ms after the stream starts). The reading pace is
 * one piece of about `chunkChars` characters (broken after whitespace) every `paceMs`, so the
 * reply lasts `pieces * paceMs`; the deltas are phrases of at least PHRASE_CHARS characters and
 * of what that pace writes in one interval (broken after whitespace), each due when the pace
 * reaches its last character and at least one interval after the one before. Unpaced, the pieces
 * are due at once.
 */
export function scheduleText(text: string, paceMs: number, chunkChars: number, intervalMs: number): { chunks: string[]; dueMs: number[] } {
  const pieces = chunkText(text, chunkChars);
  if (paceMs <= 0 || text.length === 0) return { chunks: pieces, dueMs: pieces.map(() => 0) };
  const interval = Math.max(paceMs, intervalMs);
  const msPerChar = (pieces.length * paceMs) / text.length;
  const chunks = chunkText(text, Math.max(PHRASE_CHARS, Math.ceil(interval / msPerChar)));
  const dueMs: number[] = [];
  let written = 0;
  for (const chunk of chunks) {
    written += chunk.length;
    dueMs.push(Math.max((dueMs.at(-1) ?? 0) + interval, Math.round(written * msPerChar)));
  }
  return { chunks, dueMs };
}

/** Creates the built-in composer model: no network, no key, deterministic output. */
export function createComposerModel(options: ComposerModelOptions = {}): LanguageModelV4 {
  const paceMs = Math.max(0, options.paceMs ?? DEFAULT_PACE_MS);
  const chunkChars = Math.max(1, options.chunkChars ?? DEFAULT_CHUNK_CHARS);
  const intervalMs = Math.max(0, options.intervalMs ?? COALESCE_INTERVAL_MS);

  return {
    specificationVersion: 'v4',
    provider: COMPOSER_PROVIDER,
    modelId: COMPOSER_MODEL_ID,
    supportedUrls: {},

    async doGenerate(callOptions): Promise<LanguageModelV4GenerateResult> {
      callOptions.abortSignal?.throwIfAborted();
      const text = JSON.stringify(compose(inputFrom(callOptions)));
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: NO_USAGE,
        warnings: [],
      };
    },

    async doStream(callOptions) {
      const signal = callOptions.abortSignal;
      signal?.throwIfAborted();
      const text = JSON.stringify(compose(inputFrom(callOptions)));
      return { stream: pacedStream(scheduleText(text, paceMs, chunkChars, intervalMs), signal) };
    },
  };
}

/**
 * Writes the deltas on an absolute schedule from a timer: a remote model's tokens keep arriving
 * while a busy server is not reading, so a reply lasts the same time under load instead of
 * stretching by the server's delay on every delta. Deltas that fell due while the event loop was
 * busy go out as one. An abort clears the timer at once and errors the stream with the abort
 * reason, so nothing keeps running.
 */
function pacedStream(schedule: { chunks: string[]; dueMs: number[] }, signal: AbortSignal | undefined): ReadableStream<LanguageModelV4StreamPart> {
  const { chunks, dueMs } = schedule;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;
  let onAbort: (() => void) | undefined;

  const stop = () => {
    finished = true;
    clearTimeout(timer);
    timer = undefined;
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  };

  return new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      onAbort = () => {
        stop();
        controller.error(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
      controller.enqueue({ type: 'stream-start', warnings: [] });
      controller.enqueue({ type: 'text-start', id: TEXT_ID });
      const began = performance.now();
      const unpaced = dueMs.at(-1) === 0;
      let next = 0;
      const advance = () => {
        timer = undefined;
        if (finished) return;
        if (unpaced) {
          for (const chunk of chunks) controller.enqueue({ type: 'text-delta', id: TEXT_ID, delta: chunk });
          next = chunks.length;
        } else {
          const elapsed = performance.now() - began;
          let delta = '';
          while (next < chunks.length && dueMs[next]! <= elapsed) delta += chunks[next++];
          if (delta) controller.enqueue({ type: 'text-delta', id: TEXT_ID, delta });
        }
        if (next < chunks.length) {
          timer = setTimeout(advance, Math.max(1, dueMs[next]! - (performance.now() - began)));
          return;
        }
        stop();
        controller.enqueue({ type: 'text-end', id: TEXT_ID });
        controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: NO_USAGE });
        controller.close();
      };
      advance();
    },
    cancel() {
      stop();
    },
  });
}
