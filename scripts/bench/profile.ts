import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { experimental_streamLanguageModelCall, Output, parsePartialJson, streamText } from 'ai';
import { COALESCE_INTERVAL_MS, coalesceTextDeltas } from '../../api/src/ai/coalesce-deltas.ts';
import { writeDraft } from '../../api/src/ai/draft-writer.ts';
import { replyDraftSchema } from '../../api/src/contract/index.ts';
import { benchEngine, benchModel, BENCH_TEXT, CHUNK_CHARS, paceForReply } from './bench-model.ts';
import { ROOT, startServer } from './children.ts';
import { inclusiveShare, summarizeProfile, type FrameTest, type HotFunction } from './profile-summary.ts';
import { PRODUCTION_ENV } from './servers/mailmuse-app.ts';
import { median } from './stats.ts';

export interface ServerProfile {
  clients: number;
  busyMs: number;
  replies: number;
  hot: HotFunction[];
  /** Share of the server's busy time spent under each part (inclusive, so parts overlap). */
  areas: Area[];
  gcShare: number;
  /** CPU ms that the AI SDK's partial-JSON parse of one whole reply costs (every prefix, as streamText does). */
  partialParseMsPerReply: number;
  chunksPerReply: number;
  /** CPU ms per reply of the draft writer and of streamText alone (model double included), read several ways. */
  streamTextVariants: Array<{ key: VariantKey; variant: string; cpuMsPerReply: number }>;
}

export type VariantKey = 'model' | 'draftWriter' | 'sdkObject' | 'commonWay' | 'streamTextFloor' | 'singleCall';

/**
 * streamText on its own, in this process, the benchmark model at the concurrency run's pace, many
 * replies at a time (each chunk arrives by itself, as in production): what each layer costs.
 */
