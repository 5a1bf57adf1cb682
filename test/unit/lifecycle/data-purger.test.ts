import type { BlobStore } from '../../../src/domain/capture/blob-store';
import { DataPurger } from '../../../src/domain/lifecycle/data-purger';
import type { LifecycleRepository } from '../../../src/domain/lifecycle/lifecycle.repository';
import { withTimeout } from '../../../src/common/timeout';

const quiet = { error() {}, info() {}, debug() {} };

/** The purge rows as a map: id → last error (undefined while none). */
function fakeRepo(ids: string[]) {
  const rows = new Map<string, { attempts: number; lastError?: string }>(ids.map((id) => [id, { attempts: 0 }]));
  const repo = {
    async finishPurges(done: string[]) {
      for (const id of done) rows.delete(id);
    },
    async notePurgeFailure(id: string, error: string) {
      const row = rows.get(id)!;
      row.attempts++;
      row.lastError = error;
    },
    async pendingPurges() {
      return [...rows.keys()].map((documentId) => ({ documentId }));
    },
  } as unknown as LifecycleRepository;
  return { rows, repo };
}

function store(fail: Set<string>): BlobStore & { deleted: string[] } {
  const deleted: string[] = [];
  return {
    deleted,
    put: async () => undefined,
    putStream: async () => undefined,
    get: async () => Buffer.alloc(0),
    delete: async (k) => {
      if (fail.has(k)) throw new Error('bucket unavailable');
      deleted.push(k);
    },
  };
}

describe('DataPurger', () => {
  it('finishes what both the blob store and the queue cleaned up, and keeps the rest with the reason', async () => {
    const { rows, repo } = fakeRepo(['a', 'b', 'c']);
    const blobs = store(new Set(['b']));
    const purger = new DataPurger(repo, blobs, { forget: async () => ['c'] }, quiet);
    expect(await purger.purge(['a', 'b', 'c'])).toBe(2);
    expect([...rows.entries()]).toEqual([
      ['b', { attempts: 1, lastError: 'blob store: bucket unavailable' }],
      ['c', { attempts: 1, lastError: 'its job was running; removed from the queue once it ends' }],
    ]);
    expect(blobs.deleted.sort()).toEqual(['a', 'c']);
  });

  it('does not wait for a queue that does not answer (Redis reconnecting): the rows stay for the sweep', async () => {
    const { rows, repo } = fakeRepo(['a']);
    const purger = new DataPurger(repo, store(new Set()), { forget: () => new Promise<string[]>(() => undefined) }, quiet, 50);
    const started = Date.now();
    expect(await purger.purge(['a'])).toBe(1);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(rows.get('a')!.lastError).toBe('queue: the queue did not answer within 50 ms');
  });

  it('retries pending rows until they are done', async () => {
    const { rows, repo } = fakeRepo(['a', 'b']);
    const fail = new Set(['a', 'b']);
    const purger = new DataPurger(repo, store(fail), { forget: async () => [] }, quiet);
    expect(await purger.retryPending()).toBe(2);
    fail.clear();
    expect(await purger.retryPending()).toBe(0);
    expect(rows.size).toBe(0);
  });

  it('deleteOriginals returns only the originals that are gone', async () => {
    const { repo } = fakeRepo([]);
    const purger = new DataPurger(repo, store(new Set(['x'])), { forget: async () => [] }, quiet);
    expect((await purger.deleteOriginals(['x', 'y', 'z'])).sort()).toEqual(['y', 'z']);
  });
});

describe('withTimeout', () => {
  it('passes a result on, and rejects with the message when the work is too slow (without an unhandled rejection later)', async () => {
    await expect(withTimeout(Promise.resolve(7), 50, 'slow')).resolves.toBe(7);
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error('late failure')), 30));
    await expect(withTimeout(late, 5, 'too slow')).rejects.toThrow('too slow');
    await new Promise((r) => setTimeout(r, 50));
  });
});
