import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComposerCpuResult } from './composer-cpu.ts';
import type { BrowserResult, PageWeight } from './browser.ts';
import { TARGET_LABELS } from './chart.ts';
import type { ConcurrencyResult, ConcurrencyRow, ConcurrencyTarget } from './concurrency.ts';
import type { LatencyResult, LatencyTarget } from './latency.ts';
import type { Machine } from './proc-stats.ts';
import type { StreamingProfile, VariantKey } from './profile.ts';
import type { SoakResult } from './soak.ts';
import { BENCH_TEXT } from './bench-model.ts';
import { BENCH_DRAFT } from './reply-fixture.ts';
import { median } from './stats.ts';

export interface BenchReport {
  date: string;
  command: string;
  quick: boolean;
  machine: Machine;
  loadAverage: number[];
  /** Share of the machine's cores busy during the 2 s before the run. */
  busyBefore: number;
  fileLimit: number;
  seconds?: number;
  /** Wall time of each section (s); the wait for a quiet machine comes before them. */
  sectionSeconds: Record<string, number>;
  latency?: LatencyResult;
  /** CPU used by other processes during the latency run, in cores. */
  latencyOtherCores?: number;
  concurrency?: ConcurrencyResult;
  streaming?: StreamingProfile;
  browser?: BrowserResult;
  soak?: SoakResult;
  composer?: ComposerCpuResult;
}

export interface SummaryRow {
  measurement: string;
  mailmuse: string;
  baseline: string;
  ratio: string;
  target: string;
  result: 'PASS' | 'MISS' | 'INFO' | 'SKIP';
}

const ms = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? 'n/a' : v < 10 ? `${v.toFixed(2)} ms` : v < 1000 ? `${v.toFixed(1)} ms` : `${(v / 1000).toFixed(2)} s`);
const x = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a');
const pct = (v: number) => `${(v * 100).toFixed(0)}%`;
const kb = (v: number) => `${v.toFixed(1)} KB`;
const pass = (ok: boolean): SummaryRow['result'] => (ok ? 'PASS' : 'MISS');

const LATENCY_LABELS: Record<LatencyTarget, string> = {
  mailmuse: 'MailMuse (Koa app, same model)',
  limit: 'Limit (node:http, no parsing)',
  'ai-sdk': 'AI SDK common way (textStream piped)',
};

function rowFor(c: ConcurrencyResult, target: ConcurrencyTarget, clients: number): ConcurrencyRow | undefined {
  return c.rows.find((r) => r.target === target && r.clients === clients);
}

/** Issue 20's targets: CPU per reply against the floor's, for each engine as it ships. */
const STREAM_COST_TARGETS: Array<{ target: ConcurrencyTarget; label: string; most: number }> = [
  { target: 'mailmuse-composer', label: 'built-in composer', most: 2 },
  { target: 'mailmuse-openai', label: 'OpenAI-compatible model', most: 4 },
];

const errorsText = (r: ConcurrencyRow) => `${r.load.errors}${r.load.unfinished ? ` (${r.load.unfinished} unfinished)` : ''} of ${r.clients}`;

