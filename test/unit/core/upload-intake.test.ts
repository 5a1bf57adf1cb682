import { createHash, randomBytes } from 'node:crypto';
import { ACCEPTANCE_HEAD_BYTES, ACCEPTANCE_TAIL_BYTES } from '../../../src/extraction/acceptance';
import { UploadIntake } from '../../../src/domain/capture/upload-intake';
import type { UploadProbe } from '../../../src/extraction/types';
import { pieces } from '../../support/byte-source';

async function drain(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of source) out.push(c);
  return Buffer.concat(out);
}

describe('UploadIntake', () => {
  it('passes the bytes through unchanged, hashing them and keeping only the head and the tail', async () => {
    const bytes = randomBytes(1024 * 1024 + 5);
    const early: UploadProbe[] = [];
    const intake = new UploadIntake(2 * 1024 * 1024, async (p) => early.push(p));
    expect((await drain(intake.pass(pieces(bytes, 10_000)))).equals(bytes)).toBe(true);
    expect(intake.sha256()).toBe(createHash('sha256').update(bytes).digest('hex'));
    const probe = intake.probe();
    expect(probe).toMatchObject({ size: bytes.length, done: true });
    expect(probe.head.equals(bytes.subarray(0, ACCEPTANCE_HEAD_BYTES))).toBe(true);
    expect(probe.tail.equals(bytes.subarray(-ACCEPTANCE_TAIL_BYTES))).toBe(true);
    // Once, as soon as the head was full, with the upload still arriving.
    expect(early).toHaveLength(1);
    expect(early[0].done).toBe(false);
    expect(early[0].head.length).toBe(ACCEPTANCE_HEAD_BYTES);
  });

  it.each([
    ['parts of 64 KB + 1', 64 * 1024 + 1, 3 * 64 * 1024 + 17],
    ['one part', 1024 * 1024, 300 * 1024],
    ['a size between the tail and twice the tail', 7_000, ACCEPTANCE_TAIL_BYTES + 12_345],
  ])('keeps the exact head and tail as copies of their own (%s)', async (_label, piece, size) => {
    const bytes = randomBytes(size);
    const source: Buffer[] = [];
    for (let at = 0; at < size; at += piece) source.push(Buffer.from(bytes.subarray(at, at + piece)));
    const intake = new UploadIntake(2 * 1024 * 1024, async () => undefined);
    await drain(intake.pass((async function* () { yield* source; })()));
    const probe = intake.probe();
    expect(probe.head.equals(bytes.subarray(0, Math.min(size, ACCEPTANCE_HEAD_BYTES)))).toBe(true);
    expect(probe.tail.equals(bytes.subarray(-ACCEPTANCE_TAIL_BYTES))).toBe(true);
    // A part reused by the parser afterwards does not change what acceptance looks at.
    for (const p of source) p.fill(0);
    expect(probe.head.equals(bytes.subarray(0, Math.min(size, ACCEPTANCE_HEAD_BYTES)))).toBe(true);
    expect(probe.tail.equals(bytes.subarray(-ACCEPTANCE_TAIL_BYTES))).toBe(true);
  });

  it('keeps a short upload whole as its head, and never calls the early check', async () => {
    const bytes = Buffer.from('%PDF-1.4 short');
    const early = jest.fn();
    const intake = new UploadIntake(1000, early);
    await drain(intake.pass(pieces(bytes, 3)));
    expect(intake.probe()).toMatchObject({ head: bytes, tail: bytes, size: bytes.length, done: true });
    expect(early).not.toHaveBeenCalled();
  });

  it('fails the stream with 413 naming MAX_UPLOAD_MB as soon as the bytes pass the limit', async () => {
    const intake = new UploadIntake(1024 * 1024, async () => undefined);
    let passed = 0;
    const counting = async function* () {
      for await (const c of intake.pass(pieces(randomBytes(3 * 1024 * 1024), 64 * 1024))) {
        passed += c.length;
        yield c;
      }
    };
    await expect(drain(counting())).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The document is larger than 1 MB (MAX_UPLOAD_MB)' });
    expect(passed).toBe(1024 * 1024);
  });

  it('stops the stream when the early check refuses the head', async () => {
    const intake = new UploadIntake(10 * 1024 * 1024, async () => {
      throw new Error('refused');
    });
    let passed = 0;
    const counting = async function* () {
      for await (const c of intake.pass(pieces(randomBytes(1024 * 1024), 32 * 1024))) {
        passed += c.length;
        yield c;
      }
    };
    await expect(drain(counting())).rejects.toThrow('refused');
    expect(passed).toBeLessThan(ACCEPTANCE_HEAD_BYTES);
  });
});
