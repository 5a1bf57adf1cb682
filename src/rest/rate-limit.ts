import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../common/app-error';
import { parseCredentials } from '../common/credentials';
import { ERROR_TABLE } from '../common/error-table';
import type { Logger } from '../common/logger';
import { closeRedis, connectRedis, createRedis } from '../common/redis';
import type { AppConfig } from '../config/config';
import { sendError } from './errors';

/** Paths a load balancer or scraper polls; limiting them would turn an overload into a false outage. */
const EXEMPT = new Set(['/healthz', '/metrics']);

/**
 * A Redis command that does not answer in this time counts as a store failure: the request is then
 * counted in this process only, rather than waiting for a Redis that may be restarting.
 */
const STORE_TIMEOUT_MS = 500;
/** At most one "store unavailable" log line per this interval, however many requests fall back. */
const LOG_EVERY_MS = 60_000;

export interface RateLimits {
  middleware: RequestHandler;
  /**
   * Spends GraphQL cost units of the account the request names (by its client address when it names none);
   * over GRAPHQL_COST_PER_MIN it throws RATE_LIMITED with retryAfterSeconds.
   */
  chargeCost(req: Request, cost: number): Promise<void>;
  close(): Promise<void>;
}

interface Limiter {
  /** Resolves when allowed; rejects with a RateLimiterRes when over the limit. */
  consume(key: string, points?: number): Promise<unknown>;
}

/**
 * Per-IP limits on every request and per-account limits on every request that carries credentials (REST and
 * GraphQL alike), each a fixed number per minute. With REDIS_URL the counts are shared by every process;
 * when Redis is down or slow each process counts on its own (fail over, not fail open: a Redis outage must
 * not lift the limits) and says so in the log.
 */
export async function createRateLimits(
  config: Pick<AppConfig, 'rateLimits' | 'redisUrl' | 'redisPrefix'> & { graphql?: Pick<AppConfig['graphql'], 'costPerMinute'> },
  logger: Logger,
  opts: { connectTimeoutMs?: number } = {},
): Promise<RateLimits> {
  const { accountPerMinute, ipPerMinute } = config.rateLimits;
  const costPerMinute = config.graphql?.costPerMinute ?? 0;
  if (!accountPerMinute && !ipPerMinute && !costPerMinute) {
    return { middleware: (_req, _res, next) => next(), chargeCost: async () => {}, close: async () => {} };
  }
  const redis = config.redisUrl ? createRedis(config.redisUrl, { name: 'capture-rate-limit' }) : undefined;
  let lastLogged = 0;
  const storeFailed = (error: unknown) => {
    if (Date.now() - lastLogged < LOG_EVERY_MS) return;
    lastLogged = Date.now();
    logger.error('rate-limit store unavailable; counting in this process only', { error: (error as Error)?.message ?? String(error) });
  };
  // ioredis reconnects on its own; without a listener every failed attempt would print an unhandled-error warning.
  redis?.on('error', storeFailed);
  // Requests before the first connection would be counted apart from the other processes; a Redis that is
  // down at start only delays it this long, then the per-process fallback applies until it comes back.
  if (redis && config.redisUrl) await connectRedis(redis, config.redisUrl, opts.connectTimeoutMs ?? 5000).catch(storeFailed);
  const build = (points: number, name: string): Limiter | undefined =>
    points > 0 ? shared(points, `${config.redisPrefix}:rl:${name}`, redis, storeFailed) : undefined;
  const byIp = build(ipPerMinute, 'ip');
  const byAccount = build(accountPerMinute, 'acct');
  const cost = build(costPerMinute, 'cost');

  const middleware: RequestHandler = async (req, res, next) => {
    if (EXEMPT.has(req.path)) return next();
    try {
      if (byIp) await byIp.consume(clientAddress(req));
      const key = byAccount && accountKey(req);
      if (key) await byAccount.consume(key);
    } catch (e) {
      if (e instanceof RateLimiterRes) return refuse(req, res, e);
      // Both stores failed (cannot happen with the in-memory one, kept for safety): serve rather than refuse everyone.
      storeFailed(e);
    }
    next();
  };
  const chargeCost = async (req: Request, units: number) => {
    if (!cost || units <= 0) return;
    try {
      // A single operation above the whole minute's budget can never pass; it is counted as the whole budget.
      await cost.consume(accountKey(req) ?? `ip:${clientAddress(req)}`, Math.min(units, costPerMinute));
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) return storeFailed(e);
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new AppError('RATE_LIMITED', `GraphQL cost budget of ${costPerMinute} per minute spent: try again in ${seconds} s`, {
        retryAfterSeconds: seconds,
      });
    }
  };
  return {
    middleware,
    chargeCost,
    close: async () => {
      if (!redis) return;
      await closeRedis(redis);
    },
  };
}

function shared(points: number, keyPrefix: string, redis: Redis | undefined, storeFailed: (e: unknown) => void): Limiter {
  const local = new RateLimiterMemory({ points, duration: 60, keyPrefix });
  if (!redis) return local;
  const remote: RateLimiterAbstract = new RateLimiterRedis({ storeClient: redis, points, duration: 60, keyPrefix, rejectIfRedisNotReady: true });
  return {
    async consume(key, points = 1) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`Redis did not answer within ${STORE_TIMEOUT_MS} ms`)), STORE_TIMEOUT_MS);
      });
      try {
        const counted = remote.consume(key, points);
        // Past the timeout nobody awaits it any more; a late rejection must not become an unhandled one.
        counted.catch(() => undefined);
        return await Promise.race([counted, timeout]);
      } catch (e) {
        if (e instanceof RateLimiterRes) throw e;
        storeFailed(e);
        return local.consume(key, points);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The account a request claims to be, without authenticating it (that costs a database read and maybe scrypt):
 * both credential forms carry the API key, which names one account. Only a hash of it is used as the counter
 * key, so Redis never holds a usable key; a caller inventing keys only spends its per-IP allowance.
 */
export function accountKey(req: Request): string | undefined {
  const creds = parseCredentials(req.headers, req.query?.api_key);
  if (creds.kind !== 'full' && creds.kind !== 'apiKey') return undefined;
  return createHash('sha256').update(`capture-rate-limit\0${creds.apiKey}`).digest('hex');
}

/** The client's address: the peer, or what trusted proxies say it is (TRUST_PROXY sets express's req.ip). */
function clientAddress(req: Request): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

function refuse(req: Request, res: Response, r: RateLimiterRes): void {
  const seconds = Math.max(1, Math.ceil(r.msBeforeNext / 1000));
  const message = `Too many requests: try again in ${seconds} s`;
  res.set('Retry-After', String(seconds));
  // GraphQL clients read errors[].extensions.code; everyone else gets the REST error body.
  if (req.path === '/graphql') {
    res.status(ERROR_TABLE.RATE_LIMITED.http).json({ errors: [{ message, extensions: { code: ERROR_TABLE.RATE_LIMITED.graphql } }] });
    return;
  }
  sendError(res, new AppError('RATE_LIMITED', message));
}
