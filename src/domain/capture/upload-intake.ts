import { createHash } from 'node:crypto';
import { ACCEPTANCE_HEAD_BYTES as HEAD_BYTES, ACCEPTANCE_TAIL_BYTES as TAIL_BYTES } from '../../extraction/acceptance';
import type { UploadProbe } from '../../extraction/types';
import { tooLarge } from './url-fetcher';

/**
 * Watches an upload on its way into the blob store: counts its bytes (past `maxBytes` the stream fails with 413),
 * hashes them (SHA-256, for Is_Duplicate) and keeps its first HEAD_BYTES and last TAIL_BYTES for acceptance. Once
 * the head is full `early` sees it, so a file of a type nobody reads is refused before the rest is stored. Nothing
 * else of the upload is held: memory per upload is bounded whatever its size.
 */
export class UploadIntake {
  private readonly hash = createHash('sha256');
  private headParts: Buffer[] = [];
  private headBytes = 0;
  private head?: Buffer;
  private tailParts: Buffer[] = [];
  private tailBytes = 0;
  private size = 0;
  private done = false;

  constructor(
    private readonly maxBytes: number,
    private readonly early: (probe: UploadProbe) => Promise<unknown>,
  ) {}

  async *pass(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const chunk of source) {
      this.size += chunk.length;
      if (this.size > this.maxBytes) throw tooLarge(this.maxBytes);
      this.hash.update(chunk);
      this.keep(chunk);
      if (this.head === undefined && this.headBytes >= HEAD_BYTES) {
        // Copies the head only (concat stops at the length given), not the rest of the last part.
        this.head = Buffer.concat(this.headParts, HEAD_BYTES);
        this.headParts = [];
        await this.early(this.probe());
      }
      yield chunk;
    }
    this.done = true;
  }

  /** What acceptance may see: the head, the tail (once all has arrived) and the size so far. */
  probe(): UploadProbe {
    const head = this.head ?? Buffer.concat(this.headParts, this.headBytes);
    const tail = this.done ? this.lastBytes() : Buffer.alloc(0);
    return { head, tail, size: this.size, done: this.done };
  }

  /** SHA-256 of the bytes, hex; once the upload has all passed. */
  sha256(): string {
    return this.hash.digest('hex');
  }

  /**
   * The last TAIL_BYTES, copied out of the parts kept (up to a part more than that): every byte an upload's intake
   * copies is memory the collector is asked to account for, 50 uploads at a time.
   */
  private lastBytes(): Buffer {
    const tail = Buffer.allocUnsafe(Math.min(TAIL_BYTES, this.tailBytes));
    let skip = this.tailBytes - tail.length;
    let at = 0;
    for (const part of this.tailParts) {
      if (skip >= part.length) {
        skip -= part.length;
        continue;
      }
      at += part.copy(tail, at, skip);
      skip = 0;
    }
    return tail;
  }

  private keep(chunk: Buffer): void {
    if (this.head === undefined) {
      this.headParts.push(chunk);
      this.headBytes += chunk.length;
    }
    this.tailParts.push(chunk);
    this.tailBytes += chunk.length;
    while (this.tailBytes - this.tailParts[0].length >= TAIL_BYTES) this.tailBytes -= this.tailParts.shift()!.length;
  }
}
