import type { Database } from 'better-sqlite3';
import type { DataSource } from 'typeorm';
import { type BlobStore, checkBlobKey } from '../capture/blob-store';
import { BlobChunkEntity } from './blob-chunk.entity';
import { BlobEntity } from './blob.entity';
import type { PartialUpload, PartialUploadStore } from './partial-upload';
import { rechunk } from './rechunk';

/** Big enough that a 25 MB original is a handful of statements, small enough to keep memory spikes modest. */
const MAX_CHUNK_BYTES = 4 * 1024 * 1024;
/** Room for the INSERT text around the bytes in one MySQL packet. */
const STATEMENT_ROOM = 64 * 1024;
/** Rows of a streamed upload: what one upload holds in memory while it is written. */
const STREAM_CHUNK_BYTES = 256 * 1024;
/** Below this a server is misconfigured rather than tuned; refusing says so instead of writing thousands of rows. */
const MIN_CHUNK_BYTES = 64 * 1024;
/** How long a SQLite write waits for the shared connection to leave another transaction. */
const SQLITE_WAIT_MS = 30_000;
/** Unfinished rows the orphan sweep looks at per query. */
const PARTIAL_PAGE = 100;

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Originals in the database itself (BLOB_STORE=db), so every node sees them without a shared disk or a bucket.
 * The bytes are split into rows sized to the server's max_allowed_packet, written in one transaction (a reader sees
 * the old blob or the new one, never a part) and read back with one statement (one snapshot, whatever the isolation).
 */
export class DbBlobStore implements BlobStore, PartialUploadStore {
  private chunkSize?: Promise<number>;

