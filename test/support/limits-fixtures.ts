import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

function crc32(buf: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buf) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A ~100-byte PNG whose header declares width×height (greyscale) but carries one row of pixels: what a
 * decompression bomb looks like to anything that reads only the header. Decoding it would fail (or,
 * with real data, need width×height bytes), so a 413 naming the cap proves the guard never decoded it.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(width + 1))), chunk('IEND', Buffer.alloc(0))]);
}

/** A blank n-page PDF. */
export async function blankPdf(pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/** A white n-page TIFF, every page w×h. */
export async function blankTiff(pages: number, width = 10, height = 10): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * pages, 255);
  return sharp(raw, { raw: { width, height: height * pages, channels: 1, pageHeight: height } }).tiff().toBuffer();
}
