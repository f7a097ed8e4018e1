// An instance dies (SIGKILL: a crash, an out-of-memory kill) while it writes a reply; the
// visitor's stream resumes on another instance with Last-Event-ID and ends with `done` within
// seconds, never a hang. Two real `node server.ts` processes share a private redis-server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/contract/index.ts';
import { newSession, postJson, readAllFrames, sseFrames, type SseFrame } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';
import { privateRedis, redisServerAvailable, type PrivateRedis } from './redis-server.ts';

const available = redisServerAvailable();

describe.skipIf(!available)('an instance killed while it writes a reply', () => {
  let redis: PrivateRedis;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    const env = { REDIS_URL: redis.url, COMPOSER_PACE_MS: '20', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 40_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
  }, 30_000);

  it('is taken over by the instance the client resumes on, and the reply ends with done', async () => {
    const session = await newSession(a.url);
    const body = { sessionId: session.id, userMessage: 'ask my landlord to fix the broken heater by friday, it has been cold all week', requestId: `killed-${Date.now().toString(36)}` };
    const seen: SseFrame[] = [];
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body, { Cookie: session.cookie });
    let cut: unknown;
    try {
      for await (const frame of sseFrames(res)) {
        seen.push(frame);
        // Killed mid-reply: the text is flowing, no option is finished yet.
        if (frame.event === 'option-delta' && a.child.signalCode === null) a.child.kill('SIGKILL');
      }
    } catch (error) {
      cut = error;
    }
    // The dying instance cut the connection mid-reply: that is what the visitor's page sees.
    expect(cut).toBeDefined();
    await a.stop();
    expect(a.child.signalCode).toBe('SIGKILL');
    expect(seen.some((f) => f.event === 'done' || f.event === 'error')).toBe(false);
    const start = seen.find((f) => f.event === 'start')!.data as { messageId: string };

    const started = performance.now();
    // Bounded: the bug this guards against is a resumed stream that waits forever.
    const resumed = await postJson(`${b.url}/api/chat/generate/stream`, body, { Cookie: session.cookie, 'Last-Event-ID': String(seen.at(-1)!.id) }, AbortSignal.timeout(20_000)).then(readAllFrames);
    expect(performance.now() - started).toBeLessThan(15_000);
    const last = resumed.at(-1)!;
    expect(last.event).toBe('done');
    expect(resumed.map((f) => f.id)).toEqual(resumed.map((_, i) => seen.at(-1)!.id! + 1 + i));
    const done = generateResponseSchema.parse(last.data);
    expect(done.message.id).toBe(start.messageId);
    expect(done.emailOptions).toHaveLength(2);
    expect(done.emailOptions[0]!.body).toMatch(/heater/);

    // The same reply, joined as JSON on the survivor, and counted for the operator.
    const joined = await postJson(`${b.url}/api/chat/generate`, body, { Cookie: session.cookie });
    expect(joined.status).toBe(200);
    expect(await joined.json()).toEqual(last.data);
    const metrics = await (await fetch(`${b.url}/metrics`)).text();
    expect(metrics).toMatch(/mailmuse_faults_total\{kind="owner_lost"\} 1\b/);
    expect(b.child.exitCode).toBeNull();
  }, 40_000);
});
