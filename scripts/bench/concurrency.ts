import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { paceForReply } from './bench-model.ts';
import { ROOT, startServer, type ServerChild } from './children.ts';
import type { LoadOptions, LoadResult } from './load-client.ts';
import { cpuSeconds, listenOverflows, memoryMb, systemBusySeconds } from './proc-stats.ts';
import { PRODUCTION_ENV } from './servers/mailmuse-app.ts';
import { sleep } from './stats.ts';

export const CONCURRENCY_TARGETS = ['limit', 'mailmuse-composer', 'mailmuse-openai', 'mailmuse', 'ai-sdk'] as const;
export type ConcurrencyTarget = (typeof CONCURRENCY_TARGETS)[number];

export interface ConcurrencyRow {
  target: ConcurrencyTarget;
  clients: number;
  load: LoadResult;
  serverCpuSeconds: number;
  /** Server CPU seconds per reply, replies counted by bytes delivered (a reply cut off at the deadline counts in part). */
  cpuPerReply: number;
  equivalentReplies: number;
  /** Server CPU over the run as a share of one core, and the busiest second. */
  serverCpuShare: number;
  serverCpuPeakShare: number;
  peakRssMb: number;
  /** RSS just before the run (after start-up and the warm-up). */
  baseRssMb: number;
  /** (peak RSS - RSS before the run) / the most streams open at once: what each in-flight stream costs. */
  kbPerStream: number;
  /** CPU that neither the server nor the load generator used during the run (other work on the machine), in cores. */
  otherCpuCores: number;
  /** Connections the kernel dropped during the run because the server's accept queue was full. */
  listenOverflows: number;
}

export interface ConcurrencyResult {
  paceMs: number;
  composerPaceMs?: number;
  replySeconds: number;
  /** New clients per second while a level ramps up (so 2,000 streams start over 2 s). */
  arrivalsPerSecond: number;
  deadlineSeconds: number;
  rows: ConcurrencyRow[];
  skipped: string[];
}

const FLUSH_MS = 30;

export interface TargetSpec {
  args: string[];
  env: Record<string, string>;
  mode: LoadOptions['mode'];
  cadenceMs: number;
}

