import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { experimental_streamLanguageModelCall, Output, parsePartialJson, streamText } from 'ai';
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
  streamTextVariants: Array<{ variant: string; cpuMsPerReply: number }>;
}

/**
 * streamText on its own, in this process, the benchmark model at a short pace (each chunk arrives
 * by itself, as in production): what the proposed change to the draft writer would save.
 */
async function streamTextVariants(): Promise<Array<{ variant: string; cpuMsPerReply: number }>> {
  const schemaOutput = Output.object({ schema: replyDraftSchema, name: 'email_reply' });
  /**
   * The floor for any Output-based stream: a partial that costs nothing to make or compare (a
   * counter). Not undefined: the SDK forwards text deltas only when a new partial is published, so
   * an output without partials would deliver the whole text at the end.
   */
  const counterOutput = () => {
    let n = 0;
    return { ...schemaOutput, parsePartialOutput: async () => ({ partial: ++n }) } as unknown as typeof schemaOutput;
  };
  const variants: Array<{ variant: string; run: () => Promise<void> }> = [
    {
      variant: "the app's draft writer as it is (writeDraft, partials to a callback)",
      run: async () => {
        await writeDraft({
          engine: benchEngine(benchModel({ paceMs: 1 })),
          input: { userMessage: 'x', history: [] },
          signal: new AbortController().signal,
          timeoutMs: 60_000,
          onPartial: () => undefined,
        });
      },
    },
    {
      variant: "Output.object as the SDK ships it, partialOutputStream (the SDK's own partial parsing)",
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 1 }), prompt: 'x', output: schemaOutput, maxRetries: 0 });
        for await (const partial of r.partialOutputStream) void partial;
        await r.output;
      },
    },
    {
      variant: 'Output.object with a counter for partials (nothing to parse or compare), textStream',
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 1 }), prompt: 'x', output: counterOutput(), maxRetries: 0 });
        for await (const text of r.textStream) void text;
        await r.output;
      },
    },
    {
      variant: 'experimental_streamLanguageModelCall, same output (response format), text deltas read as they come',
      run: async () => {
        const { stream } = await experimental_streamLanguageModelCall({ model: benchModel({ paceMs: 1 }), prompt: 'x', output: schemaOutput });
        let text = '';
        for await (const part of stream) if (part.type === 'text-delta') text += part.text;
        // The whole reply is validated once, at the end, as result.output does.
        replyDraftSchema.parse(JSON.parse(text));
      },
    },
    {
      variant: 'no output, textStream (the AI SDK common way)',
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 1 }), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
  ];
  for (const v of variants) await Promise.all(Array.from({ length: 10 }, () => v.run()));
  // Rounds interleaved, median per variant: other work on the machine falls on all of them alike.
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < 9; round++) {
    for (const [i, v] of variants.entries()) {
      const before = process.cpuUsage();
      await Promise.all(Array.from({ length: 20 }, () => v.run()));
      const used = process.cpuUsage(before);
      samples[i]!.push((used.user + used.system) / 1000 / 20);
    }
  }
  return variants.map((v, i) => ({ variant: v.variant, cpuMsPerReply: median(samples[i]!) }));
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
    const variants = await streamTextVariants();
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
