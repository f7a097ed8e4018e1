import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/contract/index.ts';
import { REDIS_TEST_URL, redisAnswers } from '../../../scripts/services.ts';
import { newSession, postJson, readAllFrames, sseFrames, type SseFrame } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';

const available = await redisAnswers();
if (!available && process.env.REQUIRE_REDIS) throw new Error(`No Redis at ${REDIS_TEST_URL}: the scale-out tests cannot run.`);

const body = (sessionId: string, requestId: string) => ({ sessionId, userMessage: 'Write a follow-up email to Sarah Chen after my interview for the Designer role at Lumen Labs', requestId });
const rid = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe.skipIf(!available)('two instances sharing one Redis', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_TEST_URL, COMPOSER_PACE_MS: '4', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '5', RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 30_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('serves a session made on A from B', async () => {
    const s = await newSession(a.url);
    const res = await postJson(`${b.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'Write a thank-you note to my neighbour Ann' }, { Cookie: s.cookie });
    expect(res.status).toBe(200);
    generateResponseSchema.parse(await res.json());
  });

  it('resumes on B a stream started on A, with nothing lost or duplicated, and joins it as JSON on B', async () => {
    const s = await newSession(a.url);
    const requestId = rid('scale-resume');
    const drop = new AbortController();
    const first: SseFrame[] = [];
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body(s.id, requestId), { Cookie: s.cookie }, drop.signal);
    try {
      for await (const f of sseFrames(res)) {
        first.push(f);
        if (first.length === 5) drop.abort();
      }
    } catch {
      // the dropped connection
    }
    const [resumed, joined] = await Promise.all([
      postJson(`${b.url}/api/chat/generate/stream`, body(s.id, requestId), { Cookie: s.cookie, 'Last-Event-ID': String(first.at(-1)!.id) }).then(readAllFrames),
      postJson(`${b.url}/api/chat/generate`, body(s.id, requestId), { Cookie: s.cookie }).then((r) => r.json()),
    ]);
    const all = [...first, ...resumed];
    expect(all.map((f) => f.id)).toEqual(all.map((_, i) => i + 1));
    expect(all.at(-1)!.event).toBe('done');
    expect(joined).toEqual(all.at(-1)!.data);
    const done = generateResponseSchema.parse(joined);
    const streamedBody = all
      .filter((f) => f.event === 'option-delta' && (f.data as { index: number; field: string }).index === 0 && (f.data as { field: string }).field === 'body')
      .map((f) => (f.data as { text: string }).text)
      .join('');
    expect(streamedBody).toBe(done.emailOptions[0]!.body);
  });

  it('stops from B a generation running on A', async () => {
    const s = await newSession(a.url);
    const requestId = rid('scale-stop');
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body(s.id, requestId), { Cookie: s.cookie });
    const frames: SseFrame[] = [];
    let stopped = false;
    for await (const f of sseFrames(res)) {
      frames.push(f);
      if (!stopped && f.event === 'option-delta') {
        stopped = true;
        const stop = await postJson(`${b.url}/api/chat/generate/${requestId}/stop`, { sessionId: s.id }, { Cookie: s.cookie });
        expect(stop.status).toBe(202);
      }
    }
    const done = generateResponseSchema.parse(frames.at(-1)!.data);
    expect(done.message.status).toBe('stopped');
  });

  it('shares the rate limit between instances', async () => {
    const s = await newSession(a.url);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await postJson(`${target.url}/api/chat/generate`, { sessionId: s.id, userMessage: `Write a short reminder email number ${i}` }, { Cookie: s.cookie });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
      } else await res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
