import { extractFields } from '../../../src/extraction/fields';
import { labelsIn, readingPrint } from '../../../src/extraction/lexicon';
import type { DocumentTree } from '../../../src/extraction/types';
import { tree } from '../../support/ocr-rows';

/**
 * A right-to-left invoice with the customer and the delivery address side by side: each block is aligned on its right
 * edge (x + 6 px per character below), the delivery block to the left of the customer's.
 */
const at = (right: number, text: string): [number, string] => [right - text.length * 6, text];

/** A Hebrew invoice whose customer heading OCR read one letter off ("פרטי הלקות" for "פרטי הלקוח"). */
const misreadHeading = () => tree(
  [at(560, 'חשבונית')],
  [at(560, 'פרטי הלקות'), at(300, 'מספר'), at(200, 'IL-2025-8510')],
  [at(560, 'אופק ייעוץ בע״מ')],
  [at(560, 'רחוב ויצמן 1'), at(300, 'ת. מסמך'), at(200, '08.02.2025')],
  [at(560, 'חיפה 3303101')],
  [],
  [at(560, 'סה"כ לתשלום'), at(200, '1,170.00')],
);

describe('side-by-side party blocks of a right-to-left invoice', () => {
  it("reads the customer's block under its heading, not the delivery block beside it", () => {
    const f = extractFields(tree(
      [at(560, 'טעמים קייטרינג בע"מ')],
      [at(560, 'דרך בגין 52, באר שבע')],
      [at(560, 'חשבונית מס 2026/0623')],
      [at(560, 'לקוח'), at(300, 'כתובת אספקה:')],
      [at(560, 'בונים יחד בע"מ'), at(300, 'בונים יחד בע"מ')],
      [at(560, 'רחוב יפו 620, באר שבע'), at(300, 'רחוב ויצמן 83')],
      [at(560, 'ישראל'), at(300, 'באר שבע 8410501')],
      [],
      [at(560, 'סה"כ לתשלום'), at(200, '1,170.00')],
    )).fields;
    expect(f.Bill_To_Name).toBe('בונים יחד בע"מ');
    expect(f.Bill_To_Address).toContain('רחוב יפו 620');
  });

  it('reads a label column with its value to the left and the address under the value', () => {
    const f = extractFields(tree(
      [at(540, 'חשבונית מס / קבלה')],
      [at(520, 'מאת'), at(366, 'השחר סחר בע״מ')],
      [at(366, 'רחוב הרצל 173')],
      [at(366, 'חיפה 3303101')],
      [at(520, 'לכבוד'), at(366, 'נתיב הובלות בע"מ')],
      [at(366, 'רחוב ויצמן 816')],
      [at(366, 'תל אביב-יפו 6578901')],
      [at(520, 'אופן תשלום'), at(366, 'העברה בנקאית')],
      [],
      [at(520, 'סה"כ לתשלום'), at(200, '1,170.00')],
    )).fields;
    expect(f.Bill_To_Name).toBe('נתיב הובלות בע"מ');
    expect(f.Bill_To_Address).toBe('רחוב ויצמן 816, תל אביב-יפו 6578901');
  });

  it("reads a misread heading's block under it when the cell beside it is the next column's number sign", () => {
    const f = extractFields(misreadHeading()).fields;
    expect(f.Bill_To_Name).toBe('אופק ייעוץ בע״מ');
    expect(f.Bill_To_Address).toBe('רחוב ויצמן 1, חיפה 3303101');
  });

  it('takes a heading one letter off for the label only where a recogniser read the page', () => {
    const ocr = misreadHeading();
    const printed: DocumentTree = { ...ocr, source: 'pdf-text', pages: ocr.pages.map((p) => ({ ...p, origin: 'text-layer' })) };
    expect(extractFields(ocr).fields.Bill_To_Name).toBe('אופק ייעוץ בע״מ');
    expect(extractFields(printed).fields.Bill_To_Name).not.toBe('אופק ייעוץ בע״מ');
    expect(labelsIn('פרטי הלקות').map((s) => s.key)).toEqual(['bill_to']);
    expect(readingPrint(true, () => labelsIn('פרטי הלקות'))).toEqual([]);
    expect(readingPrint(false, () => labelsIn('פרטי הלקות')).map((s) => s.key)).toEqual(['bill_to']);
  });
});