export function summaryRows(report: BenchReport): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const composer = report.composer;
  if (composer) {
    rows.push({
      measurement: `Built-in composer CPU per reply (compose() alone, ${composer.replies} requests x ${composer.rounds})`,
      mailmuse: `${ms(composer.meanMs)} mean, ${ms(composer.p95Ms)} p95`,
      baseline: 'n/a',
      ratio: `max ${ms(composer.maxMs)}; follow-up ${ms(composer.followUpMeanMs)}${composer.firstSeenMeanMs ? `; first seen ${ms(composer.firstSeenMeanMs)} mean, ${ms(composer.firstSeenP95Ms ?? 0)} p95` : ''}`,
      target: 'under 5 ms',
      result: pass(composer.meanMs < 5),
    });
  }
  const lat = report.latency;
  if (lat) {
    const mm = lat.targets.mailmuse.fromOptionToken;
    const base = lat.targets.limit.fromOptionToken;
    rows.push({
      measurement: 'Server-added latency p50 (first option token to first option byte)',
      mailmuse: ms(mm.p50),
      baseline: `${ms(base.p50)} limit`,
      ratio: `+${ms(mm.p50 - base.p50)}`,
      target: 'within 2 ms of the limit',
      result: pass(mm.p50 - base.p50 <= 2),
    });
    rows.push({
      measurement: 'Server-added latency p99',
      mailmuse: ms(mm.p99),
      baseline: `${ms(base.p99)} limit`,
      ratio: `+${ms(mm.p99 - base.p99)}`,
      target: 'reported',
      result: 'INFO',
    });
  }
  const conc = report.concurrency;
  if (conc) {
    const levels = [...new Set(conc.rows.map((r) => r.clients))].sort((a, b) => a - b);
    for (const clients of levels) {
      const mm = rowFor(conc, 'mailmuse', clients);
      const base = rowFor(conc, 'limit', clients);
      const n = clients.toLocaleString('en-US');
      if (mm) {
        rows.push({ measurement: `${n} streams: errors`, mailmuse: errorsText(mm), baseline: base ? errorsText(base) : 'n/a', ratio: '', target: '0', result: pass(mm.load.errors === 0) });
        rows.push({
          measurement: `${n} streams: p99 extra gap between events`,
          mailmuse: ms(mm.load.extraGap.p99),
          baseline: base ? ms(base.load.extraGap.p99) : 'n/a',
          ratio: '',
          target: '< 50 ms',
          result: pass(mm.load.extraGap.p99 < 50),
        });
        rows.push({
          measurement: `${n} streams: server CPU per reply`,
          mailmuse: ms(mm.cpuPerReply * 1000),
          baseline: base ? ms(base.cpuPerReply * 1000) : 'n/a',
          ratio: base ? `${x(base.cpuPerReply / mm.cpuPerReply)} throughput at equal CPU` : '',
          target: '>= 0.80x',
          result: base ? pass(base.cpuPerReply / mm.cpuPerReply >= 0.8) : 'SKIP',
        });
        const common = rowFor(conc, 'ai-sdk', clients);
        if (common) {
          rows.push({
            measurement: `${n} streams: server CPU per reply against the AI SDK common way`,
            mailmuse: ms(mm.cpuPerReply * 1000),
            baseline: `${ms(common.cpuPerReply * 1000)} AI SDK`,
            ratio: `${x(common.cpuPerReply / mm.cpuPerReply)} throughput at equal CPU`,
            target: '>= 0.80x',
            result: pass(common.cpuPerReply / mm.cpuPerReply >= 0.8),
          });
        }
        rows.push({
          measurement: `${n} streams: peak RSS, replies/s`,
          mailmuse: `${mm.peakRssMb.toFixed(0)} MB, ${mm.load.repliesPerSecond.toFixed(0)}/s`,
          baseline: base ? `${base.peakRssMb.toFixed(0)} MB, ${base.load.repliesPerSecond.toFixed(0)}/s` : 'n/a',
          ratio: base ? x(mm.peakRssMb / base.peakRssMb) : '',
          target: 'reported',
          result: 'INFO',
        });
      }
      for (const { target, label, most } of STREAM_COST_TARGETS) {
        const r = rowFor(conc, target, clients);
        if (!r) continue;
        rows.push({
          measurement: `${n} streams, ${label}: unfinished or failed`,
          mailmuse: errorsText(r),
          baseline: base ? errorsText(base) : 'n/a',
          ratio: '',
          target: '0',
          result: pass(r.load.errors === 0),
        });
        rows.push({
          measurement: `${n} streams, ${label}: server CPU per reply against the floor`,
          mailmuse: ms(r.cpuPerReply * 1000),
          baseline: base ? `${ms(base.cpuPerReply * 1000)} limit` : 'n/a',
          ratio: base ? x(r.cpuPerReply / base.cpuPerReply) : '',
          target: `<= ${most.toFixed(2)}x`,
          result: base ? pass(r.cpuPerReply / base.cpuPerReply <= most) : 'SKIP',
        });
        rows.push({
          measurement: `${n} streams, ${label}: peak memory per in-flight stream`,
          mailmuse: kb(r.kbPerStream),
          baseline: base ? `${kb(base.kbPerStream)} limit` : 'n/a',
          ratio: `${r.peakRssMb.toFixed(0)} MB peak RSS, ${r.load.peakOpenStreams} open`,
          target: '<= 150 KB',
          result: pass(r.kbPerStream <= 150),
        });
      }
    }
    for (const s of conc.skipped) rows.push({ measurement: `concurrency ${s}`, mailmuse: '', baseline: '', ratio: '', target: '', result: 'SKIP' });
  }
  const br = report.browser;
  if (br?.skipped) rows.push({ measurement: 'Chromium: stream vs JSON, long tasks, web weight', mailmuse: br.skipped, baseline: '', ratio: '', target: '', result: 'SKIP' });
  if (br?.stream && br.json) {
    const first = median(br.stream.firstOptionText);
    const jsonFull = median(br.json.fullOptions);
    rows.push({
      measurement: 'Chromium: Enter to first option text (stream) vs full options (JSON)',
      mailmuse: ms(first),
      baseline: `${ms(jsonFull)} JSON`,
      ratio: `${x(jsonFull / first)} sooner`,
      target: 'stream first',
      result: pass(first < jsonFull),
    });
  }
  if (br?.longTasks) {
    rows.push({
      measurement: `Long tasks > 50 ms while a reply streams (${br.longTasks.throttle}x CPU throttle)`,
      mailmuse: `${br.longTasks.count}${br.longTasks.count ? ` (max ${ms(br.longTasks.maxMs)})` : ''}`,
      baseline: '',
      ratio: '',
      target: 'none',
      result: pass(br.longTasks.count === 0),
    });
  }
  if (br?.home) {
    rows.push({ measurement: 'Home page JS before interactive (gzip)', mailmuse: kb(br.home.jsGzipKb), baseline: '', ratio: '', target: '< 100 KB', result: pass(br.home.jsGzipKb < 100) });
    rows.push({ measurement: 'Home page CSS (gzip)', mailmuse: kb(br.home.cssGzipKb), baseline: '', ratio: '', target: 'reported', result: 'INFO' });
  }
  if (br?.otherPages) {
    const withChat = br.otherPages.filter((p) => p.chatChunks.length > 0);
    rows.push({
      measurement: `Chat code on ${br.otherPages.map((p) => p.path).join(', ')}`,
      mailmuse: withChat.length ? withChat.map((p) => `${p.path}: ${p.chatChunks.join(' ')}`).join('; ') : 'none',
      baseline: '',
      ratio: '',
      target: 'none',
      result: pass(withChat.length === 0),
    });
  }
  const soak = report.soak;
  if (soak) {
    const growth = soak.heapAfterMb - soak.heapBeforeMb;
    rows.push({
      measurement: `Soak: heap after expiry minus before (${soak.sessions} sessions, ${soak.jsonGenerations + soak.streamGenerations} generations)`,
      mailmuse: `${growth >= 0 ? '+' : ''}${growth.toFixed(2)} MB`,
      baseline: `${soak.heapBeforeMb.toFixed(1)} MB before`,
      ratio: '',
      target: '< 5 MB',
      result: pass(growth < 5),
    });
    rows.push({ measurement: 'Soak: errors', mailmuse: String(soak.errors), baseline: '', ratio: '', target: '0', result: pass(soak.errors === 0) });
  }
  return rows;
}