  constructor(
    private readonly ds: DataSource,
    /** Tests force small chunks to exercise many rows; production measures the server. */
    private readonly opts: { chunkBytes?: number } = {},
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    checkBlobKey(key);
    const size = await this.chunkBytes();
    const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, seq) => bytes.subarray(seq * size, (seq + 1) * size));
    const createdAt = new Date();
    if (this.sqlite()) {
      return this.sqliteWrite((db) => {
        sqliteRemove(db, key);
        db.prepare('INSERT INTO `blobs` (`key`, `size`, `chunks`, `created_at`) VALUES (?, ?, ?, ?)').run(key, bytes.length, chunks.length, sqliteDate(createdAt));
        const insert = db.prepare('INSERT INTO `blob_chunks` (`blob_key`, `seq`, `bytes`) VALUES (?, ?, ?)');
        chunks.forEach((chunk, seq) => insert.run(key, seq, chunk));
      });
    }
    await this.ds.transaction(async (m) => {
      // Replacing in the same transaction: until it commits, readers keep seeing the previous blob whole.
      await m.delete(BlobChunkEntity, { blobKey: key });
      await m.delete(BlobEntity, { key });
      await m.insert(BlobEntity, { key, size: bytes.length, chunks: chunks.length, createdAt });
      for (const [seq, chunk] of chunks.entries()) await m.insert(BlobChunkEntity, { blobKey: key, seq, bytes: chunk });
    });
  }

  /**
   * The `blobs` row first, marked unfinished (chunks -1: the chunk rows reference it), then the chunk rows as the
   * upload arrives, each on its own, then the row's real size and count: get() refuses an unfinished blob, so a
   * reader never sees part of one. A failure removes the rows written. (A process killed mid-upload leaves an
   * unfinished row, which the orphan upload sweep removes once older than ORPHAN_UPLOAD_GRACE_MINUTES.)
   */
  async putStream(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    checkBlobKey(key);
    const size = Math.min(await this.chunkBytes(), STREAM_CHUNK_BYTES);
    let seq = 0;
    let total = 0;
    await this.execute('INSERT INTO `blobs` (`key`, `size`, `chunks`, `created_at`) VALUES (?, 0, -1, ?)', [key, new Date()]);
    // No row: the orphan sweep took this upload for an abandoned one (it outlasted ORPHAN_UPLOAD_GRACE_MINUTES).
    const swept = (cause?: unknown) => new Error(`the upload ${key} was removed from the database blob store before it was whole`, { cause });
    try {
      for await (const chunk of rechunk(source, size)) {
        try {
          await this.execute('INSERT INTO `blob_chunks` (`blob_key`, `seq`, `bytes`) VALUES (?, ?, ?)', [key, seq++, chunk]);
        } catch (e) {
          // The foreign key refuses a part whose row was swept; say so rather than pass on the driver's wording.
          throw (await this.unfinished(key).catch(() => true)) ? e : swept(e);
        }
        total += chunk.length;
      }
      const finished = await this.execute('UPDATE `blobs` SET `size` = ?, `chunks` = ? WHERE `key` = ? AND `chunks` < 0', [total, seq, key]);
      if (finished !== 1) throw swept();
    } catch (e) {
      await this.delete(key).catch(() => undefined);
      throw e;
    }
  }

  /** Whether the unfinished row of an upload in progress is still there. */
  private async unfinished(key: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query('SELECT 1 AS one FROM `blobs` WHERE `key` = ? AND `chunks` < 0', [key]);
    return rows.length > 0;
  }

  /** One statement on its own: on SQLite outside any other caller's transaction (sqliteWrite). Returns the rows changed. */
  private async execute(sql: string, params: unknown[]): Promise<number> {
    if (this.sqlite()) {
      const values = params.map((p) => (p instanceof Date ? sqliteDate(p) : p));
      let changes = 0;
      await this.sqliteWrite((db) => {
        changes = db.prepare(sql).run(...values).changes;
      });
      return changes;
    }
    const res: { affectedRows?: number } = await this.ds.query(sql, params);
    return res.affectedRows ?? 0;
  }

  async get(key: string): Promise<Buffer> {
    checkBlobKey(key);
    const rows: { size: number | string; chunks: number | string; bytes: Buffer | null }[] = await this.ds.query(
      'SELECT b.`size` AS size, b.`chunks` AS chunks, c.`bytes` AS bytes FROM `blobs` b LEFT JOIN `blob_chunks` c ON c.`blob_key` = b.`key` WHERE b.`key` = ? ORDER BY c.`seq`',
      [key],
    );
    if (rows.length === 0) throw new Error(`the original document ${key} is missing from the database blob store`);
    if (Number(rows[0].chunks) < 0) throw new Error(`the original document ${key} is still being written to the database blob store`);
    const parts = rows.map((r) => r.bytes).filter((b): b is Buffer => b !== null);
    const bytes = Buffer.concat(parts);
    if (parts.length !== Number(rows[0].chunks) || bytes.length !== Number(rows[0].size)) {
      throw new Error(`the original document ${key} is damaged in the database blob store (${bytes.length} of ${rows[0].size} bytes)`);
    }
    return bytes;
  }

  async delete(key: string): Promise<void> {
    checkBlobKey(key);
    if (this.sqlite()) return this.sqliteWrite((db) => sqliteRemove(db, key));
    await this.ds.transaction(async (m) => {
      await m.delete(BlobChunkEntity, { blobKey: key });
      await m.delete(BlobEntity, { key });
    });
  }

  /** Unfinished rows (chunks -1) begun before `before`, by key, a page at a time. */
  async *partialUploads(before: Date): AsyncGenerator<PartialUpload[]> {
    for (let after = ''; ; ) {
      const rows: { key: string; createdAt: Date | string }[] = await this.ds.query(
        'SELECT `key` AS `key`, `created_at` AS createdAt FROM `blobs` WHERE `chunks` < 0 AND `created_at` < ? AND `key` > ? ORDER BY `key` LIMIT ?',
        [this.dateParam(before), after, PARTIAL_PAGE],
      );
      if (!rows.length) return;
      yield rows.map((r) => ({ key: r.key, kind: 'unfinished row', since: readDate(r.createdAt), mayBeOriginal: true, ref: r.key }));
      after = rows[rows.length - 1].key;
    }
  }

  /** Only while still unfinished and begun before `before`: an upload that completed meanwhile stays. */
  async removePartialUpload(upload: PartialUpload, before: Date): Promise<boolean> {
    const key = checkBlobKey(upload.key);
    const remove = 'DELETE FROM `blobs` WHERE `key` = ? AND `chunks` < 0 AND `created_at` < ?';
    if (this.sqlite()) {
      let removed = false;
      await this.sqliteWrite((db) => {
        removed = db.prepare(remove).run(key, sqliteDate(before)).changes > 0;
        if (removed) db.prepare('DELETE FROM `blob_chunks` WHERE `blob_key` = ?').run(key);
      });
      return removed;
    }
    return this.ds.transaction(async (m) => {
      const res: { affectedRows?: number } = await m.query(remove, [key, before]);
      if (!res.affectedRows) return false;
      await m.delete(BlobChunkEntity, { blobKey: key });
      return true;
    });
  }

  private dateParam(d: Date): Date | string {
    return this.sqlite() ? sqliteDate(d) : d;
  }

  private sqlite(): boolean {
    return this.ds.options.type === 'better-sqlite3';
  }

  /**
   * TypeORM shares one SQLite connection among all callers and turns a transaction begun while another is open into
   * a savepoint of it: our rows would share the other's fate and be visible to every reader before our commit. So
   * the write waits until that connection is outside any transaction and then runs synchronously — nothing can
   * interleave with it — in a transaction of its own.
   */
  private async sqliteWrite(work: (db: Database) => void): Promise<void> {
    const db = (this.ds.driver as unknown as { databaseConnection: Database }).databaseConnection;
    for (const deadline = Date.now() + SQLITE_WAIT_MS; db.inTransaction; await delay(2)) {
      if (Date.now() > deadline) throw new Error('the database blob store waited too long for the SQLite connection');
    }
    db.transaction(work).immediate(db);
  }

  private chunkBytes(): Promise<number> {
    if (this.opts.chunkBytes) return Promise.resolve(this.opts.chunkBytes);
    // Measured once; a failed measurement (database briefly away) is tried again on the next put.
    this.chunkSize ??= this.measure().catch((e) => {
      this.chunkSize = undefined;
      throw e;
    });
    return this.chunkSize;
  }

  private async measure(): Promise<number> {
    const type = this.ds.options.type;
    if (type !== 'mysql' && type !== 'mariadb') return MAX_CHUNK_BYTES;
    const [row] = await this.ds.query('SELECT @@max_allowed_packet AS max');
    const packet = Number(row.max);
    // The driver sends a Buffer parameter as X'…' hex text: two bytes on the wire per byte stored.
    const fits = Math.floor((packet - STATEMENT_ROOM) / 2);
    if (!(fits >= MIN_CHUNK_BYTES)) {
      throw new Error(
        `BLOB_STORE=db needs MySQL max_allowed_packet of at least ${2 * MIN_CHUNK_BYTES + STATEMENT_ROOM} bytes; the server allows ${packet}`,
      );
    }
    return Math.min(MAX_CHUNK_BYTES, fits);
  }
}

function sqliteRemove(db: Database, key: string): void {
  db.prepare('DELETE FROM `blob_chunks` WHERE `blob_key` = ?').run(key);
  db.prepare('DELETE FROM `blobs` WHERE `key` = ?').run(key);
}

/** SQLite hands back the text sqliteDate wrote (UTC); MySQL a Date. */
function readDate(v: Date | string): Date {
  return v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`);
}

/** The text form TypeORM writes for SQLite datetime columns (UTC, no zone), so the entity reads it back alike. */
function sqliteDate(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
