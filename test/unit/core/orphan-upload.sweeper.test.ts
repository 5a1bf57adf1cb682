import { OrphanUploadSweeper, type OrphanUploadRepository } from '../../../src/domain/blob/orphan-upload.sweeper';
import { type PartialUpload, type PartialUploadStore, shouldRemove } from '../../../src/domain/blob/partial-upload';

const NOW = new Date('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;
const CUTOFF = new Date(NOW.getTime() - HOUR);
const ago = (ms: number) => new Date(NOW.getTime() - ms);

function upload(key: string, since: Date, over: Partial<PartialUpload> = {}): PartialUpload {
  return { key, kind: 'file', since, mayBeOriginal: true, ref: `ref-${key}`, ...over };
}

function logs() {
  const lines: { level: string; message: string; meta?: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, meta?: Record<string, unknown>) => void lines.push({ level, message, meta });
  return { lines, logger: { error: at('error'), info: at('info'), debug: at('debug') } };
}

function fakeRepo(documents: string[] = [], opts: { leaseTaken?: boolean } = {}) {
  const calls: string[] = [];
  const repo: OrphanUploadRepository = {
    async acquireLease(name) {
      calls.push(`acquire ${name}`);
      return !opts.leaseTaken;
    },
    async releaseLease(name) {
      calls.push(`release ${name}`);
    },
    async existingDocumentIds(ids) {
      return new Set(ids.filter((id) => documents.includes(id)));
    },
  };
  return { repo, calls };
}

/** A store of pages of candidates; `failRemove` keys throw on removal, `failListingAfter` pages the listing breaks. */
function fakeStore(pages: PartialUpload[][], opts: { failRemove?: string[]; failListingAfter?: number; gone?: string[] } = {}) {
  const removed: string[] = [];
  const store: PartialUploadStore = {
    async *partialUploads() {
      for (const [i, page] of pages.entries()) {
        if (opts.failListingAfter !== undefined && i >= opts.failListingAfter) throw new Error('bucket unreachable');
        yield page;
      }
    },
    async removePartialUpload(u) {
      if (opts.failRemove?.includes(u.key)) throw new Error(`cannot remove ${u.key}`);
      if (opts.gone?.includes(u.key)) return false;
      removed.push(u.key);
      return true;
    },
  };
  return { store, removed };
}

describe('shouldRemove', () => {
  it('removes a part older than the grace that no document names', () => {
    expect(shouldRemove(upload('a', ago(2 * HOUR)), CUTOFF, new Set())).toBe(true);
  });

  it('keeps a part younger than the grace, or exactly at it: a live upload may be writing it', () => {
    expect(shouldRemove(upload('a', ago(HOUR - 1)), CUTOFF, new Set())).toBe(false);
    expect(shouldRemove(upload('a', CUTOFF), CUTOFF, new Set())).toBe(false);
  });

  it("never removes a document's original, however old", () => {
    expect(shouldRemove(upload('a', ago(100 * HOUR)), CUTOFF, new Set(['a']))).toBe(false);
  });

  it('removes an old temporary file or multipart upload even when the document exists: neither is its original', () => {
    expect(shouldRemove(upload('a', ago(2 * HOUR), { kind: 'temporary file', mayBeOriginal: false }), CUTOFF, new Set(['a']))).toBe(true);
    expect(shouldRemove(upload('a', ago(2 * HOUR), { kind: 'multipart upload', mayBeOriginal: false }), CUTOFF, new Set(['a']))).toBe(true);
  });
});

describe('OrphanUploadSweeper', () => {
  const settings = { graceMs: HOUR, intervalMs: HOUR };

  it('removes old orphans, keeps young parts and documented originals, counts by kind and logs the counts', async () => {
    const { store, removed } = fakeStore([
      [upload('old-1', ago(2 * HOUR)), upload('young', ago(60_000)), upload('documented', ago(5 * HOUR))],
      [upload('old-2', ago(3 * HOUR), { kind: 'unfinished row' }), upload('tmp', ago(2 * HOUR), { kind: 'temporary file', mayBeOriginal: false })],
    ]);
    const { repo, calls } = fakeRepo(['documented']);
    const { lines, logger } = logs();
    const outcome = await new OrphanUploadSweeper({ store, repo, logger }, settings).sweep(NOW);
    expect(removed).toEqual(['old-1', 'old-2', 'tmp']);
    expect(outcome).toEqual({ kind: 'done', removed: { file: 1, 'unfinished row': 1, 'temporary file': 1 }, kept: 2, failed: 0 });
    expect(lines).toEqual([{ level: 'info', message: 'orphan uploads removed', meta: { removed: { file: 1, 'unfinished row': 1, 'temporary file': 1 }, kept: 2, failed: 0, graceMinutes: 60 } }]);
    expect(calls[0]).toBe('acquire orphan-uploads');
    expect(calls[calls.length - 1]).toBe('release orphan-uploads');
  });

  it('logs an item the store fails to remove and goes on with the next', async () => {
    const { store, removed } = fakeStore([[upload('a', ago(2 * HOUR)), upload('b', ago(2 * HOUR))], [upload('c', ago(2 * HOUR))]], { failRemove: ['a'] });
    const { lines, logger } = logs();
    const outcome = await new OrphanUploadSweeper({ store, repo: fakeRepo().repo, logger }, settings).sweep(NOW);
    expect(removed).toEqual(['b', 'c']);
    expect(outcome).toMatchObject({ kind: 'done', removed: { file: 2 }, failed: 1 });
    expect(lines[0]).toEqual({ level: 'error', message: 'orphan upload not removed', meta: { key: 'a', kind: 'file', error: 'cannot remove a' } });
  });

  it('counts a part that finished or went away since the listing as kept, not removed', async () => {
    const { store } = fakeStore([[upload('a', ago(2 * HOUR))]], { gone: ['a'] });
    const outcome = await new OrphanUploadSweeper({ store, repo: fakeRepo().repo, logger: logs().logger }, settings).sweep(NOW);
    expect(outcome).toEqual({ kind: 'done', removed: {}, kept: 1, failed: 0 });
  });

  it('keeps what it removed when the listing breaks off, logs it and releases the lease', async () => {
    const { store, removed } = fakeStore([[upload('a', ago(2 * HOUR))], [upload('b', ago(2 * HOUR))]], { failListingAfter: 1 });
    const { repo, calls } = fakeRepo();
    const { lines, logger } = logs();
    const outcome = await new OrphanUploadSweeper({ store, repo, logger }, settings).sweep(NOW);
    expect(removed).toEqual(['a']);
    expect(outcome).toMatchObject({ removed: { file: 1 }, failed: 1 });
    expect(lines.map((l) => l.message)).toEqual(['orphan upload sweep could not list the blob store', 'orphan uploads removed']);
    expect(calls[calls.length - 1]).toBe('release orphan-uploads');
  });

  it('leaves the sweep to the process holding the lease', async () => {
    const { store, removed } = fakeStore([[upload('a', ago(2 * HOUR))]]);
    const outcome = await new OrphanUploadSweeper({ store, repo: fakeRepo([], { leaseTaken: true }).repo, logger: logs().logger }, settings).sweep(NOW);
    expect(outcome).toEqual({ kind: 'busy' });
    expect(removed).toEqual([]);
  });

  it('sweeps at start and never throws out of its timer when the database fails', async () => {
    const { lines, logger } = logs();
    const repo = { ...fakeRepo().repo, acquireLease: async () => Promise.reject(new Error('database away')) };
    const sweeper = new OrphanUploadSweeper({ store: fakeStore([]).store, repo, logger }, settings);
    sweeper.start();
    for (let i = 0; i < 50 && !lines.length; i++) await new Promise((r) => setTimeout(r, 5));
    await sweeper.stop();
    expect(lines).toEqual([{ level: 'error', message: 'orphan upload sweep failed', meta: { error: 'database away' } }]);
  });

  it('does not start with a grace of 0 (ORPHAN_UPLOAD_GRACE_MINUTES=0 turns it off)', async () => {
    const { repo, calls } = fakeRepo();
    const sweeper = new OrphanUploadSweeper({ store: fakeStore([]).store, repo, logger: logs().logger }, { graceMs: 0, intervalMs: 10 });
    sweeper.start();
    await new Promise((r) => setTimeout(r, 50));
    await sweeper.stop();
    expect(calls).toEqual([]);
  });
});