export function targetSpec(target: ConcurrencyTarget, paceMs: number, composerPaceMs: number | undefined): TargetSpec {
  const serve = (name: string) => ['scripts/bench/servers/serve.ts', name];
  switch (target) {
    case 'limit':
      return { args: serve('limit'), env: { BENCH_PACE_MS: String(paceMs) }, mode: 'sse', cadenceMs: FLUSH_MS };
    case 'ai-sdk':
      return { args: serve('ai-sdk'), env: { BENCH_PACE_MS: String(paceMs) }, mode: 'text', cadenceMs: paceMs };
    case 'mailmuse':
      return { args: serve('mailmuse'), env: { ...PRODUCTION_ENV, BENCH_PACE_MS: String(paceMs) }, mode: 'sse', cadenceMs: FLUSH_MS };
    case 'mailmuse-openai':
      return {
        args: serve('mailmuse-openai'),
        env: { ...PRODUCTION_ENV, AI_PROVIDER: 'openai', AI_MODEL: 'bench', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', BENCH_PACE_MS: String(paceMs) },
        mode: 'sse',
        cadenceMs: FLUSH_MS,
      };
    case 'mailmuse-composer':
      return {
        args: ['api/src/server.ts'],
        env: { ...PRODUCTION_ENV, COMPOSER_PACE_MS: String(composerPaceMs ?? 12) },
        mode: 'sse',
        cadenceMs: FLUSH_MS,
      };
  }
}

/** Runs the load generator against `url` in its own process; samples the server's CPU meanwhile. */
async function drive(
  server: ServerChild,
  options: LoadOptions,
): Promise<{ load: LoadResult; cpu: number; share: number; peakShare: number; otherCores: number; overflows: number }> {
  const child = spawn(process.execPath, ['scripts/bench/load-generator.ts', JSON.stringify(options)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...(process.env.NODE_OPTIONS ? { NODE_OPTIONS: process.env.NODE_OPTIONS } : {}) },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const lines = createInterface({ input: child.stdout! });
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value !== 'ready') throw new Error(`load generator did not start: ${stderr}`);

  const cpu0 = cpuSeconds(server.pid);
  const sys0 = systemBusySeconds();
  const overflows0 = listenOverflows();
  const t0 = performance.now();
  const samples: Array<{ at: number; cpu: number }> = [{ at: t0, cpu: cpu0 }];
  const sampler = setInterval(() => samples.push({ at: performance.now(), cpu: cpuSeconds(server.pid) }), 250);
  child.stdin!.write('go\n');
  const deadline = setTimeout(() => child.kill('SIGKILL'), options.deadlineMs + 30_000);
  const line = await iterator.next();
  clearTimeout(deadline);
  clearInterval(sampler);
  const cpu1 = cpuSeconds(server.pid);
  const sys1 = systemBusySeconds();
  const t1 = performance.now();
  lines.close();
  if (line.done) throw new Error(`load generator ended without a result: ${stderr}`);
  let peakShare = 0;
  for (let i = 0, j = 0; i < samples.length; i++) {
    while (j < samples.length && samples[j]!.at - samples[i]!.at < 1000) j++;
    if (j < samples.length) peakShare = Math.max(peakShare, (samples[j]!.cpu - samples[i]!.cpu) / ((samples[j]!.at - samples[i]!.at) / 1000));
  }
  const load = JSON.parse(line.value) as LoadResult;
  const wall = (t1 - t0) / 1000;
  const others = sys1 - sys0 - (cpu1 - cpu0) - load.clientCpuShare * wall;
  return { load, cpu: cpu1 - cpu0, share: (cpu1 - cpu0) / wall, peakShare, otherCores: Math.max(0, others / wall), overflows: listenOverflows() - overflows0 };
}

/**
 * Simultaneous streams against each server in a child process of its own (fresh for each level, so
 * its peak RSS belongs to that level), from a load generator in another process.
 */
export async function runConcurrency(options: {
  levels: number[];
  targets: ConcurrencyTarget[];
  /** Targets measured at the first level only (context rows that would cost the run's time budget twice). */
  firstLevelOnly?: ConcurrencyTarget[];
  replySeconds: number;
  arrivalsPerSecond: number;
  /** A run stops this long after it starts; streams still open count as unfinished errors. */
  deadlineSeconds: number;
  warmupClients: number;
  composerPaceMs?: number;
  log: (line: string) => void;
}): Promise<ConcurrencyResult> {
  const paceMs = paceForReply(options.replySeconds);
  const rows: ConcurrencyRow[] = [];
  const skipped: string[] = [];
  for (const clients of options.levels) {
    for (const target of options.targets) {
      if (clients !== options.levels[0] && options.firstLevelOnly?.includes(target)) continue;
      const s = targetSpec(target, paceMs, options.composerPaceMs);
      let server: ServerChild | undefined;
      try {
        server = await startServer(s.args, s.env);
        const deadlineMs = options.deadlineSeconds * 1000;
        const base = { url: server.url, mode: s.mode, cadenceMs: s.cadenceMs, timeoutMs: deadlineMs, deadlineMs };
        const warm = await drive(server, { ...base, clients: options.warmupClients, rampMs: 200 });
        if (warm.load.errors > 0) throw new Error(`warm-up failed: ${warm.load.errorSamples.join('; ')}`);
        await sleep(300);
        const { rss: baseRss } = memoryMb(server.pid);
        const run = await drive(server, { ...base, clients, rampMs: (clients / options.arrivalsPerSecond) * 1000 });
        const { peakRss } = memoryMb(server.pid);
        const equivalentReplies = run.load.bytesReceived / warm.load.bytesPerReply;
        const row: ConcurrencyRow = {
          target,
          clients,
          load: run.load,
          serverCpuSeconds: run.cpu,
          cpuPerReply: run.cpu / Math.max(1, equivalentReplies),
          equivalentReplies,
          serverCpuShare: run.share,
          serverCpuPeakShare: run.peakShare,
          peakRssMb: peakRss,
          baseRssMb: baseRss,
          kbPerStream: ((peakRss - baseRss) * 1024) / Math.max(1, run.load.peakOpenStreams),
          otherCpuCores: run.otherCores,
          listenOverflows: run.overflows,
        };
        rows.push(row);
        options.log(
          `  ${target} x${clients}: ${run.load.completed} done, ${run.load.errors} errors (${run.load.unfinished} unfinished at ${options.deadlineSeconds} s), p99 extra gap ${run.load.extraGap.p99.toFixed(1)} ms, ` +
            `${(row.cpuPerReply * 1000).toFixed(2)} ms CPU/reply, server ${(run.share * 100).toFixed(0)}% (peak ${(run.peakShare * 100).toFixed(0)}%), ` +
            `client ${(run.load.clientCpuShare * 100).toFixed(0)}%, others ${(run.otherCores * 100).toFixed(0)}%, RSS ${peakRss.toFixed(0)} MB (${row.kbPerStream.toFixed(0)} KB/stream), accept-queue drops ${run.overflows}, reply p99 ${run.load.completed ? `${(run.load.replyMs.p99 / 1000).toFixed(2)} s` : 'n/a'}`,
        );
        if (run.load.errorSamples.length) options.log(`    errors: ${run.load.errorSamples.join('; ')}`);
      } catch (error) {
        const message = `${target} x${clients}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
        skipped.push(message);
        options.log(`  skipped ${message}`);
      } finally {
        await server?.stop();
      }
    }
  }
  return {
    paceMs,
    composerPaceMs: options.composerPaceMs,
    replySeconds: options.replySeconds,
    arrivalsPerSecond: options.arrivalsPerSecond,
    deadlineSeconds: options.deadlineSeconds,
    rows,
    skipped,
  };
}
