import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LocalBlobStore } from '../../../src/domain/capture/blob-store';
import { pieces } from '../../support/byte-source';
import { firstBytes, halfWrites, total, writeThrough } from '../../support/short-writes';

/** LocalBlobStore.putStream on a disk whose writes store fewer bytes than asked, or none. */
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const KEY = 'a1b2c3d4-short-writes';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-blobs-'));
});
afterEach(() => {
  jest.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

const filesIn = (d: string) => fs.readdirSync(d, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

describe('LocalBlobStore.putStream when a write stores only part of its bytes', () => {
  it('writes the rest after them: the stored bytes and their hash are the upload’s, written from its own buffers', async () => {
    // 700 KB in network reads of 64 KB + 1: three batches of several buffers, halves that end inside a buffer.
    const upload = randomBytes(700 * 1024);
    const asked: number[] = [];
    const handed: Buffer[] = [];
    const { opened } = writeThrough('wx', (write, buffers) => {
      asked.push(total(buffers));
      handed.push(...buffers);
      return halfWrites(write, buffers);
    });
    await new LocalBlobStore(dir).putStream(KEY, pieces(upload, 64 * 1024 + 1));
    const stored = fs.readFileSync(opened[0]);
    expect(stored.length).toBe(upload.length);
    expect(sha256(stored)).toBe(sha256(upload));
    expect(stored.equals(upload)).toBe(true);
    // Each write asked for what the one before left (half of it), down to the batch's last byte.
    expect(asked.length).toBeGreaterThan(3 * 10);
    expect(asked.slice(0, 3)).toEqual([asked[0], Math.floor(asked[0] / 2), Math.floor(Math.floor(asked[0] / 2) / 2)]);
    // No copies: every buffer handed to the disk is a view of the upload's own memory.
    expect(handed.every((b) => b.buffer === upload.buffer)).toBe(true);
  });

  it('stores an upload of one byte, and one whose batches end on buffer boundaries', async () => {
    writeThrough('wx', (write, buffers) => write(firstBytes(buffers, Math.min(buffers[0].length, 1000))));
    const store = new LocalBlobStore(dir);
    for (const [key, upload, piece] of [['one-byte', randomBytes(1), 1], ['boundaries', randomBytes(300 * 1024), 4096]] as const) {
      await store.putStream(key, pieces(upload, piece));
      expect(sha256(await store.get(key))).toBe(sha256(upload));
    }
  });
});

describe('LocalBlobStore.putStream when the disk stores nothing more', () => {
  it('fails the upload when a write stores none of its bytes, and leaves no file', async () => {
    let writes = 0;
    writeThrough('wx', async (write, buffers) => (++writes === 1 ? halfWrites(write, buffers) : { bytesWritten: 0 }));
    await expect(new LocalBlobStore(dir).putStream(KEY, pieces(randomBytes(300 * 1024), 65536))).rejects.toThrow(
      /^the local blob store could not write the last 131072 bytes of a1b2c3d4-short-writes: the disk stored none of them$/,
    );
    // Asked once more, not forever.
    expect(writes).toBe(2);
    expect(filesIn(dir)).toEqual([]);
  });

  it('fails with the disk’s own error (ENOSPC) when the write after a short one reports it, and leaves no file', async () => {
    let writes = 0;
    writeThrough('wx', async (write, buffers) => {
      if (++writes === 1) return halfWrites(write, buffers);
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const store = new LocalBlobStore(dir);
    await expect(store.putStream(KEY, pieces(randomBytes(300 * 1024), 65536))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesIn(dir)).toEqual([]);
    await expect(store.get(KEY)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('put removes its temporary file when the disk fills up mid-write', async () => {
    const store = new LocalBlobStore(dir);
    jest.spyOn(fs.promises, 'writeFile').mockImplementation(async (file) => {
      fs.writeFileSync(String(file), 'part of it');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    await expect(store.put(KEY, randomBytes(1024))).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesIn(dir)).toEqual([]);
  });
});
