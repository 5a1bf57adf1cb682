import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Redis } from 'ioredis';
import { AppError } from '../common/app-error';
import type { Logger } from '../common/logger';

/** Where the open subscriptions of each account are counted: this process alone, or every process (Redis). */
export interface SlotStore {
  /** Takes a slot unless `max` are open; answers how many are open (with the new one when it was taken). */
  take(accountId: string, max: number): Promise<{ taken: boolean; open: number; release(): void }>;
  close?(): Promise<void>;
}

/** Counts in this process: the store without Redis, and the fallback while Redis cannot be reached. */
export class LocalSlots implements SlotStore {
  private readonly open = new Map<string, number>();

  count(accountId: string): number {
    return this.open.get(accountId) ?? 0;
  }

  async take(accountId: string, max: number) {
    const inUse = this.count(accountId);
    if (inUse >= max) return { taken: false, open: inUse, release: () => undefined };
    this.open.set(accountId, inUse + 1);
    let released = false;
    return {
      taken: true,
      open: inUse + 1,
      release: () => {
        if (released) return;
        released = true;
        const left = this.count(accountId) - 1;
        if (left > 0) this.open.set(accountId, left);
        else this.open.delete(accountId);
      },
    };
  }
}

// A sorted set per account: one member per open subscription, scored by when its lease lapses (Redis's clock, so
// the nodes' clocks do not matter). Lapsed members, of a process that died holding them, are dropped first.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local open = redis.call('ZCARD', KEYS[1])
if open >= tonumber(ARGV[1]) then return -open end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return open + 1`;

const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 0`;

/**
 * Counts across every process sharing REDIS_URL and REDIS_PREFIX, so GRAPHQL_MAX_SUBSCRIPTIONS holds per account
 * however many API nodes the load balancer spreads an account's sockets over. Each slot is a lease this process
 * renews every third of `leaseMs`: a process that dies holding slots frees them within `leaseMs`. When Redis does
 * not answer, a slot is counted in this process instead (the limit stays on, per process), as the rate limits do.
 */
export class RedisSlots implements SlotStore {
  private readonly held = new Map<string, Set<string>>();
  private readonly owner = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly local = new LocalSlots();
  private readonly timer: NodeJS.Timeout;
  private next = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly opts: { leaseMs?: number; logger?: Logger } = {},
  ) {
    this.timer = setInterval(() => void this.renew(), this.leaseMs / 3);
    this.timer.unref();
  }

  private get leaseMs(): number {
    return this.opts.leaseMs ?? 60_000;
  }

  private key(accountId: string): string {
    return `${this.prefix}:subscriptions:${accountId}`;
  }

  async take(accountId: string, max: number) {
    const member = `${this.owner}:${this.next++}`;
    let open: number;
    try {
      if (this.redis.status !== 'ready') throw new Error(`redis is ${this.redis.status}`);
      open = Number(await this.redis.eval(TAKE, 1, this.key(accountId), max, this.leaseMs, member));
    } catch (e) {
      this.opts.logger?.error('subscription slots: redis unavailable, counting in this process', { error: (e as Error).message });
      return this.local.take(accountId, max);
    }
    if (open < 0) return { taken: false, open: -open, release: () => undefined };
    const mine = this.held.get(accountId) ?? new Set<string>();
    mine.add(member);
    this.held.set(accountId, mine);
    let released = false;
    return {
      taken: true,
      open,
      release: () => {
        if (released) return;
        released = true;
        mine.delete(member);
        if (!mine.size) this.held.delete(accountId);
        // A failed removal only keeps the slot until its lease lapses.
        void this.redis.zrem(this.key(accountId), member).catch(() => undefined);
      },
    };
  }

  /** Extends the leases of every slot this process holds. */
  async renew(): Promise<void> {
    for (const [accountId, members] of this.held) {
      if (!members.size) continue;
      await this.redis.eval(RENEW, 1, this.key(accountId), this.leaseMs, ...members).catch((e: Error) => {
        this.opts.logger?.error('subscription slots: lease renewal failed', { error: e.message });
      });
    }
  }

  /** Stops renewing and gives back every slot still held (shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    const pending = [...this.held].map(([accountId, members]) => (members.size ? this.redis.zrem(this.key(accountId), ...members).catch(() => 0) : 0));
    this.held.clear();
    await Promise.all(pending);
  }
}

/**
 * Open subscriptions per account (GRAPHQL_MAX_SUBSCRIPTIONS): each holds a listener and a socket slot for as long
 * as it is open, so one account must not be able to take them all. Counted in this process, or across processes
 * with a RedisSlots store.
 */
export class SubscriptionSlots {
  constructor(
    private readonly max: number,
    private readonly store: SlotStore = new LocalSlots(),
  ) {}

  /**
   * Takes a slot for the account (TOO_MANY_SUBSCRIPTIONS when it has none left), then opens the stream; the slot
   * is given back when the stream ends, fails, or the client completes it or goes away (return()).
   */
  async hold<T>(accountId: string, openStream: () => Promise<AsyncIterableIterator<T>>): Promise<AsyncIterableIterator<T>> {
    const slot = await this.store.take(accountId, this.max);
    if (!slot.taken) {
      throw new AppError(
        'TOO_MANY_SUBSCRIPTIONS',
        `Too many subscriptions: this account has ${slot.open} open, the limit is ${this.max} (GRAPHQL_MAX_SUBSCRIPTIONS); complete one first`,
        { open: slot.open, max: this.max },
      );
    }
    const release = slot.release;
    let source: AsyncIterableIterator<T>;
    try {
      source = await openStream();
    } catch (e) {
      release();
      throw e;
    }
    const settle = async (step: Promise<IteratorResult<T>>) => {
      try {
        const r = await step;
        if (r.done) release();
        return r;
      } catch (e) {
        release();
        throw e;
      }
    };
    const held: AsyncIterableIterator<T> = {
      next: () => settle(source.next()),
      return: (value?: unknown) => {
        release();
        return source.return ? source.return(value) : Promise.resolve({ value: undefined, done: true });
      },
      throw: (e?: unknown) => {
        release();
        return source.throw ? source.throw(e) : Promise.reject(e);
      },
      [Symbol.asyncIterator]() {
        return held;
      },
    };
    return held;
  }

  async close(): Promise<void> {
    await this.store.close?.();
  }
}
