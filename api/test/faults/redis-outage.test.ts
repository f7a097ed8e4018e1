// Stopping Redis while replies stream must never take the server down: every stream ends with
// `done` or `error`, requests during the outage get a 503 quickly, /readyz says not ready, and
// the instance serves again by itself once Redis is back. The Redis is a private redis-server
// this file starts, kills (SIGKILL) and starts again, then freezes (SIGSTOP) and thaws; the
// instance is a real `node api/src/server.ts`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, postJson, sseFrames, type SseFrame, type TestSession } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';
import { privateRedis, redisServerAvailable, type PrivateRedis } from './redis-server.ts';

const available = redisServerAvailable();
const STREAMS = 20;
// Words of the visitors' requests, which must not reach the logs even when everything fails.
const SECRET = 'Quillfeather';

interface Outcome {
  frames: SseFrame[];
  /** The connection broke without a final event (a cut stream). */
  cut: unknown;
}

/** Opens a stream and reads it to its end; `midway` resolves once content is flowing. */
function stream(url: string, session: TestSession, index: number): { midway: Promise<void>; ended: Promise<Outcome> } {
  let reached: () => void = () => undefined;
  const midway = new Promise<void>((resolve) => (reached = resolve));
  const ended = (async (): Promise<Outcome> => {
    const frames: SseFrame[] = [];
    try {
      const res = await postJson(`${url}/api/chat/generate/stream`, { sessionId: session.id, userMessage: `Write a follow-up email to Dana ${SECRET} after my interview for the Designer role, number ${index}` }, { Cookie: session.cookie });
      if (!res.ok) throw new Error(`stream ${index} answered ${res.status}`);
      for await (const frame of sseFrames(res)) {
        frames.push(frame);
        if (frame.event === 'option-delta') reached();
      }
      return { frames, cut: undefined };
    } catch (cut) {
      return { frames, cut };
    } finally {
      reached();
    }
  })();
  return { midway, ended };
}

/** Fails after `ms` instead of waiting for the test's own timeout: a hang is the bug under test. */
function within<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** During an outage: new chats and replies are refused with the catalogue's 503 within 5 s. */
async function expectRefusals(url: string, spare: TestSession): Promise<void> {
  const refusals = await Promise.all([
    timed(() => postJson(`${url}/api/chat/new`, {})),
    timed(() => postJson(`${url}/api/chat/generate`, { sessionId: spare.id, userMessage: `Thank ${SECRET} for the flowers` }, { Cookie: spare.cookie })),
    timed(() => postJson(`${url}/api/chat/generate/stream`, { sessionId: spare.id, userMessage: `Thank ${SECRET} for the card` }, { Cookie: spare.cookie })),
  ]);
  for (const { value: res, ms } of refusals) {
    expect(ms, res.url).toBeLessThan(5000);
    expect(res.status, res.url).toBe(503);
    expect(res.headers.get('retry-after'), res.url).toMatch(/^\d+$/);
    expect(res.headers.get('content-type'), res.url).toMatch(/application\/json/);
    expect(((await res.json()) as { error: { code: string } }).error).toEqual({ code: 'unavailable', message: expect.stringMatching(/briefly unavailable/) });
  }
  const ready = await timed(() => fetch(`${url}/readyz`));
  expect(ready.value.status).toBe(503);
  expect(ready.ms).toBeLessThan(5000);
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
}

