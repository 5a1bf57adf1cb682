import { AppError } from '../../src/common/app-error';
import type { Logger } from '../../src/common/logger';
import { createRedis } from '../../src/common/redis';
import { BullmqJobQueue } from '../../src/domain/queue/bullmq-job-queue';
import { DatabaseJobQueue } from '../../src/domain/queue/database-job-queue';
import type { JobHandlers, JobQueue } from '../../src/domain/queue/job-queue';
import { JobEntity } from '../../src/domain/queue/job.entity';
import { JobRepository } from '../../src/domain/queue/job.repository';
import { dbLabel } from '../support/database';
import { createAccount, seedDocument, type TestAccount } from '../support/graphql-client';
import { createGraphqlTestServices, type GraphqlTestServices } from '../support/graphql-services';
import { redisLeftovers } from '../support/leftovers';
import { DocumentEntity } from '../../src/domain/document/document.entity';

const quiet: Logger = { error() {}, info() {}, debug() {} };
let env: GraphqlTestServices;
let acc: TestAccount;
let jobs: JobRepository;

beforeAll(async () => {
  env = await createGraphqlTestServices();
  acc = await createAccount(env);
  jobs = new JobRepository(env.services.dataSource);
});
afterAll(async () => env.close());

/** A document and its job row, in the given job state. */
async function job(state: JobEntity['state'] = 'queued', lockedAt: Date | null = null): Promise<string> {
  const doc = await seedDocument(env, acc, { status: 'processing' });
  await env.services.dataSource.manager.insert(JobEntity, { documentId: doc.id, state, attempts: 0, runAfter: new Date(), lockedAt, lastError: null, createdAt: new Date() });
  return doc.id;
}

const stateOf = async (documentId: string) => (await jobs.findByDocument(documentId))!.state;

