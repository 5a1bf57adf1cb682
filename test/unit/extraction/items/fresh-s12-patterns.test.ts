import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';
import { findAmounts } from '../../../../src/extraction/fields/amounts';
import { splitGluedMarks } from '../../../../src/extraction/items/glued-marks';
import { withLostPoint } from '../../../../src/extraction/items/lost-point';
import { readRowFigures } from '../../../../src/extraction/items/row-figures';
import { CELL_BREAK } from '../../../../src/extraction/items/tokens';
import { classifyRow } from '../../../../src/extraction/items/rows';
import { withClassDigits } from '../../../../src/extraction/items/class-digits';
import { rowRole } from '../../../../src/extraction/items/non-item';
import itemWords from '../../../../src/extraction/lexicon/item-words.json';

const LANGS = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'da', 'ru', 'el', 'ar', 'he', 'hi', 'ja', 'zh', 'ko', 'id', 'fil'];

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

// Patterns of the session-12 documents of test/fixtures/items-fresh (issue 13), failed by the rules at first reading.
describe('item patterns of the session-12 items-fresh documents', () => {
  it('reads a receipt printed in Arabic-Indic digits as one in ASCII digits', () => {
    const doc = docOf([
      'مقهى الياسمين', ['فاتورة ضريبية مبسطة', 'رقم ٤٤١٨'],
      ['٢ × قهوة تركية', '٢٤٫٠٠'], ['١ × شاي بالنعناع', '٨٫٠٠'], ['٣ × كرواسون بالزعتر', '٢٨٫٥٠'],
      ['الإجمالي شامل الضريبة', '٦٠٫٥٠ ر.س'], ['مدى', '٦٠٫٥٠'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 60.5 }))).toEqual([
      { Description: 'قهوة تركية', QTY: 2, Price: 12, Amount: 24 },
      { Description: 'شاي بالنعناع', QTY: 1, Price: 8, Amount: 8 },
      { Description: 'كرواسون بالزعتر', QTY: 3, Price: 9.5, Amount: 28.5 },
    ]);
  });

  it('reads VAT-class digits after the amounts of a Dutch till as classes, and the item count before TOTAAL as no item', () => {
    const doc = docOf([
      'BUURTSUPER DE KLAVER', ['KOMKOMMER', '0,89 1'], ['HAGELSLAG PUUR    2 x 2,19', '4,38 1'], ['BONUS 1+1 GRATIS', '-1,15 1'],
      ['STATIEGELD', '0,25 1'], ['AFWASMIDDEL', '2,49 2'], '-----', ['6 ARTIKELEN   TOTAAL', '6,86'], ['PINNEN', '6,86'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 6.86 }))).toEqual([
      { Description: 'KOMKOMMER', Amount: 0.89 },
      { Description: 'HAGELSLAG PUUR', QTY: 2, Price: 2.19, Amount: 4.38 },
      { Description: 'BONUS 1+1 GRATIS', Amount: -1.15 },
      { Description: 'STATIEGELD', Amount: 0.25 },
      { Description: 'AFWASMIDDEL', Amount: 2.49 },
    ]);
  });

  it('keeps a bare tax-rate column: a lone digit after amounts is a class only where one is 1 or 2', () => {
    const rows = docOf([['Cuaderno A4', '4,50 4'], ['Libro de texto', '9,00 4'], ['Lápiz HB', '3,00 4'], ['Total', '16,50']]).lines.map(classifyRow);
    expect(withClassDigits(rows, classifyRow)).toBe(rows);
    const dutch = docOf([['KOMKOMMER', '0,89 1'], ['AFWASMIDDEL', '2,49 2'], ['SPA ROOD', '0,99 1']]).lines.map(classifyRow);
    expect(withClassDigits(dutch, classifyRow).map((r) => [r.reading.amount, r.reading.taxClass])).toEqual([[0.89, '1'], [2.49, '2'], [0.99, '1']]);
  });

  it('ends the items at a total line that opens with the count of articles', () => {
    for (const t of ['ARTIKELEN TOTAAL', 'ARTICLES TOTAL', 'Artikel Summe', 'varer i alt', 'items total', 'товаров Итого']) expect([t, rowRole(t)]).toEqual([t, 'end']);
    for (const t of ['Artikel 12 Schrauben', 'items of clothing', 'ARTICLES DE SPORT']) expect([t, rowRole(t)]).toEqual([t, undefined]);
    // Hangul is matched inside syllables: a word holding a count word's syllable is none ("고객" holds 개 of 객).
    for (const t of ['고객', '객', '품목 합계']) expect(() => rowRole(t)).not.toThrow();
    expect(rowRole('품목 합계')).toBe('end');
  });

  it('lists item-count words for all 18 languages', () => {
    const w = itemWords as unknown as Record<string, Record<string, string[]>>;
    for (const l of LANGS) expect([l, (w.item_count[l] ?? []).length > 0]).toEqual([l, true]);
  });

  it('reads a letter\'s dash entries "3 hours of consulting at €120 = €360" without cents beside one with cents', () => {
    const doc = docOf([
      'Fiona Byrne Consulting', 'Invoice FB-2026-019', 'Dear Declan,', 'please find below the charges for the work:',
      '- 3 hours of consulting at €120 = €360', '- 2.5 hours of workshop preparation at €120 = €300', '- travel expenses (Dublin–Cork return) = €86.40',
      'That comes to €746.40 before VAT; with VAT at 23% (€171.67) the amount due is €918.07, payable within 30 days.',
      'Kind regards,',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 746.4, Total: 918.07 }))).toEqual([
      { Description: 'consulting', QTY: 3, Price: 120, Amount: 360 },
      { Description: 'workshop preparation', QTY: 2.5, Price: 120, Amount: 300 },
      { Description: 'travel expenses (Dublin–Cork return)', Amount: 86.4 },
    ]);
  });

  const read = (cells: string[]) => readRowFigures(cells.join(` ${CELL_BREAK} `));

  it('leaves a promotion\'s offer in its description when its figures do not give its negative amount', () => {
    expect(read(['RABAT 3 FOR 35,00', '-9,85'])).toMatchObject({ description: 'RABAT 3 FOR 35,00', amount: -9.85 });
    expect(read(['RABAT 3 FOR 35,00', '-9,85']).qty).toBeUndefined();
    // A return line whose count and price give its amount keeps them.
    expect(read(['Rückgabe 2 Stk 5,00', '-10,00'])).toMatchObject({ qty: 2, price: 5, amount: -10 });
  });

  it('reads money without cents: the figure grouped in thousands before a small bare one is the price; a zero-padded row number is none of the name', () => {
    expect(read(['02  신라면 5입', '4,480   2   8,960'])).toMatchObject({ description: '신라면 5 입', qty: 2, price: 4480, amount: 8960 });
    expect(read(['01 *깐마늘 500g', '6,980   1   6,980'])).toMatchObject({ description: '*깐마늘 500g', qty: 1, price: 6980 });
    expect(read(['Screws M4', '1,000', '0.05', '50.00'])).toMatchObject({ qty: 1000, price: 0.05 });
  });

  it('reads a G glued to a figure as grams, not as a class letter after an amount that lost its point', () => {
    const [grams, lost] = docOf([['004 7896089011982 CAFE TORRADO MOIDO', '500G'], ['Succo d\'arancia', '175A']]).lines;
    expect(withLostPoint(grams)).toBeUndefined();
    expect(withLostPoint(lost)?.text).toBe('Succo d\'arancia 1.75A');
  });

  it('puts apart a Japanese quantity glued with a half-width counter and "@" ("2ｺX@88")', () => {
    expect(splitGluedMarks(['納豆3P', '2ｺX@88', '¥176'])).toEqual(['納豆3P', '2', 'ｺ', 'X', '88', '¥176']);
    expect(read(['軽 納豆3P  2ｺX@88', '¥176'])).toMatchObject({ qty: 2, price: 88, amount: 176, checked: true });
    // Without a counter or a price mark the word stays whole.
    expect(splitGluedMarks(['2xUSB-C'])).toEqual(['2xUSB-C']);
  });

  it('reads a letter whose items are sentences, each ending with its amount, where they add up to a sum printed after them', () => {
    const doc = docOf([
      'Carrelages Moreau', 'Objet : facture n° 2026-087', 'Madame,',
      'Suite aux travaux réalisés dans votre salle de bains du 4 au 7 mai, je vous adresse ma',
      'facture. La pose de carrelage a porté sur 24 m² à 35,00 € le m², soit 840,00 €. La',
      'fourniture de la colle et des joints s\'élève à 126,50 €. La dépose et l\'évacuation de l\'ancien',
      'revêtement sont facturées 180,00 €.',
      'Le montant hors taxes est donc de 1.146,50 €, auquel s\'ajoute la TVA à 10 % (114,65 €),',
      'soit un total de 1.261,15 € TTC.',
      'Julien Moreau',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 1146.5, Total: 1261.15 }))).toEqual([
      { Description: 'La pose de carrelage a porté sur 24 m² à 35,00 € le m²', QTY: 24, Price: 35, Amount: 840 },
      { Description: 'La fourniture de la colle et des joints s\'élève', Amount: 126.5 },
      { Description: 'La dépose et l\'évacuation de l\'ancien revêtement sont facturées', Amount: 180 },
    ]);
  });

  it('takes no sentences whose amounts add up to nothing printed after them', () => {
    const doc = docOf([
      'Cher client,', 'Votre abonnement coûtait 12,00 €. Il coûte désormais 15,00 €.', 'Merci de votre fidélité, à payer 99,00 € par an.',
    ]);
    expect(extractLineItems(doc, { Total: 99 })).toEqual([]);
  });

  it('reads a formal Japanese amount "金150,000円" as money (moneyMarks), not a word', () => {
    expect(splitGluedMarks(['交通費', '金12,860円'])).toEqual(['交通費', '12,860', '円']);
    expect(read(['一、経営コンサルティング業務（4月分） 金150,000円'])).toMatchObject({ amount: 150000 });
    expect(findAmounts('小計 金252,860円、合計 金278,146円').map((a) => a.value)).toEqual([252860, 278146]);
    // Other letters glued before a figure still make a word of it.
    expect(findAmounts('INV-2023 No123 Typ12').map((a) => a.value)).toEqual([]);
  });
});
