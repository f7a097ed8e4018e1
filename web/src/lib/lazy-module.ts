import { useSyncExternalStore } from 'react';

/**
 * Code fetched on demand: loaded once and shared by every caller. A load that fails (the network
 * dropped) is forgotten, so the next call tries again.
 */
export interface LazyModule<T> {
  /** Loads the module, or returns the load already under way or done. */
  load(): Promise<T>;
  /** Starts loading without waiting for it; a failure is left for the next `load` to report. */
  preload(): void;
  /** The module once it has loaded, else null. */
  current(): T | null;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();

  function load(): Promise<T> {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        // What re-renders for it does so in a task of its own: evaluating the module is one task
        // already, and together they would be one long one.
        setTimeout(() => {
          for (const listener of listeners) listener();
        }, 0);
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  return {
    load,
    preload() {
      load().catch(() => undefined);
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The module once it has loaded, else null; re-renders when it arrives. Loads nothing by itself. */
export function useLazyModule<T>(lazy: LazyModule<T>): T | null {
  return useSyncExternalStore(lazy.subscribe, lazy.current, lazy.current);
}

const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Runs `callback` once the browser has nothing more pressing to do (soon, in any case). */
function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}

/**
 * Starts loading `lazy` after the visitor's first interaction with the page (a pointer moving or
 * pressing, a key, a scroll), well before it can be needed, but not in the interaction's own task,
 * which stays short. Returns a function that stops waiting.
 */
export function preloadOnFirstInteraction(lazy: LazyModule<unknown>): () => void {
  if (lazy.current()) return () => undefined;
  const stop = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    whenIdle(() => lazy.preload());
  };
  for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}
