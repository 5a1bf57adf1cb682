import IORedis, { type Redis } from 'ioredis';

/**
 * One way to open Redis for every user of it (queue, rate limits, events). BullMQ needs
 * maxRetriesPerRequest: null so a blocking command waits out a Redis restart instead of failing.
 */
export function createRedis(url: string, opts: { name: string; lazy?: boolean; onError?: (e: Error) => void } = { name: 'capture' }): Redis {
  const client = new IORedis(url, { maxRetriesPerRequest: null, connectionName: opts.name, lazyConnect: opts.lazy ?? false, enableReadyCheck: true });
  // ioredis reconnects by itself; without a listener each failed attempt would print a stack trace to the console.
  client.on('error', opts.onError ?? (() => undefined));
  return client;
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

/**
 * Closes a connection without ever hanging shutdown: QUIT when connected (bounded), otherwise (reconnecting,
 * never connected) a plain disconnect, since a QUIT would wait for a connection that may never come.
 */
export async function closeRedis(client: Redis, timeoutMs = 2000): Promise<void> {
  if (client.status === 'ready') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([client.quit().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
  }
  if (client.status !== 'end') client.disconnect();
}
