import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppError } from '../../src/common/app-error';
import { closeRedis, connectRedis, createRedis } from '../../src/common/redis';
import { RedisSlots, SubscriptionSlots } from '../../src/graphql/subscription-slots';

// Two API processes, each with its own SubscriptionSlots on one Redis: GRAPHQL_MAX_SUBSCRIPTIONS holds per account
// across both. Runs when REDIS_URL is set (CI sets it; locally: REDIS_URL=redis://127.0.0.1:6379).
const REDIS_URL = process.env.REDIS_URL;
const maybe = REDIS_URL ? describe : describe.skip;

/** A stream that stays open until the test returns it. */
async function openStream(): Promise<AsyncIterableIterator<number>> {
  const it: AsyncIterableIterator<number> = {
    next: () => new Promise<IteratorResult<number>>(() => undefined),
    return: async () => ({ value: undefined, done: true }),
    [Symbol.asyncIterator]: () => it,
  };
  return it;
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error('expected TOO_MANY_SUBSCRIPTIONS');
    },
    (e: AppError) => e,
  );
}

maybe(REDIS_URL ? 'subscription slots across processes (Redis)' : 'subscription slots across processes (skipped: REDIS_URL is not set)', () => {
  const prefix = `capture-test-${randomBytes(4).toString('hex')}`;
  const clients: Redis[] = [];
  const stores: RedisSlots[] = [];

  async function process(max: number, leaseMs?: number): Promise<{ slots: SubscriptionSlots; store: RedisSlots; redis: Redis }> {
    const redis = createRedis(REDIS_URL!, { name: 'capture-test-slots' });
    await connectRedis(redis, REDIS_URL!);
    clients.push(redis);
    const store = new RedisSlots(redis, prefix, { leaseMs });
    stores.push(store);
    return { slots: new SubscriptionSlots(max, store), store, redis };
  }

  afterAll(async () => {
    for (const s of stores) await s.close();
    const keys = await clients[0]?.keys(`${prefix}:*`);
    if (keys?.length) await clients[0].del(...keys);
    for (const c of clients) await closeRedis(c);
  });

  it('refuses the third subscription of an account whose two are open on two different processes, and frees a slot on return', async () => {
    const a = await process(2);
    const b = await process(2);
    const first = await a.slots.hold('acc-1', openStream);
    await b.slots.hold('acc-1', openStream);
    for (const p of [a, b]) {
      const e = await refusal(p.slots.hold('acc-1', openStream));
      expect(e).toMatchObject({ code: 'TOO_MANY_SUBSCRIPTIONS', details: { open: 2, max: 2 } });
      expect(e.message).toBe('Too many subscriptions: this account has 2 open, the limit is 2 (GRAPHQL_MAX_SUBSCRIPTIONS); complete one first');
    }
    // Another account is not affected.
    await expect(b.slots.hold('acc-2', openStream)).resolves.toBeDefined();
    await first.return!();
    await new Promise((r) => setTimeout(r, 50));
    await expect(b.slots.hold('acc-1', openStream)).resolves.toBeDefined();
  });

  it('frees the slots of a process that died holding them once their lease lapses; a live process keeps its own by renewing', async () => {
    const live = await process(2, 600);
    const dying = await process(2, 600);
    await live.slots.hold('acc-3', openStream);
    await dying.slots.hold('acc-3', openStream);
    // The process is gone: no renewals, no removals (its connection is dropped too).
    clearInterval((dying.store as unknown as { timer: NodeJS.Timeout }).timer);
    dying.redis.disconnect();
    expect((await refusal(live.slots.hold('acc-3', openStream))).code).toBe('TOO_MANY_SUBSCRIPTIONS');
    await new Promise((r) => setTimeout(r, 900));
    // The live process's slot was renewed past its first lease; the dead one's lapsed.
    await expect(live.slots.hold('acc-3', openStream)).resolves.toBeDefined();
    expect((await refusal(live.slots.hold('acc-3', openStream))).message).toContain('has 2 open');
  });

  it('counts in the process while Redis cannot be reached, keeping the limit on', async () => {
    const redis = createRedis('redis://127.0.0.1:1', { name: 'capture-test-slots-down', lazy: true });
    clients.push(redis);
    const store = new RedisSlots(redis, prefix);
    stores.push(store);
    const slots = new SubscriptionSlots(1, store);
    await slots.hold('acc-4', openStream);
    expect((await refusal(slots.hold('acc-4', openStream))).code).toBe('TOO_MANY_SUBSCRIPTIONS');
  });
});
