import { randomBytes, randomUUID } from 'node:crypto';
import type { ReplyDraft } from '../contract/index.ts';

/** One exchange kept as context so that "make it shorter" knows what "it" is. */
export interface SessionTurn {
  userMessage: string;
  reply: ReplyDraft | null;
}

export interface Session {
  id: string;
  /** The secret held by the session cookie; binds the id to the browser that created it. */
  token: string;
  createdAt: number;
  lastSeenAt: number;
  history: SessionTurn[];
}

/** Sessions live in memory or in Redis, expire when idle, and are never written to disk. */
export interface SessionStore {
  create(): Promise<Session>;
  /** The session, or null when unknown or expired; reading it counts as activity. */
  get(id: string): Promise<Session | null>;
  /** Appends a turn, keeping only the newest `maxTurns`. */
  appendTurn(id: string, turn: SessionTurn, maxTurns: number): Promise<void>;
  size(): Promise<number>;
  close(): Promise<void>;
}

export function newSession(now = Date.now()): Session {
  return { id: randomUUID(), token: randomBytes(24).toString('base64url'), createdAt: now, lastSeenAt: now, history: [] };
}

/**
 * In-process store: a Map kept in least-recently-used order, bounded in size, swept for idle
 * sessions, so memory stays flat however many visitors come and go.
 */
export class MemorySessionStore implements SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly ttlMs: number;
  private readonly maxSessions: number;
  private readonly sweeper: NodeJS.Timeout;
  private readonly now: () => number;

  constructor(options: { ttlSeconds: number; maxSessions: number; now?: () => number }) {
    this.ttlMs = options.ttlSeconds * 1000;
    this.maxSessions = options.maxSessions;
    this.now = options.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), Math.min(this.ttlMs, 60_000));
    this.sweeper.unref();
  }

  async create(): Promise<Session> {
    const session = newSession(this.now());
    this.sessions.set(session.id, session);
    while (this.sessions.size > this.maxSessions) {
      const oldest = this.sessions.keys().next().value;
      if (oldest === undefined) break;
      this.sessions.delete(oldest);
    }
    return session;
  }

  async get(id: string): Promise<Session | null> {
    const session = this.sessions.get(id);
    if (!session) return null;
    const now = this.now();
    if (now - session.lastSeenAt > this.ttlMs) {
      this.sessions.delete(id);
      return null;
    }
    session.lastSeenAt = now;
    this.sessions.delete(id);
    this.sessions.set(id, session);
    return session;
  }

  async appendTurn(id: string, turn: SessionTurn, maxTurns: number): Promise<void> {
    const session = this.sessions.get(id);
    if (!session) return;
    session.history = maxTurns > 0 ? [...session.history, turn].slice(-maxTurns) : [];
  }

  async size(): Promise<number> {
    return this.sessions.size;
  }

  sweep(): void {
    const cutoff = this.now() - this.ttlMs;
    // Least recently used first: stop at the first session still alive.
    for (const [id, session] of this.sessions) {
      if (session.lastSeenAt > cutoff) break;
      this.sessions.delete(id);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.sessions.clear();
  }
}
