import type { Redis } from 'ioredis';
import type { StreamEventName } from '../contract/index.ts';
import { isTerminal, type GenerationMeta, type GenerationStore, type StoredEvent } from './generation-store.ts';
import { redisUnavailable } from './redis-session-store.ts';

/** How long a generation may run before Redis forgets it even without a terminal event. */
const RUNNING_TTL_SECONDS = 900;
/** A follower re-reads the stream this often even if a notification was missed. */
const POLL_MS = 1000;

const metaKey = (id: string) => `mm:gen:${id}:meta`;
const eventsKey = (id: string) => `mm:gen:${id}:events`;
const stopKey = (id: string) => `mm:gen:${id}:stop`;
const eventsChannel = (id: string) => `mm:gen:${id}:appended`;
const stopChannel = (id: string) => `mm:gen:${id}:stopped`;
const leaseKey = (id: string) => `mm:gen:${id}:owner`;
/** An owner that has not renewed its lease for this long is gone (crashed, killed, cut off). */
export const LEASE_MS = 3000;
/** The owner renews well within the lease. */
export const RENEW_MS = 1000;

/**
 * Generation buffers in Redis: each generation's events in a Redis stream (entry ids `0-<seq>`,
 * so `Last-Event-ID` maps straight to a stream position), new-event and stop notices over
 * pub/sub, so a stream started on one instance can be followed, joined or stopped from any other.
 */
export class RedisGenerationStore implements GenerationStore {
  private readonly redis: Redis;
  private readonly subscriber: Redis;
  private readonly ttlSeconds: number;
  private readonly sequence = new Map<string, number>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly instance = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  private orphanHandler: ((requestId: string) => void) | undefined;

  constructor(redis: Redis, subscriber: Redis, options: { ttlSeconds: number }) {
    this.redis = redis;
    this.subscriber = subscriber;
    this.ttlSeconds = options.ttlSeconds;
    this.subscriber.on('message', (channel: string) => {
      for (const listener of this.listeners.get(channel) ?? []) listener();
    });
  }

  async claim(meta: GenerationMeta): Promise<boolean> {
    const ok = await this.guard(() => this.redis.set(metaKey(meta.requestId), JSON.stringify(meta), 'EX', RUNNING_TTL_SECONDS, 'NX'));
    if (ok === 'OK') {
      this.sequence.set(meta.requestId, 0);
      await this.guard(() => this.redis.set(leaseKey(meta.requestId), this.instance, 'PX', LEASE_MS));
    }
    return ok === 'OK';
  }

  async renewLease(requestId: string): Promise<void> {
    await this.guard(() => this.redis.set(leaseKey(requestId), this.instance, 'PX', LEASE_MS));
  }

  /** Takes over a generation whose owner's lease lapsed; true for the one instance that wins. */
  async takeLease(requestId: string): Promise<boolean> {
    const ok = await this.guard(() => this.redis.set(leaseKey(requestId), this.instance, 'PX', LEASE_MS, 'NX'));
    if (ok !== 'OK') return false;
    const last = await this.guard(() => this.redis.xrevrange(eventsKey(requestId), '+', '-', 'COUNT', 1));
    const lastId = last[0] ? Number(last[0][0].split('-')[1]) : 0;
    this.sequence.set(requestId, lastId);
    return true;
  }

  onOrphan(handler: (requestId: string) => void): void {
    this.orphanHandler = handler;
  }

  async meta(requestId: string): Promise<GenerationMeta | null> {
    const raw = await this.guard(() => this.redis.get(metaKey(requestId)));
    return raw ? (JSON.parse(raw) as GenerationMeta) : null;
  }

  async append(requestId: string, event: StreamEventName, data: unknown): Promise<StoredEvent> {
    // Only the instance that claimed the generation appends to it, so its counter is the sequence.
    const id = (this.sequence.get(requestId) ?? 0) + 1;
    this.sequence.set(requestId, id);
    const stored: StoredEvent = { id, event, data };
    await this.guard(async () => {
      const tx = this.redis.multi().xadd(eventsKey(requestId), `0-${id}`, 'e', event, 'd', JSON.stringify(data));
      if (isTerminal(stored)) {
        tx.expire(eventsKey(requestId), this.ttlSeconds).expire(metaKey(requestId), this.ttlSeconds).del(stopKey(requestId)).del(leaseKey(requestId));
      } else if (id === 1) {
        tx.expire(eventsKey(requestId), RUNNING_TTL_SECONDS);
      }
      tx.publish(eventsChannel(requestId), String(id));
      await tx.exec();
    });
    if (isTerminal(stored)) this.sequence.delete(requestId);
    return stored;
  }

  async *follow(requestId: string, afterId: number, signal: AbortSignal): AsyncIterable<StoredEvent> {
    let wake: (() => void) | undefined;
    let notified: boolean;
    const listener = () => {
      notified = true;
      wake?.();
    };
    const channel = eventsChannel(requestId);
    // Listen before reading, so an event appended in between is not missed.
    await this.listen(channel, listener);
    try {
      let last = Math.max(0, afterId);
      while (!signal.aborted) {
        notified = false;
        const entries = await this.guard(() => this.redis.xrange(eventsKey(requestId), `0-${last + 1}`, '+'));
        for (const [entryId, fields] of entries) {
          const event = toStoredEvent(entryId, fields);
          last = event.id;
          yield event;
          if (isTerminal(event)) return;
        }
        if (entries.length === 0 && last === 0 && !(await this.meta(requestId))) return;
        if (notified) continue;
        // Nothing new: if the owner's lease has lapsed, the reply is orphaned; let this instance
        // try to take it over (the store's handler decides; only one instance wins the lease).
        if (entries.length === 0 && this.orphanHandler && !(await this.guard(() => this.redis.exists(leaseKey(requestId))))) {
          this.orphanHandler(requestId);
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, POLL_MS);
          function done() {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
          }
          wake = done;
          signal.addEventListener('abort', done, { once: true });
        });
        wake = undefined;
      }
    } finally {
      await this.unlisten(channel, listener);
    }
  }

  async requestStop(requestId: string): Promise<void> {
    await this.guard(async () => {
      await this.redis.multi().set(stopKey(requestId), '1', 'EX', RUNNING_TTL_SECONDS).publish(stopChannel(requestId), '1').exec();
    });
  }

  async onStop(requestId: string, listener: () => void): Promise<() => void> {
    const channel = stopChannel(requestId);
    let fired = false;
    const once = () => {
      if (fired) return;
      fired = true;
      listener();
    };
    await this.listen(channel, once);
    if (await this.guard(() => this.redis.exists(stopKey(requestId)))) once();
    return () => void this.unlisten(channel, once);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }

  private async listen(channel: string, listener: () => void): Promise<void> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      set.add(listener);
      await this.guard(() => this.subscriber.subscribe(channel));
      return;
    }
    set.add(listener);
  }

  private async unlisten(channel: string, listener: () => void): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(channel);
      await this.subscriber.unsubscribe(channel).catch(() => undefined);
    }
  }

  private async guard<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      throw redisUnavailable(error);
    }
  }
}

function toStoredEvent(entryId: string, fields: string[]): StoredEvent {
  const values: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) values[fields[i]!] = fields[i + 1]!;
  return { id: Number(entryId.split('-')[1]), event: values.e as StreamEventName, data: JSON.parse(values.d ?? 'null') };
}
