import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';
import { readListRow, withoutEntryStop } from '../../../../src/extraction/items/list-row';
import { closeSpacedLabel, rowRole } from '../../../../src/extraction/items/non-item';
import { TOKEN_WORDS } from '../../../../src/extraction/items/token-words';
import { withCountColumn } from '../../../../src/extraction/items/count-column';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount }).filter(([, v]) => v !== undefined)));

// Patterns of the session-13 documents of test/fixtures/items-fresh (issue 13), failed by the rules at first reading.
describe('item patterns of the session-13 items-fresh documents', () => {
  it('reads a letter entry whose count comes first: "3 Stunden Beratung à 120 € = 360 €"', () => {
    expect(readListRow('3 Stunden Beratung à 120 € = 360 €')).toMatchObject({ description: 'Beratung', qty: 3, unit: 'Stunden', price: 120, amount: 360 });
    expect(readListRow('2 hours of design at £80.00 = £160.00')).toMatchObject({ description: 'design', qty: 2, unit: 'hours', price: 80, amount: 160 });
    // The arithmetic still decides, and figures alone are no entry.
    expect(readListRow('3 Stunden Beratung à 120 € = 380 €')).toBeUndefined();
    expect(readListRow('2 × 5,00 = 10,00')).toBeUndefined();
  });

  it('reads a price word between count and price, and what the price is per after it ("a R$ 150,00 a hora")', () => {
    expect(readListRow('• Consultoria tributária, 8 horas a R$ 150,00 a hora: R$ 1.200,00;')).toMatchObject({
      description: 'Consultoria tributária', qty: 8, unit: 'horas', price: 150, amount: 1200,
    });
    expect(readListRow('– Montage, 6 Std à 58,00 €/Std: 348,00 €')).toMatchObject({ description: 'Montage', qty: 6, price: 58, amount: 348 });
  });

  it('drops the stop after an entry\'s amount: a semicolon always, a full stop on a bulleted line only', () => {
    expect(withoutEntryStop('• Elaboração do planejamento fiscal 2026: R$ 2.400,00;')).toBe('• Elaboração do planejamento fiscal 2026: R$ 2.400,00');
    expect(withoutEntryStop('• Despesas de deslocamento: R$ 186,40.')).toBe('• Despesas de deslocamento: R$ 186,40');
    expect(withoutEntryStop('Plan fiscal: 2.400,00;')).toBe('Plan fiscal: 2.400,00');
    expect(withoutEntryStop('La dépose est facturée 180,00.')).toBe('La dépose est facturée 180,00.');
  });

  it('reads a bulleted letter list ending its entries with ";" and "." as the items', () => {
    const doc = docOf([
      'Conforme combinado, seguem os serviços prestados no mês de maio:',
      '• Consultoria tributária, 8 horas a R$ 150,00 a hora: R$ 1.200,00;',
      '• Elaboração do planejamento fiscal 2026: R$ 2.400,00;',
      '• Despesas de deslocamento (Campinas–São Paulo): R$ 186,40.',
      'Valor total: R$ 3.786,40. O ISS já está incluído nos honorários.',
    ]);
    expect(brief(extractLineItems(doc, { Total: 3786.4 }))).toEqual([
      { Description: 'Consultoria tributária', QTY: 8, Price: 150, Amount: 1200 },
      { Description: 'Elaboração do planejamento fiscal 2026', Amount: 2400 },
      { Description: 'Despesas de deslocamento (Campinas–São Paulo)', Amount: 186.4 },
    ]);
  });

  it('keeps an entry whose amount prints its currency but no cents among entries with cents', () => {
    const doc = docOf([
      'für meine Leistungen im Mai erlaube ich mir zu berechnen:',
      '3 Stunden Beratung à 120 € = 360 €',
      '2,5 Stunden Einrichtung der Buchhaltungssoftware à 95 € = 237,50 €',
      'Fahrtkosten pauschal = 45 €',
      'Das ergibt netto 642,50 €, zuzüglich 19 % Umsatzsteuer (122,08 €) insgesamt 764,58 €.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 642.5, Total: 764.58 }))).toEqual([
      { Description: 'Beratung', QTY: 3, Price: 120, Amount: 360 },
      { Description: 'Einrichtung der Buchhaltungssoftware', QTY: 2.5, Price: 95, Amount: 237.5 },
      { Description: 'Fahrtkosten pauschal', Amount: 45 },
    ]);
  });

  it('reads letter-spaced Hangul and Han labels as the labels ("합 계", "소 계"), names as they are', () => {
    expect(closeSpacedLabel('합 계')).toBe('합계');
    expect(closeSpacedLabel('부 가 세 9,700')).toBe('부가세 9,700');
    expect(closeSpacedLabel('모둠 삼겹살 2인')).toBe('모둠 삼겹살 2인');
    expect(rowRole('합 계')).toBe('end');
    expect(rowRole('소 계')).toBe('end');
  });

  it('ends a grid at its totals row of two sums without cents (won)', () => {
    expect(rowRole('합 계 124,000')).toBe('end');
    const doc = docOf([
      '월일 품목 규격 수량 단가 공급가액 세액',
      ['05/31 육각 너트 M8 SUS304', '200 60 12,000 1,200'],
      ['05/31 앵커볼트 세트 M12x100', '40 1,800 72,000 7,200'],
      ['합 계', '84,000 8,400'],
    ]);
    const items = extractLineItems(doc, { Subtotal: 84000, Total: 92400 });
    expect(items.map((i) => i.Amount)).not.toContain(8400);
  });

  it('knows TL (Turkish lira) printed after a figure as a currency', () => {
    expect(TOKEN_WORDS.currencies.has('TL')).toBe(true);
    const doc = docOf([
      'Açıklama Miktar Birim Fiyat Tutar',
      'Genleşme tankı 8 lt   1 Adet   1.320,00 TL   1.320,00 TL',
      'Termostatik radyatör vanası   4 Adet   385,00 TL   1.540,00 TL',
      ['Ara Toplam', '2.860,00 TL'],
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 2860 }))).toEqual([
      { Description: 'Genleşme tankı 8 lt', QTY: 1, Price: 1320, Amount: 1320 },
      { Description: 'Termostatik radyatör vanası', QTY: 4, Price: 385, Amount: 1540 },
    ]);
  });

  it('reads on past a grid\'s group sum ("小计") whose amount sums the rows above, where full item rows follow', () => {
    const doc = docOf([
      '送货单',
      ['1 A4复印纸 70g 包', '20 24.50 490.00'],
      ['2 中性笔 0.5mm 黑 盒', '10 18.00 180.00'],
      ['3 文件夹 A4 双夹 个', '30 6.80 204.00'],
      ['小计', '60 874.00'],
      ['4 激光打印机硒鼓 CF226A 支', '2 385.00 770.00'],
      ['5 订书机 重型 台', '1 96.00 96.00'],
      ['合 计', '1,740.00'],
      ['税额（13%）', '226.20'],
    ]);
    expect(extractLineItems(doc, { Subtotal: 1740, Total: 1966.2 }).map((i) => i.Amount)).toEqual([490, 180, 204, 770, 96]);
  });

  it('ends the items at a subtotal that sums them where no item row follows it', () => {
    const doc = docOf([
      ['KAFFEE 500G', '2 x 6,00 12,00'], ['MILCH 1L', '1 x 1,20 1,20'], ['SUMME', '13,20'], ['BAR', '20,00'], ['Steuer 7%', '0,86'],
    ]);
    expect(extractLineItems(doc, { Total: 13.2 }).map((i) => i.Amount)).toEqual([12, 1.2]);
  });

  it('reads the items of a Japanese sentence, one clause each ("…として金80,000円、"), where they add up to the 小計 after them', () => {
    const doc = docOf([
      '平素より格別のお引き立てを賜り、厚く御礼申し上げます。5月に実施いたしました作業につ',
      'きまして、空調設備定期保守（5月分）として金80,000円、フィルター交換部品代として金',
      '24,500円、出張費として金6,000円を申し受けます。',
      '小計 金110,500円、消費税（10%）金11,050円、合計 金121,550円となります。6月30日まで',
      'に下記口座へお振込みくださいますようお願い申し上げます。',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 110500, Total: 121550 }))).toEqual([
      { Description: '空調設備定期保守（5月分）', Amount: 80000 },
      { Description: 'フィルター交換部品代', Amount: 24500 },
      { Description: '出張費', Amount: 6000 },
    ]);
  });

  it('takes no clauses whose amounts add up to nothing printed after them', () => {
    const doc = docOf([
      'ご契約の内容は、基本料金として金80,000円、追加料金として金24,500円',
      'となっております。今後ともよろしくお願い申し上げます。',
    ]);
    expect(extractLineItems(doc, {})).toEqual([]);
  });

  it('lists the words that join a name to its amount in a Japanese or Chinese sentence', () => {
    expect(TOKEN_WORDS.amountConnectors).toEqual(expect.arrayContaining(['として', '费用为', '为']));
  });

  it('reads a line stating the sums one after another ("小計 金…、消費税（10%）金…、合計 金…") as totals, no item', () => {
    expect(rowRole('小計 金252,860円、消費税（10%）金25,286円、合計')).toBe('end');
    expect(rowRole('Subtotal 100.00, VAT (20%) 20.00, Total')).toBe('end');
    expect(rowRole('三、交通費')).toBeUndefined();
    expect(rowRole('Total 100.00 for the repair of the garden wall')).not.toBe('end');
    const doc = docOf([
      '記', '一、経営コンサルティング業務（4月分） 金150,000円', '二、社内研修講師料 金90,000円', '三、交通費 金12,860円',
      '小計 金252,860円、消費税（10%）金25,286円、合計 金278,146円',
    ]);
    expect(extractLineItems(doc, { Subtotal: 252860, Total: 278146 }).map((i) => i.Amount)).toEqual([150000, 90000, 12860]);
  });

  it('reads a count column without a price column, left at the end of every name, as the quantities', () => {
    expect(brief(withCountColumn([
      { Description: '모둠 삼겹살 2인 2', Amount: 64000 }, { Description: '된장찌개 1', Amount: 9000 }, { Description: '공기밥 3', Amount: 3000 },
    ]))).toEqual([
      { Description: '모둠 삼겹살 2인', QTY: 2, Price: 32000, Amount: 64000 },
      { Description: '된장찌개', QTY: 1, Price: 9000, Amount: 9000 },
      { Description: '공기밥', QTY: 3, Price: 1000, Amount: 3000 },
    ]);
  });

  it('leaves names ending with a number alone where one name does not, all counts are 1, or an amount does not divide', () => {
    const phones = [{ Description: 'iPhone 15', Amount: 999 }, { Description: 'AirPods 2', Amount: 149 }, { Description: 'Case', Amount: 29 }];
    expect(withCountColumn(phones)).toEqual(phones);
    const ones = [{ Description: 'Tee 1', Amount: 3 }, { Description: 'Kaffee 1', Amount: 3.5 }, { Description: 'Kuchen 1', Amount: 4 }];
    expect(withCountColumn(ones)).toEqual(ones);
    const odd = [{ Description: 'Pizza 12', Amount: 9.99 }, { Description: 'Pizza 16', Amount: 13.49 }, { Description: 'Cola 1', Amount: 2 }];
    expect(withCountColumn(odd)).toEqual(odd);
    const priced = [{ Description: 'A 2', QTY: 2, Price: 5, Amount: 10 }, { Description: 'B 3', Amount: 9 }, { Description: 'C 2', Amount: 4 }];
    expect(withCountColumn(priced)).toEqual(priced);
  });

  it('reads a quantity line whose times sign OCR lost ("3.00 2", "0.750 كجم 5.50") under the item it multiplies out to', () => {
    const doc = docOf([
      'أسواق الريان', ['خبز عربي كبير', '6.00'], '  3.00 2', ['طماطم', '4.13'], '  0.750 كجم 5.50', ['تمر سكري 1 كجم', '28.00'],
      ['الإجمالي شامل الضريبة', '38.13'],
    ]);
    expect(brief(extractLineItems(doc, { Total: 38.13 }))).toEqual([
      { Description: 'خبز عربي كبير', QTY: 2, Price: 3, Amount: 6 },
      { Description: 'طماطم', QTY: 0.75, Price: 5.5, Amount: 4.13 },
      { Description: 'تمر سكري 1 كجم', Amount: 28 },
    ]);
  });

  it('leaves two figures under an item alone where they do not multiply out to its amount, or words stand beside them', () => {
    const doc = docOf([
      ['Brot', '6.00'], '  4.00 2', ['Milch', '1.20'], 'Filiale 12 Kasse 3', ['SUMME', '7.20'],
    ]);
    const items = extractLineItems(doc, { Total: 7.2 });
    expect(items.map((i) => i.QTY)).not.toContain(2);
  });
});
