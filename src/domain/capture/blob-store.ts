import fs, { type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { PartialUpload, PartialUploadStore } from '../blob/partial-upload';

/** Where uploaded originals live until (and after) processing. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Stores the bytes `source` yields under a key not used before, holding only a bounded part of them at a time.
   * When the source throws (an upload over its limit, a client that broke off) or the store fails, what was
   * written is removed and the error rethrown: a failed write leaves nothing behind.
   */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Keys become file names and object names: one safe alphabet for every store, so a key moves between them. */
export function checkBlobKey(key: string): string {
  if (!isBlobKey(key)) throw new Error(`invalid blob key ${key}`);
  return key;
}

export function isBlobKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(key);
}

/** A blob file (`<key>`) or the temporary file of an interrupted put (`<key>.<pid>.tmp`). */
const BLOB_FILE = /^([A-Za-z0-9_-]{1,64})(\.\d+\.tmp)?$/;

const missing = (e: unknown) => ['ENOENT', 'ENOTDIR'].includes((e as NodeJS.ErrnoException).code ?? '');

/**
 * Writes of a streamed upload gather this much first: one thread-pool round trip per batch rather than per network
 * read (64 KB). Each hands work to the thread pool, which on busy cores costs the event loop more than hashing the
 * bytes does; the batch is also most of what an upload holds in memory.
 */
const WRITE_BATCH_BYTES = 256 * 1024;

async function writeAll(file: string, key: string, source: AsyncIterable<Buffer>): Promise<void> {
  // 'wx': a key is never written twice (putStream's contract), so an existing file is a bug to report, not overwrite.
  const fh = await fs.open(file, 'wx');
  try {
    let batch: Buffer[] = [];
    let held = 0;
    for await (const chunk of source) {
      batch.push(chunk);
      held += chunk.length;
      if (held < WRITE_BATCH_BYTES) continue;
      await writeFully(fh, key, batch, held);
      batch = [];
      held = 0;
    }
    if (held) await writeFully(fh, key, batch, held);
  } finally {
    await fh.close();
  }
}

/**
 * A writev may store fewer bytes than it was given: libuv writes on after a short write(2) itself, but when a later
 * one fails (a disk filling up) or stores nothing, it reports the bytes stored so far and drops the error. The rest
 * is written after them, or the later data would land too early and the original be stored corrupted. Asking again
 * surfaces the error itself (ENOSPC); a write that stores nothing and reports nothing fails the upload rather than
 * being asked forever.
 */
async function writeFully(fh: FileHandle, key: string, buffers: Buffer[], length: number): Promise<void> {
  let rest = buffers;
  for (let left = length; left > 0; ) {
    const { bytesWritten } = await fh.writev(rest);
    if (!(bytesWritten > 0)) throw new Error(`the local blob store could not write the last ${left} bytes of ${key}: the disk stored none of them`);
    left -= bytesWritten;
    rest = after(rest, bytesWritten);
  }
}

/** The bytes of `buffers` past the first `n`, as views of them (no copy). */
function after(buffers: Buffer[], n: number): Buffer[] {
  let i = 0;
  for (; i < buffers.length && n >= buffers[i].length; i++) n -= buffers[i].length;
  const rest = buffers.slice(i);
  if (n > 0) rest[0] = rest[0].subarray(n);
  return rest;
}

export class LocalBlobStore implements BlobStore, PartialUploadStore {
  /** Directories this process has made: a mkdir per upload was a system call on the acceptance path. */
  private readonly made = new Set<string>();

  constructor(private readonly dir: string) {}

  /**
   * Makes the 256 directories document ids (UUIDs) fall into, so that a fresh store's first few hundred uploads do
   * not each wait for a mkdir (a thread-pool round trip) on the acceptance path. The service calls it at start and
   * does not wait; a failure is only a lost shortcut (dirFor makes a directory it has not seen made).
   */
  async prepare(): Promise<void> {
    const shards = Array.from({ length: 256 }, (_, i) => path.join(this.dir, i.toString(16).padStart(2, '0')));
    await Promise.all(shards.map((d) => fs.mkdir(d, { recursive: true }).then(() => void this.made.add(d), () => undefined)));
  }

  private file(key: string): string {
    checkBlobKey(key);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  private async dirFor(key: string): Promise<{ file: string; dir: string }> {
    const file = this.file(key);
    const dir = path.dirname(file);
    if (!this.made.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      this.made.add(dir);
    }
    return { file, dir };
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { file, dir } = await this.dirFor(key);
    // Write then rename, so a crash never leaves a half-written original behind a live document.
    // (writeFile itself writes again after a write that stored only part of the bytes.)
    const tmp = `${file}.${process.pid}.tmp`;
    try {
      await fs.writeFile(tmp, bytes).catch(async (e: NodeJS.ErrnoException) => {
        // The directory went away since (an operator cleaned up): make it again.
        if (e.code !== 'ENOENT') throw e;
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(tmp, bytes);
      });
      await fs.rename(tmp, file);
    } catch (e) {
      // A disk that filled up mid-write would otherwise keep the part written until the orphan sweep.
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      throw e;
    }
  }

  async putStream(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    const { file, dir } = await this.dirFor(key);
    // Under its own name from the start (no rename: one system call less per upload): the key is new, and no
    // document names it before this resolves, so a half-written file is never read. A failure removes it.
    try {
      await writeAll(file, key, source);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') await fs.rm(file, { force: true });
      // The directory went away since (an operator cleaned up): the source is spent, but the next upload makes it.
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') this.made.delete(dir);
      throw e;
    }
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.file(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  /**
   * Files last written before `before`, one directory at a time: blob files (which the sweeper keeps when a document
   * names them) and temporary files of interrupted puts. Names this store never writes are not its to judge.
   */
  async *partialUploads(before: Date): AsyncGenerator<PartialUpload[]> {
    const shards = await fs.readdir(this.dir).catch((e) => (missing(e) ? [] : Promise.reject(e)));
    for (const shard of shards.sort()) {
      const dir = path.join(this.dir, shard);
      const names = await fs.readdir(dir).catch((e) => (missing(e) ? [] : Promise.reject(e)));
      const page: PartialUpload[] = [];
      for (const name of names) {
        const m = BLOB_FILE.exec(name);
        if (!m || m[1].slice(0, 2) !== shard) continue;
        const file = path.join(dir, name);
        const stat = await fs.stat(file).catch((e) => (missing(e) ? null : Promise.reject(e)));
        if (!stat?.isFile() || stat.mtimeMs >= before.getTime()) continue;
        page.push({ key: m[1], kind: m[2] ? 'temporary file' : 'file', since: stat.mtime, mayBeOriginal: !m[2], ref: file });
      }
      if (page.length) yield page;
    }
  }

  /** Looked at again just before: a file written since the listing belongs to a live upload. */
  async removePartialUpload(upload: PartialUpload, before: Date): Promise<boolean> {
    const stat = await fs.stat(upload.ref).catch((e) => (missing(e) ? null : Promise.reject(e)));
    if (!stat || stat.mtimeMs >= before.getTime()) return false;
    await fs.rm(upload.ref, { force: true });
    return true;
  }
}
