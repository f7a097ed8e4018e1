/**
 * `node scripts/bench/profile-target.ts <target> <clients> [--heap]`: one benchmark server under
 * `clients` simultaneous streams (the concurrency run's model and pace), with `node --cpu-prof`,
 * and with --heap a heap snapshot taken while every stream is open. Prints where the server's CPU
 * went (self time by package or folder, and the hottest functions) and what its heap held (self
 * size by constructor), as JSON on the last line. Not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { paceForReply } from './bench-model.ts';
import { ROOT, startServer } from './children.ts';
import { composerPaceFor } from './composer-pace.ts';
import { targetSpec, type ConcurrencyTarget } from './concurrency.ts';
import { summarizeProfile, type HotFunction } from './profile-summary.ts';
import { sleep } from './stats.ts';

interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>;
  samples: number[];
  timeDeltas: number[];
}

/** Self time by where the code lives: non-overlapping buckets that sum to the busy time. */
const BUCKETS: Array<[string, RegExp]> = [
  ['(garbage collector)', /^\(garbage collector\)@$/],
  ['(program): V8 and Node internals outside JS', /^\(program\)@$/],
  ['node:internal/webstreams', /node:internal\/webstreams/],
  ['ai (the AI SDK)', /node_modules\/ai\//],
  ['@ai-sdk/openai', /node_modules\/@ai-sdk\/openai\//],
  ['@ai-sdk/provider-utils, eventsource-parser', /node_modules\/(@ai-sdk\/provider-utils|eventsource-parser)\//],
  ['zod', /node_modules\/zod\//],
  ['Koa, router, body parser', /node_modules\/(koa|@koa|koa-[a-z-]+|co-body|raw-body|http-errors|cookies|keygrip)\//],
  ['api/src/ai/composer', /api\/src\/ai\/composer\//],
  ['api/src/ai (engine, coalescing, parser, draft writer)', /api\/src\/ai\//],
  ['api/src/chat', /api\/src\/chat\//],
  ['api/src/http and app', /api\/src\//],
  ['benchmark model double', /scripts\/bench\//],
  ['node:http, net, streams, timers', /node:(_http|http|net|internal\/(streams|http|timers|process|event_target|abort|url)|events|stream|timers)/],
  ['other node: internals', /^.*@node:/],
  ['other packages', /node_modules\//],
  ['native (JSON, string, promise builtins, writev...)', /@$/],
];

function selfByBucket(file: string): Array<{ bucket: string; share: number; ms: number }> {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') return;
    const us = profile.timeDeltas[i] ?? 0;
    busy += us;
    const key = `${functionName}@${url}`;
    const bucket = BUCKETS.find(([, re]) => re.test(key))?.[0] ?? 'other';
    totals.set(bucket, (totals.get(bucket) ?? 0) + us);
  });
  return [...totals.entries()].map(([bucket, us]) => ({ bucket, share: us / busy, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

async function waitForSnapshots(dir: string, count: number): Promise<void> {
  const started = Date.now();
  let last = -1;
  // A snapshot is complete once its file stops growing.
  for (;;) {
    const files = readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot'));
    const size = files.reduce((sum, f) => sum + statSync(path.join(dir, f)).size, 0);
    if (files.length >= count && size === last) return;
    if (Date.now() - started > 120_000) throw new Error('no heap snapshot');
    last = size;
    await sleep(1000);
  }
}

type HeapGroups = Map<string, { count: number; bytes: number }>;

/** What the heap holds with every stream open, minus what it held before the load, per stream. */
function heapGrowth(before: HeapGroups, during: HeapGroups, streams: number, top: number) {
  const total = (g: HeapGroups) => [...g.values()].reduce((sum, v) => sum + v.bytes, 0);
  const rows = [...during.entries()]
    .map(([name, g]) => {
      const b = before.get(name) ?? { count: 0, bytes: 0 };
      return { name, count: g.count - b.count, kb: (g.bytes - b.bytes) / 1024, perStreamBytes: (g.bytes - b.bytes) / streams };
    })
    .sort((a, b) => b.kb - a.kb)
    .slice(0, top);
  return { beforeMb: total(before) / 1024 / 1024, duringMb: total(during) / 1024 / 1024, perStreamKb: (total(during) - total(before)) / 1024 / streams, rows };
}

/** Self size by node type and constructor name. */
function heapByConstructor(file: string): HeapGroups {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as HeapSnapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [t, n, s] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [number, number, number];
  const groups: HeapGroups = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + t]!]!;
    const name = type === 'object' || type === 'closure' ? `${type} ${snap.strings[snap.nodes[i + n]!]}` : `(${type})`;
    const bytes = snap.nodes[i + s]!;
    const g = groups.get(name) ?? { count: 0, bytes: 0 };
    g.count++;
    g.bytes += bytes;
    groups.set(name, g);
  }
  return groups;
}

export interface TargetProfile {
  target: ConcurrencyTarget;
  clients: number;
  completed: number;
  errors: number;
  /** Non-idle CPU time in the profile, start-up included. */
  busyMs: number;
  buckets: Array<{ bucket: string; share: number; ms: number }>;
  hot: HotFunction[];
  heap?: ReturnType<typeof heapGrowth>;
}

/** One server run under `clients` streams: a CPU profile, or two heap snapshots (before the load, and with every stream open). */
async function runUnder(target: ConcurrencyTarget, clients: number, mode: 'cpu' | 'heap', replySeconds: number, dir: string) {
  const s = targetSpec(target, paceForReply(replySeconds), composerPaceFor(replySeconds));
  const flags = mode === 'cpu' ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${dir}`];
  const server = await startServer([...flags, ...s.args], s.env);
  let result: { completed: number; errors: number } = { completed: 0, errors: 0 };
  try {
    const load = spawn(
      process.execPath,
      ['scripts/bench/load-generator.ts', JSON.stringify({ url: server.url, clients, rampMs: clients, mode: s.mode, cadenceMs: s.cadenceMs, timeoutMs: 60_000, deadlineMs: 60_000 })],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '' }, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const lines = createInterface({ input: load.stdout });
    for await (const line of lines) {
      if (line === 'ready') {
        if (mode === 'heap') {
          // A snapshot before the load (start-up, compiled code, caches), to subtract.
          server.child.kill('SIGUSR2');
          await waitForSnapshots(dir, 1);
        }
        load.stdin.write('go\n');
        // Every stream open, none finished: the ramp is `clients` ms, a reply 5 s.
        if (mode === 'heap') void sleep(clients + 1500).then(() => server.child.kill('SIGUSR2'));
      } else {
        result = JSON.parse(line) as typeof result;
        break;
      }
    }
    lines.close();
    if (mode === 'heap') await waitForSnapshots(dir, 2);
  } finally {
    // SIGTERM ends the process with process.exit, which writes the CPU profile.
    await server.stop();
  }
  return result;
}

export async function profileTarget(target: ConcurrencyTarget, clients: number, heap: boolean, replySeconds = 5): Promise<TargetProfile> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mailmuse-prof-'));
  try {
    const result = await runUnder(target, clients, 'cpu', replySeconds, dir);
    const cpu = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!cpu) throw new Error('the server wrote no CPU profile');
    const summary = summarizeProfile(path.join(dir, cpu), 25);
    const profile: TargetProfile = {
      target,
      clients,
      completed: result.completed,
      errors: result.errors,
      busyMs: summary.totalMs * (1 - summary.idleShare),
      buckets: selfByBucket(path.join(dir, cpu)),
      hot: summary.hot,
    };
    if (heap) {
      await runUnder(target, clients, 'heap', replySeconds, dir);
      const snapshots = readdirSync(dir).filter((f) => f.endsWith('.heapsnapshot')).sort();
      if (snapshots.length >= 2) profile.heap = heapGrowth(heapByConstructor(path.join(dir, snapshots[0]!)), heapByConstructor(path.join(dir, snapshots[1]!)), clients, 30);
    }
    return profile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const [target, clients] = process.argv.slice(2);
  const out = await profileTarget(target as ConcurrencyTarget, Number(clients ?? 200), process.argv.includes('--heap'));
  console.log(`${out.target}, ${out.clients} streams: ${out.completed} done, ${out.errors} errors, ${(out.busyMs / 1000).toFixed(2)} s busy`);
  console.log('\nself time by where the code lives:');
  for (const b of out.buckets) console.log(`  ${(b.share * 100).toFixed(1).padStart(5)}%  ${b.ms.toFixed(0).padStart(6)} ms  ${b.bucket}`);
  console.log('\nhottest functions (self):');
  for (const h of out.hot) console.log(`  ${(h.selfShare * 100).toFixed(1).padStart(5)}% self ${(h.totalShare * 100).toFixed(0).padStart(3)}% incl  ${h.name} ${h.where}`);
  if (out.heap) {
    console.log(`\nheap: ${out.heap.beforeMb.toFixed(1)} MB before the load, ${out.heap.duringMb.toFixed(1)} MB with the streams open: ${out.heap.perStreamKb.toFixed(1)} KB per stream`);
    for (const r of out.heap.rows) console.log(`  ${r.perStreamBytes.toFixed(0).padStart(7)} B/stream ${String(r.count).padStart(8)} more  ${r.name}`);
  }
  console.log(JSON.stringify(out));
}
