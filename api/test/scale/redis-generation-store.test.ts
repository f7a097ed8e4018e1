// The generation store against a real Redis: what another instance may take over, and what not.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIS_TEST_URL, redisAnswers } from '../../../scripts/services.ts';
import { leaseKey, RedisGenerationStore } from '../../src/chat/redis-generation-store.ts';
import { REDIS_OPTIONS } from '../../src/redis.ts';

const available = await redisAnswers();
if (!available && process.env.REQUIRE_REDIS) throw new Error(`No Redis at ${REDIS_TEST_URL}: the generation store tests cannot run.`);

const rid = (name: string) => `${name}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

describe.skipIf(!available)('the Redis generation store', () => {
  const clients: Redis[] = [];
  const store = () => {
    const client = new Redis(REDIS_TEST_URL, REDIS_OPTIONS);
    const subscriber = new Redis(REDIS_TEST_URL, { ...REDIS_OPTIONS, commandTimeout: undefined });
    clients.push(client, subscriber);
    return new RedisGenerationStore(client, subscriber, { ttlSeconds: 60 });
  };
  let owner: RedisGenerationStore;
  let other: RedisGenerationStore;
  beforeAll(() => {
    owner = store();
    other = store();
  });
  afterAll(() => {
    for (const client of clients) client.disconnect();
  });

  it('lets no instance take over a reply that has ended, though its lease is gone', async () => {
    // A reader that polled just before the end sees no lease just after it and calls the orphan
    // handler: taking the lease then would write the reply (and its history turn) a second time.
    for (const end of ['done', 'error'] as const) {
      const requestId = rid(`ended-${end}`);
      expect(await owner.claim({ requestId, sessionId: 's', request: { userMessage: 'x' }, messageId: 'm' })).toBe(true);
      await owner.append(requestId, 'start', { requestId });
      await owner.append(requestId, end, end === 'done' ? { message: {} } : { code: 'generation_failed', message: 'x' });
      expect(await other.takeLease(requestId)).toBe(false);
      expect(await clients[0]!.exists(leaseKey(requestId))).toBe(0);
    }
  });

  it('lets one instance take over a reply whose owner stopped before the end, after its last event', async () => {
    const requestId = rid('orphaned');
    expect(await owner.claim({ requestId, sessionId: 's', request: { userMessage: 'x' }, messageId: 'm' })).toBe(true);
    await owner.append(requestId, 'start', { requestId });
    await clients[0]!.del(leaseKey(requestId));
    const [first, second] = await Promise.all([other.takeLease(requestId), store().takeLease(requestId)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    if (first) expect((await other.append(requestId, 'done', { message: {} })).id).toBe(2);
  });
});
