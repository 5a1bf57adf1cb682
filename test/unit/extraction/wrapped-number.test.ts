/** An invoice number cut at its hyphen by a narrow receipt column goes on with the line under it. */
import { extractFields } from '../../../src/extraction/fields';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('numbers wrapped at a hyphen', () => {
  it('joins the rest printed alone on the next line', () => {
    const f = fields([[50, 'METZGEREI WAGNER']], [[10, 'Bon-Nr.'], [54, '0033-134-'], [115, '25.04.2025'], [173, '08:33:06']], [[10, '671116']], [[10, 'Käsekuchen'], [190, '2,59']], [[10, 'Gesamt'], [190, '2,59']]);
    expect(f.Invoice_Number).toBe('0033-134-671116');
  });

  it('leaves a number alone when the next line is an item, not its rest', () => {
    const f = fields([[50, 'METZGEREI WAGNER']], [[10, 'Bon-Nr.'], [54, '0033-134-'], [115, '25.04.2025']], [[10, 'Käsekuchen'], [190, '2,59']], [[10, 'Gesamt'], [190, '2,59']]);
    expect(f.Invoice_Number).toBe('0033-134-');
  });
});
