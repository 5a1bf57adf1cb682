import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { renderPage } from '../../src/extraction/pdf/page-raster';
import { loadPdfjs } from '../../src/extraction/pdf/pdfjs-loader';
import { createRng } from '../corpus/rng';

/** Office scanners' default for documents; the issue's "150-dpi scan" figure. */
export const SCAN_DPI = 150;

/**
 * A flatbed-scan look for one rendered page, deterministic per key: turned a fraction of a degree, paper a little
 * grey, fine sensor grain, a touch of blur, JPEG at the quality scanners save with. Lighter than photoLike: no
 * perspective, no shadow, no table around the page.
 */
export async function scanNoise(png: Buffer, key: string): Promise<Buffer> {
  const rng = createRng(`scan:${key}`);
  const angle = (rng.chance(0.5) ? -1 : 1) * (0.1 + rng.next() * 0.5);
  // Paper a little grey first: grain laid over pure white would vanish (overlay keeps 255 at 255).
  const rotated = await sharp(png).flatten({ background: '#ffffff' }).rotate(angle, { background: '#ffffff' })
    .modulate({ brightness: 0.92 + rng.next() * 0.05 }).toBuffer();
  const { width = 1, height = 1 } = await sharp(rotated).metadata();
  const noise = Buffer.alloc(width * height);
  const amp = rng.int(6, 14);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((rng.next() + rng.next() + rng.next() - 1.5) * amp);
  const grainy = await sharp(rotated).composite([{ input: noise, raw: { width, height, channels: 1 }, blend: 'overlay' }]).toBuffer();
  return sharp(grainy).blur(0.3 + rng.next() * 0.3)
    .jpeg({ quality: rng.int(70, 85), mozjpeg: false }).toBuffer();
}

/**
 * The PDF as a scanned PDF: every page rasterised at `dpi` (pdfjs, as the engine renders), given scanner noise and
 * put back as the only content of a page of the same size, so no text layer is left and the engine takes its OCR
 * path for scanned PDFs (render → Tesseract).
 */
export async function scanPdf(pdf: Buffer, key: string, dpi = SCAN_DPI): Promise<Buffer> {
  const rt = await loadPdfjs();
  const src = await rt.lib.getDocument({ ...rt.baseOptions, data: new Uint8Array(pdf) }).promise;
  const out = await PDFDocument.create();
  try {
    for (let n = 1; n <= src.numPages; n++) {
      const page = await src.getPage(n);
      const { width, height } = page.getViewport({ scale: 1 });
      const raster = await renderPage(page, { dpi });
      page.cleanup();
      const p = out.addPage([width, height]);
      if (raster.blank) continue;
      const jpg = await out.embedJpg(await scanNoise(raster.png, `${key}#${n}`));
      p.drawImage(jpg, { x: 0, y: 0, width, height });
    }
  } finally {
    await src.destroy();
  }
  return Buffer.from(await out.save());
}

/** The scanned version of a PDF file, made once and kept in `cacheRoot` (keyed by the PDF's bytes and the dpi). */
export async function cachedScan(file: string, cacheRoot: string, dpi = SCAN_DPI): Promise<string> {
  const bytes = readFileSync(file);
  const hash = createHash('sha256').update(bytes).update(`dpi${dpi}`).update(scanNoise.toString()).digest('hex').slice(0, 16);
  mkdirSync(cacheRoot, { recursive: true });
  const target = join(cacheRoot, `${hash}.scan${dpi}.pdf`);
  if (!existsSync(target)) writeFileSync(target, await scanPdf(bytes, hash, dpi));
  return target;
}
