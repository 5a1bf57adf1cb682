import zlib from 'node:zlib';
import { AppError } from '../../common/app-error';

/**
 * A ZIP pre-check for .xlsx/.docx, run before exceljs or mammoth (both unzip with JSZip, which trusts the
 * archive) ever see the bytes. We read the central directory ourselves and refuse:
 *   - malformed archives (no end record, entries outside the file, unknown compression, encryption);
 *   - more than MAX_ENTRIES entries;
 *   - a declared expanded size over `maxExpandedBytes` (PAYLOAD_TOO_LARGE: the file is "too big");
 *   - an entry over 1 MB that claims a compression ratio above 200:1 (real office XML stays far below);
 *   - entries whose data does not inflate to exactly the declared size and CRC. Declared sizes are only
 *     claims: a bomb can declare 1 KB and inflate to gigabytes. Inflating with maxOutputLength = the
 *     declared size makes the claims binding, so the caps above bound the real cost. Peak memory is the
 *     largest single entry (≤ the cap), released at once;
 *   - more XML tags than `maxXmlTags` (when given). Bytes alone do not bound the parsers: every element
 *     becomes an object, ~180 bytes each in exceljs and ~2 KB in mammoth (measured), so 10 MB of
 *     `<w:p/>` took mammoth 35 s and 2.9 GB; twice that would pass the ~4 GB heap and end the process.
 * The directory is read the way JSZip reads it (the last end record, ZIP64 on the same trigger, records
 * until the signature stops) and refused where the two could differ, so that what was checked is what
 * the parsers open: JSZip ignores the declared entry count, and a bomb hidden behind it would pass a
 * guard that trusts the count.
 */
export const DEFAULT_MAX_EXPANDED_BYTES = 100 * 1024 * 1024;
export const MAX_ENTRIES = 10_000;
export const MAX_RATIO = 200;
const RATIO_MIN_SIZE = 1024 * 1024;
const EOCD_SIG = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP64_LOCATOR_SIG = Buffer.from([0x50, 0x4b, 0x06, 0x07]);

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const bad = (why: string) => new AppError('UNPROCESSABLE', `The file is not a readable Office document: ${why}`);

function findEocd(b: Buffer): number {
  // The last signature in the file, as JSZip takes it; one inside the final 22 bytes is no whole record.
  const at = b.lastIndexOf(EOCD_SIG);
  if (at < 0 || at + 22 > b.length || at < b.length - 22 - 0xffff) throw bad('no ZIP end-of-central-directory record');
  return at;
}

/** ZIP64: sizes/offsets of 0xFFFFFFFF live in the 0x0001 extra field, in a fixed order. */
function zip64Extra(b: Buffer, from: number, to: number, e: ZipEntry): void {
  for (let at = from; at + 4 <= to; ) {
    const id = b.readUInt16LE(at);
    const len = b.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let p = at + 4;
      const next = () => {
        if (p + 8 > at + 4 + len) throw bad('truncated ZIP64 field');
        const v = Number(b.readBigUInt64LE(p));
        p += 8;
        return v;
      };
      if (e.size === 0xffffffff) e.size = next();
      if (e.compressedSize === 0xffffffff) e.compressedSize = next();
      if (e.localOffset === 0xffffffff) e.localOffset = next();
      return;
    }
    at += 4 + len;
  }
}

