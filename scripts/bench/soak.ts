/**
 * The soak, run as its own process with --expose-gc: `node --expose-gc scripts/bench/soak.ts '<json>'`.
 * Builds the real app in-process with the built-in composer at pace 0, runs thousands of sessions
 * and generations over loopback, and compares the heap after forced GC before, right after, and
 * once sessions, generation buffers and rate-limit windows have expired. Prints one JSON line.
 */
import http from 'node:http';
import v8 from 'node:v8';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { MemoryGenerationStore } from '../../api/src/chat/generation-store.ts';
import { MemorySessionStore } from '../../api/src/chat/session-store.ts';
import { newSession, postAndRead, type Session } from './http-client.ts';
import { startMailMuse } from './servers/mailmuse-app.ts';
import { sleep } from './stats.ts';

export interface SoakOptions {
  sessions: number;
  jsonGenerations: number;
  streamGenerations: number;
  concurrency: number;
}

export interface SoakResult extends SoakOptions {
  engine: string;
  seconds: number;
  errors: number;
  errorSamples: string[];
  /** used_heap_size after forced GC, MB. */
  heapBeforeMb: number;
  heapLoadedMb: number;
  heapAfterMb: number;
  rssAfterMb: number;
  liveSessionsLoaded: number;
  liveGenerationsLoaded: number;
  liveSessionsAfter: number;
  liveGenerationsAfter: number;
  cpuMsPerGeneration: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

async function settledHeapMb(): Promise<number> {
  if (!gc) throw new Error('run with --expose-gc');
  // Several rounds with turns of the event loop between, so finalizers and weak references clear.
  for (let i = 0; i < 4; i++) {
    gc();
    await new Promise((resolve) => setImmediate(resolve));
    await sleep(50);
  }
  return v8.getHeapStatistics().used_heap_size / 1024 ** 2;
}

async function main(options: SoakOptions): Promise<SoakResult> {
  const GENERATION_TTL_SECONDS = 1;
  const SESSION_TTL_SECONDS = 60;
  // The session store's clock runs ahead on demand, so its idle sweep is reached without waiting an hour.
  let skewMs = 0;
  const sessions = new MemorySessionStore({ ttlSeconds: SESSION_TTL_SECONDS, maxSessions: 50_000, now: () => Date.now() + skewMs });
  const generations = new MemoryGenerationStore({ ttlSeconds: GENERATION_TTL_SECONDS });
  const app = await startMailMuse(
    undefined,
    { COMPOSER_PACE_MS: '0', SESSION_TTL_SECONDS: String(SESSION_TTL_SECONDS), GENERATION_TTL_SECONDS: String(GENERATION_TTL_SECONDS) },
    // Rate-limit windows of one second: their keys expire within the run, as the real ones do within the hour.
    { sessions, generations, limiters: (o) => new RateLimiterMemory({ ...o, duration: 1 }) },
  );
  let agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let errors = 0;
  const errorSamples: string[] = [];
  const fail = (error: unknown) => {
    errors++;
    if (errorSamples.length < 5) errorSamples.push(error instanceof Error ? error.message : String(error));
  };

  const generate = async (session: Session, stream: boolean, i: number) => {
    let done = false;
    const outcome = await postAndRead(
      agent,
      `${app.url}/api/chat/generate${stream ? '/stream' : ''}`,
      { sessionId: session.id, userMessage: `Write a follow-up after my interview number ${i} for the Product Designer role`, requestId: `soak-${i}-${stream ? 's' : 'j'}-${skewMs}` },
      { Cookie: session.cookie },
      { onData: (chunk) => (done ||= chunk.toString().includes(stream ? 'event: done' : '"emailOptions"')) },
      60_000,
    );
    if (outcome.status !== 200 || !done) throw new Error(`generation answered ${outcome.status}`);
  };

  /** Runs `count` jobs, `concurrency` at a time. */
  const pool = async (count: number, job: (i: number) => Promise<void>) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(count, options.concurrency) }, async () => {
        while (next < count) await job(next++).catch(fail);
      }),
    );
  };

  /**
   * Each job opens a session and uses it at once, as a visitor does: a JSON generation for the first
   * `jsonGenerations` sessions, then a streamed follow-up on the first `streamGenerations` of them
   * (so some sessions carry history). Using sessions while they are fresh keeps the idle TTL out of it.
   */
  const cycle = async (scale: number) => {
    const json = Math.ceil(options.jsonGenerations * scale);
    const streamed = Math.ceil(options.streamGenerations * scale);
    await pool(Math.ceil(options.sessions * scale), async (i) => {
      const session = await newSession(agent, app.url);
      if (i < json) await generate(session, false, i);
      if (i < streamed) await generate(session, true, i);
    });
  };

  const expire = async () => {
    agent.destroy();
    app.server.closeIdleConnections();
    await sleep(GENERATION_TTL_SECONDS * 1000 + 500);
    skewMs += (SESSION_TTL_SECONDS + 1) * 1000;
    sessions.sweep();
    agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  };

  // A small round first, expired the same way, so code compiled and caches filled count in "before".
  await cycle(0.05);
  await expire();
  const heapBeforeMb = await settledHeapMb();

  const started = performance.now();
  const cpu0 = process.cpuUsage();
  await cycle(1);
  const cpu = process.cpuUsage(cpu0);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  app.server.closeIdleConnections();
  const heapLoadedMb = await settledHeapMb();
  const liveSessionsLoaded = await sessions.size();
  const liveGenerationsLoaded = generations.size();

  await expire();
  agent.destroy();
  const heapAfterMb = await settledHeapMb();
  const result: SoakResult = {
    ...options,
    engine: app.built.chat.engineName,
    seconds,
    errors,
    errorSamples,
    heapBeforeMb,
    heapLoadedMb,
    heapAfterMb,
    rssAfterMb: process.memoryUsage().rss / 1024 ** 2,
    liveSessionsLoaded,
    liveGenerationsLoaded,
    liveSessionsAfter: await sessions.size(),
    liveGenerationsAfter: generations.size(),
    cpuMsPerGeneration: (cpu.user + cpu.system) / 1000 / (options.jsonGenerations + options.streamGenerations),
  };
  await app.close();
  return result;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Partial<SoakOptions>;
const result = await main({
  sessions: options.sessions ?? 5000,
  jsonGenerations: options.jsonGenerations ?? 5000,
  streamGenerations: options.streamGenerations ?? 500,
  concurrency: options.concurrency ?? 50,
});
process.stdout.write(`${JSON.stringify(result)}\n`);
process.exit(0);
