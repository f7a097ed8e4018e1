import { Redis, type RedisOptions } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RedisGenerationStore } from './chat/redis-generation-store.ts';
import { RedisSessionStore } from './chat/redis-session-store.ts';
import type { Config } from './config.ts';
import type { LimiterFactory } from './http/rate-limits.ts';
import type { Logger } from './logger.ts';

/**
 * Fail fast, recover by itself: a command waits for at most one reconnection attempt and a
 * bounded time, so a request never hangs on a Redis that is gone, while the client keeps
 * reconnecting in the background until Redis is back.
 */
export const REDIS_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 1000,
  commandTimeout: 2000,
  retryStrategy: (times) => Math.min(times * 100, 1000),
  enableReadyCheck: true,
};

export interface RedisDeps {
  sessions: RedisSessionStore;
  generations: RedisGenerationStore;
  limiters: LimiterFactory;
  readiness: () => Promise<void>;
  close: () => Promise<void>;
}

/** Everything that instances share when scaled out: sessions, rate limits, generation buffers. */
export function createRedisDeps(config: Config, logger: Logger, url = config.REDIS_URL!): RedisDeps {
  const client = new Redis(url, REDIS_OPTIONS);
  // Pub/sub needs a connection of its own.
  const subscriber = new Redis(url, { ...REDIS_OPTIONS, commandTimeout: undefined });
  let wasDown = false;
  for (const [name, connection] of [['client', client], ['subscriber', subscriber]] as const) {
    connection.on('error', (err: Error) => {
      if (!wasDown) logger.warn({ err, connection: name }, 'redis unreachable; retrying');
      wasDown = true;
    });
    connection.on('ready', () => {
      if (wasDown) logger.info({ connection: name }, 'redis reachable again');
      wasDown = false;
    });
  }

  const sessions = new RedisSessionStore(client, { ttlSeconds: config.SESSION_TTL_SECONDS });
  const generations = new RedisGenerationStore(client, subscriber, { ttlSeconds: config.GENERATION_TTL_SECONDS });
  const limiters: LimiterFactory = (options) => new RateLimiterRedis({ storeClient: client, keyPrefix: `mm:${options.keyPrefix}`, points: options.points, duration: options.duration });

  return {
    sessions,
    generations,
    limiters,
    async readiness() {
      const pong = await client.ping();
      if (pong !== 'PONG') throw new Error('redis did not answer PONG');
    },
    async close() {
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
