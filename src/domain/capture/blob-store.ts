import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded originals live until (and after) processing. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

/** Keys become file names and object names: one safe alphabet for every store, so a key moves between them. */
export function checkBlobKey(key: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new Error(`invalid blob key ${key}`);
  return key;
}

export class LocalBlobStore implements BlobStore {
  /** Directories this process has made: a mkdir per upload was a system call on the acceptance path. */
  private readonly made = new Set<string>();

  constructor(private readonly dir: string) {}

  private file(key: string): string {
    checkBlobKey(key);
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.file(key);
    const dir = path.dirname(file);
    if (!this.made.has(dir)) {
      await fs.mkdir(dir, { recursive: true });
      this.made.add(dir);
    }
    // Write then rename, so a crash never leaves a half-written original behind a live document.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes).catch(async (e: NodeJS.ErrnoException) => {
      // The directory went away since (an operator cleaned up): make it again.
      if (e.code !== 'ENOENT') throw e;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(tmp, bytes);
    });
    await fs.rename(tmp, file);
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.file(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