/** The central directory's entries (throws UNPROCESSABLE when malformed). */
export function readCentralDirectory(b: Buffer): ZipEntry[] {
  if (b.length < 22) throw bad('too short to be a ZIP archive');
  const eocd = findEocd(b);
  let count = b.readUInt16LE(eocd + 10);
  let offset = b.readUInt32LE(eocd + 16);
  // JSZip switches to ZIP64 when any field of the end record is at its maximum, and takes the last locator in the file.
  const maxed = [4, 6, 8, 10].some((o) => b.readUInt16LE(eocd + o) === 0xffff) || [12, 16].some((o) => b.readUInt32LE(eocd + o) === 0xffffffff);
  if (maxed) {
    const loc = eocd - 20;
    if (loc < 0 || b.lastIndexOf(ZIP64_LOCATOR_SIG) !== loc) throw bad('missing ZIP64 locator');
    const rec = Number(b.readBigUInt64LE(loc + 8));
    if (rec + 56 > b.length || b.readUInt32LE(rec) !== 0x06064b50) throw bad('bad ZIP64 end record');
    count = Number(b.readBigUInt64LE(rec + 32));
    offset = Number(b.readBigUInt64LE(rec + 48));
  }
  if (count > MAX_ENTRIES) throw bad(`${count} entries (the limit is ${MAX_ENTRIES})`);
  if (count === 0) throw bad('the archive is empty');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) throw bad('broken central directory');
    const nameLen = b.readUInt16LE(at + 28);
    const extraLen = b.readUInt16LE(at + 30);
    const commentLen = b.readUInt16LE(at + 32);
    if (at + 46 + nameLen + extraLen + commentLen > b.length) throw bad('broken central directory');
    const e: ZipEntry = {
      name: b.toString('utf8', at + 46, at + 46 + nameLen),
      flags: b.readUInt16LE(at + 8),
      method: b.readUInt16LE(at + 10),
      crc: b.readUInt32LE(at + 16),
      compressedSize: b.readUInt32LE(at + 20),
      size: b.readUInt32LE(at + 24),
      localOffset: b.readUInt32LE(at + 42),
    };
    zip64Extra(b, at + 46 + nameLen, at + 46 + nameLen + extraLen, e);
    entries.push(e);
    at += 46 + nameLen + extraLen + commentLen;
  }
  // JSZip reads records for as long as they come, whatever the count says.
  if (at + 4 <= b.length && b.readUInt32LE(at) === 0x02014b50) throw bad('the central directory holds more entries than it declares');
  return entries;
}

/** The entry's compressed bytes, located through its local header. */
function entryData(b: Buffer, e: ZipEntry): Buffer {
  const at = e.localOffset;
  if (at + 30 > b.length || b.readUInt32LE(at) !== 0x04034b50) throw bad(`no local header for ${e.name}`);
  const start = at + 30 + b.readUInt16LE(at + 26) + b.readUInt16LE(at + 28);
  if (start + e.compressedSize > b.length) throw bad(`${e.name} runs past the end of the file`);
  return b.subarray(start, start + e.compressedSize);
}

/** Counts '<' up to `budget` (an element opens with one; closing tags count too, as parsers handle them). */
function countTags(data: Buffer, budget: number): number {
  let n = 0;
  for (let at = data.indexOf(0x3c); at >= 0 && n <= budget; at = data.indexOf(0x3c, at + 1)) n++;
  return n;
}

function inflateExactly(b: Buffer, e: ZipEntry): Buffer {
  const data = entryData(b, e);
  let out: Buffer;
  if (e.method === 0) out = data;
  else {
    try {
      // maxOutputLength must be ≥ 1; an entry declared empty must inflate to nothing.
      out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
    } catch {
      throw bad(`${e.name} does not inflate to its declared size`);
    }
  }
  if (out.length !== e.size) throw bad(`${e.name} does not inflate to its declared size`);
  if (zlib.crc32(out) >>> 0 !== e.crc >>> 0) throw bad(`${e.name} fails its CRC check`);
  return out;
}

/**
 * @throws AppError PAYLOAD_TOO_LARGE when the archive expands beyond the cap, UNPROCESSABLE for bombs by
 * ratio, too many entries, lying sizes or a malformed archive.
 */
export function assertSafeZip(bytes: Buffer, opts: { maxExpandedBytes?: number; maxXmlTags?: number } = {}): void {
  const cap = opts.maxExpandedBytes ?? DEFAULT_MAX_EXPANDED_BYTES;
  const entries = readCentralDirectory(bytes);
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (total > cap) {
      throw new AppError('PAYLOAD_TOO_LARGE', `The archive expands to more than ${cap} bytes`, { limit: 'maxExpandedBytes' });
    }
    if (e.flags & 0x1) throw bad(`${e.name} is encrypted`);
    if (e.method !== 0 && e.method !== 8) throw bad(`${e.name} uses an unsupported compression method (${e.method})`);
    if (e.method === 0 && e.size !== e.compressedSize) throw bad(`${e.name} has inconsistent sizes`);
    if (e.size > RATIO_MIN_SIZE && e.size > MAX_RATIO * Math.max(1, e.compressedSize)) {
      throw bad(`${e.name} has a compression ratio above ${MAX_RATIO}:1 (a ZIP bomb?)`);
    }
  }
  // Only after every declaration passed, so a bomb is refused without inflating anything.
  let tags = 0;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const out = inflateExactly(bytes, e);
    if (opts.maxXmlTags === undefined) continue;
    // Every entry, whatever its name: JSZip may open it under another one (an Info-ZIP Unicode Path field).
    tags += countTags(out, opts.maxXmlTags - tags);
    if (tags > opts.maxXmlTags) {
      throw bad(`more than ${opts.maxXmlTags} XML tags (parsing them would take more memory than a document may)`);
    }
  }
}
