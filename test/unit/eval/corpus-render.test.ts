import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { generateDocument } from '../../../eval/corpus/generate';
import { chromiumAvailable, CorpusRenderer, receiptWidthMm } from '../../../eval/corpus/render';

const available = chromiumAvailable();
if (!available) console.warn('skip: corpus rendering test — Chromium not found at /usr/bin/chromium (set CHROMIUM_PATH)');
const maybe = available ? it : it.skip;

describe('corpus rendering with Chromium', () => {
  maybe('renders an A4 invoice, an 80 mm and a 58 mm receipt to PDF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'corpus-render-'));
    const renderer = await CorpusRenderer.launch();
    try {
      const invoice = await renderer.render(generateDocument('a4-classic', 'de', 0), dir, ['pdf']);
      const receipt = await renderer.render(generateDocument('receipt-thermal', 'ja', 0), dir, ['pdf']);
      const a4 = await PDFDocument.load(readFileSync(invoice.pdf!));
      // A4 (Chromium rounds it to 8.27 × 11.7 in); 80 mm wide.
      expect(Math.abs(a4.getPage(0).getSize().width - 595.3)).toBeLessThan(2);
      expect(Math.abs(a4.getPage(0).getSize().height - 841.9)).toBeLessThan(2);
      const slip = await PDFDocument.load(readFileSync(receipt.pdf!));
      expect(slip.getPageCount()).toBe(1);
      expect(Math.abs(slip.getPage(0).getSize().width - 226.8)).toBeLessThan(2);
      // The 58 mm slip asks for its width in the page; the renderer follows it.
      const narrow = await PDFDocument.load(readFileSync((await renderer.render(generateDocument('receipt-58mm', 'de', 0), dir, ['pdf'])).pdf!));
      expect(Math.abs(narrow.getPage(0).getSize().width - 164.4)).toBeLessThan(2);
    } finally {
      await renderer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('receipt paper width', () => {
  it('is 80 mm unless the page names another width', () => {
    expect(receiptWidthMm(generateDocument('receipt-classic', 'de', 0).html)).toBe(80);
    expect(receiptWidthMm(generateDocument('receipt-58mm', 'de', 0).html)).toBe(58);
  });
});

