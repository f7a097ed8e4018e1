import { afterEach, describe, expect, it } from 'vitest';
import { MemorySessionStore } from './session-store.ts';

describe('MemorySessionStore', () => {
  let store: MemorySessionStore | undefined;
  afterEach(() => store?.close());

  it('forgets a session idle longer than its TTL, and reading one keeps it alive', async () => {
    let now = 0;
    store = new MemorySessionStore({ ttlSeconds: 60, maxSessions: 10, now: () => now });
    const idle = await store.create();
    const active = await store.create();
    now = 50_000;
    expect(await store.get(active.id)).not.toBeNull();
    now = 100_000;
    expect(await store.get(idle.id)).toBeNull();
    expect(await store.get(active.id)).not.toBeNull();
  });

  it('sweeps idle sessions so memory does not grow with visitors who left', async () => {
    let now = 0;
    store = new MemorySessionStore({ ttlSeconds: 60, maxSessions: 100_000, now: () => now });
    for (let i = 0; i < 1000; i++) await store.create();
    now = 61_000;
    const fresh = await store.create();
    store.sweep();
    expect(await store.size()).toBe(1);
    expect(await store.get(fresh.id)).not.toBeNull();
  });

  it('is bounded: past maxSessions the least recently used session goes first', async () => {
    store = new MemorySessionStore({ ttlSeconds: 3600, maxSessions: 3 });
    const a = await store.create();
    const b = await store.create();
    const c = await store.create();
    await store.get(a.id); // a is now the most recently used
    await store.create();
    expect(await store.size()).toBe(3);
    expect(await store.get(b.id)).toBeNull();
    expect(await store.get(a.id)).not.toBeNull();
    expect(await store.get(c.id)).not.toBeNull();
  });

  it('keeps only the newest turns as context', async () => {
    store = new MemorySessionStore({ ttlSeconds: 3600, maxSessions: 3 });
    const s = await store.create();
    for (let i = 0; i < 5; i++) await store.appendTurn(s.id, { userMessage: `turn ${i}`, reply: null }, 3);
    expect((await store.get(s.id))!.history.map((t) => t.userMessage)).toEqual(['turn 2', 'turn 3', 'turn 4']);
  });
});
