import type { Redis } from 'ioredis';
import { AppError } from '../http/app-error.ts';
import { newSession, type Session, type SessionStore, type SessionTurn } from './session-store.ts';

const key = (id: string) => `mm:session:${id}`;

/** What a refused visitor is told to wait while Redis reconnects (it retries every second). */
export const RETRY_AFTER_SECONDS = 5;

export function redisUnavailable(cause: unknown): AppError {
  return new AppError('unavailable', 'The service is briefly unavailable. Please try again in a moment.', { cause, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });
}

/** Sessions in Redis, each a JSON value that expires when idle; Redis runs with persistence off. */
export class RedisSessionStore implements SessionStore {
  private readonly redis: Redis;
  private readonly ttlSeconds: number;

  constructor(redis: Redis, options: { ttlSeconds: number }) {
    this.redis = redis;
    this.ttlSeconds = options.ttlSeconds;
  }

  async create(): Promise<Session> {
    const session = newSession();
    await this.guard(() => this.redis.set(key(session.id), JSON.stringify(session), 'EX', this.ttlSeconds));
    return session;
  }

  async get(id: string): Promise<Session | null> {
    // GETEX reads and renews the idle timeout in one step.
    const raw = await this.guard(() => this.redis.getex(key(id), 'EX', this.ttlSeconds));
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    session.lastSeenAt = Date.now();
    return session;
  }

  async appendTurn(id: string, turn: SessionTurn, maxTurns: number): Promise<void> {
    await this.guard(async () => {
      const raw = await this.redis.get(key(id));
      if (!raw) return;
      const session = JSON.parse(raw) as Session;
      session.history = maxTurns > 0 ? [...session.history, turn].slice(-maxTurns) : [];
      session.lastSeenAt = Date.now();
      await this.redis.set(key(id), JSON.stringify(session), 'EX', this.ttlSeconds);
    });
  }

  async size(): Promise<number> {
    let count = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.guard(() => this.redis.scan(cursor, 'MATCH', 'mm:session:*', 'COUNT', 1000));
      cursor = next;
      count += keys.length;
    } while (cursor !== '0');
    return count;
  }

  async close(): Promise<void> {}

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw redisUnavailable(error);
    }
  }
}