async function streamTextVariants(replySeconds: number): Promise<Array<{ key: VariantKey; variant: string; cpuMsPerReply: number }>> {
  const paceMs = paceForReply(replySeconds);
  const model = () => benchModel({ paceMs });
  const schemaOutput = Output.object({ schema: replyDraftSchema, name: 'email_reply' });
  const variants: Array<{ key: VariantKey; variant: string; run: () => Promise<void> }> = [
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
      key: 'draftWriter',
      variant: "the app's draft writer as shipped (engine deltas coalesced to 30 ms, Output.object, incremental partials)",
      run: async () => {
        await writeDraft({
          engine: benchEngine(model()),
          input: { userMessage: 'x', history: [] },
          signal: new AbortController().signal,
          timeoutMs: 60_000,
          onPartial: () => undefined,
        });
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
    {
      key: 'commonWay',
      variant: 'streamText, no output, textStream, every model chunk (the AI SDK common way)',
      run: async () => {
        const r = streamText({ model: model(), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    {
      key: 'streamTextFloor',
      variant: "streamText, no output, textStream, the model's chunks coalesced to the stream's 30 ms cadence (the least any streamText server pays)",
      run: async () => {
        const r = streamText({ model: coalesceTextDeltas(model(), COALESCE_INTERVAL_MS), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
    {
      key: 'singleCall',
      variant: "the SDK's single-call primitive (experimental_streamLanguageModelCall), same output format, no streamText pipeline",
      run: async () => {
        const { stream } = await experimental_streamLanguageModelCall({ model: model(), prompt: 'x', output: schemaOutput });
        let text = '';
        for await (const part of stream) if (part.type === 'text-delta') text += part.text;
        replyDraftSchema.parse(JSON.parse(text));
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
 * The AI SDK's output transform (it calls the output's parsePartialOutput for every text delta,
 * then JSON.stringifies the partial to compare it with the last one), found by its source lines so
 * its other transforms do not count.
 */
function outputTransformTest(): FrameTest {
  try {
    const file = fileURLToPath(import.meta.resolve('ai'));
    const lines = readFileSync(file, 'utf8').split('\n');
    const start = lines.findIndex((l) => l.includes('function createOutputTransformStream('));
    if (start < 0) return () => false;
    const end = lines.findIndex((l, i) => i > start && /^function /.test(l));
    return (f) => f.url.endsWith('/ai/dist/index.js') && f.lineNumber >= start && f.lineNumber < (end < 0 ? start + 200 : end);
  } catch {
    return () => false;
  }
}

export interface Area {
  key: 'sdkParse' | 'appParse' | 'outputTransform' | 'webStreams' | 'chat' | 'http' | 'model';
  area: string;
  share: number;
}

function areas(): Array<Omit<Area, 'share'> & { test: FrameTest }> {
  return [
    {
      key: 'sdkParse',
      area: "AI SDK's partial JSON parse (parsePartialJson, fixJson, and the JSONParseError each failed JSON.parse builds)",
      // By name, not by caller: the optimizer inlines parsePartialJson into its callers.
      test: /^(parsePartialJson|safeParseJSON|fixJson|JSONParseError|AISDKError)@/,
    },
    { key: 'appParse', area: "MailMuse's incremental partial-JSON parser (api/src/ai/partial-json.ts)", test: /api\/src\/ai\/partial-json\.ts/ },
    {
      key: 'outputTransform',
      area: "AI SDK output transform, per text delta: the output's parsePartialOutput, then JSON.stringify of the partial to compare it with the last",
      test: outputTransformTest(),
    },
    { key: 'webStreams', area: 'Web streams (node:internal/webstreams: the streamText pipeline and the model stream)', test: /internal\/webstreams/ },
    { key: 'chat', area: 'MailMuse chat code (api/src/chat)', test: /api\/src\/chat\// },
    { key: 'http', area: 'MailMuse HTTP layer (api/src/http, Koa, router, body parser)', test: /api\/src\/http\/|node_modules\/(koa|@koa|koa-[a-z-]+)\// },
    { key: 'model', area: 'Benchmark model double', test: /scripts\/bench\/bench-model\.ts/ },
  ];
}

/** What the AI SDK's partial parsing costs per reply: parsePartialJson on every prefix, as each text delta triggers. */
async function partialParseCost(): Promise<{ ms: number; chunks: number }> {
  const prefixes: string[] = [];
  for (let i = CHUNK_CHARS; i < BENCH_TEXT.length + CHUNK_CHARS; i += CHUNK_CHARS) prefixes.push(BENCH_TEXT.slice(0, i));
  const times: number[] = [];
  for (let round = 0; round < 12; round++) {
    const started = performance.now();
    for (const p of prefixes) await parsePartialJson(p);
    times.push(performance.now() - started);
  }
  return { ms: median(times.slice(2)), chunks: prefixes.length };
}

/** A CPU profile of the MailMuse server process (bench model, production settings) under `clients` streams. */
export async function profileMailMuse(options: { clients: number; replySeconds: number; log: (line: string) => void }): Promise<ServerProfile> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mailmuse-prof-'));
  try {
    const server = await startServer(['--cpu-prof', `--cpu-prof-dir=${dir}`, 'scripts/bench/servers/serve.ts', 'mailmuse'], {
      ...PRODUCTION_ENV,
      BENCH_PACE_MS: String(paceForReply(options.replySeconds)),
    });
    let replies = 0;
    try {
      const load = spawn(
        process.execPath,
        [
          'scripts/bench/load-generator.ts',
          JSON.stringify({ url: server.url, clients: options.clients, rampMs: 500, mode: 'sse', cadenceMs: 30, timeoutMs: 30_000, deadlineMs: 30_000 }),
        ],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '' }, stdio: ['pipe', 'pipe', 'inherit'] },
      );
      const lines = createInterface({ input: load.stdout });
      for await (const line of lines) {
        if (line === 'ready') load.stdin.write('go\n');
        else {
          replies = (JSON.parse(line) as { completed: number }).completed;
          break;
        }
      }
      lines.close();
    } finally {
      // SIGTERM ends the process with process.exit, which writes the profile.
      await server.stop();
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server wrote no CPU profile');
    const profilePath = path.join(dir, file);
    const summary = summarizeProfile(profilePath, 12);
    const parse = await partialParseCost();
    const variants = await streamTextVariants(options.replySeconds);
    return {
      clients: options.clients,
      busyMs: summary.totalMs * (1 - summary.idleShare),
      replies,
      hot: summary.hot,
      areas: areas().map(({ key, area, test }) => ({ key, area, share: inclusiveShare(profilePath, test) })),
      gcShare: summary.gcShare,
      partialParseMsPerReply: parse.ms,
      chunksPerReply: parse.chunks,
      streamTextVariants: variants,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
