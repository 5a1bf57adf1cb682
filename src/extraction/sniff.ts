import { sniffEInvoice } from './einvoice/syntax';
import type { SniffedType } from './types';

/**
 * Content type by magic bytes. File names and declared MIME types are never trusted: a client may call a
 * PDF "scan.jpg". Returns null for anything we do not recognise.
 */

const startsWith = (b: Buffer, sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1');

/** PDF readers accept `%PDF-` anywhere in the first 1024 bytes (some generators prepend junk). */
function isPdf(b: Buffer): boolean {
  return b.subarray(0, 1024 + 5).indexOf('%PDF-', 0, 'latin1') >= 0;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** ISO-BMFF `ftyp` box with a HEIC/HEIF brand (major or compatible). AVIF shares the container and is excluded. */
function isHeic(b: Buffer): boolean {
  if (b.length < 16 || ascii(b, 4, 8) !== 'ftyp') return false;
  const size = Math.min(b.readUInt32BE(0), b.length);
  const brands = [ascii(b, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, at + 4));
  if (brands.includes('avif') || brands.includes('avis')) return false;
  return brands.some((x) => HEIF_BRANDS.has(x)) || ['mif1', 'msf1'].includes(brands[0]);
}

/**
 * Entry names from the ZIP central directory (found through the end-of-central-directory record). `end` holds the
 * last bytes of the archive and `base` is where they begin in it (0 when the whole archive is at hand), since the
 * record gives the directory's offset from the start of the archive.
 */
function centralDirectoryNames(end: Buffer, base: number): string[] {
  const names: string[] = [];
  const eocd = end.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), Math.max(0, end.length - 22));
  if (eocd >= 0 && eocd + 22 <= end.length) {
    const count = end.readUInt16LE(eocd + 10);
    let at = end.readUInt32LE(eocd + 16) - base;
    for (let i = 0; i < count && at >= 0 && at + 46 <= end.length && end.readUInt32LE(at) === 0x02014b50; i++) {
      const nameLen = end.readUInt16LE(at + 28);
      const extraLen = end.readUInt16LE(at + 30);
      const commentLen = end.readUInt16LE(at + 32);
      names.push(ascii(end, at + 46, at + 46 + nameLen));
      at += 46 + nameLen + extraLen + commentLen;
    }
  }
  return names;
}

/** Entry names from the local file headers at the start: for a truncated or odd archive, or a directory out of reach. */
function localHeaderNames(b: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 30 <= b.length; ) {
    if (b.readUInt32LE(at) !== 0x04034b50) break;
    const nameLen = b.readUInt16LE(at + 26);
    const extraLen = b.readUInt16LE(at + 28);
    const compressed = b.readUInt32LE(at + 18);
    if (at + 30 + nameLen > b.length) break;
    names.push(ascii(b, at + 30, at + 30 + nameLen));
    if (compressed === 0) break; // sizes in a data descriptor: cannot walk further
    at += 30 + nameLen + extraLen + compressed;
  }
  return names;
}

function zipEntryNames(b: Buffer): string[] {
  const names = centralDirectoryNames(b, 0);
  return names.length ? names : localHeaderNames(b);
}

function officeType(names: string[]): SniffedType | null {
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  return null;
}

function sniffZip(b: Buffer): SniffedType | null {
  return officeType(zipEntryNames(b));
}

/** Our OCR exchange format: a JSON object whose top level has a `pages` array. */
function isOcrJson(b: Buffer): boolean {
  const text = b.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('{')) return false;
  try {
    const parsed = JSON.parse(text) as { pages?: unknown };
    return Array.isArray(parsed.pages);
  } catch {
    return false;
  }
}

/** What the first bytes alone say: every type but the two that need more (an archive's directory, a JSON parse). */
function sniffMagic(b: Buffer): SniffedType | 'zip' | 'json' | null {
  if (!b || b.length < 4) return null;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (isHeic(b)) return 'heic';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (isPdf(b)) return 'pdf';
  if (sniffEInvoice(b)) return 'xml';
  if (b.toString('utf8', 0, 64).replace(/^\uFEFF/, '').trimStart().startsWith('{')) return 'json';
  return null;
}

/**
 * The type of an upload that is streamed, not held whole: `head` is its first bytes, `tail` its last (null while it
 * is still arriving), `size` its length; the head is not the whole file (sniffType is, for one that is). An office archive is told by its central
 * directory, read from the tail (the local headers of the head if the directory is out of reach). An OCR JSON file
 * is recognised by its opening brace and a "pages" key in the head; the job parses it and fails it if it is not one.
 * `undefined`: the head cannot tell yet (an archive before its tail is known).
 */
export function sniffHeadTail(head: Buffer, tail: Buffer | null, size: number): SniffedType | null | undefined {
  const magic = sniffMagic(head);
  if (magic === 'json') return head.includes('"pages"') ? 'ocr-json' : null;
  if (magic !== 'zip') return magic;
  if (!tail) return undefined;
  const names = centralDirectoryNames(tail, size - tail.length);
  return officeType(names.length ? names : localHeaderNames(head));
}

export function sniffType(bytes: Buffer): SniffedType | null {
  const magic = sniffMagic(bytes);
  if (magic === 'zip') return sniffZip(bytes);
  if (magic !== null && magic !== 'json') return magic;
  return isOcrJson(bytes) ? 'ocr-json' : null;
}
