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

/** Entry names from the ZIP central directory (found through the end-of-central-directory record). */
function zipEntryNames(b: Buffer): string[] {
  const names: string[] = [];
  const eocd = b.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]), Math.max(0, b.length - 22));
  if (eocd >= 0 && eocd + 22 <= b.length) {
    const count = b.readUInt16LE(eocd + 10);
    let at = b.readUInt32LE(eocd + 16);
    for (let i = 0; i < count && at + 46 <= b.length && b.readUInt32LE(at) === 0x02014b50; i++) {
      const nameLen = b.readUInt16LE(at + 28);
      const extraLen = b.readUInt16LE(at + 30);
      const commentLen = b.readUInt16LE(at + 32);
      names.push(ascii(b, at + 46, at + 46 + nameLen));
      at += 46 + nameLen + extraLen + commentLen;
    }
  }
  if (names.length) return names;
  // Truncated or odd archive: fall back to the local file headers.
  for (let at = 0; at + 30 <= b.length; ) {
    if (b.readUInt32LE(at) !== 0x04034b50) break;
    const nameLen = b.readUInt16LE(at + 26);
    const extraLen = b.readUInt16LE(at + 28);
    const compressed = b.readUInt32LE(at + 18);
    names.push(ascii(b, at + 30, at + 30 + nameLen));
    if (compressed === 0) break; // sizes in a data descriptor: cannot walk further
    at += 30 + nameLen + extraLen + compressed;
  }
  return names;
}

function sniffZip(b: Buffer): SniffedType | null {
  const names = zipEntryNames(b);
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  return null;
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

export function sniffType(bytes: Buffer): SniffedType | null {
  const b = bytes;
  if (!b || b.length < 4) return null;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (isHeic(b)) return 'heic';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(b);
  if (isPdf(b)) return 'pdf';
  // Only e-invoices (CII/UBL root element) count as 'xml'; other XML stays unrecognised (415).
  if (sniffEInvoice(b)) return 'xml';
  if (isOcrJson(b)) return 'ocr-json';
  return null;
}
