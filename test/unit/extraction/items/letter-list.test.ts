import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit }).filter(([, v]) => v !== undefined)));

describe('items of a letter printed as a list in running text', () => {
  it('reads every entry and leaves the sentence after the list out of the last item', () => {
    const doc = docOf([
      'Bluegate Consulting Limited', '1 Victoria Street, Edinburgh', 'Dear customer,',
      'We have charged for these items:',
      '– USB-C docking station Ref. 2495, 1 pcs × £ 71.12: £ 71.12',
      '– Laser printer, 2 unit × £ 274.82: £ 549.64',
      'Before tax, this comes to £ 620.76. You therefore owe us £ 744.91 including VAT at 20 % (£ 124.15),',
      'payable by 17 March 2025.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 620.76, Total: 744.91 }))).toEqual([
      { Description: 'USB-C docking station Ref. 2495', QTY: 1, Unit: 'pcs', Price: 71.12, Amount: 71.12 },
      { Description: 'Laser printer', QTY: 2, Unit: 'unit', Price: 274.82, Amount: 549.64 },
    ]);
  });
});