function recorder(behaviour: (id: string, attempt: number) => Promise<void> = async () => undefined) {
  const runs = new Map<string, number>();
  const failed: { id: string; reason: string }[] = [];
  const handlers: JobHandlers = {
    async process(id) {
      const n = (runs.get(id) ?? 0) + 1;
      runs.set(id, n);
      await behaviour(id, n);
    },
    async failed(id, reason) {
      failed.push({ id, reason });
    },
  };
  return { runs, failed, handlers };
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 20000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`database job queue (${dbLabel})`, () => {
  const opts = { concurrency: 2, pollMs: 50, maxAttempts: 3, leaseMs: 1000 };

  it('resumes a job whose lease lapsed (its process died) but leaves a live lease alone', async () => {
    const dead = await job('running', new Date(Date.now() - 60_000));
    const live = await job('running', new Date());
    const r = recorder();
    const q = new DatabaseJobQueue(jobs, r.handlers, { ...opts, leaseMs: 30_000 }, quiet);
    await q.start();
    await until('dead job done', async () => (await stateOf(dead)) === 'done');
    expect(await stateOf(live)).toBe('running');
    expect(r.runs.has(live)).toBe(false);
    await q.stop();
    await jobs.finish(live);
  });

  it('takes back jobs an earlier Redis-backed run had handed over (REDIS_URL since removed)', async () => {
    const id = await job('enqueued', new Date());
    const r = recorder();
    const q = new DatabaseJobQueue(jobs, r.handlers, opts, quiet);
    await q.start();
    await until('job done', async () => (await stateOf(id)) === 'done');
    await q.stop();
    expect(r.runs.get(id)).toBe(1);
  });

  it('retries with backoff, then records the dead letter once through handlers.failed', async () => {
    const id = await job();
    const r = recorder(async () => {
      throw new Error('disk on fire');
    });
    const q = new DatabaseJobQueue(jobs, r.handlers, { ...opts, maxAttempts: 2 }, quiet);
    await q.start();
    await until('job failed', async () => (await stateOf(id)) === 'failed', 10000);
    await q.stop();
    expect(r.runs.get(id)).toBe(2);
    expect(r.failed).toEqual([{ id, reason: 'Internal error while processing: disk on fire' }]);
  });

  it('does not retry a permanent error', async () => {
    const id = await job();
    const r = recorder(async () => {
      throw new AppError('UNPROCESSABLE', 'not a document');
    });
    const q = new DatabaseJobQueue(jobs, r.handlers, opts, quiet);
    await q.start();
    await until('job failed', async () => (await stateOf(id)) === 'failed');
    await q.stop();
    expect(r.runs.get(id)).toBe(1);
    expect(r.failed).toEqual([{ id, reason: 'not a document' }]);
  });

  it('graceful stop hands a job still running past the grace period back to the queue', async () => {
    const id = await job();
    let release!: () => void;
    const r = recorder(() => new Promise<void>((resolve) => (release = resolve)));
    const q = new DatabaseJobQueue(jobs, r.handlers, opts, quiet);
    await q.start();
    await until('job running', async () => (await stateOf(id)) === 'running');
    await q.stop(100);
    expect(await stateOf(id)).toBe('queued');
    release();
    // The next process takes it up again.
    const next = recorder();
    const q2 = new DatabaseJobQueue(jobs, next.handlers, opts, quiet);
    await q2.start();
    await until('job done', async () => (await stateOf(id)) === 'done');
    await q2.stop();
  });

  it('graceful stop during a claim still in flight hands that job back too (it is not left running)', async () => {
    const id = await job();
    let claiming!: () => void;
    const claimed = new Promise<void>((r) => (claiming = r));
    // The claim's update answers late, as on a loaded machine: stop() comes while it is on its way.
    const slow = Object.create(jobs) as JobRepository;
    slow.claim = async (j) => {
      claiming();
      await new Promise((r) => setTimeout(r, 200));
      return jobs.claim(j);
    };
    const r = recorder(() => new Promise<void>(() => undefined));
    const q = new DatabaseJobQueue(slow, r.handlers, opts, quiet);
    await q.start();
    await claimed;
    await q.stop(50);
    // Well after the late claim answered: the job was waited for and handed back, not started behind stop()'s back.
    await new Promise((res) => setTimeout(res, 400));
    expect(await stateOf(id)).toBe('queued');
  });

  it('graceful stop waits for a job that finishes within the grace period', async () => {
    const id = await job();
    const r = recorder(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const q = new DatabaseJobQueue(jobs, r.handlers, opts, quiet);
    await q.start();
    await until('job running', async () => (await stateOf(id)) === 'running');
    await q.stop(10_000);
    expect(await stateOf(id)).toBe('done');
  });
});

const withRedis = process.env.REDIS_URL ? describe : describe.skip;

withRedis(`BullMQ job queue (Redis, ${dbLabel})`, () => {
  const prefix = `capture-it-${process.pid}-${Date.now()}`;
  const opts = { concurrency: 2, pollMs: 100, maxAttempts: 3, leaseMs: 1000, prefix };
  const open: JobQueue[] = [];
  const make = (handlers: JobHandlers, over: Partial<typeof opts> = {}) => {
    const url = process.env.REDIS_URL!;
    const q = new BullmqJobQueue(jobs, handlers, { ...opts, ...over }, { queue: createRedis(url), worker: () => createRedis(url) }, quiet);
    open.push(q);
    return q;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((q) => q.stop(1000)));
  });

  it('hands queued rows to Redis and runs each once', async () => {
    const ids = [await job(), await job(), await job()];
    const r = recorder();
    const q = make(r.handlers);
    await q.start();
    await until('all done', async () => (await Promise.all(ids.map(stateOf))).every((s) => s === 'done'));
    expect(ids.map((id) => r.runs.get(id))).toEqual([1, 1, 1]);
  });

  it('hands a job over again when Redis lost it (a Redis restart without persistence)', async () => {
    // Marked handed-over long ago, but Redis has never heard of it.
    const id = await job('enqueued', new Date(Date.now() - 60_000));
    const r = recorder();
    const q = make(r.handlers);
    await q.start();
    await until('lost job done', async () => (await stateOf(id)) === 'done');
    expect(r.runs.get(id)).toBe(1);
  });

  it('retries a failing job with backoff and then marks it failed once', async () => {
    const id = await job();
    const r = recorder(async () => {
      throw new Error('flaky disk');
    });
    const q = make(r.handlers, { maxAttempts: 2 });
    await q.start();
    await until('job failed', async () => (await stateOf(id)) === 'failed');
    expect(r.runs.get(id)).toBe(2);
    expect(r.failed).toEqual([{ id, reason: 'Internal error while processing: flaky disk' }]);
  });

  it('a job that fails once then succeeds ends done', async () => {
    const id = await job();
    const r = recorder(async (_id, attempt) => {
      if (attempt === 1) throw new Error('transient');
    });
    const q = make(r.handlers);
    await q.start();
    await until('job done', async () => (await stateOf(id)) === 'done');
    expect(r.runs.get(id)).toBe(2);
    expect(r.failed).toEqual([]);
  });

  it('runNow claims the row in the caller; a worker never runs it as well', async () => {
    const id = await job();
    const r = recorder();
    const q = make(r.handlers);
    expect(await q.runNow(id)).toBe('done');
    expect(await q.runNow(id)).toBe('taken');
    await q.start();
    await new Promise((res) => setTimeout(res, 500));
    expect(r.runs.get(id)).toBe(1);
  });

  /** What deleting the document does to the database: its row and its job row go. */
  const deleteDocument = async (id: string) => {
    await env.services.dataSource.manager.delete(JobEntity, { documentId: id });
    await env.services.dataSource.manager.delete(DocumentEntity, { id });
  };

  it('forget removes the jobs of deleted documents, finished or waiting, and their entries in the event stream', async () => {
    const finished = await job();
    const r = recorder();
    const q = make(r.handlers);
    await q.start();
    await until('job done', async () => (await stateOf(finished)) === 'done');
    await q.stop(1000);
    // A job handed to Redis but not taken (no worker runs now).
    const waiting = await job();
    const idle = make(recorder().handlers);
    await (idle as unknown as { relay(): Promise<void> }).relay();
    expect(await stateOf(waiting)).toBe('enqueued');
    expect(await redisLeftovers(process.env.REDIS_URL!, prefix, [finished, waiting])).not.toEqual([]);
    await deleteDocument(finished);
    await deleteDocument(waiting);
    expect(await idle.forget([finished, waiting])).toEqual([]);
    expect(await redisLeftovers(process.env.REDIS_URL!, prefix, [finished, waiting])).toEqual([]);
  });

  it('a job running when its document is deleted is reported, and removed from Redis when it ends', async () => {
    const id = await job();
    let release!: () => void;
    let started = false;
    const r = recorder(() => {
      started = true;
      return new Promise<void>((resolve) => (release = resolve));
    });
    const q = make(r.handlers);
    await q.start();
    await until('job running', () => started);
    await deleteDocument(id);
    expect(await q.forget([id])).toEqual([id]);
    release();
    await until('job gone from Redis', async () => (await redisLeftovers(process.env.REDIS_URL!, prefix, [id])).length === 0);
  });

  it('refuses to start without Redis, naming REDIS_URL and never the password', async () => {
    const { createJobQueue } = await import('../../src/domain/queue/queue.factory');
    const config = { ...env.services.config, redisUrl: 'redis://:hunter2@127.0.0.1:1', queueLockMs: 1000 };
    const err = await createJobQueue(config, jobs, recorder().handlers, quiet).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/REDIS_URL/);
    expect((err as Error).message).not.toMatch(/hunter2/);
  });
});
