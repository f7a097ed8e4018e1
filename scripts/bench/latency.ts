import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { benchModel, BENCH_TEXT, FIRST_OPTION_CHAR, type TokenTimes } from './bench-model.ts';
import { newSession, postAndRead } from './http-client.ts';
import { BENCH_PROMPT } from './reply-fixture.ts';
import { createAiSdkServer } from './servers/ai-sdk-server.ts';
import { createLimitServer } from './servers/limit-server.ts';
import { startMailMuse } from './servers/mailmuse-app.ts';
import { median, percentile } from './stats.ts';

export type LatencyTarget = 'mailmuse' | 'limit' | 'ai-sdk';

export interface LatencyStats {
  /** Model's first-option token enqueued -> first option byte at the client (ms). */
  fromOptionToken: { p50: number; p99: number; mean: number };
  /** Model's first token -> first option byte at the client (ms); includes the model's own time. */
  fromFirstToken: { p50: number; p99: number };
  samples: number;
  errors: number;
  /** One reply on the wire: bytes and number of events (0 for plain text). */
  replyBytes: number;
  replyEvents: number;
}

export interface LatencyResult {
  requests: number;
  paceMs: number;
  pauseMs: number;
  targets: Record<LatencyTarget, LatencyStats>;
}

const PACE_MS = 2;
/** Longer than the 30 ms flush interval, so the first option chunk never waits for a coalescing timer. */
const PAUSE_MS = 40;
/** Quiet time after that chunk before the rest of the reply comes at once. */
const HOLD_MS = 30;

interface Target {
  name: LatencyTarget;
  url: string;
  sse: boolean;
  times: TokenTimes | undefined;
  fromOption: number[];
  fromFirst: number[];
  errors: number;
  replyBytes: number;
  replyEvents: number;
  close(): Promise<void>;
}

async function listen(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Server-added latency, one process, sequential requests over loopback: every server is driven by
 * the same model double, which notes when it hands over the chunk holding the first option character.
 */
export async function runLatency(options: { requests: number; warmup: number; log: (line: string) => void }): Promise<LatencyResult> {
  const targets: Target[] = [];
  const make = (name: LatencyTarget, sse: boolean) => {
    const target = { name, url: '', sse, times: undefined, fromOption: [], fromFirst: [], errors: 0, replyBytes: 0, replyEvents: 0 } as unknown as Target;
    const model = benchModel({ paceMs: PACE_MS, pauseBeforeOptionMs: PAUSE_MS, burstAfterOptionMs: HOLD_MS, onFirstOption: (t) => (target.times = t) });
    return { target, model };
  };

  const limit = make('limit', true);
  const limitServer = createLimitServer(limit.model);
  limit.target.url = await listen(limitServer);
  limit.target.close = () => closeServer(limitServer);

  const aiSdk = make('ai-sdk', false);
  const aiSdkServer = createAiSdkServer(aiSdk.model);
  aiSdk.target.url = await listen(aiSdkServer);
  aiSdk.target.close = () => closeServer(aiSdkServer);

  const mm = make('mailmuse', true);
  const app = await startMailMuse(mm.model);
  mm.target.url = app.url;
  mm.target.close = () => app.close();

  targets.push(mm.target, limit.target, aiSdk.target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  const once = async (target: Target, record: boolean, keepBody: boolean) => {
    target.times = undefined;
    let firstOptionAt = 0;
    let seen = 0;
    let tail = '';
    let body = '';
    let done = false;
    try {
      const session = await newSession(agent, target.url);
      const outcome = await postAndRead(
        agent,
        `${target.url}/api/chat/generate/stream`,
        { sessionId: session.id, userMessage: BENCH_PROMPT },
        { Cookie: session.cookie },
        {
          onData(chunk, at) {
            if (keepBody) body += chunk.toString();
            if (target.sse) {
              const text = tail + chunk.toString('latin1');
              if (!firstOptionAt && text.includes('event: option-delta')) firstOptionAt = at;
              if (text.includes('event: done')) done = true;
              tail = text.slice(-24);
            } else {
              seen += chunk.length;
              if (!firstOptionAt && seen > FIRST_OPTION_CHAR) firstOptionAt = at;
            }
          },
        },
        30_000,
      );
      const complete = outcome.status === 200 && (target.sse ? done : outcome.bytes === Buffer.byteLength(BENCH_TEXT));
      // Set by the model's callback meanwhile, which the compiler cannot see.
      const times = target.times as TokenTimes | undefined;
      if (!complete || !firstOptionAt || !times) throw new Error(`incomplete reply (status ${outcome.status})`);
      if (keepBody) {
        target.replyBytes = outcome.bytes;
        target.replyEvents = (body.match(/^event: /gm) ?? []).length;
      }
      if (record) {
        target.fromOption.push(firstOptionAt - times.firstOptionToken);
        target.fromFirst.push(firstOptionAt - times.firstToken);
      }
    } catch (error) {
      target.errors++;
      if (target.errors <= 3) options.log(`  latency ${target.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  try {
    for (let i = 0; i < options.warmup; i++) for (const t of targets) await once(t, false, i === 0);
    // Interleaved, so drift on the machine (GC, another process) falls on every server alike.
    for (let i = 0; i < options.requests; i++) for (const t of targets) await once(t, true, false);
  } finally {
    agent.destroy();
    for (const t of targets) await t.close();
  }

  const stats = (t: Target): LatencyStats => ({
    fromOptionToken: {
      p50: median(t.fromOption),
      p99: percentile(t.fromOption, 99),
      mean: t.fromOption.reduce((a, b) => a + b, 0) / Math.max(1, t.fromOption.length),
    },
    fromFirstToken: { p50: median(t.fromFirst), p99: percentile(t.fromFirst, 99) },
    samples: t.fromOption.length,
    errors: t.errors,
    replyBytes: t.replyBytes,
    replyEvents: t.replyEvents,
  });
  return {
    requests: options.requests,
    paceMs: PACE_MS,
    pauseMs: PAUSE_MS,
    targets: { mailmuse: stats(mm.target), limit: stats(limit.target), 'ai-sdk': stats(aiSdk.target) },
  };
}
