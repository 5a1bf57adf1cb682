import { WorkerPool } from '../../../src/extraction/image/worker-pool';

interface Fake {
  id: number;
  stopped: boolean;
}

function fakes(failSpawnAt?: number) {
  const made: Fake[] = [];
  const spawn = async () => {
    if (made.length + 1 === failSpawnAt) {
      made.push({ id: -1, stopped: true });
      throw new Error('spawn failed');
    }
    const w = { id: made.length + 1, stopped: false };
    made.push(w);
    return w;
  };
  const destroy = async (w: Fake) => {
    w.stopped = true;
  };
  return { made, spawn, destroy };
}

function deferred<T = void>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('WorkerPool', () => {
  it('starts every worker up front and runs jobs one per worker, in arrival order', async () => {
    const { made, spawn, destroy } = fakes();
    const pool = new WorkerPool(2, spawn, destroy);
    await pool.start();
    expect(made).toHaveLength(2);

    const order: string[] = [];
    const gate = deferred();
    const job = (name: string) => async (w: Fake) => {
      order.push(`${name}@${w.id}`);
      await gate.promise;
      return name;
    };
    const runs = ['a', 'b', 'c', 'd'].map((n) => pool.use(job(n)));
    await new Promise((r) => setImmediate(r));
    expect(order).toHaveLength(2);
    gate.resolve();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd']);
    expect(order.map((o) => o[0])).toEqual(['a', 'b', 'c', 'd']);
    await pool.close();
    expect(made.every((w) => w.stopped)).toBe(true);
  });

  it('replaces a worker whose job failed, and hands the error to the caller', async () => {
    const { made, spawn, destroy } = fakes();
    const pool = new WorkerPool(1, spawn, destroy);
    await pool.start();
    await expect(pool.use(async () => Promise.reject(new Error('wasm abort')))).rejects.toThrow('wasm abort');
    expect(made[0].stopped).toBe(true);
    expect(await pool.use(async (w) => w.id)).toBe(2);
    await pool.close();
  });

  it('lets a running job finish on close, then refuses new jobs', async () => {
    const { made, spawn, destroy } = fakes();
    const pool = new WorkerPool(1, spawn, destroy);
    await pool.start();
    const gate = deferred();
    const running = pool.use(async () => {
      await gate.promise;
      return 'done';
    });
    const queued = pool.use(async () => 'never');
    const closing = pool.close();
    await expect(queued).rejects.toThrow('closed');
    await expect(pool.use(async () => 'late')).rejects.toThrow('closed');
    expect(made[0].stopped).toBe(false);
    gate.resolve();
    expect(await running).toBe('done');
    await closing;
    expect(made[0].stopped).toBe(true);
  });

  it('stops the workers it did start when another fails to start', async () => {
    const { made, spawn, destroy } = fakes(2);
    const pool = new WorkerPool(3, spawn, destroy);
    await expect(pool.start()).rejects.toThrow('spawn failed');
    expect(made.filter((w) => w.id > 0).every((w) => w.stopped)).toBe(true);
  });

  describe('abort', () => {
    it('abandons a running job at once: its worker is destroyed and replaced, the reason is thrown', async () => {
      const { made, spawn, destroy } = fakes();
      const pool = new WorkerPool(1, spawn, destroy);
      await pool.start();
      const controller = new AbortController();
      const never = deferred();
      const running = pool.use(() => never.promise, controller.signal);
      const reason = new Error('over budget');
      controller.abort(reason);
      await expect(running).rejects.toBe(reason);
      expect(made[0].stopped).toBe(true);
      // The slot is free again: the next job gets a fresh worker.
      await expect(pool.use(async (w) => w.id)).resolves.toBe(2);
      await pool.close();
    });

    it('takes a queued job out of the queue without touching the busy worker', async () => {
      const { made, spawn, destroy } = fakes();
      const pool = new WorkerPool(1, spawn, destroy);
      await pool.start();
      const gate = deferred();
      const busy = pool.use(async () => gate.promise);
      const controller = new AbortController();
      const queued = pool.use(async () => 'ran', controller.signal);
      controller.abort(new Error('gone'));
      await expect(queued).rejects.toThrow('gone');
      gate.resolve();
      await busy;
      expect(made[0].stopped).toBe(false);
      await expect(pool.use(async (w) => w.id)).resolves.toBe(1);
      await pool.close();
    });

    it('refuses to start a job whose signal has already aborted', async () => {
      const { spawn, destroy } = fakes();
      const pool = new WorkerPool(1, spawn, destroy);
      await pool.start();
      const job = jest.fn(async () => 1);
      await expect(pool.use(job, AbortSignal.abort(new Error('late')))).rejects.toThrow('late');
      expect(job).not.toHaveBeenCalled();
      await pool.close();
    });
  });
});
