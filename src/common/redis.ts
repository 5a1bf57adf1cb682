import IORedis, { type Redis } from 'ioredis';

/**
 * One way to open Redis for every user of it (queue, rate limits, events). BullMQ needs
 * maxRetriesPerRequest: null so a blocking command waits out a Redis restart instead of failing.
 */
export function createRedis(url: string, opts: { name: string; lazy?: boolean } = { name: 'capture' }): Redis {
  return new IORedis(url, { maxRetriesPerRequest: null, connectionName: opts.name, lazyConnect: opts.lazy ?? false, enableReadyCheck: true });
}

/** Waits for the first successful connection, failing with the URL's host (never its password). */
export async function connectRedis(client: Redis, url: string, timeoutMs = 10000): Promise<void> {
  if (client.status === 'ready') return;
  const host = (() => {
    try {
      const u = new URL(url);
      return `${u.hostname}:${u.port || 6379}`;
    } catch {
      return 'the configured host';
    }
  })();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis at ${host} (REDIS_URL) did not answer within ${timeoutMs} ms`)), timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
    if (client.status === 'wait') void client.connect().catch(() => undefined);
  });
}
