import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { apiRequest, getJson, HttpError, keyToPath } from './http.ts';

/** The credentials mode of each fetch call (msw's intercepted Request does not keep it). */
function spyOnCredentials(): () => Array<RequestCredentials | undefined> {
  const spy = vi.spyOn(globalThis, 'fetch');
  return () => spy.mock.calls.map(([, init]) => init?.credentials);
}

describe('http client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('joins key segments into a read path', () => {
    expect(keyToPath(['api', 'templates'])).toBe('/api/templates');
    expect(keyToPath(['/api/templates'])).toBe('/api/templates');
  });

  it('reads JSON with credentials', async () => {
    const credentials = spyOnCredentials();
    server.use(http.get('/api/things', () => HttpResponse.json([1, 2])));
    await expect(getJson(['api', 'things'])).resolves.toEqual([1, 2]);
    expect(credentials()).toEqual(['include']);
  });

  it('writes JSON with a JSON content type and credentials', async () => {
    const credentials = spyOnCredentials();
    let seen: { type: string | null; body: unknown } | null = null;
    server.use(
      http.post('/api/things', async ({ request }) => {
        seen = { type: request.headers.get('Content-Type'), body: await request.json() };
        return HttpResponse.json({ ok: true });
      }),
    );
    await apiRequest('POST', '/api/things', { a: 1 });
    expect(seen).toEqual({ type: 'application/json', body: { a: 1 } });
    expect(credentials()).toEqual(['include']);
  });

  it('fails with "status: body text" on a non-OK response', async () => {
    server.use(http.post('/api/things', () => new HttpResponse('Something broke', { status: 500 })));
    const error = await apiRequest('POST', '/api/things', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('500: Something broke');
    expect((error as HttpError).status).toBe(500);
  });

  it('uses the status text when the body is empty', async () => {
    server.use(http.get('/api/things', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })));
    await expect(getJson(['api', 'things'])).rejects.toThrow('503: Service Unavailable');
  });

  it('keeps the parsed error body and Retry-After', async () => {
    const body = { error: { code: 'rate_limited', message: 'Slow down' } };
    server.use(http.post('/api/things', () => HttpResponse.json(body, { status: 429, headers: { 'Retry-After': '12' } })));
    const error = (await apiRequest('POST', '/api/things', {}).catch((e: unknown) => e)) as HttpError;
    expect(error.message).toBe(`429: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
    expect(error.retryAfterSeconds).toBe(12);
  });

  it('fails on 401 by default and returns null when the read opts in', async () => {
    server.use(http.get('/api/me', () => new HttpResponse('no session', { status: 401 })));
    await expect(getJson(['api', 'me'])).rejects.toThrow('401: no session');
    await expect(getJson(['api', 'me'], { on401: 'returnNull' })).resolves.toBeNull();
  });
});
