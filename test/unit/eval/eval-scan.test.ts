import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { cachedScan, scanNoise, scanPdf } from '../../../eval/harness/scan';
import { loadPdfjs } from '../../../src/extraction/pdf/pdfjs-loader';

async function textPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of ['Toner cartridge TN-2420   2   62.50   125.00', 'Second page']) {
    doc.addPage([595.28, 841.89]).drawText(line, { x: 50, y: 700, size: 12, font });
  }
  return Buffer.from(await doc.save());
}

describe('150-dpi scans for npm run eval', () => {
  it('turns every page into an image of the same size with no text layer left', async () => {
    const scanned = await scanPdf(await textPdf(), 'k');
    const rt = await loadPdfjs();
    const doc = await rt.lib.getDocument({ ...rt.baseOptions, data: new Uint8Array(scanned) }).promise;
    try {
      expect(doc.numPages).toBe(2);
      for (const n of [1, 2]) {
        const page = await doc.getPage(n);
        expect(page.getViewport({ scale: 1 }).width).toBeCloseTo(595.28, 1);
        expect((await page.getTextContent()).items).toHaveLength(0);
      }
    } finally {
      await doc.destroy();
    }
  });

  it('adds the same noise for the same key, and keeps the page white', async () => {
    const white = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const a = await scanNoise(white, 'k');
    expect((await scanNoise(white, 'k')).equals(a)).toBe(true);
    const stats = await sharp(a).stats();
    expect(stats.channels[0].mean).toBeGreaterThan(200);
    expect(stats.channels[0].stdev).toBeGreaterThan(0);
  });

  it('makes a scan once and reuses it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'scan-'));
    try {
      const pdf = join(dir, 'a.pdf');
      writeFileSync(pdf, await textPdf());
      const first = await cachedScan(pdf, join(dir, 'cache'));
      const made = statSync(first).mtimeMs;
      expect(await cachedScan(pdf, join(dir, 'cache'))).toBe(first);
      expect(statSync(first).mtimeMs).toBe(made);
      expect(readFileSync(first).subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
