import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { splitGluedMarks } from '../../../../src/extraction/items/glued-marks';
import { docOf } from './fixture';
import { classifiedRows } from '../../../../src/extraction/items/rows';
import { proseEntries } from '../../../../src/extraction/items/prose-list';
import { rowRole } from '../../../../src/extraction/items/non-item';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit }).filter(([, v]) => v !== undefined)));

// Patterns of test/fixtures/items-fresh (issue 13), written apart from the rules and failed by them at first.
describe('till and invoice patterns of the items-fresh documents', () => {
  it('puts apart the marks tills glue to figures', () => {
    expect(splitGluedMarks(['1', 'x', '54.90', '=54.90'])).toEqual(['1', 'x', '54.90', '=', '54.90']);
    expect(splitGluedMarks(['牛乳', '¥228※'])).toEqual(['牛乳', '¥228', '※']);
    expect(splitGluedMarks(['ADVIL', '7.99T'])).toEqual(['ADVIL', '7.99', 'T']);
    expect(splitGluedMarks(['2個', '×', '単128'])).toEqual(['2', '個', '×', '128']);
    // OCR glues the whole quantity line into one word; a count glued to a plain "2x" stays as it was.
    expect(splitGluedMarks(['2個×単128', '¥256※'])).toEqual(['2', '個', '×', '128', '¥256', '※']);
    expect(splitGluedMarks(['2xUSB-C'])).toEqual(['2xUSB-C']);
    // A Latin letter after a figure without cents is a size or a code, not a tax mark.
    expect(splitGluedMarks(['Kabel', '500T'])).toEqual(['Kabel', '500T']);
  });

  it('reads a US drugstore slip: the tax flag T after each price, "2 @ 3.49" under its item, a promotion', () => {
    const doc = docOf([
      'CORNER DRUG #412', '880 Main St',
      ['ADVIL 24CT', '7.99 T'], ['VITAMINWATER XXX', '6.98 T'], '  2 @ 3.49', ['KLEENEX 3PK', '5.49 T'], ['PROMO SAVINGS', '-1.00'],
      ['SUBTOTAL', '19.46'], ['MA SALES TAX 6.25%', '1.22'], ['TOTAL', '20.68'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 19.46, Total: 20.68, Tax: 1.22 }))).toEqual([
      { Description: 'ADVIL 24CT', Amount: 7.99 },
      { Description: 'VITAMINWATER XXX', QTY: 2, Price: 3.49, Amount: 6.98 },
      { Description: 'KLEENEX 3PK', Amount: 5.49 },
      { Description: 'PROMO SAVINGS', Amount: -1 },
    ]);
  });

  it('reads a Japanese slip: ¥ and the reduced-rate mark ※ glued to the amount, "2個 × 単128" under its item', () => {
    const doc = docOf([
      'まるや商店 駅前店',
      ['牛乳 1000ml', '¥228※'], '緑茶 500ml', ['  2個 × 単128', '¥256※'], ['値引', '-¥50※'],
      ['小計', '¥434'], ['合計', '¥434'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 434, Total: 434 }))).toEqual([
      { Description: '牛乳 1000ml', Amount: 228 },
      { Description: '緑茶 500ml', QTY: 2, Price: 128, Amount: 256, Unit: '個' },
      { Description: '値引', Amount: -50 },
    ]);
  });

  it('reads a Russian fiscal receipt: numbered names, "qty x price =amount" under each, a VAT rate line per item', () => {
    const doc = docOf([
      'ООО «ПРОДУКТЫ У ДОМА»', 'КАССОВЫЙ ЧЕК ПРИХОД',
      '1. Хлеб Бородинский 400г', ['   1 x 54.90', '=54.90'], '   НДС 10%',
      '2. Молоко 3,2% 930мл', ['   2 x 89.99', '=179.98'], '   НДС 10%',
      '3. Пакет-майка', ['   1 x 7.00', '=7.00'], '   НДС 20%',
      '------------------------------', ['ИТОГ', '=241.88'], ['СУММА НДС 10%', '=21.35'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 241.88 }))).toEqual([
      { Description: 'Хлеб Бородинский 400г', QTY: 1, Price: 54.9, Amount: 54.9 },
      { Description: 'Молоко 3,2% 930мл', QTY: 2, Price: 89.99, Amount: 179.98 },
      { Description: 'Пакет-майка', QTY: 1, Price: 7, Amount: 7 },
    ]);
  });

  it('gives a quantity line between two items to the one it multiplies out to exactly; a rule line names nothing', () => {
    const doc = docOf([
      'FRISCHMARKT HOLZER',
      ['ROGGENBROT 500G', '2,49 A'], '  2 x 1,25', ['BUTTER IRISCH', '2,50 A'], ['COUPON BUTTER', '-0,30 A'],
      '----------------------------------------', ['SUMME EUR', '4,69'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 4.69 }))).toEqual([
      { Description: 'ROGGENBROT 500G', Amount: 2.49 },
      { Description: 'BUTTER IRISCH', QTY: 2, Price: 1.25, Amount: 2.5 },
      { Description: 'COUPON BUTTER', Amount: -0.3 },
    ]);
  });

  it('drops carried-forward rows of a table over two pages (fr) where they repeat the sum above them', () => {
    const doc = docOf([
      'FACTURE F2026-0451',
      ['Réf. Désignation            Qté   P.U. HT', 'Montant HT'],
      ['FB-1001 Ramette papier A4    20   4,90', '98,00'],
      ['FB-1002 Classeur à levier    12   3,75', '45,00'],
      ['Total à reporter', '143,00'],
      '---page---',
      ['Réf. Désignation            Qté   P.U. HT', 'Montant HT'],
      ['Report', '143,00'],
      ['FB-1003 Toner HP 305A noir    2  79,00', '158,00'],
      ['Total HT', '301,00'], ['TVA 20 %', '60,20'], ['Total TTC', '361,20'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 301, Total: 361.2, Tax: 60.2 });
    expect(items.map((i) => i.Amount)).toEqual([98, 45, 158]);
  });

  it('keeps a fee named like a carried-forward line that costs what the items above it cost (de)', () => {
    const doc = docOf([
      'Honorarrechnung 2026-09',
      ['Pos  Leistung                  Menge    Preis', 'Betrag'],
      ['1 Workshop Teamführung        1  400,00', '400,00'],
      ['2 Moderation                  1  100,00', '100,00'],
      ['3 Vortrag                     1  500,00', '500,00'],
      ['Summe netto', '1.000,00'], ['USt 19 %', '190,00'], ['Gesamtbetrag', '1.190,00'],
    ]);
    expect(extractLineItems(doc, { Subtotal: 1000, Total: 1190, Tax: 190 }).map((i) => i.Amount)).toEqual([400, 100, 500]);
  });

  it('reads a Chinese VAT table: the name above a centred figures line (its sub-line joined), the 合计 row with two sums is no item', () => {
    const doc = docOf([
      '电子发票（增值税专用发票）',
      '*信息技术服务*软件维护服务', ['月 3 2,000.00 6,000.00 6%', '360.00'], '服务期间：2026年1月1日至2026年3月31日',
      ['*计算机设备*显示器 台 4 1,200.00 4,800.00 13%', '624.00'],
      ['合计 ¥10,800.00', '¥984.00'],
      '价税合计（大写） 壹万壹仟柒佰捌拾肆圆整',
    ]);
    expect(brief(extractLineItems(doc, { Total: 11784, Subtotal: 10800, Tax: 984 }))).toEqual([
      { Description: '*信息技术服务*软件维护服务 服务期间：2026年1月1日至2026年3月31日', QTY: 3, Price: 2000, Amount: 6000, Unit: '月' },
      { Description: '*计算机设备*显示器 台', QTY: 4, Price: 1200, Amount: 4800 },
    ]);
  });

  it('keeps a size with its unit in the description where price and amount print alike (pt, no header row)', () => {
    const doc = docOf([
      'Fatura FT 2026/238',
      ['8 un. Cadeira de esplanada em alumínio 42,50 €', '340,00 €'],
      ['1 un. Guarda-sol 3 m com base 25 kg 164,90 €', '164,90 €'],
      ['Total ilíquido', '504,90 €'], ['IVA 23%', '116,13 €'], ['Total a pagar', '621,03 €'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 504.9, Total: 621.03, Tax: 116.13 }))).toEqual([
      { Description: 'Cadeira de esplanada em alumínio', QTY: 8, Price: 42.5, Amount: 340, Unit: 'un.' },
      { Description: 'Guarda-sol 3 m com base 25 kg', QTY: 1, Price: 164.9, Amount: 164.9, Unit: 'un.' },
    ]);
  });

  it('reads a letter whose list ends at a sentence stating the sums, no totals label (it)', () => {
    const doc = docOf([
      'Termoidraulica Ferri', 'Verona, 16 aprile 2026', 'Oggetto: fattura n. 41/2026',
      'come da accordi Le addebitiamo i seguenti interventi:',
      '– sostituzione miscelatore cucina, materiale incluso: € 145,00',
      '– riparazione scarico lavabo del bagno: € 80,00',
      '– manodopera, 2 ore a € 38,00: € 76,00',
      "L'imponibile ammonta a € 301,00; con l'IVA al 22% (€ 66,22) il totale dovuto è di € 367,22.",
      'Distinti saluti', 'Luca Ferri',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 301, Total: 367.22, Tax: 66.22 })).map((i) => [i.Description, i.Amount])).toEqual([
      ['sostituzione miscelatore cucina, materiale incluso', 145],
      ['riparazione scarico lavabo del bagno', 80],
      ['manodopera', 76],
    ]);
  });

  it('reads items named inside one sentence, each with its amount in brackets (nl)', () => {
    const doc = docOf([
      'Hoveniersbedrijf De Linde', 'Factuur 2026-064', 'Geachte mevrouw De Groot,',
      'Voor de werkzaamheden van 9 april brengen wij u in rekening: het snoeien van de',
      'fruitbomen (€ 240,00), het afvoeren van snoeiafval (€ 55,00) en 4 zakken potgrond à €',
      '6,25 (€ 25,00).',
      ['Totaal exclusief btw € 320,00, btw 21% € 67,20, totaal te betalen', '€ 387,20.'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 320, Total: 387.2, Tax: 67.2 }))).toEqual([
      { Description: 'snoeien van de fruitbomen', Amount: 240 },
      { Description: 'afvoeren van snoeiafval', Amount: 55 },
      { Description: 'potgrond', QTY: 4, Price: 6.25, Amount: 25, Unit: 'zakken' },
    ]);
    // Bracketed figures that add up to no printed sum are no items.
    expect(extractLineItems(doc, { Subtotal: 500, Total: 605 })).toEqual([]);
  });

  it('leaves a list whose entries end their lines with a bracketed amount to the list readers', () => {
    const rows = classifiedRows(docOf([
      'Geachte heer Jansen, hierbij de kosten:',
      '1) Ontwerp achtertuin (€ 650,00)', '2) Beplanting en grondwerk (€ 1.240,00)',
      ['Totaal excl. btw', '€ 1.890,00'],
    ]).lines);
    expect(proseEntries(rows)).toBeUndefined();
  });

  it('takes a totals label followed by money figures alone for the totals row, and nothing more', () => {
    expect(rowRole('合计 ¥25,800.00')).toBe('end');
    expect(rowRole('合計 ¥1,105')).toBe('end');
    // Words after the label make an item's name.
    expect(rowRole('合计 笔记本电脑 ¥25,800.00')).not.toBe('end');
  });

  it('reads a Danish letter list whose "à" OCR returned as "å" (a 150-dpi screenshot)', () => {
    const doc = docOf([
      'Faktura nr. 2026-118', 'Vi tillader os hermed at fakturere følgende:',
      '1. Rådgivning vedr. årsregnskab 2025, 6 timer å 950,00 kr.: 5.700,00 kr.',
      '2. Udarbejdelse af selvangivelse: 2.400,00 kr.',
      '3. Kørsel, 120 km å 3,79 kr.: 454,80 kr.',
      'I alt ekskl. moms 8.554,80 kr., moms 25 % 2.138,70 kr., at betale i alt 10.693,50 kr.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 8554.8, Total: 10693.5, Tax: 2138.7, ocr: true }))).toEqual([
      { Description: 'Rådgivning vedr. årsregnskab 2025', QTY: 6, Price: 950, Amount: 5700, Unit: 'timer' },
      { Description: 'Udarbejdelse af selvangivelse', Amount: 2400 },
      { Description: 'Kørsel', QTY: 120, Price: 3.79, Amount: 454.8, Unit: 'km' },
    ]);
  });
});
