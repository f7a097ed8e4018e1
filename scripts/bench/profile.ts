import { experimental_streamTextLowMemory, Output, parsePartialJson, streamText } from 'ai';
import { COALESCE_INTERVAL_MS, coalesceTextDeltas } from '../../api/src/ai/coalesce-deltas.ts';
import { writeDraft } from '../../api/src/ai/draft-writer.ts';
import { PartialJsonParser } from '../../api/src/ai/partial-json.ts';
import { createEngine, type Engine } from '../../api/src/ai/engine.ts';
import { loadConfig, type Config } from '../../api/src/config.ts';
import { replyDraftSchema } from '../../api/src/contract/index.ts';
import { benchEngine, benchModel, BENCH_TEXT, CHUNK_CHARS, paceForReply } from './bench-model.ts';
import { composerPaceFor } from './composer-pace.ts';
import { openAiFetchDouble } from './openai-double.ts';
import { runNode } from './children.ts';
import { profileTarget, type TargetProfile } from './profile-target.ts';
import type { SdkMemoryRow } from './sdk-memory.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';
import { median } from './stats.ts';

export type VariantKey = 'model' | 'streamTextFloor' | 'lowMemoryFloor' | 'openaiFloor' | 'composer' | 'openai' | 'draftWriter' | 'commonWay' | 'sdkObject';

export interface StreamingProfile {
  clients: number;
  /** CPU by package and hot functions of each engine's server under `clients` streams, and its heap per open stream. */
  targets: TargetProfile[];
  /** CPU ms per reply of the draft writer and of streamText alone (model double included), read several ways. */
  variants: Array<{ key: VariantKey; variant: string; cpuMsPerReply: number }>;
  /** CPU ms that the AI SDK's partial-JSON parse of one whole reply costs (every prefix, as streamText's own output does). */
  partialParseMsPerReply: number;
  /** The same for the app's incremental parser. */
  appParseMsPerReply?: number;
  chunksPerReply: number;
  /** Live heap that one open streamText call keeps by itself (sdk-memory.ts), per variant. */
  sdkMemory?: SdkMemoryRow[];
}

const engineConfig = (overrides: Record<string, string>) => loadConfig({}, { LOG_LEVEL: 'silent', ...overrides } as Partial<Record<keyof Config, string>>);

/**
 * streamText on its own and the app's draft writer, in this process, at the concurrency run's
 * pace, many replies at a time (each chunk arrives by itself, as in production): what each layer
 * costs per reply, HTTP and events aside.
 */