const table = (head: string[], rows: string[][]) =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`)].join('\n');

function latencySection(lat: LatencyResult, otherCores: number | undefined): string {
  const rows = (Object.keys(lat.targets) as LatencyTarget[]).map((t) => {
    const s = lat.targets[t];
    return [
      LATENCY_LABELS[t],
      ms(s.fromOptionToken.p50),
      ms(s.fromOptionToken.p99),
      ms(s.fromFirstToken.p50),
      ms(s.fromFirstToken.p99),
      String(s.samples),
      String(s.errors),
      s.replyEvents ? `${s.replyBytes} B, ${s.replyEvents} events` : `${s.replyBytes} B of text`,
    ];
  });
  const mm = lat.targets.mailmuse.fromOptionToken.p50;
  const lim = lat.targets.limit.fromOptionToken.p50;
  return `## 2. Server-added latency

${lat.requests} sequential requests to each server, interleaved (one MailMuse, one limit, one AI SDK, and
again), after a warm-up, all in one process over loopback. The model double writes 4-character chunks
${lat.paceMs} ms apart, waits ${lat.pauseMs} ms before the chunk that holds the first option character (longer than
the 30 ms flush interval, so no coalescing timer is pending), records \`performance.now()\` as it enqueues that
chunk, stays quiet for a while, then sends the rest of the reply at once. The client records the time of the
first body chunk holding an \`option-delta\` event (for the AI SDK baseline: the first byte past the start of
the option text).

${table(['server', 'p50 from option token', 'p99 from option token', 'p50 from first token', 'p99 from first token', 'samples', 'errors', 'one reply on the wire'], rows)}

"From first token" includes the model's own time to reach the options (the same for every server).
MailMuse adds **${ms(mm - lim)}** at the median over the limit (${x(mm / lim)}); the target is 2 ms.${
    otherCores !== undefined ? ` Other processes used ${otherCores.toFixed(2)} cores meanwhile.` : ''
  }`;
}

/** Other work on the machine during a run skews its gaps and errors: say so where it happened. */
function busyWarning(c: ConcurrencyResult): string {
  const busy = c.rows.filter((r) => r.otherCpuCores > 0.2);
  if (busy.length === 0) return '';
  const worst = Math.max(...busy.map((r) => r.otherCpuCores));
  return `\n**Other processes used up to ${worst.toFixed(2)} cores during ${busy.length} of these ${c.rows.length} runs** (the "others" column): their gaps, errors
and reply times are worse than this code alone would give. CPU per reply, counted per process, moves less.\n`;
}

