import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/server.ts';
import { clearQueryCache, fetchQuery } from './query-cache.ts';

describe('read cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cancels a read still on its way when the cache is cleared, so it cannot be answered later by someone else', async () => {
    server.use(http.get('/api/slow', () => new Promise<never>(() => undefined)));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fetchQuery(['api', 'slow'], (value) => value);
    const signal = fetchSpy.mock.calls[0]?.[1]?.signal;
    expect(signal).toBeInstanceOf(AbortSignal);
    expect(signal!.aborted).toBe(false);
    clearQueryCache();
    expect(signal!.aborted).toBe(true);
  });

  it('asks once for a key, however often it is read', async () => {
    let calls = 0;
    server.use(http.get('/api/once', () => {
      calls += 1;
      return HttpResponse.json([1]);
    }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fetchQuery(['api', 'once'], (value) => value);
    fetchQuery(['api', 'once'], (value) => value);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(calls).toBe(1));
  });
});
