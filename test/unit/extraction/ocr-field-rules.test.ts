import { extractFields } from '../../../src/extraction/fields';
import { alignSlack } from '../../../src/extraction/fields/sections';
import { sizedRows } from '../../support/ocr-rows';

/** A screenshot read by OCR: 24 px glyphs on a 1300 px wide page. */
const screenshot = (rows: Array<[number, string]>) =>
  extractFields(sizedRows(rows.map(([x, t]) => [x, t, 24]), { width: 1300, height: 1800, gap: 6, advance: 0.55 })).fields;

describe('column edges on OCR pages wander with the glyph boxes', () => {
  it('keeps the slack of a PDF for small type and widens it with the type size', () => {
    expect(alignSlack(10)).toBe(3);
    expect(alignSlack(24)).toBe(6);
  });

  it('keeps a block line a few pixels left of its heading in the block', () => {
    const f = screenshot([[80, 'Oakmont Hardware LLP'], [80, 'TAX INVOICE'], [78, 'BILL TO'], [77, 'Silverline Electrical Pte Ltd'], [76, '4 Anson Road'], [73, 'Singapore 238859']]);
    expect(f.Bill_To_Address).toBe('4 Anson Road, Singapore 238859');
  });

  it('does not take a line that starts well left of the heading', () => {
    const f = screenshot([[80, 'Oakmont Hardware LLP'], [80, 'TAX INVOICE'], [78, 'BILL TO'], [77, 'Silverline Electrical Pte Ltd'], [76, '4 Anson Road'], [40, 'Singapore 238859']]);
    expect(f.Bill_To_Address).toBe('4 Anson Road');
  });
});
