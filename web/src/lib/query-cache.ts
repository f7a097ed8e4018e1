import { useEffect, useSyncExternalStore } from 'react';
import { getJson, keyToPath, type GetJsonOptions } from './http.ts';

/**
 * A read cache with the product's rules: an answer is kept for the life of the page (never stale),
 * nothing refetches on focus or on a timer, and a failed read is not retried.
 */
export type QueryState<T> =
  | { status: 'idle'; data: undefined; error: undefined }
  | { status: 'pending'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: Error };

const IDLE: QueryState<never> = { status: 'idle', data: undefined, error: undefined };
const PENDING: QueryState<never> = { status: 'pending', data: undefined, error: undefined };

const entries = new Map<string, QueryState<unknown>>();
const listeners = new Set<() => void>();
// Bumped by clearQueryCache so that an answer to a forgotten request is not stored.
let epoch = 0;
// Reads on their way, cancelled when the cache is cleared: a forgotten read must not reach the
// server (or, in tests, the next test's mocked API) after the page that asked for it is gone.
const inFlight = new Set<AbortController>();

function publish(path: string, state: QueryState<unknown>): void {
  entries.set(path, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Fetches `key` once; later calls share the pending or settled answer. */
export function fetchQuery<T>(key: readonly string[], parse: (value: unknown) => T, options: GetJsonOptions = {}): void {
  const path = keyToPath(key);
  if (entries.has(path)) return;
  publish(path, PENDING);
  const started = epoch;
  const controller = new AbortController();
  inFlight.add(controller);
  const settle = (state: QueryState<unknown>) => {
    inFlight.delete(controller);
    if (started === epoch) publish(path, state);
  };
  getJson(key, { ...options, signal: AbortSignal.any([controller.signal, ...(options.signal ? [options.signal] : [])]) })
    .then((value) => (value === null ? null : parse(value)))
    .then(
      (data) => settle({ status: 'success', data, error: undefined }),
      (error: unknown) =>
        settle({ status: 'error', data: undefined, error: error instanceof Error ? error : new Error(String(error)) }),
    );
}

export interface UseQueryOptions<T> extends Pick<GetJsonOptions, 'on401'> {
  /** Validates the JSON; runs once per answer. */
  parse: (value: unknown) => T;
  /** A disabled query issues no request and stays idle. */
  enabled?: boolean;
}

/** Reads `key` (its path is the segments joined with slashes) through the cache. */
export function useQuery<T>(key: readonly string[], options: UseQueryOptions<T>): QueryState<T> {
  const path = keyToPath(key);
  const enabled = options.enabled ?? true;
  const state = useSyncExternalStore(
    subscribe,
    () => entries.get(path) ?? IDLE,
    () => IDLE,
  ) as QueryState<T>;

  const { parse, on401 } = options;
  useEffect(() => {
    if (enabled) fetchQuery(key, parse, { on401 });
    // The key is identified by its path; a new array with the same segments is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, enabled, parse, on401]);

  return state;
}

/** Forgets every cached answer and cancels the reads still on their way (a fresh page, or between tests). */
export function clearQueryCache(): void {
  epoch += 1;
  for (const controller of inFlight) controller.abort();
  inFlight.clear();
  entries.clear();
  for (const listener of listeners) listener();
}