function concurrencySection(c: ConcurrencyResult, fileLimit: number): string {
  const words = BENCH_DRAFT.options.map((o) => o.body.split(/\s+/).length);
  const replyShape = `two options of ${Math.min(...words)} and ${Math.max(...words)} words, ${BENCH_TEXT.length.toLocaleString('en-US')} characters of JSON`;
  const rows = c.rows.map((r) => {
    const base = rowFor(c, 'limit', r.clients);
    return [
      TARGET_LABELS[r.target],
      r.clients.toLocaleString('en-US'),
      errorsText(r),
      ms(r.load.extraGap.p99),
      ms(r.load.replyMs.p50),
      ms(r.load.replyMs.p99),
      `${(r.load.bytesPerReply / 1024).toFixed(1)} KB`,
      ms(r.cpuPerReply * 1000),
      base ? x(base.cpuPerReply / r.cpuPerReply) : 'n/a',
      `${pct(r.serverCpuShare)} (peak ${pct(r.serverCpuPeakShare)})`,
      `${r.peakRssMb.toFixed(0)} MB`,
      r.kbPerStream === undefined ? 'n/a' : kb(r.kbPerStream),
      r.load.repliesPerSecond.toFixed(1),
      `${r.load.peakOpenStreams}`,
      `${pct(r.load.clientCpuShare)}, ${ms(r.load.clientLoopDelayP99)}`,
      `${r.otherCpuCores.toFixed(2)} cores`,
      Number.isFinite(r.listenOverflows) ? String(r.listenOverflows) : 'n/a',
    ];
  });
  return `## 3. Concurrency

Each server runs in a child process of its own (a fresh one for each level, so its peak RSS belongs to that
level), the load generator in another (node:http, an Agent with \`maxSockets: Infinity\`). Every virtual client
does \`POST /api/chat/new\`, then \`POST /api/chat/generate/stream\` read to \`done\`; the clients arrive evenly,
${c.arrivalsPerSecond.toLocaleString('en-US')} per second, so that all the streams of a level can be open at once. A warm-up of 20 streams runs first. The model double writes the reply (${replyShape}) in 4-character chunks every ${c.paceMs} ms (${c.replySeconds} s per reply), on an absolute
schedule: a server that falls behind receives a burst, as it would from a remote model. "MailMuse (same model)" is the
app with that double injected as its engine. "MailMuse (OpenAI-compatible model)" is the app as \`AI_PROVIDER=openai\`
builds it (\`@ai-sdk/openai\`'s Chat Completions model), its HTTP client a fetch double in the same process that
answers with the same reply as \`data:\` frames of 4 characters on the same schedule
(\`scripts/bench/openai-double.ts\`): the app decodes, parses and validates every frame as from a real server, only
the socket reads are missing. The built-in composer row is \`node api/src/server.ts\` itself with
\`COMPOSER_PACE_MS=${c.composerPaceMs}\` (a reply of about ${c.replySeconds} s). A run stops ${c.deadlineSeconds} s after it starts: streams still open then count as errors ("unfinished").
Servers: \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, \`COOKIE_SECURE=false\`, rate limits raised out of the way.
Open-file limit: ${fileLimit}, which the servers and the load generator inherit (each stream holds one descriptor on each side).

- **extra gap**: for each stream, the time between consecutive deliveries minus the designed cadence (30 ms, the
  flush interval, for the SSE servers; the model's pace for the AI SDK's plain text), at least 0; deliveries
  less than 1 ms apart are one flush. p99 over every gap of every stream (unfinished ones too, up to the deadline).
- **CPU per reply**: the server process's utime + stime (from \`/proc/<pid>/stat\`) over the run, divided by the
  replies delivered, counted by bytes (a stream cut off at the deadline counts for the part it received).
  The ratio is the limit's CPU per reply over this one's: the throughput each would reach on the same CPU.
- **bytes / reply**: one reply's response body (median). The built-in composer writes its own reply to the prompt,
  shorter than the model double's, so it sends fewer bytes and events than the limit; its reply lasts as long.
- **per stream**: peak memory per in-flight stream: the server's peak RSS (\`VmHWM\`) minus its RSS just before the
  run (after start-up and the warm-up), over the most streams open at once.
- **server CPU**: share of one core over the run; the busiest second in brackets. **client**: the load
  generator's CPU and its event-loop delay p99 (a late client sees gaps the server did not make). **others**:
  CPU used on the machine by neither the server nor the load generator during the run, in cores (a busy machine
  skews the gaps).
- **accept drops**: the kernel's \`ListenOverflows\` count over the run: connections dropped because the server's
  accept queue (backlog 4096 for every server here, as \`node api/src/server.ts\` listens) was full, which is what a
  saturated event loop does to new visitors; a client sees those as resets or long connect delays.
- **errors** lists, besides the streams still open at the deadline, the requests that failed outright, with samples
  below the table.

${table(['server', 'streams', 'errors', 'p99 extra gap', 'reply p50', 'reply p99', 'bytes / reply', 'CPU / reply', 'vs limit', 'server CPU', 'peak RSS', 'per stream', 'replies/s', 'peak open', 'client CPU, loop delay p99', 'others', 'accept drops'], rows)}
${busyWarning(c)}

![CPU per reply and p99 extra gap, MailMuse against the baselines](benchmarks-concurrency.svg)

${c.rows
  .filter((r) => r.load.errorSamples.length)
  .map((r) => `- ${TARGET_LABELS[r.target]}, ${r.clients} streams, failed requests: ${[...new Set(r.load.errorSamples)].join('; ')}`)
  .join('\n')}

${c.skipped.length ? `Not measured: ${c.skipped.join('; ')}.\n` : ''}`;
}

