// Thousands of malformed requests to every route, as an attacker or a broken client would send
// them: never a 5xx, always a JSON error for the API, and the server still answers afterwards.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, startApp, type RunningApp, type TestSession } from '../harness.ts';

let app: RunningApp;
let session: TestSession;
// A stand-in for the web build, so site paths are served as in production (without a build the
// site answers 503 "not built", which is the operator's message, not a fault).
const site = mkdtempSync(path.join(tmpdir(), 'mailmuse-site-'));
beforeAll(async () => {
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>MailMuse</title>');
  writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
  app = await startApp({ WEB_DIST: site, RATE_SESSIONS_PER_IP_PER_HOUR: '1000000', RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '1000000', RATE_GENERATIONS_PER_IP_PER_HOUR: '1000000' });
  session = await newSession(app.url);
});
afterAll(async () => {
  await app.close();
  rmSync(site, { recursive: true, force: true });
});

const PATHS = ['/api/chat/new', '/api/chat/generate', '/api/chat/generate/stream', '/api/chat/generate/abcdefgh12/stop', '/api/templates', '/api/nope', '/api', '/healthz', '/readyz', '/metrics', '/', '/blog', '/blog/no-such', '/privacy-policy', '/assets/index.js', '/robots.txt', '/%2e%2e/%2e%2e/etc/passwd'];

const junkJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype', 'sessionId', 'userMessage', 'refine', 'templateId', 'requestId')), tie('value'), { maxKeys: 5 }),
  ),
})).value;

const body = fc.oneof(
  fc.constant(undefined),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  junkJson.map((value) => JSON.stringify(value) ?? 'null'),
  fc.string({ maxLength: 200 }),
  fc.nat({ max: 3000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.nat({ max: 2000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constant(`{"sessionId":"${'x'.repeat(40_000)}","userMessage":"hi"}`),
  fc.constant(`{"sessionId":"__SESSION__","userMessage":"${'é'.repeat(600_000)}"}`),
  fc.constant('{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}'),
  fc.record({ userMessage: fc.oneof(fc.string({ maxLength: 5000 }), fc.integer(), fc.constant(null)), refine: junkJson, templateId: fc.oneof(fc.string(), fc.integer()), requestId: fc.string() }).map((value) => JSON.stringify({ sessionId: '__SESSION__', ...value })),
);

const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'PROPFIND', 'PURGE'),
  path: fc.oneof(fc.constantFrom(...PATHS), fc.constantFrom(...PATHS).chain((path) => fc.string({ maxLength: 30 }).map((suffix) => `${path}/${encodeURIComponent(suffix)}`)), fc.webPath()),
  contentType: fc.constantFrom(undefined, 'application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', 'application/json; charset=utf-16'),
  body,
  lastEventId: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
});

describe('malformed requests', () => {
  it('never answer with a 5xx, and the server still answers after them', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, path, contentType, body: raw, lastEventId }) => {
        const sendsBody = raw !== undefined && method !== 'GET' && method !== 'HEAD';
        const payload = typeof raw === 'string' ? raw.replace('__SESSION__', session.id) : raw;
        const headers: Record<string, string> = { Cookie: session.cookie };
        if (contentType) headers['Content-Type'] = contentType;
        if (lastEventId !== undefined) headers['Last-Event-ID'] = lastEventId.replace(/[^\x20-\x7e]/g, '');
        const controller = new AbortController();
        const res = await fetch(`${app.url}${path}`, { method, headers, ...(sendsBody ? { body: payload } : {}), signal: controller.signal });
        expect(res.status, `${method} ${path}`).toBeLessThan(500);
        if (path.startsWith('/api/') && res.status >= 400 && method !== 'HEAD') {
          const text = await res.text();
          expect(JSON.parse(text)).toHaveProperty('error.code');
        } else {
          controller.abort();
        }
      }),
      { numRuns: 2500 },
    );
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const res = await fetch(`${app.url}/api/templates`);
    expect(res.status).toBe(200);
  }, 120_000);
});
