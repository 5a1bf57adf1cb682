import { emptyLineItemFields, emptyRecordFields, type LineItemFields, type RecordFields } from '../../../src/domain/document/record-fields';
import { learnLayout, readWithLayout } from '../../../src/domain/vendor-memory/line-layout';
import { applyLineLayouts } from '../../../src/domain/vendor-memory/line-memory';

const item = (f: Partial<LineItemFields>): LineItemFields => ({ ...emptyLineItemFields(), ...f }) as LineItemFields;
const record = (f: Partial<RecordFields>): RecordFields => ({ ...emptyRecordFields(), ...f }) as RecordFields;

// Hartwell prints quantity and unit first, the per-line VAT amount before the net amount, and a carriage row in the table.
const H1 = [
  'Hartwell Supplies', '1 Mill Road, Leeds\tInvoice no.\tHW-1', 'Qty\tUnit\tArticle\tEach\tVAT\tNet',
  '4\tbox\tA4 copier paper\t21.50\t17.20\t86.00',
  '6\tpc\tFountain pen ink,\t3.25\t3.90\t19.50', 'black',
  '1\trun\tCarriage\t10.00\t2.00\t10.00',
  'Net\t115.50', 'VAT\t23.10', 'Total\t138.60',
].join('\n');
const H1_ITEMS = [
  item({ QTY: 4, Unit: 'box', Description: 'A4 copier paper', Price: 21.5, Tax: 17.2, Amount: 86 }),
  item({ QTY: 6, Unit: 'pc', Description: 'Fountain pen ink, black', Price: 3.25, Tax: 3.9, Amount: 19.5 }),
];
const H2 = [
  'Hartwell Supplies', 'Qty\tUnit\tArticle\tEach\tVAT\tNet',
  '10\tpc\tLever arch file\t2.80\t5.60\t28.00',
  '2\tbox\tStaples 24/6,\t4.10\t1.64\t8.20', '5000 a box',
  '1\trun\tCarriage\t8.00\t1.60\t8.00',
  'Page 1 of 2', 'Qty\tUnit\tArticle\tEach\tVAT\tNet',
  '1\tpc\tDesk organiser\t19.90\t3.98\t19.90',
  'Net\t64.10', 'VAT\t12.82', 'Total\t76.92',
].join('\n');

describe('learnLayout', () => {
  it('learns which cell holds which field, the wrapped descriptions, the header, the end and the rows that are not items', () => {
    const layout = learnLayout(H1, H1_ITEMS)!;
    expect(layout).toEqual({
      cells: 6,
      numbers: { Amount: 5, Price: 3, Tax: 4, QTY: 0 },
      texts: { Unit: 1 },
      description: [2],
      wraps: true,
      header: 'qty unit article each vat net',
      stop: 'net',
      skip: ['carriage'],
    });
  });

  it('assumes wrapped descriptions unless the person left a sub-line out of one', () => {
    const plain = 'Qty\tArticle\tNet\n2\tStaples\t8.20\nNet\t8.20';
    expect(learnLayout(plain, [item({ QTY: 2, Description: 'Staples', Amount: 8.2 })])!.wraps).toBe(true);
    const serial = 'Qty\tArticle\tNet\n1\tLaptop\t900.00\nS/N 4711-XY\nNet\t900.00';
    const layout = learnLayout(serial, [item({ QTY: 1, Description: 'Laptop', Amount: 900 })])!;
    expect(layout.wraps).toBe(false);
    expect(readWithLayout('Qty\tArticle\tNet\n1\tMonitor\t200.00\nS/N 0815-AB\n2\tCable\t10.00\nNet\t210.00', layout).items).toEqual([
      { Description: 'Monitor', QTY: 1, Amount: 200 },
      { Description: 'Cable', QTY: 2, Amount: 10 },
    ]);
  });

  it('learns nothing when the corrected items are not in the text', () => {
    expect(learnLayout(H1, [item({ Description: 'Something else', Amount: 999 })])).toBeNull();
    expect(learnLayout('', H1_ITEMS)).toBeNull();
    expect(learnLayout(H1, [])).toBeNull();
  });
});

