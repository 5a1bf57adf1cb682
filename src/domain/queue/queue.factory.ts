import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config';
import type { Logger } from '../../common/logger';
import { connectRedis, createRedis } from '../../common/redis';
import { BullmqJobQueue } from './bullmq-job-queue';
import { DatabaseJobQueue } from './database-job-queue';
import type { JobHandlers, JobObserver, JobQueue } from './job-queue';
import type { JobRepository } from './job.repository';

/** BullMQ when REDIS_URL is set, else the in-process database queue. Redis must answer at start-up. */
export async function createJobQueue(
  config: AppConfig,
  jobs: JobRepository,
  handlers: JobHandlers,
  logger: Logger,
  observe?: JobObserver,
): Promise<JobQueue> {
  const common = { concurrency: config.queueConcurrency, pollMs: config.queuePollMs, maxAttempts: config.maxJobAttempts, leaseMs: config.queueLockMs };
  if (!config.redisUrl) return new DatabaseJobQueue(jobs, handlers, common, logger, observe);
  const url = config.redisUrl;
  let lastError = '';
  const onError = (e: Error) => {
    // One line per change of error, not per reconnect attempt.
    if (e.message !== lastError) logger.error('redis connection error', { error: e.message });
    lastError = e.message;
  };
  const queueConnection = createRedis(url, { name: 'capture-queue', onError });
  try {
    await connectRedis(queueConnection, url);
  } catch (e) {
    queueConnection.disconnect();
    throw e;
  }
  const workerConnection = (): Redis => createRedis(url, { name: 'capture-worker', onError });
  return new BullmqJobQueue(jobs, handlers, { ...common, prefix: config.redisPrefix }, { queue: queueConnection, worker: workerConnection }, logger, observe);
}