async function streamTextVariants(replySeconds: number): Promise<StreamingProfile['variants']> {
  const paceMs = paceForReply(replySeconds);
  const model = () => benchModel({ paceMs });
  const schemaOutput = Output.object({ schema: replyDraftSchema, name: 'email_reply' });
  const input = { userMessage: BENCH_PROMPT, history: [] };
  const draft = (engine: Engine) => writeDraft({ engine, input, signal: new AbortController().signal, timeoutMs: 60_000, onPartial: () => undefined });
  // Engines are made once, as the app makes its engine once; each call streams on its own.
  const composerEngine = createEngine(engineConfig({ COMPOSER_PACE_MS: String(composerPaceFor(replySeconds)) }));
  const openaiEngine = createEngine(engineConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'bench', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }), {
    fetch: openAiFetchDouble({ paceMs }),
  });
  const composer = () => composerEngine;
  const openai = () => openaiEngine;

  const variants: Array<{ key: VariantKey; variant: string; run: () => Promise<unknown> }> = [
    {
      key: 'model',
      variant: 'the model double alone, its stream read to the end (for scale)',
      run: async () => {
        const { stream } = await model().doStream({ prompt: [] });
        const reader = stream.getReader();
        while (!(await reader.read()).done);
      },
    },
    {
      key: 'streamTextFloor',
      variant: "streamText, no output, textStream, the model's chunks coalesced as the app does (phrases, at most one per 30 ms): the least a streamText server with a replay copy pays",
      run: async () => {
        const r = streamText({ model: coalesceTextDeltas(model(), COALESCE_INTERVAL_MS), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    {
      key: 'lowMemoryFloor',
      variant: "the same through streamText's single-consumer result (experimental_streamTextLowMemory): the least the app's pipeline can pay",
      run: async () => {
        const r = experimental_streamTextLowMemory({ model: coalesceTextDeltas(model(), COALESCE_INTERVAL_MS), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    {
      key: 'openaiFloor',
      variant: "streamText's single-consumer result reading @ai-sdk/openai's Chat Completions model (frames merged as the app does), textStream only: the least the OpenAI-compatible path can pay",
      run: async () => {
        const r = experimental_streamTextLowMemory({ model: openaiEngine.model, prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    { key: 'draftWriter', variant: "the app's draft writer with the model double (deltas coalesced to 30 ms, Output.object, incremental partials)", run: () => draft(benchEngine(model())) },
    { key: 'composer', variant: "the app's draft writer with the built-in composer as shipped (phrases at the coalescing pace)", run: () => draft(composer()) },
    { key: 'openai', variant: "the app's draft writer with the OpenAI-compatible engine (frames merged, @ai-sdk/openai, Output.object)", run: () => draft(openai()) },
    {
      key: 'commonWay',
      variant: 'streamText, no output, textStream, every model chunk (the AI SDK common way)',
      run: async () => {
        const r = streamText({ model: model(), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    {
      key: 'sdkObject',
      variant: 'streamText with Output.object as the SDK ships it, partialOutputStream, every model chunk',
      run: async () => {
        const r = streamText({ model: model(), prompt: 'x', output: schemaOutput, maxRetries: 0 });
        for await (const partial of r.partialOutputStream) void partial;
        await r.output;
      },
    },
  ];
  const atOnce = 50;
  for (const v of variants) await Promise.all(Array.from({ length: 10 }, () => v.run()));
  // Rounds interleaved, median per variant: other work on the machine falls on all of them alike.
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < 3; round++) {
    for (const [i, v] of variants.entries()) {
      const before = process.cpuUsage();
      await Promise.all(Array.from({ length: atOnce }, () => v.run()));
      const used = process.cpuUsage(before);
      samples[i]!.push((used.user + used.system) / 1000 / atOnce);
    }
  }
  return variants.map((v, i) => ({ key: v.key, variant: v.variant, cpuMsPerReply: median(samples[i]!) }));
}

/**
 * What partial parsing costs per reply: the AI SDK's parsePartialJson on every prefix, as each text
 * delta triggers, and the app's incremental parser (partial-json.ts) handed the same growing text
 * (each prefix built by appending the delta, as the SDK builds it).
 */
export async function partialParseCost(): Promise<{ ms: number; appMs: number; chunks: number }> {
  const deltas: string[] = [];
  for (let i = 0; i < BENCH_TEXT.length; i += CHUNK_CHARS) deltas.push(BENCH_TEXT.slice(i, i + CHUNK_CHARS));
  const sdk: number[] = [];
  const app: number[] = [];
  for (let round = 0; round < 12; round++) {
    let started = performance.now();
    let text = '';
    for (const d of deltas) await parsePartialJson((text += d));
    sdk.push(performance.now() - started);
    started = performance.now();
    const parser = new PartialJsonParser();
    text = '';
    for (const d of deltas) parser.parse((text += d));
    app.push(performance.now() - started);
  }
  return { ms: median(sdk.slice(2)), appMs: median(app.slice(2)), chunks: deltas.length };
}

/** CPU and heap profiles of both engines' servers under `clients` streams, then the in-process layers. */
export async function profileStreaming(options: { clients: number; replySeconds: number; log: (line: string) => void }): Promise<StreamingProfile> {
  const targets: TargetProfile[] = [];
  for (const target of ['mailmuse-composer', 'mailmuse-openai'] as const) {
    options.log(`  ${target}: ${options.clients} streams with --cpu-prof, then again with heap snapshots`);
    targets.push(await profileTarget(target, options.clients, true, options.replySeconds));
  }
  options.log('  streamText and the draft writer in-process, 50 replies at a time');
  const variants = await streamTextVariants(options.replySeconds);
  const parse = await partialParseCost();
  options.log('  what one open streamText call keeps alive, in a process of its own');
  let sdkMemory: SdkMemoryRow[] | undefined;
  try {
    const out = await runNode(['scripts/bench/sdk-memory.ts'], {}, 120_000, ['--expose-gc']);
    sdkMemory = JSON.parse(out.trim().split('\n').at(-1)!) as SdkMemoryRow[];
  } catch (error) {
    options.log(`  skipped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
  }
  return { clients: options.clients, targets, variants, partialParseMsPerReply: parse.ms, appParseMsPerReply: parse.appMs, chunksPerReply: parse.chunks, ...(sdkMemory ? { sdkMemory } : {}) };
}