const TARGET_NAMES: Partial<Record<ConcurrencyTarget, string>> = { 'mailmuse-composer': 'built-in composer', 'mailmuse-openai': 'OpenAI-compatible model' };

function streamingSection(p: StreamingProfile, c: ConcurrencyResult | undefined, notes: string | undefined): string {
  const variant = (key: VariantKey) => p.variants.find((v) => v.key === key)?.cpuMsPerReply ?? Number.NaN;
  const names = p.targets.map((t) => TARGET_NAMES[t.target] ?? t.target);
  const buckets = [...new Set(p.targets.flatMap((t) => t.buckets.map((b) => b.bucket)))];
  const bucketRows = buckets
    .map((bucket) => [bucket, ...p.targets.map((t) => t.buckets.find((b) => b.bucket === bucket))])
    .sort((a, b) => Math.max(...b.slice(1).map((v) => (v as { share: number } | undefined)?.share ?? 0)) - Math.max(...a.slice(1).map((v) => (v as { share: number } | undefined)?.share ?? 0)))
    .map(([bucket, ...values]) => [bucket as string, ...values.map((v) => (v ? pct((v as { share: number }).share) : '0%'))]);
  const floorRows: string[][] = [];
  const memoryRows: string[][] = [];
  const sdkKb = (key: string) => p.sdkMemory?.find((m) => m.key === key)?.kbPerCall ?? Number.NaN;
  for (const clients of [...new Set(c?.rows.map((r) => r.clients) ?? [])]) {
    const limit = c ? rowFor(c, 'limit', clients) : undefined;
    if (!limit) continue;
    const limitMs = limit.cpuPerReply * 1000;
    floorRows.push([
      clients.toLocaleString('en-US'),
      ms(limitMs),
      `${ms(variant('lowMemoryFloor'))} (${x(variant('lowMemoryFloor') / limitMs)})`,
      `${ms(variant('openaiFloor'))} (${x(variant('openaiFloor') / limitMs)})`,
      `${ms(2 * limitMs)} / ${ms(4 * limitMs)}`,
      c ? ms((c.deadlineSeconds * 1000) / clients) : 'n/a',
    ]);
    if (p.sdkMemory) {
      memoryRows.push([
        clients.toLocaleString('en-US'),
        `${limit.kbPerStream.toFixed(1)} KB`,
        `${sdkKb('streamText').toFixed(1)} KB`,
        `${sdkKb('draftWriter').toFixed(1)} KB`,
        `${sdkKb('streamTextOpenai').toFixed(1)} KB`,
        `${sdkKb('draftWriterOpenai').toFixed(1)} KB`,
        '150 KB',
      ]);
    }
  }
  return `## 7. Where a streamed reply's CPU and memory go

${notes ? `${notes.trim()}\n\n### This run's profiles\n\n` : ''}Each engine's server (production settings, a fresh process) under ${p.clients} simultaneous streams, once with
\`node --cpu-prof\` and once with two heap snapshots (before the load, and with every stream open).
CPU: self time by where the code lives, as shares of the non-idle samples (start-up included):

${table(['code', ...names], bucketRows)}

${p.targets
  .map(
    (t) => `**${TARGET_NAMES[t.target] ?? t.target}**: ${t.completed} of ${t.clients} replies, ${(t.busyMs / 1000).toFixed(2)} s of CPU in the profile. Functions with the most self time:

${table(['function', 'where', 'self share', 'inclusive'], t.hot.slice(0, 12).map((h) => [h.name, h.where, pct(h.selfShare), pct(h.totalShare)]))}
${
  t.heap
    ? `
Heap (live objects, after the GC a snapshot forces): ${t.heap.beforeMb.toFixed(1)} MB before the load, ${t.heap.duringMb.toFixed(1)} MB with the ${t.clients} streams
open: **${t.heap.perStreamKb.toFixed(1)} KB per stream**. The largest kinds, per stream:

${table(['kind (V8 type or constructor)', 'per stream', 'more objects in all'], t.heap.rows.slice(0, 12).map((r) => [r.name, `${(r.perStreamBytes / 1024).toFixed(1)} KB`, String(r.count)]))}
`
    : ''
}`,
  )
  .join('\n')}

The layers measured apart, in the bench process (the model double at the concurrency run's pace, a ${c?.replySeconds ?? 5}-second
reply, 50 replies at a time, median of 3 interleaved rounds; no HTTP, no events):

${table(['read as', 'CPU / reply'], p.variants.map((v) => [v.variant, ms(v.cpuMsPerReply)]))}

For scale: the SDK's own \`parsePartialJson\` over every prefix of this reply (${p.chunksPerReply} deltas) takes ${ms(p.partialParseMsPerReply)}; the app's
incremental parser, handed the same growing text, reads each character once${p.appParseMsPerReply !== undefined ? ` and takes ${ms(p.appParseMsPerReply)}` : ''}.

**streamText's floor against the targets.** Every delta crosses \`streamText\`'s chain of web-stream transforms (and,
from an OpenAI-compatible server, \`@ai-sdk/openai\`'s own chain for every frame first). Read once through
\`streamText\`'s single-consumer result, with the model's text coalesced as the app does and nothing else (no output
schema, HTTP, events, sessions), a reply costs, against the limit's whole server:

${table(['streams', 'limit CPU / reply', 'streamText alone, model double (x the limit)', 'streamText + @ai-sdk/openai alone (x the limit)', 'target: 2x / 4x the limit', 'the most a reply can cost for all to finish on one core'], floorRows)}

The last column is arithmetic, not a measurement: one process runs its JavaScript on one core, so for every stream
of a level to finish before the run's ${c?.deadlineSeconds ?? 25} s deadline, a reply can cost at most the deadline over the number of streams
(less in practice: the streams start over the first seconds and the core is never busy all the time).
${
  p.sdkMemory
    ? `
**streamText's memory floor.** \`node --expose-gc scripts/bench/sdk-memory.ts\`: 300 calls started against a model (or an
OpenAI-compatible server) that has sent the start of a reply and waits, as a model does between tokens; the heap
after forced collections, before and after, over the calls. This is what one open call keeps alive by itself, with
nothing of the app around it (no socket, HTTP, events, session), against the limit's whole peak memory per stream:

