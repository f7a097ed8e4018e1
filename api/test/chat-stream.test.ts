import { afterEach, describe, expect, it } from 'vitest';
import { generateResponseSchema, parseStreamEvent, type GenerateResponse } from '../src/contract/index.ts';
import { newSession, postJson, readAllFrames, sseFrames, startApp, type RunningApp, type SseFrame } from './harness.ts';
import { pacedModel, SAMPLE_DRAFT, testEngine, type PacedModel } from './paced-model.ts';

let app: RunningApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(model: PacedModel) {
  app = await startApp({}, { engine: testEngine(model.model) });
  const session = await newSession(app.url);
  return { app, session };
}

const streamUrl = () => `${app!.url}/api/chat/generate/stream`;
const body = (sessionId: string, requestId?: string) => ({ sessionId, userMessage: 'Write a follow-up after my interview', ...(requestId ? { requestId } : {}) });

/** Rebuilds the reply from the deltas, the way a client does. */
function assemble(frames: SseFrame[]) {
  let message = '';
  const options: Array<Record<string, string>> = [];
  for (const f of frames) {
    const e = parseStreamEvent(f.event, f.data);
    if (e?.event === 'message-delta') message += e.data.text;
    if (e?.event === 'option-delta') {
      const o = (options[e.data.index] ??= { tone: '', subject: '', body: '', notes: '' });
      o[e.data.field] += e.data.text;
    }
  }
  return { message, options };
}

