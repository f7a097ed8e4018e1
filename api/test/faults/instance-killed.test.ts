// An instance dies (SIGKILL: a crash, an out-of-memory kill) while it writes a reply; the
// visitor's stream resumes on another instance with Last-Event-ID and ends with `done` within
// seconds, never a hang. Two real `node server.ts` processes share a private redis-server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResponseSchema } from '../../src/contract/index.ts';
import { newSession, postJson, readAllFrames, sseFrames, type SseFrame } from '../harness.ts';
import { startApiProcess, type ApiProcess } from '../processes.ts';
import { privateRedis, redisServerAvailable, type PrivateRedis } from './redis-server.ts';

const available = redisServerAvailable();
const LIMITS = { RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' };

/** Kills `victim` (SIGKILL) once the reply's text is flowing; returns the frames it sent before dying. */
async function killMidReply(victim: ApiProcess, res: Response): Promise<SseFrame[]> {
  const seen: SseFrame[] = [];
  let cut: unknown;
  try {
    for await (const frame of sseFrames(res)) {
      seen.push(frame);
      if (frame.event === 'option-delta' && victim.child.signalCode === null) victim.child.kill('SIGKILL');
    }
  } catch (error) {
    cut = error;
  }
  // The dying instance cut the connection mid-reply: that is what the visitor's page sees.
  expect(cut).toBeDefined();
  await victim.stop();
  expect(victim.child.signalCode).toBe('SIGKILL');
  expect(seen.some((f) => f.event === 'done' || f.event === 'error')).toBe(false);
  return seen;
}

/** Resumes on `survivor` after the last frame seen; bounded, since the bug is a resume that waits forever. */
async function resume(survivor: ApiProcess, body: object, cookie: string, seen: SseFrame[]): Promise<{ frames: SseFrame[]; ms: number }> {
  const started = performance.now();
  const res = await postJson(`${survivor.url}/api/chat/generate/stream`, body, { Cookie: cookie, 'Last-Event-ID': String(seen.at(-1)!.id) }, AbortSignal.timeout(20_000));
  const frames = await readAllFrames(res);
  expect(frames.map((f) => f.id)).toEqual(frames.map((_, i) => seen.at(-1)!.id! + 1 + i));
  return { frames, ms: performance.now() - started };
}

describe.skipIf(!available)('an instance killed while it writes a reply', () => {
  let redis: PrivateRedis;
  let a: ApiProcess;
  let b: ApiProcess;
  let c: ApiProcess | undefined;
  let env: Record<string, string>;
  beforeAll(async () => {
    redis = await privateRedis();
    await redis.start();
    env = { REDIS_URL: redis.url, COMPOSER_PACE_MS: '20', ...LIMITS };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 40_000);
  afterAll(async () => {
    c?.child.kill('SIGCONT');
    await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
    await redis?.dispose();
  }, 30_000);

  it('is taken over by the instance the client resumes on, and the reply ends with done', async () => {
    const session = await newSession(a.url);
    const body = { sessionId: session.id, userMessage: 'ask my landlord to fix the broken heater by friday, it has been cold all week', requestId: `killed-${Date.now().toString(36)}` };
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body, { Cookie: session.cookie });
    const seen = await killMidReply(a, res);
    const start = seen.find((f) => f.event === 'start')!.data as { messageId: string };

    const { frames: resumed, ms } = await resume(b, body, session.cookie, seen);
    expect(ms).toBeLessThan(15_000);
    const last = resumed.at(-1)!;
    expect(last.event).toBe('done');
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

  it('is written once when the instance only froze past its lease and then wakes up', async () => {
    const frozen = (c = await startApiProcess(env));
    const session = await newSession(frozen.url);
    const body = { sessionId: session.id, userMessage: 'remind my neighbour Omar that the shared hedge needs trimming this weekend', requestId: `frozen-${Date.now().toString(36)}` };
    const original: SseFrame[] = [];
    const res = await postJson(`${frozen.url}/api/chat/generate/stream`, body, { Cookie: session.cookie }, AbortSignal.timeout(40_000));
    // The visitor's first connection stays open through the freeze (SIGSTOP: a paused VM, a long stall).
    const firstEnded = (async () => {
      for await (const frame of sseFrames(res)) {
        original.push(frame);
        if (frame.event === 'option-delta' && frozen.child.signalCode === null && original.filter((f) => f.event === 'option-delta').length === 1) frozen.child.kill('SIGSTOP');
      }
    })();
    const deadline = Date.now() + 20_000;
    while (!original.some((f) => f.event === 'option-delta') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const seen = [...original];

    const { frames: resumed, ms } = await resume(b, body, session.cookie, seen);
    expect(ms).toBeLessThan(15_000);
    expect(resumed.at(-1)!.event).toBe('done');

    frozen.child.kill('SIGCONT');
    await firstEnded;
    // The woken instance writes nothing more: its first connection ends with the same `done`.
    expect(original.at(-1)).toMatchObject({ event: 'done', id: resumed.at(-1)!.id, data: resumed.at(-1)!.data });
    let metrics = '';
    for (let waited = 0; waited < 10_000 && !/kind="owner_superseded"\} 1\b/.test(metrics); waited += 200) {
      await new Promise((r) => setTimeout(r, 200));
      metrics = await (await fetch(`${frozen.url}/metrics`)).text();
    }
    expect(metrics).toMatch(/mailmuse_faults_total\{kind="owner_superseded"\} 1\b/);
    const joined = await postJson(`${frozen.url}/api/chat/generate`, body, { Cookie: session.cookie });
    expect(await joined.json()).toEqual(resumed.at(-1)!.data);
    expect(frozen.child.exitCode).toBeNull();
  }, 60_000);
});

/** An OpenAI-compatible server that streams a valid reply slowly (about 3 s), so it can be cut mid-way. */
function slowModel(): Promise<http.Server> {
  const reply = JSON.stringify({
    message: 'Two drafts.',
    options: [
      { tone: 'Formal', subject: 'The broken heater', body: 'Hello,\n\nPlease repair the heater by Friday.\n\nRegards,\nAna', notes: 'Formal.' },
      { tone: 'Friendly', subject: 'Heater repair', body: 'Hi,\n\nCould the heater be fixed by Friday?\n\nThanks,\nAna', notes: 'Friendly.' },
    ],
  });
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const pieces = reply.match(/.{1,8}/gs) ?? [];
      let next = 0;
      const timer = setInterval(() => {
        if (res.destroyed) return clearInterval(timer);
        if (next === pieces.length) {
          clearInterval(timer);
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content: pieces[next++] }, finish_reason: null }] })}\n\n`);
      }, Math.ceil(3000 / pieces.length));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe.skipIf(!available)('an instance killed while a remote model writes a reply', () => {
  let redis: PrivateRedis;
  let model: http.Server;
  let a: ApiProcess;
  let b: ApiProcess;
  beforeAll(async () => {
    [redis, model] = await Promise.all([privateRedis(), slowModel()]);
    await redis.start();
    const { port } = model.address() as AddressInfo;
    const env = { REDIS_URL: redis.url, AI_PROVIDER: 'openai', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_MODEL: 'fake', OPENAI_API_KEY: 'sk-test', ...LIMITS };
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 40_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.dispose();
    model?.closeAllConnections();
    await new Promise((resolve) => model?.close(resolve));
  }, 30_000);

  it('ends the resumed stream with the error event and Try again, since a second answer would differ', async () => {
    const session = await newSession(a.url);
    const body = { sessionId: session.id, userMessage: 'ask my landlord to fix the broken heater by friday', requestId: `killed-model-${Date.now().toString(36)}` };
    const res = await postJson(`${a.url}/api/chat/generate/stream`, body, { Cookie: session.cookie });
    const seen = await killMidReply(a, res);

    const { frames, ms } = await resume(b, body, session.cookie, seen);
    expect(ms).toBeLessThan(15_000);
    expect(frames.at(-1)).toMatchObject({ event: 'error', data: { code: 'generation_failed', message: expect.stringMatching(/stopped\. Please try again/) } });
    const metrics = await (await fetch(`${b.url}/metrics`)).text();
    expect(metrics).toMatch(/mailmuse_faults_total\{kind="owner_lost"\} 1\b/);
    expect(b.child.exitCode).toBeNull();
  }, 40_000);
});
