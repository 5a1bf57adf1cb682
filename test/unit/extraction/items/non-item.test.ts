import { rowRole } from '../../../../src/extraction/items/non-item';
import itemWords from '../../../../src/extraction/lexicon/item-words.json';

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'da', 'ru', 'el', 'ar', 'he', 'hi', 'ja', 'zh', 'ko', 'id', 'fil'];

describe('rows that are not items', () => {
  it('ends the item region at totals, subtotals and tax in several languages', () => {
    for (const t of ['Subtotal', 'TOTAL', 'Zwischensumme', 'Gesamtbetrag', 'Sous-total', 'Total TTC', 'MwSt. 19 %', 'Subtotal (3 items)', 'Итого', '合計', '小计', '합계', 'المجموع', 'Σύνολο']) {
      expect([t, rowRole(t)]).toEqual([t, 'end']);
    }
  });

  it('skips tender, change, loyalty and carried-forward lines', () => {
    for (const t of ['Cash', 'Change', 'Rückgeld', 'Payback Punkte', 'Übertrag', 'Carried forward', 'Report', 'ポイント', 'Points earned', 'Visa']) {
      expect([t, rowRole(t)]).toEqual([t, 'skip']);
    }
  });

  it('keeps item descriptions that merely contain a label word', () => {
    for (const t of ['Tax consulting services', 'Toner cartridge TN-2420', 'Cappuccino', 'Coupon', 'Rabatt', 'Brot', 'Consulting', 'Milch 1,5%']) {
      expect([t, rowRole(t)]).toEqual([t, undefined]);
    }
  });

  it('lists carried-forward and loyalty words for all 18 languages', () => {
    const w = itemWords as unknown as Record<string, Record<string, string[]>>;
    for (const key of ['carried_forward', 'loyalty']) for (const l of LANGS) expect([key, l, (w[key][l] ?? []).length > 0]).toEqual([key, l, true]);
  });
});
