import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import type { Redis } from 'ioredis';
import type { AppError } from '../../src/common/app-error';
import type { Logger } from '../../src/common/logger';
import { closeRedis, connectRedis, createRedis } from '../../src/common/redis';
import { createThrottle } from '../../src/common/throttle';
import { loadConfig } from '../../src/config/config';
import { createRateLimits, type RateLimits } from '../../src/rest/rate-limit';

// What API_PROCESSES > 1 relies on: each API process builds its own limiters, and one Redis makes them one
// allowance. Two instances here stand for two processes. Runs when REDIS_URL is set (CI sets it; locally:
// REDIS_URL=redis://127.0.0.1:6379).
const REDIS_URL = process.env.REDIS_URL;
const maybe = REDIS_URL ? describe : describe.skip;

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { error: (message) => errors.push(message), info() {}, debug() {} };
  return { logger, errors };
}

/** Just what the limiters read of a request: the credentials and the client address. */
const request = (apiKey: string, ip = '192.0.2.7') => ({ headers: { authorization: `Bearer ${apiKey}` }, query: {}, ip, path: '/graphql' }) as unknown as Request;

async function refusal(p: Promise<unknown>): Promise<AppError> {
  return p.then(
    () => {
      throw new Error('expected RATE_LIMITED');
    },
    (e: AppError) => e,
  );
}

maybe(REDIS_URL ? 'limits shared by API processes (Redis)' : 'limits shared by API processes (skipped: REDIS_URL is not set)', () => {
  const prefix = `capture-test-shared-${randomBytes(4).toString('hex')}`;
  const open: RateLimits[] = [];
  const clients: Redis[] = [];

  async function limits(env: Record<string, string>) {
    const { logger, errors } = recordingLogger();
    const config = loadConfig({ DATA_DIR: '/tmp/unused', REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix, RATE_LIMIT_IP_PER_MIN: '0', RATE_LIMIT_ACCOUNT_PER_MIN: '0', GRAPHQL_COST_PER_MIN: '0', ...env });
    const l = await createRateLimits(config, logger);
    open.push(l);
    return { l, errors };
  }

  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    const redis = createRedis(REDIS_URL!, { name: 'capture-test-cleanup' });
    await connectRedis(redis, REDIS_URL!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await closeRedis(redis);
    await Promise.all(clients.map((c) => closeRedis(c)));
  });

  it('spends one GraphQL cost budget per account across processes, and keeps accounts apart', async () => {
    const a = await limits({ GRAPHQL_COST_PER_MIN: '1000' });
    const b = await limits({ GRAPHQL_COST_PER_MIN: '1000' });
    await a.l.chargeCost(request('key-one'), 400);
    await b.l.chargeCost(request('key-one'), 400);
    // 800 spent of 1000: 300 more is over, whichever process is asked.
    const over = await refusal(b.l.chargeCost(request('key-one'), 300));
    expect(over.code).toBe('RATE_LIMITED');
    expect(over.message).toMatch(/cost budget of 1000 per minute/);
    expect((over.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    await refusal(a.l.chargeCost(request('key-one'), 300));
    // Another account has its own budget.
    await a.l.chargeCost(request('key-two'), 900);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it('counts password-reset requests per address across processes', async () => {
    const redisA = createRedis(REDIS_URL!, { name: 'capture-test-throttle-a' });
    const redisB = createRedis(REDIS_URL!, { name: 'capture-test-throttle-b' });
    clients.push(redisA, redisB);
    await connectRedis(redisA, REDIS_URL!);
    await connectRedis(redisB, REDIS_URL!);
    const opts = { name: 'reset-ip', points: 2, seconds: 3600, prefix, what: 'password-reset requests' };
    const a = createThrottle({ ...opts, redis: redisA });
    const b = createThrottle({ ...opts, redis: redisB });
    await a.consume('198.51.100.1');
    await b.consume('198.51.100.1');
    const over = await refusal(a.consume('198.51.100.1'));
    expect(over.code).toBe('RATE_LIMITED');
    expect(over.message).toMatch(/Too many password-reset requests/);
    await b.consume('198.51.100.2');
  });
});
