import fc from 'fast-check';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../src/contract/index.ts';
import { createLogger } from '../src/logger.ts';
import { newSession, postJson, readAllFrames, startApp, type RunningApp } from './harness.ts';
import { pacedModel, testEngine } from './paced-model.ts';
import { startApiProcess } from './processes.ts';

describe('input limits, rate limits and headers', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ RATE_GENERATIONS_PER_SESSION_PER_MINUTE: '3', RATE_SESSIONS_PER_IP_PER_HOUR: '1000' });
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After and a JSON message past the per-session generation limit', async () => {
    const s = await newSession(app.url);
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 4; i++) {
      const res = await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: `Write a reminder email number ${i}` }, { Cookie: s.cookie });
      statuses.push(res.status);
      if (res.status === 429) refused = res;
      else await res.json();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const seconds = Number(refused!.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    const body = errorBodySchema.parse(await refused!.json());
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/wait \d+ (seconds?|minutes?)/);
  });

  it('does not count a rejoin of a known requestId as a new generation', async () => {
    const s = await newSession(app.url);
    const payload = { sessionId: s.id, userMessage: 'Write a reminder email', requestId: 'rejoin-limit-1' };
    for (let i = 0; i < 5; i++) {
      const res = await postJson(`${app.url}/api/chat/generate`, payload, { Cookie: s.cookie });
      expect(res.status).toBe(200);
      await res.json();
    }
  });

  it('sends the security headers: CSP without inline scripts, no framing, nosniff, referrer policy', async () => {
    const res = await fetch(`${app.url}/api/templates`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps CORS closed for other origins', async () => {
    const res = await fetch(`${app.url}/api/chat/new`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('reports health, readiness and metrics without visitor text', async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${app.url}/readyz`);
    expect(ready.status).toBe(200);
    const s = await newSession(app.url);
    await (await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'METRICS-CANARY write a note' }, { Cookie: s.cookie })).json();
    const metrics = await (await fetch(`${app.url}/metrics`)).text();
    for (const name of ['mailmuse_http_requests_total', 'mailmuse_generations_total', 'mailmuse_time_to_first_event_seconds', 'mailmuse_active_streams', 'mailmuse_errors_total']) {
      expect(metrics).toContain(name);
    }
    expect(metrics).toMatch(/mailmuse_errors_total\{code="rate_limited"\} \d/);
    expect(metrics).not.toContain('METRICS-CANARY');
  });
});

describe('edge settings', () => {
  it('sends HSTS and Secure cookies in production', async () => {
    const app = await startApp({ NODE_ENV: 'production' });
    try {
      const res = await fetch(`${app.url}/api/chat/new`, { method: 'POST' });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect((res.headers.get('set-cookie') ?? '').toLowerCase()).toContain('secure');
    } finally {
      await app.close();
    }
  });

  it('trusts X-Forwarded-For for rate limits only behind a configured proxy', async () => {
    const limited = { RATE_SESSIONS_PER_IP_PER_HOUR: '2' };
    const create = (url: string, ip: string) => fetch(`${url}/api/chat/new`, { method: 'POST', headers: { 'X-Forwarded-For': ip } }).then((r) => r.status);
    const direct = await startApp(limited);
    const proxied = await startApp({ ...limited, TRUST_PROXY: 'true' });
    try {
      // Not behind a proxy: the header is ignored, so changing it does not escape the limit.
      expect([await create(direct.url, '1.1.1.1'), await create(direct.url, '2.2.2.2'), await create(direct.url, '3.3.3.3')]).toEqual([201, 201, 429]);
      // Behind a trusted proxy: each client address has its own budget.
      expect([await create(proxied.url, '1.1.1.1'), await create(proxied.url, '1.1.1.1'), await create(proxied.url, '1.1.1.1'), await create(proxied.url, '2.2.2.2')]).toEqual([201, 201, 429, 201]);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });

  it('opens CORS only to configured origins', async () => {
    const app = await startApp({ CORS_ORIGINS: 'https://partner.example' });
    try {
      const allowed = await fetch(`${app.url}/api/templates`, { headers: { Origin: 'https://partner.example' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
      const other = await fetch(`${app.url}/api/templates`, { headers: { Origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeFalsy();
    } finally {
      await app.close();
    }
  });
});

describe('privacy: prompt and reply text never reach a log', () => {
  it('logs no line containing a canary prompt, on success, on failure and on a dropped stream', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const canary = 'CANARY-7f3a9c secret plans for Zorblax';
    const logger = createLogger('trace', sink);
    const ok = await startApp({ LOG_LEVEL: 'trace' }, { logger });
    const failing = await startApp({ LOG_LEVEL: 'trace' }, { logger, engine: testEngine(pacedModel({ failWith: Object.assign(new Error(`provider echoed ${canary}`), { requestBodyValues: { messages: [canary] } }) }).model) });
    try {
      for (const app of [ok, failing]) {
        const s = await newSession(app.url);
        await (await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: canary }, { Cookie: s.cookie })).text();
        await readAllFrames(await postJson(`${app.url}/api/chat/generate/stream`, { sessionId: s.id, userMessage: canary }, { Cookie: s.cookie }));
        const drop = new AbortController();
        const res = await postJson(`${app.url}/api/chat/generate/stream`, { sessionId: s.id, userMessage: canary }, { Cookie: s.cookie }, drop.signal);
        drop.abort();
        await res.body?.cancel().catch(() => undefined);
        await (await postJson(`${app.url}/api/chat/generate`, { sessionId: s.id, userMessage: canary, templateId: 'nope' }, { Cookie: s.cookie })).text();
      }
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await ok.close();
      await failing.close();
    }
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.some((l) => l.includes('generation failed'))).toBe(true);
    for (const line of lines) {
      expect(line).not.toContain('CANARY-7f3a9c');
      expect(line).not.toContain('Zorblax');
    }
  });
});

describe('malformed requests (property-based)', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ RATE_SESSIONS_PER_IP_PER_HOUR: '100000', RATE_GENERATIONS_PER_IP_PER_HOUR: '100000' });
  });
  afterAll(() => app.close());

  const endpoints = ['/api/chat/new', '/api/chat/generate', '/api/chat/generate/stream', '/api/chat/generate/abc12345/stop', '/api/templates', '/api/chat/generate/%ZZ/stop', '/api/unknown'];
  const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', '', 'multipart/form-data; boundary=x'];
  const jsonish = fc.oneof(
    fc.json(),
    fc.string(),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.record({ sessionId: fc.oneof(fc.uuid(), fc.string(), fc.integer()), userMessage: fc.oneof(fc.string(), fc.integer(), fc.constant(null)), templateId: fc.oneof(fc.string(), fc.constant(undefined)), requestId: fc.oneof(fc.string(), fc.constant(undefined)), refine: fc.anything() }).map((v) => JSON.stringify(v)),
    fc.string({ minLength: 16_500, maxLength: 17_000 }),
  );

  it('answers thousands of malformed requests with 4xx JSON errors only', async () => {
    const s = await newSession(app.url);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.constantFrom('POST', 'GET', 'PUT', 'DELETE', 'PATCH'),
        fc.constantFrom(...contentTypes),
        jsonish,
        fc.boolean(),
        async (endpoint, method, contentType, payload, withCookie) => {
          const headers: Record<string, string> = {};
          if (contentType) headers['Content-Type'] = contentType;
          if (withCookie) headers.Cookie = s.cookie;
          const res = await fetch(`${app.url}${endpoint}`, { method, headers, ...(method === 'GET' ? {} : { body: payload }) });
          const text = await res.text();
          if (res.status < 400) return; // e.g. GET /api/templates, or a fresh session
          expect(res.status).toBeLessThan(500);
          expect(() => errorBodySchema.parse(JSON.parse(text))).not.toThrow();
        },
      ),
      { numRuns: 2500 },
    );
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  }, 120_000);
});

describe('dropped clients', () => {
  it('never make the server log a stack trace or a premature-close error', async () => {
    const api = await startApiProcess({ COMPOSER_PACE_MS: '2', LOG_LEVEL: 'trace' });
    try {
      const s = await newSession(api.url);
      for (let i = 0; i < 5; i++) {
        const drop = new AbortController();
        const res = await postJson(`${api.url}/api/chat/generate/stream`, { sessionId: s.id, userMessage: `Write a thank-you note number ${i}` }, { Cookie: s.cookie }, drop.signal);
        const reader = res.body!.getReader();
        await reader.read();
        drop.abort();
        await reader.cancel().catch(() => undefined);
      }
      const json = new AbortController();
      const pending = postJson(`${api.url}/api/chat/generate`, { sessionId: s.id, userMessage: 'Write a reminder' }, { Cookie: s.cookie }, json.signal).catch(() => undefined);
      setTimeout(() => json.abort(), 20);
      await pending;
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      await api.stop();
    }
    const output = api.output.join('\n');
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('PREMATURE_CLOSE');
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 30_000);
});

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, lets a running stream finish, then exits 0', async () => {
    const api = await startApiProcess({ COMPOSER_PACE_MS: '3', SHUTDOWN_GRACE_MS: '8000' });
    const s = await newSession(api.url);
    const res = await postJson(`${api.url}/api/chat/generate/stream`, { sessionId: s.id, userMessage: 'Write a resignation letter to my manager Tom' }, { Cookie: s.cookie });
    const reader = readAllFrames(res);
    await new Promise((r) => setTimeout(r, 150));
    const exit = api.stop('SIGTERM');
    const frames = await reader;
    expect(frames.at(-1)!.event).toBe('done');
    expect(await exit).toBe(0);
    await expect(fetch(`${api.url}/healthz`)).rejects.toThrow();
  }, 30_000);
});
