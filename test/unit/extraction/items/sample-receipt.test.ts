import fs from 'node:fs';
import path from 'node:path';
import { extractFields } from '../../../../src/extraction/fields';
import { OcrImageReader } from '../../../../src/extraction/ppocr/ocr-reader';
import { PpOcrReader } from '../../../../src/extraction/ppocr/ppocr-reader';

const RECEIPT = path.join(__dirname, '..', '..', '..', '..', 'assets', 'samples', 'receipt.png');

const ITEMS = [
  ['Whole Milk 1L', 2.49],
  ['Sourdough Bread', 4.25],
  ['Free Range Eggs x12', 5.8],
  ['Cheddar Cheese 200g', 3.95],
  ['Cappuccino', 3.6],
];

describe('the bundled sample receipt (OCR)', () => {
  it('returns its five items with their amounts, and no subtotal, tax, total or card line', async () => {
    const reader = await PpOcrReader.create({ threads: 2 });
    try {
      const tree = await reader.read(fs.readFileSync(RECEIPT));
      const { lineItems } = extractFields(tree);
      expect(lineItems.map((i) => [i.Description, i.Amount])).toEqual(ITEMS);
    } finally {
      await reader.close();
    }
  }, 60_000);

  it('returns the same five items through the service\'s OCR reader', async () => {
    // The service's reader detects "Whole Milk" and "1L" as two boxes whose grown edges overlap.
    const reader = await OcrImageReader.create({ threads: 2 });
    try {
      const tree = await reader.read(fs.readFileSync(RECEIPT), 'png');
      const { lineItems } = extractFields(tree);
      expect(lineItems.map((i) => [i.Description, i.Amount])).toEqual(ITEMS);
    } finally {
      await reader.close();
    }
  }, 120_000);
});