/** After an outage: the same process serves again by itself within 15 s, a whole reply included. */
async function expectRecovery(url: string): Promise<void> {
  const back = performance.now();
  let status = 0;
  while (performance.now() - back < 15_000) {
    status = (await postJson(`${url}/api/chat/new`, {})).status;
    if (status === 201) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe(201);
  expect(performance.now() - back).toBeLessThan(15_000);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
  const session = await newSession(url);
  const { frames, cut } = await within(30_000, 'a reply after recovery', stream(url, session, 99).ended);
  expect(cut).toBeUndefined();
  expect(frames.at(-1)?.event).toBe('done');
}

const faultCount = (metrics: string, kind: string) => Number(new RegExp(`mailmuse_faults_total\\{kind="${kind}"\\} (\\d+)`).exec(metrics)?.[1] ?? 0);

describe.skipIf(!available)('a Redis outage while replies stream', () => {
  let redis: PrivateRedis;
  let api: ApiProcess;
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    // Paced so that each reply takes seconds: Redis dies while all of them are mid-way.
    api = await startApiProcess({ REDIS_URL: redis.url, COMPOSER_PACE_MS: '30', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' });
  }, 40_000);
  afterAll(async () => {
    await api?.stop();
    await redis?.dispose();
  }, 30_000);

  it('keeps the process alive, ends every stream cleanly, refuses with 503 during the outage and recovers', async () => {
    const sessions = await Promise.all(Array.from({ length: STREAMS + 1 }, () => newSession(api.url)));
    const spare = sessions.pop()!;
    const streams = sessions.map((session, index) => stream(api.url, session, index));
    await within(30_000, 'streams reaching mid-way', Promise.all(streams.map((s) => s.midway)));

    await redis.stop();

    await expectRefusals(api.url, spare);

    // Every stream ends with a final event, none is cut, and the outage reached them mid-way.
    const outcomes = await within(15_000, 'streams ending after Redis stopped', Promise.all(streams.map((s) => s.ended)));
    for (const { frames, cut } of outcomes) {
      expect(cut).toBeUndefined();
      expect(['done', 'error']).toContain(frames.at(-1)?.event);
    }
    const failed = outcomes.filter(({ frames }) => frames.at(-1)?.event === 'error');
    expect(failed.length).toBeGreaterThan(STREAMS / 2);
    for (const { frames } of failed) expect(frames.at(-1)?.data).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/briefly unavailable/) });
    expect(api.child.exitCode).toBeNull();

    const metrics = await (await fetch(`${api.url}/metrics`)).text();
    expect(faultCount(metrics, 'store_unavailable')).toBeGreaterThan(0);
    expect(faultCount(metrics, 'stream_store_unavailable')).toBeGreaterThan(0);
    expect(metrics).toMatch(/mailmuse_errors_total\{code="unavailable"\} [1-9]/);

    // Redis returns: the same process serves again by itself.
    await redis.start();
    await expectRecovery(api.url);
    expect(api.child.exitCode).toBeNull();

    const output = api.output.join('\n');
    expect(output).not.toContain(SECRET);
    expect(output).not.toMatch(/unhandled|uncaught/i);
    expect(output).toContain('redis reachable again');
  }, 90_000);

  it('does the same when Redis hangs without closing its connections (a frozen or cut-off node)', async () => {
    const sessions = await Promise.all(Array.from({ length: 6 }, () => newSession(api.url)));
    const spare = sessions.pop()!;
    const streams = sessions.map((session, index) => stream(api.url, session, index));
    await within(30_000, 'streams reaching mid-way', Promise.all(streams.map((s) => s.midway)));

    redis.pause();
    try {
      await expectRefusals(api.url, spare);
      // No reader waits on the silent connection: each stream ends with the error event.
      const outcomes = await timed(() => within(15_000, 'streams ending while Redis hangs', Promise.all(streams.map((s) => s.ended))));
      expect(outcomes.ms).toBeLessThan(10_000);
      for (const { frames, cut } of outcomes.value) {
        expect(cut).toBeUndefined();
        expect(['done', 'error']).toContain(frames.at(-1)?.event);
      }
      expect(outcomes.value.filter(({ frames }) => frames.at(-1)?.event === 'error').length).toBeGreaterThan(0);
    } finally {
      redis.resume();
    }
    await expectRecovery(api.url);
    expect(api.child.exitCode).toBeNull();
    expect(api.output.join('\n')).not.toContain(SECRET);
  }, 90_000);

  it('after the outages, still drains on SIGTERM: a running reply finishes and the process exits 0', async () => {
    const session = await newSession(api.url);
    const running = stream(api.url, session, 100);
    await within(30_000, 'a stream reaching mid-way', running.midway);
    const exit = api.stop('SIGTERM');
    const { frames, cut } = await within(30_000, 'the drained stream', running.ended);
    expect(cut).toBeUndefined();
    expect(frames.at(-1)?.event).toBe('done');
    expect(await exit).toBe(0);
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
