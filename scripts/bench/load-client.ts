/**
 * Virtual clients: each does POST /api/chat/new, then POST /api/chat/generate/stream read to its
 * end, with a deadline. Run by load-generator.ts in a process of its own.
 */
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { BENCH_TEXT } from './bench-model.ts';
import { newSession, postAndRead } from './http-client.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';
import { percentile } from './stats.ts';

export interface LoadOptions {
  url: string;
  clients: number;
  /** Clients start evenly spread over this many ms. */
  rampMs: number;
  /** `sse`: the product's events, read to `done`; `text`: the raw text of the AI SDK baseline. */
  mode: 'sse' | 'text';
  /** The designed time between consecutive writes (the flush interval, or the model's pace). */
  cadenceMs: number;
  timeoutMs: number;
  /** After this many ms from the start, every stream still open is closed and counted unfinished. */
  deadlineMs: number;
}

export interface LoadResult {
  clients: number;
  completed: number;
  errors: number;
  /** Streams still open at the deadline (counted in errors too). */
  unfinished: number;
  errorSamples: string[];
  /** Body bytes received, over all streams, and per completed reply (median). */
  bytesReceived: number;
  bytesPerReply: number;
  /** Extra time between consecutive deliveries beyond the designed cadence (ms). */
  extraGap: { p50: number; p99: number; max: number; count: number };
  /** POST .../stream -> last byte (ms). */
  replyMs: { p50: number; p99: number; max: number };
  /** POST .../stream -> first event (ms). */
  firstEventMs: { p50: number; p99: number };
  peakOpenStreams: number;
  /** First request sent -> last reply done (s). */
  wallSeconds: number;
  repliesPerSecond: number;
  /** This process's own CPU use over the run, as a share of one core. */
  clientCpuShare: number;
  /** This process's event-loop delay p99 (ms): how late the client itself noticed what arrived. */
  clientLoopDelayP99: number;
}

/** Gaps shorter than this are writes of one flush landing in separate reads, not a delay. */
const SAME_FLUSH_MS = 1;

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const gaps: number[] = [];
  const replyMs: number[] = [];
  const firstEventMs: number[] = [];
  const errorSamples: string[] = [];
  let completed = 0;
  let errors = 0;
  let open = 0;
  let peakOpen = 0;
  let lastDone = 0;
  let bytesReceived = 0;
  let unfinished = 0;
  const replyBytes: number[] = [];
  const inFlight = new Set<AbortController>();
  let pastDeadline = false;
  const deadline = setTimeout(() => {
    pastDeadline = true;
    for (const c of inFlight) c.abort();
  }, options.deadlineMs);
  const textBytes = Buffer.byteLength(BENCH_TEXT);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const began = performance.now();

  const client = async (delay: number) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    const abort = new AbortController();
    inFlight.add(abort);
    let counted = false;
    let stage = 'session';
    let lastAt = 0;
    let firstAt = 0;
    let tail = '';
    let done = false;
    let failed = false;
    const localGaps: number[] = [];
    try {
      if (pastDeadline) throw new Error('not started before the deadline');
      const session = await newSession(agent, options.url, options.timeoutMs, abort.signal);
      stage = 'stream';
      const sentAt = performance.now();
      open++;
      counted = true;
      peakOpen = Math.max(peakOpen, open);
      const outcome = await postAndRead(
        agent,
        `${options.url}/api/chat/generate/stream`,
        { sessionId: session.id, userMessage: BENCH_PROMPT },
        { Cookie: session.cookie },
        {
          onData(chunk, at) {
            bytesReceived += chunk.length;
            if (options.mode === 'sse') {
              const text = tail + chunk.toString('latin1');
              tail = text.slice(-24);
              if (text.includes('event: done')) done = true;
              if (text.includes('event: error')) failed = true;
            }
            if (!firstAt) firstAt = at;
            else if (at - lastAt >= SAME_FLUSH_MS) localGaps.push(Math.max(0, at - lastAt - options.cadenceMs));
            lastAt = at;
          },
        },
        options.timeoutMs,
        abort.signal,
      );
      open--;
      counted = false;
      const ok =
        outcome.status === 200 &&
        (options.mode === 'sse' ? done && !failed && outcome.contentType.startsWith('text/event-stream') : outcome.bytes === textBytes);
      if (!ok) throw new Error(`status ${outcome.status}, ${outcome.bytes} bytes, ${failed ? 'error event' : done ? 'done' : 'no done'}`);
      completed++;
      replyBytes.push(outcome.bytes);
      lastDone = Math.max(lastDone, outcome.endedAt);
      replyMs.push(outcome.endedAt - sentAt);
      firstEventMs.push(firstAt - sentAt);
    } catch (error) {
      if (counted) open--;
      errors++;
      if (pastDeadline) unfinished++;
      else if (errorSamples.length < 5) errorSamples.push(`${stage}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      inFlight.delete(abort);
      // The delays a visitor saw count whether or not the stream finished in time.
      for (const g of localGaps) gaps.push(g);
    }
  };

  const step = options.clients > 1 ? options.rampMs / (options.clients - 1) : 0;
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i * step)));
  clearTimeout(deadline);
  loopDelay.disable();
  agent.destroy();
  const cpu = process.cpuUsage(cpuBefore);
  const wallSeconds = ((pastDeadline || !lastDone ? performance.now() : lastDone) - began) / 1000;
  return {
    clients: options.clients,
    completed,
    errors,
    unfinished,
    errorSamples,
    bytesReceived,
    bytesPerReply: percentile(replyBytes, 50),
    extraGap: { p50: percentile(gaps, 50), p99: percentile(gaps, 99), max: percentile(gaps, 100), count: gaps.length },
    replyMs: { p50: percentile(replyMs, 50), p99: percentile(replyMs, 99), max: percentile(replyMs, 100) },
    firstEventMs: { p50: percentile(firstEventMs, 50), p99: percentile(firstEventMs, 99) },
    peakOpenStreams: peakOpen,
    wallSeconds,
    repliesPerSecond: completed / wallSeconds,
    clientCpuShare: (cpu.user + cpu.system) / 1e6 / ((performance.now() - began) / 1000),
    clientLoopDelayP99: loopDelay.percentile(99) / 1e6,
  };
}
