import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { foldLabel, isSubLine, subLineKind, subLineLabels } from '../../../../src/extraction/items/sub-line';
import subLines from '../../../../src/extraction/lexicon/item-sublines.json';
import { docOf } from './fixture';

describe('item sub-lines (lexicon/item-sublines.json)', () => {
  it('knows code, price and reference labels, opened by a colon or a figure', () => {
    expect(subLineKind('GTIN: 4012345001235')).toBe('codes');
    expect(subLineKind('GTIN 4012345001235')).toBe('codes');
    expect(subLineKind('EAN-VKE: 4100130913297   Verpackung: Kiste')).toBe('codes');
    expect(subLineKind('Art.-Nr.: TB100A4')).toBe('codes');
    expect(subLineKind('Bruttopreis: 1,5000 €   Artikelgesamtrabatt: -0,10 €')).toBe('prices');
    expect(subLineKind('Artikelrabatt 1: 2,00%   Basis: 75,00 €')).toBe('prices');
    expect(subLineKind('Gross price: 12.00')).toBe('prices');
    expect(subLineKind('Prix brut : 4,20 €')).toBe('prices');
    expect(subLineKind('Bestell-Nr: B6100615')).toBe('references');
    expect(subLineKind('- EAN 4006381333931')).toBe('codes');
  });

  it('leaves descriptions that merely hold a label word', () => {
    for (const t of ['Rabatt', 'Rabattmarken Heft', 'EANNA table lamp', 'Gross price list binder', 'Verpackungsmaterial 20 kg', '12 x 1,0l PET', 'aus Deutschland', 'Remise en état du moteur']) {
      expect([t, isSubLine(t)]).toEqual([t, false]);
    }
  });

  it('folds accents, case and the marks between words of a label', () => {
    expect(foldLabel('Zähler-Nr.')).toBe('zahler nr');
    expect(subLineKind('Zaehler')).toBeUndefined();
    expect(subLineKind('ZÄHLER NR 4411')).toBe('references');
  });

  it('fails loudly on a broken lexicon and lists labels longest first', () => {
    expect(() => subLineLabels({ codes: { en: [] }, prices: {}, references: {} })).toThrow(/non-empty/);
    expect(() => subLineLabels({ codes: { en: [' '] }, prices: {}, references: {} })).toThrow(/empty entry/);
    expect(() => subLineLabels({ codes: { en: ['GTIN'] } })).toThrow(/"prices"/);
    const labels = subLineLabels(subLines).map((l) => l.label);
    expect(labels.indexOf('artikelgesamtrabatt')).toBeLessThan(labels.indexOf('artikelrabatt'));
    expect(labels.indexOf('ean vke')).toBeLessThan(labels.indexOf('ean'));
  });

  it('keeps code and price sub-lines out of the description of the item above (item region, no header)', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Tafelsalz 500 g', '8,00'],
      'feines Meersalz',
      'GTIN: 4012345001235',
      'Bruttopreis: 0,9000 €  Artikelrabatt: -0,10 €',
      ['Pfeffer schwarz', '7,00'],
      'EAN 4006381333931',
      ['Summe netto', '15,00'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 15 }).map((i) => [i.Description, i.Amount]);
    expect(items).toEqual([['Tafelsalz 500 g feines Meersalz', 8], ['Pfeffer schwarz', 7]]);
  });

  it('keeps a code sub-line without its colon out of a header table\'s description', () => {
    const doc = docOf([
      'Muster GmbH', 'Rechnung 4711',
      ['Artikel Menge Preis', 'Betrag'],
      ['Pfeffer schwarz 2 3,50', '7,00'],
      'EAN 4006381333931',
      ['Salz grob 1 2,00', '2,00'],
      ['Summe netto', '9,00'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 9 }).map((i) => [i.Description, i.Amount]);
    expect(items).toEqual([['Pfeffer schwarz', 7], ['Salz grob', 2]]);
  });
});

describe('every label of lexicon/item-sublines.json opens a sub-line in its language, with a colon or a figure', () => {
  type Lists = Record<string, Record<string, string[]>>;
  const table = subLines as unknown as Lists;
  const cases = (['codes', 'prices', 'references'] as const).flatMap((kind) =>
    Object.entries(table[kind]).flatMap(([lang, words]) => words.map((w) => [kind, lang, w] as const)));
  it.each(cases)('%s (%s) "%s"', (_kind, _lang, label) => {
    expect([label, isSubLine(`${label}: AB-1234`), isSubLine(`${label} 4711`)]).toEqual([label, true, true]);
  });
  it('keeps session 13 labels out of descriptions that merely start with the word ("VAT-free sample", "Periodo di prova 30 giorni")', () => {
    expect(['VAT-free sample', 'Nachlassverwaltung Gebühr', 'Matricola pagamenti', 'Periodo di prova 30 giorni'].map(isSubLine)).toEqual([false, false, false, false]);
  });
});
