import type { Redis } from 'ioredis';
import type { StreamEventName } from '../contract/index.ts';
import { GenerationTakenOver, isTerminal, type GenerationMeta, type GenerationStore, type StoredEvent } from './generation-store.ts';
import { redisUnavailable } from './redis-session-store.ts';

/** How long a generation may run before Redis forgets it even without a terminal event. */
const RUNNING_TTL_SECONDS = 900;
/** A follower re-reads the stream this often even if a notification was missed. */
const POLL_MS = 1000;
/**
 * The subscriber connection has no command timeout of its own; a Redis that hangs (stopped, or
 * cut off by the network without a reset) must not hang the reader that subscribes.
 */
const SUBSCRIBE_TIMEOUT_MS = 2000;

const metaKey = (id: string) => `mm:gen:${id}:meta`;
const eventsKey = (id: string) => `mm:gen:${id}:events`;
const stopKey = (id: string) => `mm:gen:${id}:stop`;
const eventsChannel = (id: string) => `mm:gen:${id}:appended`;
const stopChannel = (id: string) => `mm:gen:${id}:stopped`;
export const leaseKey = (id: string) => `mm:gen:${id}:owner`;
/** An owner that has not renewed its lease for this long is gone (crashed, killed, cut off). */
export const LEASE_MS = 3000;
/** The owner renews well within the lease. */
export const RENEW_MS = 1000;
/** Extends the lease if this instance holds it, takes it again if it lapsed; 0 if another holds it. */
const RENEW_LEASE = `
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if not owner then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
return 0`;
/**
 * Appends one event, only for the lease's holder (or when the lease lapsed and no one took it):
 * an instance that stalled past its lease must not write after the one that took its reply over.
 * KEYS: events, meta, stop, lease, channel. ARGV: id, event, data, terminal, instance, lease ms,
 * ttl after the end, ttl while running. Returns 1, or 0 when another instance writes this reply.
 */
const APPEND = `
local owner = redis.call('GET', KEYS[4])
if owner and owner ~= ARGV[5] then return 0 end
local added = redis.pcall('XADD', KEYS[1], '0-' .. ARGV[1], 'e', ARGV[2], 'd', ARGV[3])
if type(added) == 'table' and added.err then return 0 end
if ARGV[4] == '1' then
  redis.call('EXPIRE', KEYS[1], ARGV[7])
  redis.call('EXPIRE', KEYS[2], ARGV[7])
  redis.call('DEL', KEYS[3], KEYS[4])
else
  if ARGV[1] == '1' then redis.call('EXPIRE', KEYS[1], ARGV[8]) end
  if not owner then redis.call('SET', KEYS[4], ARGV[5], 'PX', ARGV[6]) end
end
redis.call('PUBLISH', KEYS[5], ARGV[1])
return 1`;

/**
 * Takes the lease of a reply whose owner's lease lapsed, unless another instance holds it or the
 * reply has already ended (the end deletes the lease, so a reader that finds no lease just after
 * the end must not write the reply a second time). KEYS: lease, events. ARGV: instance, lease ms.
 * Returns the last event's sequence number, or -1 when there is nothing to take.
 */
const TAKE_LEASE = `
if redis.call('EXISTS', KEYS[1]) == 1 then return -1 end
local last = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
local lastId = 0
if last[1] then
  local fields = last[1][2]
  for i = 1, #fields, 2 do
    if fields[i] == 'e' and (fields[i + 1] == 'done' or fields[i + 1] == 'error') then return -1 end
  end
  lastId = tonumber(string.match(last[1][1], '%-(%d+)$'))
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return lastId`;

type AppendCommand = (...args: Array<string | number>) => Promise<number>;

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
    // EVALSHA, with the script loaded again by ioredis if Redis restarted and forgot it.
    if (!('mmAppendEvent' in redis)) redis.defineCommand('mmAppendEvent', { numberOfKeys: 5, lua: APPEND });
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

  /**
   * Renews this instance's lease; false when another instance holds it (this one stalled past the
   * lease and the reply was taken over), so the caller stops writing.
   */
  async renewLease(requestId: string): Promise<boolean> {
    const held = await this.guard(() => this.redis.eval(RENEW_LEASE, 1, leaseKey(requestId), this.instance, String(LEASE_MS)));
    return held === 1;
  }

  /**
   * Takes over a generation whose owner's lease lapsed before its end; true for the one instance
   * that wins, which goes on after the last event written.
   */
  async takeLease(requestId: string): Promise<boolean> {
    const lastId = Number(await this.guard(() => this.redis.eval(TAKE_LEASE, 2, leaseKey(requestId), eventsKey(requestId), this.instance, String(LEASE_MS))));
    if (lastId < 0) return false;
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
    const appendEvent = (this.redis as unknown as { mmAppendEvent: AppendCommand }).mmAppendEvent.bind(this.redis);
    let appended: number;
    try {
      appended = await this.guard(() =>
        appendEvent(eventsKey(requestId), metaKey(requestId), stopKey(requestId), leaseKey(requestId), eventsChannel(requestId), id, event, JSON.stringify(data), isTerminal(stored) ? '1' : '0', this.instance, LEASE_MS, this.ttlSeconds, RUNNING_TTL_SECONDS),
      );
    } catch (error) {
      // The producer ends on a failed append (Redis may or may not have applied it): forget its counter.
      this.sequence.delete(requestId);
      throw error;
    }
    if (appended !== 1) {
      this.sequence.delete(requestId);
      throw new GenerationTakenOver();
    }
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
        if (notified) continue;
        if (entries.length === 0) {
          const [known, owned] = await this.guard(() => Promise.all([this.redis.exists(metaKey(requestId)), this.redis.exists(leaseKey(requestId))]));
          // Expired, or lost with Redis's data (it runs without persistence): nothing will come,
          // so end here and let the reader say so rather than wait for events no one writes.
          if (!known) return;
          // The owner's lease lapsed before the end: its instance died. Let this instance try to
          // take the reply over (the handler decides; only one instance wins the lease).
          if (!owned) this.orphanHandler?.(requestId);
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
      this.unlisten(channel, listener);
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
    try {
      if (await this.guard(() => this.redis.exists(stopKey(requestId)))) once();
    } catch (error) {
      this.unlisten(channel, once);
      throw error;
    }
    return () => this.unlisten(channel, once);
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
      try {
        await this.guard(() => withTimeout(this.subscriber.subscribe(channel), SUBSCRIBE_TIMEOUT_MS));
      } catch (error) {
        // Not subscribed: forget the channel, so the next reader subscribes again.
        if (this.listeners.get(channel) === set) this.listeners.delete(channel);
        throw error;
      }
      return;
    }
    set.add(listener);
  }

  private unlisten(channel: string, listener: () => void): void {
    const set = this.listeners.get(channel);
    if (!set) return;
    set.delete(listener);
    if (set.size === 0) {
      this.listeners.delete(channel);
      // Not awaited: a reader ending because Redis hangs must not wait on Redis to end.
      this.subscriber.unsubscribe(channel).catch(() => undefined);
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

function withTimeout<T>(operation: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}

function toStoredEvent(entryId: string, fields: string[]): StoredEvent {
  const values: Record<string, string> = {};
  for (let i = 0; i < fields.length; i += 2) values[fields[i]!] = fields[i + 1]!;
  return { id: Number(entryId.split('-')[1]), event: values.e as StreamEventName, data: JSON.parse(values.d ?? 'null') };
}
