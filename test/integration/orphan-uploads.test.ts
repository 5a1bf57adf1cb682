import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';
import { DbBlobStore } from '../../src/domain/blob/db-blob-store';
import { OrphanUploadSweeper } from '../../src/domain/blob/orphan-upload.sweeper';
import type { PartialUploadStore } from '../../src/domain/blob/partial-upload';
import { S3BlobStore } from '../../src/domain/blob/s3-blob-store';
import { LocalBlobStore } from '../../src/domain/capture/blob-store';
import { LifecycleRepository } from '../../src/domain/lifecycle/lifecycle.repository';
import { pieces } from '../support/byte-source';
import { dbLabel, dropDatabase, freshDatabaseUrl } from '../support/database';
import { type FakeS3, startFakeS3, useAwsCredentials } from '../support/fake-s3';

// What a process killed in the middle of a streamed upload leaves, and the sweep that removes it, against the real
// database (SQLite, or MariaDB with DATABASE_URL), a real directory and the fake S3 server.

const MB = 1024 * 1024;
const HOUR = 3_600_000;
const SETTINGS = { graceMs: HOUR, intervalMs: HOUR };
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);

/** Waits for what a stalled upload has written so far; on a loaded CI machine that can take seconds, not the 2 s once allowed. */
async function until(done: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('the stalled upload did not write its first part in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function logs() {
  const lines: { level: string; message: string; meta?: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, meta?: Record<string, unknown>) => void lines.push({ level, message, meta });
  return { lines, logger: { error: at('error'), info: at('info'), debug: at('debug') } };
}

/** A source that yields `bytes` and then waits for `release()`: an upload still arriving, or one whose process died. */
function stalled(bytes: Buffer, piece: number) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  async function* source() {
    yield* pieces(bytes, piece);
    await gate;
  }
  return { source: source(), release };
}