${table(['streams', 'limit: peak memory per in-flight stream', 'streamText alone, live heap per open call', "the app's draft writer (Output.object)", 'streamText + @ai-sdk/openai', "the app's draft writer, OpenAI-compatible engine", 'target per in-flight stream'], memoryRows)}
`
    : ''
}`;
}

function weightRows(p: PageWeight): string[][] {
  return p.assets.map((a) => [a.type, a.url, `${(a.bytes / 1024).toFixed(1)} KB`, `${(a.gzipBytes / 1024).toFixed(1)} KB`, a.chat ? 'yes' : '']);
}

function browserSection(b: BrowserResult): string {
  if (b.skipped) return `## 4. JSON vs stream in Chromium, and 5. web weight\n\nSkipped: ${b.skipped}.\n`;
  const parts: string[] = [];
  if (b.stream && b.json) {
    parts.push(`## 4. JSON vs stream in Chromium

Debian's Chromium (headless, through playwright-core) against the production build served by
\`node api/src/server.ts\`${b.buildSeconds ? ` (\`npm run build\` first: ${b.buildSeconds.toFixed(0)} s)` : ''}, built-in composer at \`COMPOSER_PACE_MS=${b.composerPaceMs}\` (a reply of about 5 s).
Each run is a fresh browser context on \`/\`: the prompt typed into the textbox labelled "Describe the email you
need", Enter pressed, and in-page probes (a MutationObserver, then the next animation frame) note when option
text is first painted and when both option cards are complete. The JSON path is the client's own: the page
reports Data Saver (\`navigator.connection.saveData\`), so it calls \`POST /api/chat/generate\`${b.json.usedJsonPath ? ' (checked: no stream request was made)' : ' (**warning**: a stream request was seen)'}.
One reply runs first to warm up, unrecorded.

${table(
  ['path', 'Enter to first option text (median)', 'Enter to full options (median)', 'runs (first / full, ms)'],
  [
    ['stream (SSE)', ms(median(b.stream.firstOptionText)), ms(median(b.stream.fullOptions)), b.stream.firstOptionText.map((v, i) => `${v.toFixed(0)} / ${b.stream!.fullOptions[i]!.toFixed(0)}`).join(', ')],
    ['JSON', ms(median(b.json.firstOptionText)), ms(median(b.json.fullOptions)), b.json.fullOptions.map((v) => v.toFixed(0)).join(', ')],
  ],
)}
`);
  }
  if (b.longTasks) {
    parts.push(`### Long tasks while a reply streams

${b.longTasks.runs ? `${b.longTasks.runs.length} more streamed replies` : 'One more streamed reply'} with CDP \`Emulation.setCPUThrottlingRate\` at ${b.longTasks.throttle}x, a \`PerformanceObserver\` for
\`longtask\` entries from Enter to the complete options (median ${ms(b.longTasks.fullOptionsMs)}): **${b.longTasks.count}** long task${b.longTasks.count === 1 ? '' : 's'} in all${b.longTasks.count ? ` (${b.longTasks.durations.map((d) => d.toFixed(0)).join(', ')} ms)` : ''}. Target: none.
${
  b.longTasks.runs
    ? `\n${table(
        ['reply', 'long tasks (duration at time after Enter)', 'options shown', 'options complete'],
        b.longTasks.runs.map((r, i) => [
          String(i + 1),
          r.tasks.length ? r.tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.at.toFixed(0)} ms`).join(', ') : 'none',
          ms(r.firstText),
          ms(r.full),
        ]),
      )}\n\nThe first reply runs with the CPU profiler on (its profile is below when there was a long task).\n`
    : ''
}
${
  b.longTasks.profile && b.longTasks.count
    ? `
The page's CPU profile over that reply (CDP \`Profiler\`, throttled), busy time by script and the functions with
the most self time (minified names; lines and columns point into the built chunks):

${table(['script', 'share of busy time'], b.longTasks.profile.scripts.map((s) => [s.script, pct(s.share)]))}

${table(['function', 'where', 'self', 'self share', 'inclusive'], b.longTasks.profile.hot.map((h) => [h.name, h.where, ms(h.selfMs), pct(h.selfShare), pct(h.totalShare)]))}
`
    : ''
}`);
  }
  if (b.home) {
    parts.push(`## 5. Web weight

The scripts and stylesheets Chromium fetches for \`/\` until the chat's textbox is there and the network is idle,
each body gzipped with zlib (default level); "chat code" means a script holds a string only the chat feature
has (${'`/api/chat/generate`, `option-card__`, `chat-input__`'}).

${table(['type', 'file', 'size', 'gzip', 'chat code'], weightRows(b.home))}

Home page: **${kb(b.home.jsGzipKb)} of JS** and ${kb(b.home.cssGzipKb)} of CSS, gzipped (target: under 100 KB of JS).
`);
    if (b.homeAttribution?.length) {
      parts.push(`### Why the home page is over budget

The same sources rebuilt with source maps (into a temporary folder), each chunk's bytes attributed to the
package or file they come from; a source's gzip size is its code compressed on its own, an estimate.

${b.homeAttribution
  .map(
    (c) => `**${c.chunk}** (${kb(c.bytes / 1024)}, ${kb(c.gzipBytes / 1024)} gzip):

${table(['source', 'size', 'gzip (alone)'], c.top.map((t) => [t.source, kb(t.bytes / 1024), kb(t.gzipBytes / 1024)]))}`,
  )
  .join('\n\n')}
`);
    } else if (b.attributionError) {
      parts.push(`The source-map rebuild that would show what the chunks hold failed: ${b.attributionError}\n`);
    }
  }
  if (b.otherPages) {
    parts.push(`Pages that need no chat, each loaded cold in a fresh context:

${table(
  ['page', 'JS (gzip)', 'CSS (gzip)', 'files', 'chunks with chat code'],
  b.otherPages.map((p) => [p.path, kb(p.jsGzipKb), kb(p.cssGzipKb), p.assets.map((a) => a.url.replace('/assets/', '')).join(', '), p.chatChunks.join(', ') || 'none']),
)}
`);
  }
  return parts.join('\n');
}

function soakSection(s: SoakResult): string {
  return `## 6. Soak

One process with \`--expose-gc\`, the real app built in-process, its engine "${s.engine}" at pace 0, over loopback:
${s.sessions.toLocaleString('en-US')} visitors, ${s.concurrency} at a time, each opening a session and using it at once; the first
${s.jsonGenerations.toLocaleString('en-US')} ask for a reply with the JSON call, the first ${s.streamGenerations.toLocaleString('en-US')} of those then for a streamed follow-up in the same
session (so those sessions carry history). ${s.seconds.toFixed(1)} s, ${s.cpuMsPerGeneration.toFixed(1)} ms of CPU per generation, client included. Heap = \`used_heap_size\` after
four forced GCs. "Before" follows a small identical round that is expired the same way, so compiled code
and caches count on both sides. Expiry: generation buffers use \`GENERATION_TTL_SECONDS=1\`; the session store
(\`SESSION_TTL_SECONDS=60\`) gets a clock moved past the TTL and its own sweep; rate-limit windows are 1 s
instead of a minute or an hour, so their keys expire within the run as the real ones do within the hour.

${table(
  ['point', 'heap used', 'live sessions', 'live generations'],
  [
    ['before', `${s.heapBeforeMb.toFixed(2)} MB`, '0', '0'],
    ['after the load (sessions alive)', `${s.heapLoadedMb.toFixed(2)} MB`, String(s.liveSessionsLoaded), String(s.liveGenerationsLoaded)],
    ['after expiry', `${s.heapAfterMb.toFixed(2)} MB`, String(s.liveSessionsAfter), String(s.liveGenerationsAfter)],
  ],
)}

Growth after expiry: **${(s.heapAfterMb - s.heapBeforeMb).toFixed(2)} MB** (target: within a few MB; checked against 5 MB). Live
sessions cost about ${(((s.heapLoadedMb - s.heapBeforeMb) * 1024) / Math.max(1, s.liveSessionsLoaded)).toFixed(2)} KB each while alive (heap after the load minus before, over
the live sessions, their history included). Errors: ${s.errors}${s.errorSamples.length ? ` (${s.errorSamples.join('; ')})` : ''}. RSS at the end: ${s.rssAfterMb.toFixed(0)} MB.
`;
}

export function renderMarkdown(report: BenchReport): string {
  const m = report.machine;
  const notesFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'notes/streaming-cost.md');
  const notes = existsSync(notesFile) ? readFileSync(notesFile, 'utf8') : undefined;
  const rows = summaryRows(report);
  const out: string[] = [];
  out.push(`# Benchmarks

Measured by \`${report.command}\` on ${report.date.slice(0, 10)} (${report.date}); the whole run took ${((report.seconds ?? 0) / 60).toFixed(1)} min
(${Object.entries(report.sectionSeconds).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(', ')}).
Every number below comes from that run (except in the hand-written part of section 7, which names its own runs);
run it again to get this machine's numbers.

| machine | |
| --- | --- |
| CPU | ${m.cpu} |
| cores | ${m.cores} |
| memory | ${m.memoryGb} GB |
| Node | ${m.node} |
| OS | ${m.kernel} |
| open-file limit | ${report.fileLimit} |
| busy before the run | ${pct(report.busyBefore)} of the cores (load average ${report.loadAverage.map((l) => l.toFixed(2)).join(', ')}) |

Everything runs on this one machine over loopback: the servers, the load generators and the browser share its
${m.cores} cores. ${report.busyBefore > 0.15 ? '**Other work was running on the machine during this run** (see "busy before" above and the "others" column below): the gaps and latencies are noisier than on a quiet machine. ' : ''}Benchmarks never run in \`npm test\`.

\`npm run bench\` runs everything and rewrites this file and \`benchmarks-concurrency.svg\`;
\`npm run bench -- --only=latency,soak\` runs some sections (latency, concurrency, browser, weight, soak, composer) and
\`--quick\` a small smoke version; those print the table without touching this file unless given \`--write\`.

## Summary

${table(['measurement', 'MailMuse', 'baseline', 'ratio', 'target', 'result'], rows.map((r) => [r.measurement, r.mailmuse, r.baseline, r.ratio, r.target, `**${r.result}**`]))}

## 1. Baselines

- **Limit**: \`scripts/bench/servers/limit-server.ts\`, a bare \`node:http\` server that writes the same SSE events as
  MailMuse (\`start\`, \`message-delta\`, \`option-delta\`..., \`option-done\`, \`done\`, each with its \`id:\` line) with the
  same coalescing (first flush at once, then at most one per 30 ms), driven by the same model double. It parses
  nothing: which characters of each chunk belong to which field is worked out once at start-up from the known reply.
  Its sessions are a random id and cookie. It is the floor for streaming these events from this model in Node.
- **AI SDK common way**: \`scripts/bench/servers/ai-sdk-server.ts\`, \`node:http\` with the body parsed as JSON and
  \`streamText({ model, prompt })\` piped out with \`pipeTextStreamToResponse\`: what most tutorials do. It sends the
  model's raw text (no events, ids, validation, resume or stop).
- **MailMuse**: the real app (\`buildApp\` from \`api/src/app.ts\`, every middleware, the memory stores), the
  benchmark model injected as its engine (\`scripts/bench/servers/serve.ts mailmuse\`), so all three stream the same
  reply at the same pace; the app as \`AI_PROVIDER=openai\` builds it, its \`@ai-sdk/openai\` client reading the same
  reply as Chat Completions frames from an in-process fetch double (\`scripts/bench/openai-double.ts\`); and the
  shipped configuration, \`node api/src/server.ts\` with the built-in composer.

The model double (\`scripts/bench/bench-model.ts\`) is an AI SDK \`LanguageModelV4\` that streams a fixed reply in
4-character chunks (about one token each) from a timer per stream.
`);
  if (report.latency) out.push(latencySection(report.latency, report.latencyOtherCores));
  if (report.concurrency) out.push(concurrencySection(report.concurrency, report.fileLimit));
  if (report.streaming || notes) out.push(report.streaming ? streamingSection(report.streaming, report.concurrency, notes) : `## 7. Where a streamed reply's CPU and memory go\n\n${notes}`);
  if (report.browser) out.push(browserSection(report.browser));
  if (report.soak) out.push(soakSection(report.soak));
  return `${out.join('\n\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}
