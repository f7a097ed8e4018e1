// An instance dies (SIGKILL) while it writes a reply; the visitor's stream resumes on another
// instance with Last-Event-ID and ends with `done` within seconds, never a hang.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/contract/index.ts';
import { newSession, postJson, readAllFrames, sseFrames, type SseFrame } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';
import { hasRedisServer, privateRedis, type PrivateRedis } from './redis-server.ts';

const available = hasRedisServer();
if (!available && process.env.REQUIRE_REDIS) throw new Error('redis-server is not installed: the Redis fault tests cannot run.');

describe.skipIf(!available)('an instance killed while it writes a reply', () => {
  let redis: PrivateRedis;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    const env = { REDIS_URL: redis.url, COMPOSER_PACE_MS: '40', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
  });

  it('is taken over by the instance the client resumes on, and the reply ends with done', async () => {
    const session = await newSession(a.url);
    const body = { sessionId: session.id, userMessage: 'ask my landlord to fix the broken heater by friday, it has been cold all week', requestId: `killed-${Date.now().toString(36)}` };
    const seen: SseFrame[] = [];
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body, { Cookie: session.cookie });
    try {
      for await (const frame of sseFrames(res)) {
        seen.push(frame);
        if (seen.length === 4) {
          a.child.kill('SIGKILL');
        }
      }
    } catch {
      // the connection to the killed instance
    }
    expect(seen.at(-1)?.event).not.toBe('done');
    const started = performance.now();
    const resumed = await postJson(`${b.url}/api/chat/generate/stream`, body, { Cookie: session.cookie, 'Last-Event-ID': String(seen.at(-1)!.id) }).then(readAllFrames);
    expect(performance.now() - started).toBeLessThan(15_000);
    const last = resumed.at(-1)!;
    expect(last.event).toBe('done');
    expect(last.id).toBeGreaterThan(seen.at(-1)!.id!);
    const done = generateResponseSchema.parse(last.data);
    expect(done.emailOptions).toHaveLength(2);
    expect(done.emailOptions[0]!.body).toMatch(/heater/);
    expect(b.child.exitCode).toBeNull();
  }, 40_000);
});
