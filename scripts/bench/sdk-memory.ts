/**
 * `node --expose-gc scripts/bench/sdk-memory.ts`: what one open `streamText` call keeps alive by
 * itself, with nothing of the app around it (no HTTP, events, sessions): many calls started
 * against a model that has sent the start of a reply and then waits (as a real model does between
 * tokens), the heap measured after forced GCs before and after, divided by the calls. Prints one
 * JSON line. Run by `npm run bench` (section 7); not part of `npm test`.
 */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModelV4, LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { experimental_streamTextLowMemory } from 'ai';
import { coalesceCompletionFrames } from '../../api/src/ai/coalesce-deltas.ts';
import { writeDraft } from '../../api/src/ai/draft-writer.ts';
import { BENCH_TEXT } from './bench-model.ts';

export interface SdkMemoryRow {
  key: 'streamText' | 'streamTextOpenai' | 'draftWriter' | 'draftWriterOpenai';
  variant: string;
  kbPerCall: number;
}

const CALLS = 300;
const FIRST = BENCH_TEXT.slice(0, 40);
// What keeps each waiting model stream alive, as a socket or a timer keeps a real one.
const held: unknown[] = [];

const waitingModel: LanguageModelV4 = {
  specificationVersion: 'v4',
  provider: 'bench',
  modelId: 'waiting',
  supportedUrls: {},
  async doGenerate() {
    throw new Error('streaming only');
  },
  async doStream() {
    return {
      stream: new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          held.push(controller);
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't' });
          controller.enqueue({ type: 'text-delta', id: 't', delta: FIRST });
        },
      }),
    };
  },
};

/** An OpenAI-compatible server that has sent its first frames and waits. */
const waitingFetch: typeof globalThis.fetch = async () => {
  const encoder = new TextEncoder();
  const frame = (delta: Record<string, string>) =>
    encoder.encode(`data: ${JSON.stringify({ id: 'chatcmpl-bench', object: 'chat.completion.chunk', created: 1, model: 'bench', choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      held.push(controller);
      controller.enqueue(frame({ role: 'assistant', content: '' }));
      controller.enqueue(frame({ content: FIRST }));
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
};
const openaiModel = createOpenAI({ apiKey: 'not-needed', baseURL: 'http://127.0.0.1:9/v1', fetch: coalesceCompletionFrames(waitingFetch), name: 'openai' }).chat('bench');

const never = new AbortController().signal;
const draft = (model: LanguageModelV4) => {
  void writeDraft({ engine: { name: 'bench', model, providerOptions: () => undefined, remote: true }, input: { userMessage: 'x', history: [] }, signal: never, timeoutMs: 600_000, onPartial: () => undefined }).catch(
    () => undefined,
  );
};
const text = (model: LanguageModelV4) => {
  const result = experimental_streamTextLowMemory({ model, prompt: 'x', maxRetries: 0 });
  void (async () => {
    for await (const delta of result.textStream) void delta;
  })().catch(() => undefined);
};

const VARIANTS: Array<{ key: SdkMemoryRow['key']; variant: string; start: () => void }> = [
  { key: 'streamText', variant: "streamText's single-consumer result, textStream, a model double", start: () => text(waitingModel) },
  { key: 'streamTextOpenai', variant: "the same reading @ai-sdk/openai's Chat Completions model (frames merged as the app does)", start: () => text(openaiModel) },
  { key: 'draftWriter', variant: "the app's draft writer (Output.object, partials), a model double", start: () => draft(waitingModel) },
  { key: 'draftWriterOpenai', variant: "the app's draft writer with the OpenAI-compatible engine", start: () => draft(openaiModel) },
];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
async function settle(): Promise<number> {
  for (let i = 0; i < 4; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    gc!();
  }
  return process.memoryUsage().heapUsed;
}

const rows: SdkMemoryRow[] = [];
for (const v of VARIANTS) {
  // Compiled code and caches first, so that they count on both sides.
  for (let i = 0; i < 50; i++) v.start();
  const before = await settle();
  for (let i = 0; i < CALLS; i++) v.start();
  const after = await settle();
  rows.push({ key: v.key, variant: v.variant, kbPerCall: (after - before) / 1024 / CALLS });
}
console.log(JSON.stringify(rows));
process.exit(0);
