import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { headerKind } from '../../../../src/extraction/items/header-row';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

describe('tables after the items and rows whose figures do not multiply out', () => {
  it('tells an item header from the header of another table', () => {
    const [items, tax, allowances, terms, sentence] = docOf([
      'Pos    Beschreibung    Nettopreis    Menge    Entgelt',
      'Art (Kategorie)    Warenwert    Steuerbasisbetrag    USt. %    USt.-Betrag',
      'Art    %    Basisbetrag    Steuer    Betrag',
      'Beschreibung    Fälligkeit    Teilzahlung',
      'Die Leistung wurde erbracht im Zeitraum    zwischen Übergabe    und Rückgabe',
    ]).lines;
    expect(headerKind(items)).toBe('items');
    expect(headerKind(tax)).toBe('other');
    expect(headerKind(allowances)).toBe('other');
    expect(headerKind(terms)).toBe('other');
    expect(headerKind(sentence)).toBeUndefined();
  });

  it('ends the items at the header of an allowances table or a tax breakdown', () => {
    const doc = docOf([
      'Musterlieferant GmbH',
      ['1 Zitronensäure 1,00 100 Stk 19 %', '100,00'],
      ['2 Gelierzucker 1,45 50 Stk 7 %', '72,50'],
      'Zu- und Abschläge:',
      'Art    %    Basisbetrag    Steuer    Betrag',
      ['Abschlag Rechnungsrabatt 2 172,50 19 %', '-3,45'],
      'Umsatzsteueraufschlüsselung:',
      'Art (Kategorie)    Warenwert    Steuerbasisbetrag    USt. %    USt.-Betrag',
      ['VAT (S) 100,00 19', '19,00'],
      ['Positionssumme', '172,50'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 169.05 }))).toEqual([
      { Description: 'Zitronensäure', QTY: 100, Price: 1, Amount: 100 },
      { Description: 'Gelierzucker', QTY: 50, Price: 1.45, Amount: 72.5 },
    ]);
  });

  it('keeps a "Label : figure" sub-line with the item above, out of its description (items/sub-line.ts)', () => {
    const doc = docOf([
      'Versicherung AG',
      ['1 Kfz-Haftpflicht 67,22 1 Stk 0 %', '80,00'],
      'Bruttopreis : 80,00',
      ['2 Vollkasko 117,65 1 Stk 0 %', '140,00'],
      'Bruttopreis : 140,00',
      ['Positionssumme', '220,00'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 220 });
    expect(brief(items)).toEqual([
      { Description: 'Kfz-Haftpflicht', QTY: 1, Price: 67.22, Amount: 80 },
      { Description: 'Vollkasko', QTY: 1, Price: 117.65, Amount: 140 },
    ]);
  });

  it('reads quantity and price by their shape when rounding keeps them from multiplying out', () => {
    expect(readRowFigures('1 Wirkarbeit 0,05 10000 KWH 19 % VAT (S) 52,00')).toMatchObject({ description: 'Wirkarbeit', qty: 10000, unit: 'KWH', price: 0.05, amount: 52, checked: false });
    expect(readRowFigures('3 Gelierzucker 0,00 10 Stk 7 % VAT (S) 0,00')).toMatchObject({ description: 'Gelierzucker', qty: 10, price: 0, amount: 0 });
    expect(readRowFigures('2 Beamer-Halterung 122,50 1 H87 19 % 122,50')).toMatchObject({ description: 'Beamer-Halterung', qty: 1, unit: 'H87', price: 122.5, amount: 122.5 });
    // Two counts with units, or no money figure beside the count: no reading by shape.
    expect(readRowFigures('Kabel 2 m 3 Stk 12,00')).not.toHaveProperty('price');
  });

  it('reads a capitalised word after a leading count as the description, not a unit', () => {
    expect(readRowFigures('3 Kaffee 2,50 7,50')).toMatchObject({ description: 'Kaffee', qty: 3, price: 2.5, amount: 7.5 });
    expect(readRowFigures('2 kg 3,99 7,98')).toMatchObject({ qty: 2, unit: 'kg', price: 3.99 });
  });
});

describe('header-led tables', () => {
  it('reads an "Entgelt" amount column, keeps labelled figures under an item out of the items and stops at the next table', () => {
    const doc = docOf([
      'Musterlieferant GmbH',
      // Columns start where the header's words do (6 units a character).
      'Pos   Beschreibung    Nettopreis   Menge        Steuer    Entgelt',
      ['1     Wirkarbeit      0,05         10000 KWH    19 %', '52,00'],
      'Bruttopreis : 0,05',
      ['2     Gelierzucker    1,45         50 Stk       7 %', '72,50'],
      'Bruttopreis : 1,50    Abschlag : 0,03    Abschlag : 0,02',
      'Zu- und Abschläge:',
      'Art    %    Basisbetrag    Steuer    Betrag',
      ['Abschlag    Rechnungsrabatt    2    124,50    19 %', '-2,49'],
      ['Positionssumme', '124,50'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 122.01 }))).toEqual([
      { Description: 'Wirkarbeit', QTY: 10000, Price: 0.05, Amount: 52 },
      { Description: 'Gelierzucker', QTY: 50, Price: 1.45, Amount: 72.5 },
    ]);
  });
});

describe('items that print their own sum', () => {
  it('closes the items at the first row that adds up the rows above it when the totals rules found no sum', () => {
    const doc = docOf([
      'Versicherung AG',
      'Folgende Risiken sind versichert:',
      ['Privathaftpflicht', '50,00 €'],
      ['Lebensgefährte/in zur Privathaftpflicht', '0,00 €'],
      ['Gesamtbeitrag', '50,00 €'],
      ['Versicherungsteuer 19 %', '9,50 €'],
      ['Rechnungsbeitrag', '59,50 €'],
    ]);
    expect(brief(extractLineItems(doc, {}))).toEqual([
      { Description: 'Privathaftpflicht', Amount: 50 },
      { Description: 'Lebensgefährte/in zur Privathaftpflicht', Amount: 0 },
    ]);
  });
});

describe('tables over a page turn', () => {
  const head = 'Pos   Beschreibung    Nettopreis   Menge        Steuer    Entgelt';
  it('goes on over the page past its heading lines, and leaves a parts list ("Menge" only) out', () => {
    const doc = docOf([
      'Musterlieferant GmbH',
      head,
      ['1     Zitronensäure   1,00         100 Stk      19 %', '100,00'],
      '---page---',
      'Musterlieferant GmbH    Seite 2',
      ['2     Mischpalette    29,10        2 Stk        7 %', '58,20'],
      'Basisartikel:',
      'Art-Nr    Beschreibung    Menge',
      'JOG103    Erdbeer 20 x    20 Stk',
      ['Positionssumme', '158,20'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 158.2 }))).toEqual([
      { Description: 'Zitronensäure', QTY: 100, Price: 1, Amount: 100 },
      { Description: 'Mischpalette', QTY: 2, Price: 29.1, Amount: 58.2 },
    ]);
  });

  it('does not take a figures row without an amount after the page turn', () => {
    const doc = docOf([
      head,
      ['1     Zitronensäure   1,00         100 Stk      19 %', '100,00'],
      '---page---',
      'Rechnung 4711    Seite 2    von 2',
      ['Positionssumme', '100,00'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 100 }))).toEqual([{ Description: 'Zitronensäure', QTY: 100, Price: 1, Amount: 100 }]);
  });
});
