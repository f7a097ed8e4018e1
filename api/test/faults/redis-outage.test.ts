// Stopping Redis while replies stream must never take the server down: every stream ends with
// `done` or `error`, requests during the outage get a 503 quickly, /readyz says not ready, and
// the instance serves again by itself once Redis is back. The Redis is a private redis-server
// this file starts, kills (SIGKILL) and starts again; the instance is a real `node server.ts`.
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

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
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
    await Promise.all(streams.map((s) => s.midway));

    await redis.stop();

    // During the outage: refusals within 5 s, with the catalogue's JSON and a Retry-After.
    const refusals = await Promise.all([
      timed(() => postJson(`${api.url}/api/chat/new`, {})),
      timed(() => postJson(`${api.url}/api/chat/generate`, { sessionId: spare.id, userMessage: `Thank ${SECRET} for the flowers` }, { Cookie: spare.cookie })),
      timed(() => postJson(`${api.url}/api/chat/generate/stream`, { sessionId: spare.id, userMessage: `Thank ${SECRET} for the card` }, { Cookie: spare.cookie })),
    ]);
    for (const { value: res, ms } of refusals) {
      expect(ms, res.url).toBeLessThan(5000);
      expect(res.status, res.url).toBe(503);
      expect(res.headers.get('retry-after'), res.url).toMatch(/^\d+$/);
      expect(res.headers.get('content-type'), res.url).toMatch(/application\/json/);
      expect(((await res.json()) as { error: { code: string } }).error).toEqual({ code: 'unavailable', message: expect.stringMatching(/briefly unavailable/) });
    }
    const ready = await timed(() => fetch(`${api.url}/readyz`));
    expect(ready.value.status).toBe(503);
    expect(ready.ms).toBeLessThan(5000);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

    // Every stream ends with a final event, none is cut, and the outage reached them mid-way.
    const outcomes = await Promise.all(streams.map((s) => s.ended));
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

    // Redis returns: the same process serves again by itself within 15 s.
    await redis.start();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 15_000) {
      status = (await postJson(`${api.url}/api/chat/new`, {})).status;
      if (status === 201) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(201);
    expect(performance.now() - back).toBeLessThan(15_000);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    const session = await newSession(api.url);
    const again = stream(api.url, session, STREAMS);
    const { frames, cut } = await again.ended;
    expect(cut).toBeUndefined();
    expect(frames.at(-1)?.event).toBe('done');
    expect(api.child.exitCode).toBeNull();

    const output = api.output.join('\n');
    expect(output).not.toContain(SECRET);
    expect(output).not.toMatch(/unhandled|uncaught/i);
    expect(output).toContain('redis reachable again');
  }, 90_000);
});