describe('POST /api/chat/generate/stream', () => {
  it('streams start, deltas, option-done and a done equal to the JSON body, every event numbered', async () => {
    const model = pacedModel();
    const { session } = await start(model);
    const res = await postJson(streamUrl(), body(session.id, 'req-full-1'), { Cookie: session.cookie });
    expect(res.status).toBe(200);
    const frames = await readAllFrames(res);
    for (const f of frames) expect(parseStreamEvent(f.event, f.data)).not.toBeNull();
    expect(frames.map((f) => f.id)).toEqual(frames.map((_, i) => i + 1));
    expect(frames[0]!.event).toBe('start');
    expect(frames[0]!.data).toMatchObject({ requestId: 'req-full-1', engine: 'Test model' });
    expect(frames.at(-1)!.event).toBe('done');
    expect(frames.filter((f) => f.event === 'option-done').map((f) => (f.data as { index: number }).index)).toEqual([0, 1]);

    const done = generateResponseSchema.parse(frames.at(-1)!.data);
    const built = assemble(frames);
    expect(built.message).toBe(SAMPLE_DRAFT.message);
    expect(built.options).toEqual(SAMPLE_DRAFT.options);
    expect(done.message.content).toBe(SAMPLE_DRAFT.message);
    expect(done.emailOptions.map(({ tone, subject, body, notes }) => ({ tone, subject, body, notes }))).toEqual(SAMPLE_DRAFT.options);

    // The JSON endpoint with the same requestId returns exactly the streamed done, with no second model call.
    const json = await postJson(`${app!.url}/api/chat/generate`, body(session.id, 'req-full-1'), { Cookie: session.cookie });
    expect(await json.json()).toEqual(frames.at(-1)!.data);
    expect(model.calls()).toBe(1);
  });

  it('sends the never-buffer headers and never compresses the stream', async () => {
    const { session } = await start(pacedModel());
    const res = await postJson(streamUrl(), body(session.id), { Cookie: session.cookie, 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('content-encoding')).toBeNull();
    await readAllFrames(res);
  });

  it('costs about the reply size on the wire, not its square', async () => {
    const { session } = await start(pacedModel({ chunkChars: 3, paceMs: 1 }));
    const res = await postJson(streamUrl(), body(session.id), { Cookie: session.cookie });
    const wire = await res.text();
    const done = wire.slice(wire.lastIndexOf('data: ') + 6).trim();
    // The deltas (the reply once), the two option-done events (the options once more) and done
    // (the JSON body, whose options appear twice), plus framing: a constant factor of the final
    // JSON, however small the model's chunks. Snapshots would cost the reply size squared.
    expect(wire.length).toBeLessThan(done.length * 3);
    expect(wire.length).toBeGreaterThan(done.length);
  });

  it('sends the first option-delta before the model has finished', async () => {
    const model = pacedModel({ paceMs: 4, chunkChars: 6 });
    const { session } = await start(model);
    const res = await postJson(streamUrl(), body(session.id), { Cookie: session.cookie });
    let firstOptionDeltaAt: number | undefined;
    for await (const f of sseFrames(res)) {
      if (f.event === 'option-delta' && firstOptionDeltaAt === undefined) firstOptionDeltaAt = f.at;
    }
    expect(firstOptionDeltaAt).toBeDefined();
    expect(model.finishedAt()).toBeDefined();
    expect(firstOptionDeltaAt!).toBeLessThan(model.finishedAt()!);
  });

  it('keeps generating after a dropped connection, and a resume with Last-Event-ID gets every event exactly once', async () => {
    const model = pacedModel({ paceMs: 3, chunkChars: 5 });
    const { session } = await start(model);
    const drop = new AbortController();
    const first: SseFrame[] = [];
    const res = await postJson(streamUrl(), body(session.id, 'req-resume-1'), { Cookie: session.cookie }, drop.signal);
    try {
      for await (const f of sseFrames(res)) {
        first.push(f);
        if (first.length === 6) {
          drop.abort();
          break;
        }
      }
    } catch {
      // the aborted read
    }
    expect(first.length).toBe(6);
    const lastId = first.at(-1)!.id!;
    const resumed = await postJson(streamUrl(), body(session.id, 'req-resume-1'), { Cookie: session.cookie, 'Last-Event-ID': String(lastId) });
    const rest = await readAllFrames(resumed);
    expect(rest[0]!.id).toBe(lastId + 1);
    const all = [...first, ...rest];
    expect(all.map((f) => f.id)).toEqual(all.map((_, i) => i + 1));
    const built = assemble(all);
    expect(built.options).toEqual(SAMPLE_DRAFT.options);
    expect(model.calls()).toBe(1);
  });

  it('lets the JSON call join a running generation', async () => {
    const model = pacedModel({ paceMs: 3 });
    const { session } = await start(model);
    const res = await postJson(streamUrl(), body(session.id, 'req-join-1'), { Cookie: session.cookie });
    const frames = sseFrames(res);
    await frames.next(); // start
    const json = await postJson(`${app!.url}/api/chat/generate`, body(session.id, 'req-join-1'), { Cookie: session.cookie });
    const joined = generateResponseSchema.parse(await json.json());
    const rest: SseFrame[] = [];
    for await (const f of frames) rest.push(f);
    expect(rest.at(-1)!.data).toEqual(joined);
    expect(model.calls()).toBe(1);
  });

  it('adds a reply to the session context once, however many readers', async () => {
    const model = pacedModel({ paceMs: 1 });
    const { session } = await start(model);
    await Promise.all([
      readAllFrames(await postJson(streamUrl(), body(session.id, 'req-once-1'), { Cookie: session.cookie })),
      postJson(`${app!.url}/api/chat/generate`, body(session.id, 'req-once-1'), { Cookie: session.cookie }).then((r) => r.json()),
    ]);
    await postJson(`${app!.url}/api/chat/generate`, body(session.id, 'req-once-1'), { Cookie: session.cookie }).then((r) => r.json());
    const stored = await app!.built.chat.authorize(session.id, session.cookie.split('=')[1]);
    expect(stored.history).toHaveLength(1);
  });

  it('stops the model call on request and keeps the partial reply as stopped', async () => {
    const model = pacedModel({ paceMs: 20, chunkChars: 4 });
    const { session } = await start(model);
    const res = await postJson(streamUrl(), body(session.id, 'req-stop-1'), { Cookie: session.cookie });
    const frames: SseFrame[] = [];
    let stoppedAt = 0;
    for await (const f of sseFrames(res)) {
      frames.push(f);
      if (f.event === 'option-delta' && (f.data as { field: string }).field === 'body' && !stoppedAt) {
        stoppedAt = performance.now();
        const stop = await postJson(`${app!.url}/api/chat/generate/req-stop-1/stop`, { sessionId: session.id }, { Cookie: session.cookie });
        expect(stop.status).toBe(202);
      }
    }
    await model.aborted;
    expect(performance.now() - stoppedAt).toBeLessThan(1000);
    const done = frames.at(-1)!;
    expect(done.event).toBe('done');
    const reply = done.data as GenerateResponse;
    expect(reply.message.status).toBe('stopped');
    expect(reply.emailOptions.length).toBeGreaterThanOrEqual(1);
    expect(reply.emailOptions[0]!.subject.length + reply.emailOptions[0]!.body.length).toBeGreaterThan(0);
  });

  it('refuses to stop a generation of another session, or an unknown one', async () => {
    const { session } = await start(pacedModel({ paceMs: 5 }));
    const other = await newSession(app!.url);
    const res = await postJson(streamUrl(), body(session.id, 'req-stop-2'), { Cookie: session.cookie });
    const frames = sseFrames(res);
    await frames.next();
    const foreign = await postJson(`${app!.url}/api/chat/generate/req-stop-2/stop`, { sessionId: other.id }, { Cookie: other.cookie });
    expect(foreign.status).toBe(403);
    const unknown = await postJson(`${app!.url}/api/chat/generate/req-unknown-9/stop`, { sessionId: session.id }, { Cookie: session.cookie });
    expect(unknown.status).toBe(404);
    for await (const _ of frames) void _;
  });

  it('refuses a requestId that belongs to another session', async () => {
    const { session } = await start(pacedModel());
    const other = await newSession(app!.url);
    await readAllFrames(await postJson(streamUrl(), body(session.id, 'req-owned-1'), { Cookie: session.cookie }));
    const res = await postJson(streamUrl(), body(other.id, 'req-owned-1'), { Cookie: other.cookie });
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toMatch(/json/);
  });

  it('answers errors before the first event as JSON, and model failures as an error event', async () => {
    const model = pacedModel({ failWith: new Error('provider exploded') });
    const { session } = await start(model);
    const early = await postJson(streamUrl(), { sessionId: session.id }, { Cookie: session.cookie });
    expect(early.status).toBe(400);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('invalid_request');

    const res = await postJson(streamUrl(), body(session.id), { Cookie: session.cookie });
    const frames = await readAllFrames(res);
    expect(frames.at(-1)!.event).toBe('error');
    expect(frames.at(-1)!.data).toEqual({ code: 'generation_failed', message: expect.any(String) });
    expect(JSON.stringify(frames)).not.toContain('exploded');

    const json = await postJson(`${app!.url}/api/chat/generate`, body(session.id), { Cookie: session.cookie });
    expect(json.status).toBe(502);
  });
});
