import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Output, parsePartialJson, streamText } from 'ai';
import { replyDraftSchema } from '../../api/src/contract/index.ts';
import { benchModel, BENCH_TEXT, CHUNK_CHARS, paceForReply } from './bench-model.ts';
import { ROOT, startServer } from './children.ts';
import { inclusiveShare, summarizeProfile, type HotFunction } from './profile-summary.ts';
import { PRODUCTION_ENV } from './servers/mailmuse-app.ts';
import { median } from './stats.ts';

export interface ServerProfile {
  clients: number;
  busyMs: number;
  replies: number;
  hot: HotFunction[];
  /** Share of the server's busy time spent under each part (inclusive, so parts overlap). */
  areas: Array<{ area: string; share: number }>;
  gcShare: number;
  /** CPU ms that the AI SDK's partial-JSON parse of one whole reply costs (every prefix, as streamText does). */
  partialParseMsPerReply: number;
  chunksPerReply: number;
  /** CPU ms per reply of streamText alone (model double included), read three ways. */
  streamTextVariants: Array<{ variant: string; cpuMsPerReply: number }>;
}

/**
 * streamText on its own, in this process, the benchmark model at a short pace (each chunk arrives
 * by itself, as in production): what the proposed change to the draft writer would save.
 */
async function streamTextVariants(): Promise<Array<{ variant: string; cpuMsPerReply: number }>> {
  const schemaOutput = Output.object({ schema: replyDraftSchema, name: 'email_reply' });
  // Keeps the response format and the final validation, drops the per-delta parse.
  const noPartials = { ...schemaOutput, parsePartialOutput: async () => undefined };
  const variants: Array<{ variant: string; run: () => Promise<void> }> = [
    {
      variant: 'Output.object, partialOutputStream (what the draft writer does now)',
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 2 }), prompt: 'x', output: schemaOutput, maxRetries: 0 });
        for await (const partial of r.partialOutputStream) void partial;
        await r.output;
      },
    },
    {
      variant: 'Output.object without partial parsing, textStream (proposed)',
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 2 }), prompt: 'x', output: noPartials, maxRetries: 0 });
        for await (const text of r.textStream) void text;
        await r.output;
      },
    },
    {
      variant: 'no output, textStream (the AI SDK common way)',
      run: async () => {
        const r = streamText({ model: benchModel({ paceMs: 2 }), prompt: 'x', maxRetries: 0 });
        for await (const text of r.textStream) void text;
      },
    },
  ];
  for (const v of variants) await Promise.all(Array.from({ length: 10 }, () => v.run()));
  // Rounds interleaved, median per variant: other work on the machine falls on all of them alike.
  const samples = variants.map(() => [] as number[]);
  for (let round = 0; round < 5; round++) {
    for (const [i, v] of variants.entries()) {
      const before = process.cpuUsage();
      await Promise.all(Array.from({ length: 20 }, () => v.run()));
      const used = process.cpuUsage(before);
      samples[i]!.push((used.user + used.system) / 1000 / 20);
    }
  }
  return variants.map((v, i) => ({ variant: v.variant, cpuMsPerReply: median(samples[i]!) }));
}

const AREAS: Array<{ area: string; pattern: RegExp }> = [
  { area: 'AI SDK partial JSON parse (parsePartialJson: JSON.parse attempt, its error, fixJson, JSON.parse)', pattern: /^parsePartialJson@/ },
  { area: 'AI SDK Output.object transform (the parse above, plus JSON.stringify of each partial to compare)', pattern: /^transform@.*\/ai\/dist\/index\.js/ },
  { area: 'Web streams (node:internal/webstreams: the streamText pipeline and the model stream)', pattern: /internal\/webstreams/ },
  { area: 'MailMuse chat code (api/src/chat)', pattern: /api\/src\/chat\// },
  { area: 'MailMuse HTTP layer (api/src/http, Koa, router, body parser)', pattern: /api\/src\/http\/|node_modules\/(koa|@koa|koa-[a-z-]+)\// },
  { area: 'Benchmark model double', pattern: /scripts\/bench\/bench-model\.ts/ },
];

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
      areas: AREAS.map(({ area, pattern }) => ({ area, share: inclusiveShare(profilePath, pattern) })),
      gcShare: summary.gcShare,
      partialParseMsPerReply: parse.ms,
      chunksPerReply: parse.chunks,
      streamTextVariants: variants,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