describe(`orphan upload sweep on ${dbLabel}`, () => {
  let ds: DataSource;
  let databaseUrl: string | undefined;
  let dataDir: string;
  let repo: LifecycleRepository;
  let accountId: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-orphans-'));
    ds = await openDatabase({ databaseUrl, dataDir });
    repo = new LifecycleRepository(ds);
    accountId = randomUUID();
    await ds.query(
      'INSERT INTO `accounts` (`id`, `email`, `client_id`, `api_key_hash`, `secret_key_hash`, `password_hash`, `is_demo`, `created_at`) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [accountId, 'orphans@example.com', 'client-orphans', 'a'.repeat(64), 'b'.repeat(64), 'x', 0, dateParam(new Date())],
    );
  });

  afterAll(async () => {
    await ds?.destroy();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const dateParam = (d: Date) => (databaseUrl ? d : d.toISOString().replace('T', ' ').replace('Z', ''));

  /** The row a document gets once its original is whole. */
  async function documentRow(id: string): Promise<void> {
    await ds.query(
      'INSERT INTO `documents` (`id`, `capture_key`, `account_id`, `status`, `file_name`, `media_type`, `content_hash`, `byte_size`, `created_at`) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, `key-${id}`, accountId, 'processing', 'a.pdf', 'pdf', 'c'.repeat(64), 1, dateParam(new Date())],
    );
  }

  const sweeper = (store: PartialUploadStore, logger = logs().logger) => new OrphanUploadSweeper({ store, repo, logger }, SETTINGS);

  describe('BLOB_STORE=db', () => {
    const count = async (sql: string, key: string) => Number((await ds.query(sql, [key]))[0].n);
    const blobRows = (key: string) => count('SELECT COUNT(*) AS n FROM `blobs` WHERE `key` = ?', key);
    const chunkRows = (key: string) => count('SELECT COUNT(*) AS n FROM `blob_chunks` WHERE `blob_key` = ?', key);
    const backdate = (key: string, to: Date) => ds.query('UPDATE `blobs` SET `created_at` = ? WHERE `key` = ?', [dateParam(to), key]);

    /** Starts a streamed upload and leaves it hanging after its first rows, as a killed process leaves it. */
    async function abandoned(store: DbBlobStore, key: string, since: Date) {
      const { source, release } = stalled(randomBytes(600 * 1024), 64 * 1024);
      const upload = store.putStream(key, source);
      // Handled here too: a swept upload may fail before the test comes to assert on it.
      upload.catch(() => undefined);
      // Every whole row of what arrived (9 of 64 KB); the rest waits for the source to end.
      await until(async () => (await chunkRows(key)) >= 9);
      await backdate(key, since);
      return { upload, release };
    }

    it('removes unfinished rows older than the grace with their chunks, and keeps young, finished and documented ones', async () => {
      const store = new DbBlobStore(ds, { chunkBytes: 64 * 1024 });
      const old = await abandoned(store, 'db-dead', hoursAgo(2));
      const young = await abandoned(store, 'db-live', hoursAgo(0.5));
      const documented = await abandoned(store, 'db-documented', hoursAgo(5));
      await documentRow('db-documented');
      await store.put('db-whole', randomBytes(1000));
      await backdate('db-whole', hoursAgo(48));
      expect(await chunkRows('db-dead')).toBeGreaterThanOrEqual(2);

      const { lines, logger } = logs();
      const outcome = await sweeper(store, logger).sweep();
      expect(outcome).toEqual({ kind: 'done', removed: { 'unfinished row': 1 }, kept: 1, failed: 0 });
      expect(lines).toEqual([expect.objectContaining({ level: 'info', message: 'orphan uploads removed' })]);
      expect([await blobRows('db-dead'), await chunkRows('db-dead')]).toEqual([0, 0]);
      expect(await blobRows('db-live')).toBe(1);
      expect(await blobRows('db-documented')).toBe(1);
      expect((await store.get('db-whole')).length).toBe(1000);

      // The upload that was still arriving finishes whole; the swept one fails when its process carries on after all.
      young.release();
      await young.upload;
      expect((await store.get('db-live')).length).toBe(600 * 1024);
      old.release();
      // Its next part is refused (its row is gone) and it says why, on SQLite and on MariaDB alike.
      await expect(old.upload).rejects.toThrow('the upload db-dead was removed from the database blob store before it was whole');
      expect([await blobRows('db-dead'), await chunkRows('db-dead')]).toEqual([0, 0]);
      documented.release();
      await documented.upload;
    });

    it('fails an upload that outlasted the grace and was swept between its last row and its completion', async () => {
      const store = new DbBlobStore(ds, { chunkBytes: 64 * 1024 });
      // The gate holds the source after a whole number of rows: once released, only the completing UPDATE remains.
      const { source, release } = stalled(randomBytes(256 * 1024), 64 * 1024);
      const upload = store.putStream('db-slow', source);
      upload.catch(() => undefined);
      await until(async () => (await chunkRows('db-slow')) >= 4);
      await backdate('db-slow', hoursAgo(2));
      expect(await sweeper(store).sweep()).toMatchObject({ removed: { 'unfinished row': 1 } });
      release();
      await expect(upload).rejects.toThrow('the upload db-slow was removed from the database blob store before it was whole');
      await expect(store.get('db-slow')).rejects.toThrow(/missing/);
    });

    it('does not remove a row that was completed or removed since the listing', async () => {
      const store = new DbBlobStore(ds, { chunkBytes: 64 * 1024 });
      const slow = await abandoned(store, 'db-finishing', hoursAgo(2));
      const [[candidate]] = await collect(store.partialUploads(hoursAgo(1)));
      expect(candidate).toMatchObject({ key: 'db-finishing', kind: 'unfinished row', mayBeOriginal: true });
      slow.release();
      await slow.upload;
      expect(await store.removePartialUpload(candidate, hoursAgo(1))).toBe(false);
      expect((await store.get('db-finishing')).length).toBe(600 * 1024);
      await store.delete('db-finishing');
      expect(await store.removePartialUpload(candidate, hoursAgo(1))).toBe(false);
    });

    it('leaves the sweep to the process that holds the lease', async () => {
      const store = new DbBlobStore(ds, { chunkBytes: 64 * 1024 });
      const dead = await abandoned(store, 'db-leased', hoursAgo(3));
      expect(await repo.acquireLease('orphan-uploads', 'another-process', 60_000)).toBe(true);
      expect(await sweeper(store).sweep()).toEqual({ kind: 'busy' });
      expect(await blobRows('db-leased')).toBe(1);
      await repo.releaseLease('orphan-uploads', 'another-process');
      expect(await sweeper(store).sweep()).toMatchObject({ removed: { 'unfinished row': 1 } });
      dead.release();
      await expect(dead.upload).rejects.toThrow('the upload db-leased was removed from the database blob store before it was whole');
    });
  });

  describe('BLOB_STORE=local', () => {
    let dir: string;
    let store: LocalBlobStore;

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-orphan-blobs-'));
      store = new LocalBlobStore(dir);
    });

    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const file = (name: string) => path.join(dir, name.slice(0, 2), name);
    const age = (name: string, since: Date) => fs.utimesSync(file(name), since, since);

    it('removes an old file no document names and an old temporary file; keeps young files, originals and foreign names', async () => {
      const ids = { orphan: randomUUID(), young: randomUUID(), original: randomUUID(), tmp: randomUUID() };
      for (const id of [ids.orphan, ids.young, ids.original]) await store.putStream(id, pieces(randomBytes(300 * 1024), 64 * 1024));
      await documentRow(ids.original);
      fs.mkdirSync(path.dirname(file(ids.tmp)), { recursive: true });
      fs.writeFileSync(file(`${ids.tmp}.4242.tmp`), 'half');
      fs.writeFileSync(file(`${ids.orphan}.notes`), 'an operator file');
      age(ids.orphan, hoursAgo(2));
      age(ids.young, hoursAgo(0.9));
      age(ids.original, hoursAgo(24 * 30));
      age(`${ids.tmp}.4242.tmp`, hoursAgo(2));
      age(`${ids.orphan}.notes`, hoursAgo(2));

      const outcome = await sweeper(store).sweep();
      expect(outcome).toEqual({ kind: 'done', removed: { file: 1, 'temporary file': 1 }, kept: 1, failed: 0 });
      expect(fs.existsSync(file(ids.orphan))).toBe(false);
      expect(fs.existsSync(file(`${ids.tmp}.4242.tmp`))).toBe(false);
      expect(fs.existsSync(file(ids.young))).toBe(true);
      expect((await store.get(ids.original)).length).toBe(300 * 1024);
      expect(fs.existsSync(file(`${ids.orphan}.notes`))).toBe(true);
    });

    it('keeps a file written to since the listing (a live upload), skips one gone since, and sweeps an empty or missing directory quietly', async () => {
      expect(await sweeper(new LocalBlobStore(path.join(dir, 'never-made'))).sweep()).toEqual({ kind: 'done', removed: {}, kept: 0, failed: 0 });
      const id = randomUUID();
      await store.put(id, Buffer.from('bytes'));
      age(id, hoursAgo(2));
      const [[candidate]] = await collect(store.partialUploads(hoursAgo(1)));
      fs.appendFileSync(file(id), ' more');
      expect(await store.removePartialUpload(candidate, hoursAgo(1))).toBe(false);
      expect(fs.existsSync(file(id))).toBe(true);
      await store.delete(id);
      expect(await store.removePartialUpload(candidate, hoursAgo(1))).toBe(false);
    });
  });

  describe('BLOB_STORE=s3', () => {
    let s3: FakeS3;
    let store: S3BlobStore;
    let restoreAws = () => {};

    beforeAll(async () => {
      restoreAws = useAwsCredentials('AKIDFAKES3TEST', 'fake-secret');
      // Two uploads per listing page, so the sweep has to follow the markers.
      s3 = await startFakeS3({ buckets: ['originals'], accessKeyId: 'AKIDFAKES3TEST', maxUploads: 2 });
      store = new S3BlobStore({ bucket: 'originals', prefix: 'capture/prod', endpoint: s3.url, region: 'eu-central-1', forcePathStyle: true });
    });

    afterAll(async () => {
      store?.close();
      await s3?.close();
      restoreAws();
    });

    /** An incomplete multipart upload, as a process killed after CreateMultipartUpload leaves it. */
    function leftUpload(objectKey: string, since: Date): string {
      const id = `left-${randomUUID()}`;
      s3.uploads.set(id, { id: `originals/${objectKey}`, parts: new Map([[1, Buffer.alloc(10)]]), initiated: since });
      return id;
    }

    it('aborts incomplete uploads under the prefix begun before the grace, across listing pages; keeps young and foreign ones', async () => {
      // A real one, stalled after its first parts, begun three hours ago: its process died.
      const { source, release } = stalled(randomBytes(11 * MB), MB);
      const stuck = store.putStream('s3-stuck', source);
      await until(async () => [...s3.uploads.values()].some((u) => u.parts.size >= 2));
      const [stuckId] = [...s3.uploads.entries()].find(([, u]) => u.id === 'originals/capture/prod/s3-stuck')!;
      s3.uploads.get(stuckId)!.initiated = hoursAgo(3);
      const old = [leftUpload('capture/prod/s3-old-1', hoursAgo(2)), leftUpload('capture/prod/s3-old-2', hoursAgo(26))];
      const young = leftUpload('capture/prod/s3-young', hoursAgo(0.5));
      const foreign = [leftUpload('elsewhere/s3-other', hoursAgo(5)), leftUpload('capture/prod/nested/s3-x', hoursAgo(5)), leftUpload('capture/production', hoursAgo(5))];
      s3.objects.set('originals/capture/prod/s3-old-1', Buffer.from('an earlier object of that key'));

      const outcome = await sweeper(store).sweep();
      expect(outcome).toEqual({ kind: 'done', removed: { 'multipart upload': 3 }, kept: 0, failed: 0 });
      for (const id of [stuckId, ...old]) expect(s3.uploads.has(id)).toBe(false);
      for (const id of [young, ...foreign]) expect(s3.uploads.has(id)).toBe(true);
      expect(s3.objects.get('originals/capture/prod/s3-old-1')?.toString()).toBe('an earlier object of that key');
      // The process that was only slow finds its upload gone, fails, and stores nothing.
      release();
      await expect(stuck).rejects.toThrow();
      expect(s3.objects.has('originals/capture/prod/s3-stuck')).toBe(false);
      for (const id of [young, ...foreign]) s3.uploads.delete(id);
    });

    it('counts an upload completed or aborted since the listing as not removed', async () => {
      const id = leftUpload('capture/prod/s3-gone', hoursAgo(2));
      const [[candidate]] = await collect(store.partialUploads(hoursAgo(1)));
      expect(candidate).toMatchObject({ key: 's3-gone', kind: 'multipart upload', mayBeOriginal: false, ref: id });
      s3.uploads.delete(id);
      expect(await store.removePartialUpload(candidate)).toBe(false);
    });

    it('logs an upload the store refuses to abort and goes on with the next', async () => {
      const refused = leftUpload('capture/prod/s3-refused', hoursAgo(2));
      const next = leftUpload('capture/prod/s3-then', hoursAgo(2));
      s3.denied.add('originals/capture/prod/s3-refused');
      const { lines, logger } = logs();
      const outcome = await sweeper(store, logger).sweep();
      s3.denied.clear();
      expect(outcome).toEqual({ kind: 'done', removed: { 'multipart upload': 1 }, kept: 0, failed: 1 });
      expect(s3.uploads.has(refused)).toBe(true);
      expect(s3.uploads.has(next)).toBe(false);
      expect(lines[0]).toMatchObject({ level: 'error', message: 'orphan upload not removed', meta: { key: 's3-refused', kind: 'multipart upload' } });
      s3.uploads.delete(refused);
    });
  });
});

async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}
