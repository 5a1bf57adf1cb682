import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Logger } from '../../../src/common/logger';
import { loadConfig } from '../../../src/config/config';
import { createRateLimits, type RateLimits } from '../../../src/rest/rate-limit';

function recordingLogger() {
  const errors: { message: string; meta?: Record<string, unknown> }[] = [];
  const logger: Logger = { error: (message, meta) => errors.push({ message, meta }), info() {}, debug() {} };
  return { logger, errors };
}

async function serve(limits: RateLimits) {
  const app = express();
  app.use(limits.middleware);
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.get('/metrics', (_req, res) => res.type('text').send('# none'));
  app.get('/api/x', (_req, res) => res.json({ ok: true }));
  app.post('/graphql', (_req, res) => res.json({ data: {} }));
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    close: async () => {
      await new Promise((r) => server.close(r));
      await limits.close();
    },
  };
}

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/unused', ...env });

describe('rate limits (in memory)', () => {
  it('refuses the IP over its allowance with 429, Retry-After and the error body, but never /healthz or /metrics', async () => {
    const app = await serve(await createRateLimits(config({ RATE_LIMIT_IP_PER_MIN: '3', RATE_LIMIT_ACCOUNT_PER_MIN: '0' }), recordingLogger().logger));
    try {
      for (let i = 0; i < 3; i++) expect((await app.get('/api/x')).status).toBe(200);
      const refused = await app.get('/api/x');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await refused.json()).toEqual({ message: `Too many requests: try again in ${retryAfter} s`, status: 'unsuccessful', code: 'RATE_LIMITED' });
      expect((await app.get('/healthz')).status).toBe(200);
      expect((await app.get('/metrics')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('counts each account on its own, for every credential form, and answers GraphQL in its own shape', async () => {
    const app = await serve(await createRateLimits(config({ RATE_LIMIT_IP_PER_MIN: '0', RATE_LIMIT_ACCOUNT_PER_MIN: '2' }), recordingLogger().logger));
    const full = { 'CLIENT-ID': 'c', AUTHORIZATION: 'apikey a@b.c:key-A', PASSWORD: 'p', 'SECRET-KEY': 's' };
    try {
      // Bearer, ?api_key= and the four headers with the same key are one account.
      expect((await app.get('/api/x', { authorization: 'Bearer key-A' })).status).toBe(200);
      expect((await app.get('/api/x?api_key=key-A')).status).toBe(200);
      expect((await app.get('/api/x', full)).status).toBe(429);
      // Another account, and anonymous calls, are not affected.
      expect((await app.get('/api/x', { authorization: 'Bearer key-B' })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await app.get('/api/x')).status).toBe(200);

      const gql = await fetch((await app.get('/healthz')).url.replace('/healthz', '/graphql'), {
        method: 'POST',
        headers: { authorization: 'Bearer key-A', 'content-type': 'application/json' },
        body: '{"query":"{__typename}"}',
      });
      expect(gql.status).toBe(429);
      expect(gql.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await gql.json()).toEqual({ errors: [{ message: expect.stringMatching(/^Too many requests/), extensions: { code: 'RATE_LIMITED' } }] });
    } finally {
      await app.close();
    }
  });

  it('is a no-op when both limits are 0', async () => {
    const app = await serve(await createRateLimits(config({ RATE_LIMIT_IP_PER_MIN: '0', RATE_LIMIT_ACCOUNT_PER_MIN: '0' }), recordingLogger().logger));
    try {
      for (let i = 0; i < 20; i++) expect((await app.get('/api/x', { authorization: 'Bearer k' })).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('rate limits with Redis down', () => {
  it('keeps limiting in this process, answers at once and logs the outage without the URL password', async () => {
    const { logger, errors } = recordingLogger();
    // Port 1: nothing listens, so every connection attempt is refused.
    const limits = await createRateLimits(
      config({ REDIS_URL: 'redis://:hunter2@127.0.0.1:1', REDIS_PREFIX: 'rl-down-test', RATE_LIMIT_IP_PER_MIN: '2', RATE_LIMIT_ACCOUNT_PER_MIN: '0' }),
      logger,
      { connectTimeoutMs: 200 },
    );
    const app = await serve(limits);
    try {
      const started = Date.now();
      expect((await app.get('/api/x')).status).toBe(200);
      expect((await app.get('/api/x')).status).toBe(200);
      expect((await app.get('/api/x')).status).toBe(429);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(errors.length).toBeGreaterThanOrEqual(1);
      expect(errors[0].message).toMatch(/rate-limit store unavailable/);
      expect(JSON.stringify(errors)).not.toContain('hunter2');
    } finally {
      await app.close();
      // ioredis ends a refused socket with a 2 s disconnectTimeout; waiting it out keeps Jest from reporting a leak.
      await new Promise((r) => setTimeout(r, 2100));
    }
  });
});

const REDIS_URL = process.env.REDIS_URL;
if (!REDIS_URL) console.warn('Skipping the shared (Redis) rate-limit test: REDIS_URL is not set.');

(REDIS_URL ? describe : describe.skip)('rate limits shared through Redis', () => {
  it('counts requests to two processes against one allowance', async () => {
    const prefix = `rl-test-${process.pid}-${Date.now()}`;
    const env = { REDIS_URL: REDIS_URL!, REDIS_PREFIX: prefix, RATE_LIMIT_IP_PER_MIN: '0', RATE_LIMIT_ACCOUNT_PER_MIN: '3' };
    const { logger, errors } = recordingLogger();
    const a = await serve(await createRateLimits(config(env), logger));
    const b = await serve(await createRateLimits(config(env), logger));
    try {
      const h = { authorization: 'Bearer shared-key' };
      expect((await a.get('/api/x', h)).status).toBe(200);
      expect((await b.get('/api/x', h)).status).toBe(200);
      expect((await a.get('/api/x', h)).status).toBe(200);
      expect((await b.get('/api/x', h)).status).toBe(429);
      expect(errors).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
