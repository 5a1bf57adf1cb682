import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../src/db/data-source';
import { DbBlobStore } from '../../src/domain/blob/db-blob-store';
import { pieces } from '../support/byte-source';
import { dbLabel, dropDatabase, freshDatabaseUrl } from '../support/database';

const MB = 1024 * 1024;

describe(`DbBlobStore on ${dbLabel}`, () => {
  let ds: DataSource;
  let databaseUrl: string | undefined;
  let dataDir: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabaseUrl();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-blob-'));
    ds = await openDatabase({ databaseUrl, dataDir });
  });

  afterAll(async () => {
    await ds?.destroy();
    await dropDatabase(databaseUrl);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const chunkRows = async (key: string) =>
    Number((await ds.query('SELECT COUNT(*) AS n FROM `blob_chunks` WHERE `blob_key` = ?', [key]))[0].n);

  it('round-trips a 20 MB original in rows that fit the server packet limit', async () => {
    const store = new DbBlobStore(ds);
    const bytes = randomBytes(20 * MB);
    await store.put('big-20mb', bytes);
    const back = await store.get('big-20mb');
    expect(back.equals(bytes)).toBe(true);
    const rows = await ds.query('SELECT LENGTH(`bytes`) AS len FROM `blob_chunks` WHERE `blob_key` = ? ORDER BY `seq`', ['big-20mb']);
    expect(rows.length).toBeGreaterThan(1);
    if (databaseUrl) {
      const [{ max }] = await ds.query('SELECT @@max_allowed_packet AS max');
      // Sent as hex: each row's statement is about twice its bytes, and must fit one packet.
      for (const r of rows) expect(2 * Number(r.len)).toBeLessThan(Number(max));
    }
  });

  it('streams an upload into rows of at most 256 KB, visible only once it is whole', async () => {
    const store = new DbBlobStore(ds);
    const bytes = randomBytes(3 * MB + 123);
    let midway: string | undefined;
    async function* watched() {
      let n = 0;
      for await (const p of pieces(bytes, 64 * 1024)) {
        // Half-way through, the blob is marked unfinished: a reader is refused rather than given a part.
        if (n++ === 24) midway = await store.get('streamed').then(() => 'readable', (e: Error) => e.message);
        yield p;
      }
    }
    await store.putStream('streamed', watched());
    expect(midway).toMatch(/still being written/);
    expect((await store.get('streamed')).equals(bytes)).toBe(true);
    const rows = await ds.query('SELECT LENGTH(`bytes`) AS len FROM `blob_chunks` WHERE `blob_key` = ? ORDER BY `seq`', ['streamed']);
    expect(rows.map((r: { len: number }) => Number(r.len))).toEqual([...Array(12).fill(256 * 1024), 123]);
  });

  it('removes every chunk row of a streamed upload whose source fails', async () => {
    const store = new DbBlobStore(ds);
    await expect(store.putStream('broken', pieces(randomBytes(2 * MB), 64 * 1024, MB))).rejects.toThrow('the client went away');
    expect(await chunkRows('broken')).toBe(0);
    await expect(store.get('broken')).rejects.toThrow(/missing/);
  });

  it('streams an empty upload as an empty blob', async () => {
    const store = new DbBlobStore(ds);
    await store.putStream('streamed-empty', pieces(Buffer.alloc(0), 10));
    expect((await store.get('streamed-empty')).length).toBe(0);
  });

  it('stores small and empty originals', async () => {
    const store = new DbBlobStore(ds);
    await store.put('small', Buffer.from('%PDF-1.4 tiny'));
    await store.put('empty', Buffer.alloc(0));
    expect((await store.get('small')).toString()).toBe('%PDF-1.4 tiny');
    expect((await store.get('empty')).length).toBe(0);
    expect(await chunkRows('empty')).toBe(0);
  });

  it('overwrites a key completely, leaving no chunk of the old bytes', async () => {
    const store = new DbBlobStore(ds, { chunkBytes: 1000 });
    await store.put('over', randomBytes(10_500));
    expect(await chunkRows('over')).toBe(11);
    const second = randomBytes(2_500);
    await store.put('over', second);
    expect((await store.get('over')).equals(second)).toBe(true);
    expect(await chunkRows('over')).toBe(3);
  });

  it('says the original is missing for an unknown key, and after delete', async () => {
    const store = new DbBlobStore(ds);
    await expect(store.get('never-stored')).rejects.toThrow(/original document never-stored is missing/);
    await store.put('doomed', Buffer.from('bytes'));
    await store.delete('doomed');
    await expect(store.get('doomed')).rejects.toThrow(/missing/);
    expect(await chunkRows('doomed')).toBe(0);
    // Deleting what is not there is not an error, as with the local store.
    await expect(store.delete('doomed')).resolves.toBeUndefined();
  });

  it('refuses keys that are not safe names', async () => {
    const store = new DbBlobStore(ds);
    await expect(store.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    await expect(store.get('a'.repeat(65))).rejects.toThrow(/invalid blob key/);
  });

  it('keeps the previous blob whole when a put fails half-way', async () => {
    const store = new DbBlobStore(ds, { chunkBytes: 1000 });
    const original = randomBytes(5_000);
    await store.put('atomic', original);
    // The database itself refuses the third chunk of the replacement, as a full disk or lost connection would.
    if (databaseUrl) {
      await ds.query(
        "CREATE TRIGGER fail_blob_chunk BEFORE INSERT ON blob_chunks FOR EACH ROW BEGIN IF NEW.blob_key = 'atomic' AND NEW.seq = 2 THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'injected failure'; END IF; END",
      );
    }
    // On SQLite the store writes through the raw connection: its chunk insert is made to fail at the third row.
    // (A trigger there proved flaky under parallel test load; this is deterministic.)
    type Stmt = { run(...a: unknown[]): unknown };
    const db = databaseUrl ? { prepare: (): Stmt => ({ run: () => undefined }) } : (ds.driver as unknown as { databaseConnection: { prepare(sql: string): Stmt } }).databaseConnection;
    const prepare = db.prepare;
    if (!databaseUrl) {
      db.prepare = function (this: unknown, sql: string) {
        const stmt = prepare.call(this, sql);
        if (!/INSERT INTO `blob_chunks`/.test(sql)) return stmt;
        return { run: (...a: unknown[]) => (a[1] === 2 ? (() => { throw new Error('injected failure'); })() : stmt.run(...a)) };
      };
    }
    try {
      await expect(store.put('atomic', randomBytes(8_000))).rejects.toThrow('injected failure');
    } finally {
      db.prepare = prepare;
      if (databaseUrl) await ds.query('DROP TRIGGER fail_blob_chunk');
    }
    expect((await store.get('atomic')).equals(original)).toBe(true);
    expect(await chunkRows('atomic')).toBe(5);
  });

  it('commits a put on its own while another transaction is open and then rolls back', async () => {
    const store = new DbBlobStore(ds);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const other = ds.transaction(async (m) => {
      await m.query('DELETE FROM `blobs` WHERE `key` = ?', ['nobody']);
      await held;
      throw new Error('rolled back');
    });
    const put = store.put('independent', Buffer.from('kept'));
    await new Promise((r) => setTimeout(r, 50));
    release();
    await expect(other).rejects.toThrow('rolled back');
    await put;
    expect((await store.get('independent')).toString()).toBe('kept');
  });

  it('never hands out a mix of old and new chunks while a key is overwritten', async () => {
    const store = new DbBlobStore(ds, { chunkBytes: 16 * 1024 });
    const a = Buffer.alloc(512 * 1024, 0xaa);
    const b = Buffer.alloc(384 * 1024, 0xbb);
    await store.put('racy', a);
    let writing = true;
    const writer = (async () => {
      for (let i = 0; i < 6; i++) await store.put('racy', i % 2 ? a : b);
      writing = false;
    })();
    let reads = 0;
    let mixed = 0;
    try {
      while (writing) {
        const got = await store.get('racy');
        if (!got.equals(a) && !got.equals(b)) mixed++;
        reads++;
      }
    } finally {
      await writer;
    }
    expect(mixed).toBe(0);
    expect(reads).toBeGreaterThan(0);
  });

  it('reports a blob whose chunks went missing instead of returning part of it', async () => {
    const store = new DbBlobStore(ds, { chunkBytes: 1000 });
    await store.put('damaged', randomBytes(3_000));
    await ds.query('DELETE FROM `blob_chunks` WHERE `blob_key` = ? AND `seq` = 1', ['damaged']);
    await expect(store.get('damaged')).rejects.toThrow(/damaged.*2000 of 3000 bytes/);
  });
});

describe('DbBlobStore packet sizing (MySQL)', () => {
  const mysqlLike = (max: number | Error) =>
    ({
      options: { type: 'mysql' },
      query: jest.fn(async () => {
        if (max instanceof Error) throw max;
        return [{ max: String(max) }];
      }),
      transaction: jest.fn(async () => undefined),
    }) as unknown as DataSource;

  it('refuses to write with a clear message when max_allowed_packet is too small', async () => {
    const store = new DbBlobStore(mysqlLike(100_000));
    await expect(store.put('k', Buffer.from('x'))).rejects.toThrow(/max_allowed_packet of at least 196608 bytes; the server allows 100000/);
  });

  it('measures once, and again after a failed measurement', async () => {
    const broken = mysqlLike(new Error('server gone'));
    const store = new DbBlobStore(broken);
    await expect(store.put('k', Buffer.from('x'))).rejects.toThrow('server gone');
    (broken.query as jest.Mock).mockResolvedValue([{ max: String(16 * MB) }]);
    await store.put('k', Buffer.from('x'));
    await store.put('k', Buffer.from('y'));
    expect(broken.query).toHaveBeenCalledTimes(2);
    expect(broken.transaction).toHaveBeenCalledTimes(2);
  });
});
