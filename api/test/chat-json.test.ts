import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, generateResponseSchema, newChatResponseSchema, templateListSchema } from '../src/contract/index.ts';
import { newSession, postJson, startApp, type RunningApp } from './harness.ts';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

async function expectError(res: Response, status: number, code: string, messageIncludes?: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = errorBodySchema.parse(await res.json());
  expect(body.error.code).toBe(code);
  if (messageIncludes) expect(body.error.message).toContain(messageIncludes);
  return body;
}

describe('POST /api/chat/new', () => {
  it('returns a UUID and sets an httpOnly SameSite=Lax session cookie', async () => {
    const res = await fetch(`${app.url}/api/chat/new`, { method: 'POST' });
    expect(res.status).toBe(201);
    const body = newChatResponseSchema.parse(await res.json());
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^mm_session=/);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(cookie.toLowerCase()).toContain('samesite=lax');
    expect(cookie.toLowerCase()).not.toContain('secure');
  });

  it('makes a different session each time', async () => {
    const [a, b] = await Promise.all([newSession(app.url), newSession(app.url)]);
    expect(a.id).not.toBe(b.id);
    expect(a.cookie).not.toBe(b.cookie);
  });
});

describe('POST /api/chat/generate', () => {
  it('answers an assistant message with two options of distinct tones', async () => {
    const s = await newSession(app.url);
    const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'Write a thank-you email to my manager Tom for the team lunch' }, { Cookie: s.cookie });
    expect(res.status).toBe(200);
    const body = generateResponseSchema.parse(await res.json());
    expect(body.message.role).toBe('assistant');
    expect(body.message.sessionId).toBe(s.id);
    expect(new Date(body.message.createdAt).toISOString()).toBe(body.message.createdAt);
    expect(body.emailOptions).toHaveLength(2);
    expect(body.message.emailOptions).toEqual(body.emailOptions);
    expect(body.emailOptions[0]!.tone).not.toBe(body.emailOptions[1]!.tone);
    expect(body.emailOptions[0]!.id).not.toBe(body.emailOptions[1]!.id);
    for (const option of body.emailOptions) {
      expect(option.subject.length).toBeGreaterThan(0);
      expect(option.body.length).toBeGreaterThan(50);
    }
    expect(body.message.engine).toBe('Built-in composer');
    expect(body.message.status).toBe('complete');
  });

  it('uses a chosen template', async () => {
    const s = await newSession(app.url);
    const templates = templateListSchema.parse(await (await fetch(`${app.url}/api/templates`)).json());
    const t = templates[0]!;
    const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: t.description, templateId: t.id }, { Cookie: s.cookie });
    expect(res.status).toBe(200);
    generateResponseSchema.parse(await res.json());
  });

  it('keeps the session context so a follow-up refines the last reply', async () => {
    const s = await newSession(app.url);
    const first = generateResponseSchema.parse(
      await (await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'Write an email asking my professor Dr. Patel for an extension on the essay due Friday' }, { Cookie: s.cookie })).json(),
    );
    const second = generateResponseSchema.parse(
      await (await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'make it shorter' }, { Cookie: s.cookie })).json(),
    );
    const words = (r: typeof first) => r.emailOptions.reduce((n, o) => n + o.body.split(/\s+/).length, 0);
    expect(words(second)).toBeLessThan(words(first));
    expect(second.emailOptions.map((o) => o.body).join(' ')).toContain('Patel');
  });

  it('refuses malformed JSON with 400 bad_json', async () => {
    const s = await newSession(app.url);
    await expectError(await postJson(`${app.url}/api/chat/generate`, '{"sessionId": ', { Cookie: s.cookie }), 400, 'bad_json');
  });

  it('names a missing field', async () => {
    const s = await newSession(app.url);
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id }, { Cookie: s.cookie }), 400, 'invalid_request', 'userMessage');
  });

  it('names a wrong field', async () => {
    const s = await newSession(app.url);
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: 'nope', userMessage: 'hi there' }, { Cookie: s.cookie }), 400, 'invalid_request', 'sessionId');
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 42 }, { Cookie: s.cookie }), 400, 'invalid_request', 'userMessage');
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: '   ' }, { Cookie: s.cookie }), 400, 'invalid_request', 'userMessage');
  });

  it('answers 404 for an unknown session', async () => {
    const s = await newSession(app.url);
    await expectError(
      await postJson(`${app.url}/api/chat/generate`, { sessionId: '00000000-0000-4000-8000-000000000000', userMessage: 'Write a thank-you note' }, { Cookie: s.cookie }),
      404,
      'session_not_found',
    );
  });

  it("answers 403 when the session cookie is another browser's or missing", async () => {
    const a = await newSession(app.url);
    const b = await newSession(app.url);
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: a.id, userMessage: 'Write a thank-you note' }, { Cookie: b.cookie }), 403, 'forbidden_session');
    await expectError(await postJson(`${app.url}/api/chat/generate`, { sessionId: a.id, userMessage: 'Write a thank-you note' }), 403, 'forbidden_session');
  });

  it('answers 400 for an unknown templateId', async () => {
    const s = await newSession(app.url);
    await expectError(
      await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'Write a thank-you note', templateId: 'no-such-template' }, { Cookie: s.cookie }),
      400,
      'unknown_template',
      'no-such-template',
    );
  });

  it('answers 415 for a body that is not JSON', async () => {
    const s = await newSession(app.url);
    const res = await fetch(`${app.url}/api/chat/generate`, { method: 'POST', headers: { 'Content-Type': 'text/plain', Cookie: s.cookie }, body: 'hello' });
    await expectError(res, 415, 'unsupported_media_type');
  });

  it('answers 413 for a body over 16 KB', async () => {
    const s = await newSession(app.url);
    const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'x'.repeat(17 * 1024) }, { Cookie: s.cookie });
    await expectError(res, 413, 'payload_too_large');
  });

  it('answers 400 for a message over the limit', async () => {
    const s = await newSession(app.url);
    const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'x'.repeat(4001) }, { Cookie: s.cookie });
    await expectError(res, 400, 'invalid_request', '4000');
  });
});

describe('GET /api/templates', () => {
  it('lists the templates from content/templates.json', async () => {
    const res = await fetch(`${app.url}/api/templates`);
    expect(res.status).toBe(200);
    const list = templateListSchema.parse(await res.json());
    expect(list.length).toBeGreaterThanOrEqual(12);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    await expectError(await fetch(`${app.url}/api/nope`), 404, 'not_found');
    await expectError(await postJson(`${app.url}/api/chat/nothing`, {}), 404, 'not_found');
  });

  it('answer 405 JSON for a wrong method on a known path', async () => {
    const res = await fetch(`${app.url}/api/chat/new`);
    await expectError(res, 405, 'method_not_allowed', 'POST');
  });
});
