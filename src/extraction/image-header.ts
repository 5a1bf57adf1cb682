import type { SniffedType } from './types';

/**
 * Width and height as the header of a PNG, JPEG or WebP declares them, read from the bytes without a decoder
 * (sharp's metadata() cost about 3 ms of the event loop's time per upload). Null when the header is not where the
 * format puts it; the caller then asks sharp.
 */
export function declaredSize(b: Buffer, type: SniffedType): [number, number] | null {
  if (type === 'png') return pngSize(b);
  if (type === 'jpeg') return jpegSize(b);
  if (type === 'webp') return webpSize(b);
  return null;
}

/** IHDR is the first chunk: width and height at bytes 16 and 20. */
function pngSize(b: Buffer): [number, number] | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return positive(b.readUInt32BE(16), b.readUInt32BE(20));
}

/** Start-of-frame markers (every SOFn but DHT C4, JPG C8 and DAC CC) carry height then width. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** Walks the marker segments up to the first start of frame; the entropy-coded data begins only after it. */
function jpegSize(b: Buffer): [number, number] | null {
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1];
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // scan or end before any frame header
    const length = b.readUInt16BE(at + 2);
    if (SOF.has(marker)) return at + 9 <= b.length ? positive(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)) : null;
    at += 2 + length;
  }
  return null;
}

/** The first chunk after RIFF....WEBP: lossy (VP8), lossless (VP8L) or extended (VP8X, the canvas). */
function webpSize(b: Buffer): [number, number] | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    return positive(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    return positive((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return positive(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}

function positive(width: number, height: number): [number, number] | null {
  return width > 0 && height > 0 ? [width, height] : null;
}
