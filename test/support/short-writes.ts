import fsPromises, { type FileHandle } from 'node:fs/promises';

type Writev = (buffers: Buffer[]) => Promise<{ bytesWritten: number }>;

/** The first `n` bytes of `buffers`, as views of them. */
export function firstBytes(buffers: Buffer[], n: number): Buffer[] {
  const out: Buffer[] = [];
  for (const b of buffers) {
    if (n <= 0) break;
    out.push(b.subarray(0, n));
    n -= b.length;
  }
  return out;
}

/** A disk that stores only half of each write (rounded up), as a writev cut short by a filling disk or a signal. */
export const halfWrites = (write: Writev, buffers: Buffer[]) => write(firstBytes(buffers, Math.ceil(total(buffers) / 2)));

export const total = (buffers: Buffer[]) => buffers.reduce((n, b) => n + b.length, 0);

/**
 * Makes the file handles fs/promises opens with `flags` write through `disk`, which gets the real writev and the
 * buffers asked for and answers with the bytes it stored. Only those flags: other files the code under test opens
 * are left alone. Restore with mockRestore().
 */
export function writeThrough(flags: string, disk: (write: Writev, buffers: Buffer[]) => Promise<{ bytesWritten: number }>) {
  const open = fsPromises.open;
  const opened: string[] = [];
  const spy = jest.spyOn(fsPromises, 'open').mockImplementation(async (file, f, mode) => {
    const fh: FileHandle = await open(file, f, mode);
    if (f !== flags) return fh;
    opened.push(String(file));
    const write: Writev = fh.writev.bind(fh);
    Object.assign(fh, { writev: (buffers: Buffer[]) => disk(write, buffers).then(({ bytesWritten }) => ({ bytesWritten, buffers })) });
    return fh;
  });
  return { spy, opened };
}
