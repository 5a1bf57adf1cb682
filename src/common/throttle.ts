import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from './app-error';

/** At most `points` events per `seconds` per key; over it, consume() throws RATE_LIMITED with the wait. */
export interface Throttle {
  consume(key: string): Promise<void>;
}

/**
 * A throttle of a domain operation (password-reset requests per client address). With Redis every process shares
 * the counts; when Redis is not connected each process counts on its own (the limit stays on), as the request rate
 * limits do. points 0 turns it off.
 */
export function createThrottle(opts: { name: string; points: number; seconds: number; prefix: string; redis?: Redis; what: string }): Throttle {
  if (opts.points <= 0) return { consume: async () => undefined };
  const keyPrefix = `${opts.prefix}:rl:${opts.name}`;
  const local = new RateLimiterMemory({ points: opts.points, duration: opts.seconds, keyPrefix });
  const limiter: RateLimiterAbstract = opts.redis
    ? new RateLimiterRedis({ storeClient: opts.redis, points: opts.points, duration: opts.seconds, keyPrefix, rejectIfRedisNotReady: true, insuranceLimiter: local })
    : local;
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        const wait = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', `Too many ${opts.what}: try again in ${wait} s`, { retryAfterSeconds: wait });
      }
    },
  };
}
