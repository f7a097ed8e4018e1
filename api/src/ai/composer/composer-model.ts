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
import { type ComposerInput, compose } from './compose.ts';

export const COMPOSER_ENGINE_NAME = 'Built-in composer';
export const COMPOSER_PROVIDER = 'mailmuse';
export const COMPOSER_MODEL_ID = 'builtin-composer';

export interface ComposerModelOptions {
  /** Delay between text deltas in ms (default 12); 0 streams without delay. */
  paceMs?: number;
  /** Target characters per text delta (default 6). */
  chunkChars?: number;
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

/** Creates the built-in composer model: no network, no key, deterministic output. */
export function createComposerModel(options: ComposerModelOptions = {}): LanguageModelV4 {
  const paceMs = Math.max(0, options.paceMs ?? DEFAULT_PACE_MS);
  const chunkChars = Math.max(1, options.chunkChars ?? DEFAULT_CHUNK_CHARS);

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
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: TEXT_ID },
        ...chunkText(text, chunkChars).map((delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: TEXT_ID, delta })),
        { type: 'text-end', id: TEXT_ID },
        { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: NO_USAGE },
      ];
      return { stream: pacedStream(parts, paceMs, signal) };
    },
  };
}

/**
 * Emits parts one by one, text delta k due `(k + 1) * paceMs` after the stream starts: an absolute
 * schedule, as a remote model's tokens keep arriving while a busy server is not reading, so a
 * reply lasts the same time under load (late deltas come at once and are coalesced) instead of
 * stretching by the server's delay on every delta. An abort clears the pending timer at once and
 * errors the stream with the abort reason, so nothing keeps running.
 */
function pacedStream(parts: readonly LanguageModelV4StreamPart[], paceMs: number, signal: AbortSignal | undefined): ReadableStream<LanguageModelV4StreamPart> {
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let finished = false;

  const stop = () => {
    finished = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    wake?.();
    wake = undefined;
    signal?.removeEventListener('abort', onAbort);
  };
  let controllerRef: ReadableStreamDefaultController<LanguageModelV4StreamPart> | undefined;
  function onAbort(): void {
    const controller = controllerRef;
    stop();
    try {
      controller?.error(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    } catch {
      // Already closed or errored: nothing left to stop.
    }
  }

  let began = 0;
  let deltas = 0;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(() => {
        timer = undefined;
        wake = undefined;
        resolve();
      }, ms);
    });

  return new ReadableStream<LanguageModelV4StreamPart>({
    start(controller) {
      controllerRef = controller;
      began = performance.now();
      if (signal?.aborted) {
        onAbort();
        return;
      }
      signal?.addEventListener('abort', onAbort, { once: true });
    },
    async pull(controller) {
      const part = parts[index];
      if (finished) return;
      if (!part) {
        stop();
        controller.close();
        return;
      }
      if (part.type === 'text-delta' && paceMs > 0) {
        deltas += 1;
        const wait = began + deltas * paceMs - performance.now();
        if (wait >= 1) await pause(wait);
        if (finished) return;
      }
      index += 1;
      controller.enqueue(part);
      if (index === parts.length) {
        stop();
        controller.close();
      }
    },
    cancel() {
      stop();
    },
  });
}
