import { createElement, type ComponentType, type ReactNode } from 'react';

type Entry<V> =
  | { status: 'pending'; promise: Promise<V> }
  | { status: 'fulfilled'; value: V }
  | { status: 'rejected'; reason: unknown };

/**
 * Something loaded once per key (a page's module, an article's content) and kept: rendering
 * reads it synchronously once it is loaded, and suspends until then.
 */
export interface Loader<K, V> {
  /** Starts loading `key` unless it has been, and resolves once it is loaded. */
  preload(key: K): Promise<V>;
  /** Where loading `key` stands; starts loading it unless it has been. */
  entry(key: K): Entry<V>;
}

export function createLoader<K, V>(load: (key: K) => Promise<V>): Loader<K, V> {
  const entries = new Map<K, Entry<V>>();

  function entry(key: K): Entry<V> {
    const known = entries.get(key);
    if (known) return known;
    // A failed load is kept: rendering shows the error, and reloading the page tries again.
    const promise = load(key).then(
      (value) => {
        entries.set(key, { status: 'fulfilled', value });
        return value;
      },
      (reason: unknown) => {
        entries.set(key, { status: 'rejected', reason });
        throw reason;
      },
    );
    const pending: Entry<V> = { status: 'pending', promise };
    entries.set(key, pending);
    return pending;
  }

  return {
    entry,
    preload(key) {
      const current = entry(key);
      if (current.status === 'fulfilled') return Promise.resolve(current.value);
      if (current.status === 'rejected') return Promise.reject(current.reason);
      return current.promise;
    },
  };
}

/**
 * The value loaded for `key`. Returns at once when it is loaded (so a preloaded page hydrates
 * without a fallback), suspends the component until then, and throws a failed load's error to the
 * nearest error boundary.
 */
export function useLoaded<K, V>(loader: Loader<K, V>, key: K): V {
  const current = loader.entry(key);
  if (current.status === 'fulfilled') return current.value;
  if (current.status === 'rejected') throw current.reason;
  // Suspends the way React.lazy does, by throwing the pending promise: React renders again once it
  // settles. (React's `use` would too, but a render that suspends on it inside a test's
  // synchronous act() is never retried.)
  throw current.promise;
}

export interface LazyComponent<P> {
  (props: P): ReactNode;
  /** Loads the component's module, so it renders at once from then on. */
  preload(): Promise<unknown>;
}

/** A component whose module loads on demand, in its own chunk. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const module = createLoader<null, ComponentType<P>>(load);
  function Lazy(props: P) {
    return createElement(useLoaded(module, null), props);
  }
  return Object.assign(Lazy, { preload: () => module.preload(null) });
}
