// Stopping Redis while replies stream must never take the server down: every stream ends with
// `done` or `error`, requests during the outage get a 503 quickly, /readyz says not ready, and
// the instance serves again by itself once Redis is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, postJson, readAllFrames } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';
import { hasRedisServer, privateRedis, type PrivateRedis } from './redis-server.ts';

const available = hasRedisServer();
if (!available && process.env.REQUIRE_REDIS) throw new Error('redis-server is not installed: the Redis fault tests cannot run.');
if (!available) console.warn('SKIPPING the Redis fault tests: redis-server is not installed (apt-get install -y redis-server).');

describe.skipIf(!available)('a Redis outage while replies stream', () => {
  let redis: PrivateRedis;
  let api: ApiProcess;
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    api = await startApiProcess({ REDIS_URL: redis.url, COMPOSER_PACE_MS: '20', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' });
  }, 30_000);
  afterAll(async () => {
    await api?.stop();
    await redis?.stop();
  });

  it('keeps the process alive, ends every stream cleanly, refuses with 503 during the outage and recovers', async () => {
    const sessions = await Promise.all(Array.from({ length: 20 }, () => newSession(api.url)));
    const streams = sessions.map((session, index) =>
      postJson(`${api.url}/api/chat/generate/stream`, { sessionId: session.id, userMessage: `Write a follow-up email to Sarah Chen after my interview for the Designer role, number ${index}` }, { Cookie: session.cookie })
        .then(readAllFrames),
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    await redis.stop();

    const ended = await Promise.all(streams);
    for (const frames of ended) expect(['done', 'error']).toContain(frames.at(-1)?.event);
    expect(api.child.exitCode).toBeNull();

    const started = performance.now();
    const refused = await postJson(`${api.url}/api/chat/new`, {});
    expect(refused.status).toBe(503);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');
    expect((await fetch(`${api.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${api.url}/healthz`)).status).toBe(200);

    await redis.start();
    const back = performance.now();
    let status = 0;
    while (performance.now() - back < 15_000) {
      status = (await postJson(`${api.url}/api/chat/new`, {})).status;
      if (status === 201) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(201);
    expect((await fetch(`${api.url}/readyz`)).status).toBe(200);
    const session = await newSession(api.url);
    const reply = await postJson(`${api.url}/api/chat/generate`, { sessionId: session.id, userMessage: 'Thank my aunt Linda for the scarf' }, { Cookie: session.cookie });
    expect(reply.status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 60_000);
});
