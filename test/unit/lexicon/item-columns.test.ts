import columnWords from '../../../src/extraction/lexicon/item-columns.json';
import positions from '../../../src/extraction/lexicon/optional-positions.json';
import { LINE_ITEM_COLUMNS } from '../../../src/extraction/fields/line-item-columns';
import sectionSums from '../../../src/extraction/lexicon/section-sums.json';
import { isOptionalRow } from '../../../src/extraction/items/optional-row';
import { isSectionSum } from '../../../src/extraction/items/section-sum';
import tableEnds from '../../../src/extraction/lexicon/item-table-ends.json';
import { endsItemTable } from '../../../src/extraction/items/table-end';

type Lists = Record<string, Record<string, string[]>>;
const keyOf = (heading: string) => LINE_ITEM_COLUMNS.find((d) => d.re.test(heading))?.key;

const headings = Object.entries((columnWords as { columns: Lists }).columns).flatMap(([key, langs]) =>
  Object.entries(langs).flatMap(([lang, words]) => words.map((w) => [key, lang, w] as const)),
);

describe('every item-table heading of lexicon/item-columns.json names its column, also with a currency after it', () => {
  it.each(headings)('%s (%s) "%s"', (key, _lang, heading) => {
    expect([heading, keyOf(heading), keyOf(heading.toUpperCase()), keyOf(`${heading} €`)]).toEqual([heading, key, key, key]);
  });

  it('keeps words that are no heading of their own out ("Brutto" is no amount where a net one stands; "Material" no column)', () => {
    expect([keyOf('Material'), keyOf('Nettowert EUR'), keyOf('Betrag (EUR)'), keyOf('Euro')]).toEqual([undefined, 'amount', 'amount', undefined]);
  });
});

type Words = Record<string, string[]>;
const { openers, amountWords } = positions as { openers: Words; amountWords: Words };
const each = (lists: Words) => Object.entries(lists).flatMap(([lang, words]) => words.map((w) => [lang, w] as const));

describe('every word of lexicon/optional-positions.json marks an unbilled position in its language', () => {
  it.each(each(openers))('opener (%s) "%s"', (_lang, word) => {
    const description = `${word}: Zusatzleistung Montage`;
    expect([word, isOptionalRow(`02.0040 ${description} 24 m 61,00`, description, false)]).toEqual([word, true]);
    // Printed with its amount it is billed.
    expect([word, isOptionalRow(`02.0040 ${description} 24 m 61,00 1.464,00`, description, true)]).toEqual([word, false]);
  });

  it.each(each(amountWords))('amount cell (%s) "%s"', (_lang, word) => {
    expect([word, isOptionalRow(`01.0030 Aushub zwischenlagern 96,5 m³ 9,80 ${word}`, 'Aushub zwischenlagern', false)]).toEqual([word, true]);
  });

  it('leaves an ordinary description that merely contains such a word ("Montage optionaler Halter")', () => {
    expect(isOptionalRow('Montage optionaler Halter 2 Stk 12,00', 'Montage optionaler Halter', false)).toBe(false);
    expect(isOptionalRow('Optionsschein Druck 2 Stk 12,00', 'Optionsschein Druck', false)).toBe(false);
  });
});

describe('every word of lexicon/section-sums.json makes a section sum in its language', () => {
  const lists = sectionSums as { sums: Words; sections: Words };
  it.each(each(lists.sums))('sum word (%s) "%s"', (lang, word) => {
    const line = `${word} ${lists.sections[lang][0]} 2 1.234,00`;
    expect([line, isSectionSum(line)]).toEqual([line, true]);
  });
  it.each(each(lists.sections))('section word (%s) "%s"', (lang, word) => {
    const line = `${lists.sums[lang][0]} ${word} 01 Erdarbeiten 3.515,90`;
    expect([line, isSectionSum(line)]).toEqual([line, true]);
  });
  it('leaves totals and other lines alone ("Total Parts", "Summe netto", "Titel 02 Beton")', () => {
    expect(['Total Parts 120.00', 'Summe netto 1.234,00', 'Titel 02 Beton', 'Total 3.208,70'].map(isSectionSum)).toEqual([false, false, false, false]);
  });
});

describe('every heading of lexicon/item-table-ends.json ends an item table in its language', () => {
  const ends = (tableEnds as { headings: Words }).headings;
  const asPrinted = (h: string) => (h.startsWith('*') ? `Steuer${h.slice(1)}` : h);
  it.each(each(ends))('(%s) "%s"', (_lang, heading) => {
    const line = `${asPrinted(heading).toUpperCase()} e totali`;
    expect([line, endsItemTable(line), endsItemTable(`${asPrinted(heading)}:`)]).toEqual([line, true, true]);
  });
  it('leaves an item that merely contains such a word ("Summary report printing", "Jahresübersicht")', () => {
    expect(['Printing of the summary report', 'Riepilogativo mensile', 'Resumenes'].map(endsItemTable)).toEqual([false, false, false]);
  });
});

describe('every net/gross qualifier of lexicon/item-columns.json belongs to the price or amount heading before it', () => {
  const q = (columnWords as unknown as { qualifiers: Record<'net' | 'gross', Words> }).qualifiers;
  const price: Record<string, string> = { de: 'Einzelpreis', en: 'Unit price', fr: 'Prix unitaire', nl: 'Stukprijs', es: 'Precio', it: 'Prezzo' };
  const amount: Record<string, string> = { de: 'Gesamt', en: 'Amount', fr: 'Total', nl: 'Bedrag', es: 'Importe', it: 'Importo' };
  it.each(each(q.net))('net (%s) "%s"', (lang, word) => {
    expect([word, keyOf(`${price[lang]} ${word}`), keyOf(`${amount[lang]} ${word}`), keyOf(`${amount[lang]} (${word})`)]).toEqual([word, 'price', 'amount', 'amount']);
  });
  it.each(each(q.gross))('gross (%s) "%s"', (lang, word) => {
    expect([word, keyOf(`${price[lang]} ${word}`), keyOf(`${amount[lang]} ${word}`)]).toEqual([word, 'grossPrice', 'gross']);
  });
  it('reads a price heading with the unit it is per ("Preis/ME"), not "Prijs Per" (price and price unit)', () => {
    expect([keyOf('Preis/ME'), keyOf('Price / Unit'), keyOf('Preis/Einh.'), keyOf('Prijs Per')]).toEqual(['price', 'price', 'price', undefined]);
  });
});
