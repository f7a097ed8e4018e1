import type { StreamEventName } from '../contract/index.ts';

/** One SSE event of a generation, numbered from 1 in the order it was produced. */
export interface StoredEvent {
  id: number;
  event: StreamEventName;
  data: unknown;
}

export interface GenerationMeta {
  requestId: string;
  sessionId: string;
  /**
   * What the generation was asked, so another instance can take it over if its owner dies
   * (Redis only; kept for the generation's lifetime, like the session's own history).
   */
  request?: { userMessage: string; templateId?: string; refine?: unknown };
  /** The assistant message's id (sent in `start`), so a takeover ends with the same message. */
  messageId?: string;
}

/** Thrown by `append` when another instance has taken the generation over: stop writing it. */
export class GenerationTakenOver extends Error {
  constructor() {
    super('another instance took this generation over');
    this.name = 'GenerationTakenOver';
  }
}

export const isTerminal = (e: StoredEvent): boolean => e.event === 'done' || e.event === 'error';

/**
 * The buffer of running and recently finished generations, keyed by the client's requestId.
 * It makes a generation idempotent (one producer per requestId), resumable (replay after a
 * Last-Event-ID, then live), joinable as JSON, and stoppable from any instance.
 */
export interface GenerationStore {
  /** Claims the requestId for a new generation; false when it already exists. */
  claim(meta: GenerationMeta): Promise<boolean>;
  meta(requestId: string): Promise<GenerationMeta | null>;
  /** Appends the next event; a terminal event (done, error) also starts the expiry clock. */
  append(requestId: string, event: StreamEventName, data: unknown): Promise<StoredEvent>;
  /** Events after `afterId`, then new ones as they come, ending after a terminal event or on abort. */
  follow(requestId: string, afterId: number, signal: AbortSignal): AsyncIterable<StoredEvent>;
  /** Asks the producer, wherever it runs, to stop. */
  requestStop(requestId: string): Promise<void>;
  /** Calls `listener` when a stop is requested; returns the unsubscribe function. */
  onStop(requestId: string, listener: () => void): Promise<() => void>;
  /**
   * Scaled out only: the producing instance renews its owner lease while it runs; a follower that
   * finds the lease lapsed before the end calls the orphan handler, which may take the lease.
   * `renewLease` is false when another instance has taken the generation over.
   */
  renewLease?(requestId: string): Promise<boolean>;
  takeLease?(requestId: string): Promise<boolean>;
  onOrphan?(handler: (requestId: string) => void): void;
  close(): Promise<void>;
}

interface Entry {
  meta: GenerationMeta;
  events: StoredEvent[];
  waiters: Set<() => void>;
  stopListeners: Set<() => void>;
  stopRequested: boolean;
  expiry?: NodeJS.Timeout;
}

export class MemoryGenerationStore implements GenerationStore {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;

  constructor(options: { ttlSeconds: number }) {
    this.ttlMs = options.ttlSeconds * 1000;
  }

  async claim(meta: GenerationMeta): Promise<boolean> {
    if (this.entries.has(meta.requestId)) return false;
    this.entries.set(meta.requestId, { meta, events: [], waiters: new Set(), stopListeners: new Set(), stopRequested: false });
    return true;
  }

  async meta(requestId: string): Promise<GenerationMeta | null> {
    return this.entries.get(requestId)?.meta ?? null;
  }

  async append(requestId: string, event: StreamEventName, data: unknown): Promise<StoredEvent> {
    const entry = this.entries.get(requestId);
    if (!entry) throw new Error('append to an unknown generation');
    const stored: StoredEvent = { id: entry.events.length + 1, event, data };
    entry.events.push(stored);
    for (const wake of entry.waiters) wake();
    entry.waiters.clear();
    if (isTerminal(stored)) {
      entry.stopListeners.clear();
      entry.expiry = setTimeout(() => this.entries.delete(requestId), this.ttlMs);
      entry.expiry.unref();
    }
    return stored;
  }

  async *follow(requestId: string, afterId: number, signal: AbortSignal): AsyncIterable<StoredEvent> {
    const entry = this.entries.get(requestId);
    if (!entry) return;
    let next = Math.max(0, afterId);
    while (!signal.aborted) {
      while (next < entry.events.length) {
        const event = entry.events[next++]!;
        yield event;
        if (isTerminal(event)) return;
      }
      await new Promise<void>((resolve) => {
        const wake = () => {
          signal.removeEventListener('abort', wake);
          entry.waiters.delete(wake);
          resolve();
        };
        entry.waiters.add(wake);
        signal.addEventListener('abort', wake, { once: true });
      });
    }
  }

  async requestStop(requestId: string): Promise<void> {
    const entry = this.entries.get(requestId);
    if (!entry) return;
    entry.stopRequested = true;
    for (const listener of entry.stopListeners) listener();
  }

  async onStop(requestId: string, listener: () => void): Promise<() => void> {
    const entry = this.entries.get(requestId);
    if (!entry) return () => {};
    if (entry.stopRequested) queueMicrotask(listener);
    entry.stopListeners.add(listener);
    return () => entry.stopListeners.delete(listener);
  }

  size(): number {
    return this.entries.size;
  }

  async close(): Promise<void> {
    for (const entry of this.entries.values()) {
      clearTimeout(entry.expiry);
      for (const wake of entry.waiters) wake();
    }
    this.entries.clear();
  }
}
