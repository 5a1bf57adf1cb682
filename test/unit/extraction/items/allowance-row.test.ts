import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { afterAllowance, namesAllowance } from '../../../../src/extraction/items/allowance-row';
import { isBulletDetail, isDetailLine } from '../../../../src/extraction/items/note-line';
import { docOf } from './fixture';

describe('allowance lines under an invoice item', () => {
  it('knows allowance words as whole words in several languages', () => {
    for (const t of ['abzgl. 16,7% Rabatt', 'less 10% discount', 'Remise 5 %', 'korting 10%', 'descuento 5%', 'sconto 3%']) expect([t, namesAllowance(t)]).toEqual([t, true]);
    for (const t of ['Rabattmarken', 'Discounter Tüte', 'Artikelgesamtrabatt', 'Pfand']) expect([t, namesAllowance(t)]).toEqual([t, false]);
  });

  it('takes a negative figure smaller than the item off it, nothing else', () => {
    expect(afterAllowance(12, { text: 'abzgl. 16,7% Rabatt -2,00', amount: -2 })).toBe(10);
    expect(afterAllowance(12, { text: 'abzgl. 16,7% Rabatt 2,00', amount: 2 })).toBeUndefined();
    expect(afterAllowance(12, { text: 'Gutschein -20,00', amount: -20 })).toBeUndefined();
    expect(afterAllowance(12, { text: 'Rabatt -12,00', amount: -12 })).toBeUndefined();
  });

  it('lowers the amount of the item above, past its sub-lines, and leaves price sub-lines alone', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['1 Kunstrasen 3 m² 4,00', '12,00'],
      'GTIN: 4012345001235',
      // Printed under the description, off the amount column: the region does not take it for an item row.
      '                abzgl. 16,7% Rabatt -2,00',
      ['2 Gelierzucker 50 Stk. 1,45', '72,50'],
      'Artikelrabatt 1: 2,00%  Rabatt: -0,03 €/Stk.',
      ['Summe netto', '82,50'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 82.5 }).map((i) => [i.Description, i.QTY, i.Amount]);
    expect(items).toEqual([['Kunstrasen', 3, 10], ['Gelierzucker', 50, 72.5]]);
  });
});

describe('bulleted details under an invoice item', () => {
  it('are dash- or bullet-led lines that do not end in money', () => {
    expect(isBulletDetail('- Feuerversicherung - Teil A § 2 62.000 MK1914')).toBe(true);
    expect(isBulletDetail('• incl. set-up and training')).toBe(true);
    expect(isBulletDetail('- Rabatt 2,00')).toBe(false);
    expect(isBulletDetail('Feuerversicherung')).toBe(false);
    expect(isDetailLine('GTIN: 4012345001235')).toBe(true);
  });

  it('stay out of the description of the item above', () => {
    const doc = docOf([
      'Versicherung AG', 'Beitragsrechnung 2026',
      ['Wohngebäudeversicherung', '1.000,00 €'],
      '- Feuerversicherung - Teil A § 2 62.000 MK1914',
      '- Leitungswasserversicherung - Teil A § 3 62.000 MK1914',
      ['Haftpflicht', '80,00 €'],
      ['Gesamtbeitrag', '1.080,00 €'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 1080 }).map((i) => [i.Description, i.Amount]);
    expect(items).toEqual([['Wohngebäudeversicherung', 1000], ['Haftpflicht', 80]]);
  });
});