describe('readWithLayout', () => {
  it('reads the vendor\'s next document: wrapped lines joined, removed rows left out, the table continued after a page break', () => {
    const { items, skipped } = readWithLayout(H2, learnLayout(H1, H1_ITEMS)!);
    expect(skipped).toBe(8);
    expect(items).toEqual([
      { Description: 'Lever arch file', QTY: 10, Unit: 'pc', Price: 2.8, Tax: 5.6, Amount: 28 },
      { Description: 'Staples 24/6, 5000 a box', QTY: 2, Unit: 'box', Price: 4.1, Tax: 1.64, Amount: 8.2 },
      { Description: 'Desk organiser', QTY: 1, Unit: 'pc', Price: 19.9, Tax: 3.98, Amount: 19.9 },
    ].map((i) => expect.objectContaining(i)));
  });

  it('reads nothing where the vendor\'s header is not printed', () => {
    expect(readWithLayout('Other Ltd\nItem\tAmount\nThing\t5.00', learnLayout(H1, H1_ITEMS)!)).toEqual({ items: [], skipped: 0 });
  });

  it('reads comma decimals as the vendor prints them', () => {
    const de = 'Menge\tArtikel\tBetrag\n2\tSchrauben\t1.234,50\nSumme\t1.234,50';
    const layout = learnLayout(de, [item({ QTY: 2, Description: 'Schrauben', Amount: 1234.5 })])!;
    expect(readWithLayout('Menge\tArtikel\tBetrag\n3\tMuttern\t12,30\nSumme\t12,30', layout).items).toEqual([{ Description: 'Muttern', QTY: 3, Amount: 12.3 }]);
  });
});

describe('applyLineLayouts', () => {
  const samples = [{ rawText: H1, items: H1_ITEMS }];
  const fields = record({ Subtotal: 56.1, Tax: 11.22, Total: 67.32 });

  it('replaces the engine\'s items when they disagree with the learned reading', () => {
    const r = applyLineLayouts(H2, fields, [{ Description: 'Lever arch file 10 pc', Amount: 5.6 }], samples);
    expect(r.applied).toBe(true);
    expect(r.items.map((i) => i.Amount)).toEqual([28, 8.2, 19.9]);
  });

  it('keeps the engine\'s items when they agree, or when only they add up to the totals', () => {
    const { items: same } = readWithLayout(H2, learnLayout(H1, H1_ITEMS)!);
    expect(applyLineLayouts(H2, fields, same, samples)).toEqual({ items: same, applied: false });
    const engine = [{ Description: 'Lever arch file', Amount: 28 }, { Description: 'Staples', Amount: 8.2 }, { Description: 'Desk organiser', Amount: 19.9 }];
    // The printed net includes the carriage row the person removes: the learned reading still adds up with it.
    const net = record({ Subtotal: 64.1 });
    expect(applyLineLayouts(H2, net, [...engine, { Description: 'Carriage', Amount: 8 }], samples).applied).toBe(true);
    // A net neither reading explains: the learned reading wins over the engine's that does not add up either.
    expect(applyLineLayouts(H2, record({ Subtotal: 70 }), engine, samples).applied).toBe(true);
    // Only the engine's items add up (the vendor changed its layout since): they stay.
    const four = [...engine, { Description: 'Pens', Amount: 13.9 }];
    expect(applyLineLayouts(H2, record({ Subtotal: 70 }), four, samples)).toEqual({ items: four, applied: false });
  });

  it('leaves the engine\'s items where nothing was learned or the layout is not found', () => {
    const engine = [{ Description: 'x', Amount: 1 }];
    expect(applyLineLayouts(H2, fields, engine, [])).toEqual({ items: engine, applied: false });
    expect(applyLineLayouts('Other Ltd\nThing\t5.00', fields, engine, samples)).toEqual({ items: engine, applied: false });
    expect(applyLineLayouts(H2, fields, engine, [{ rawText: 'nothing', items: H1_ITEMS }])).toEqual({ items: engine, applied: false });
  });
});
