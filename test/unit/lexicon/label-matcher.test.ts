import { lookalikeLetters } from '../../../src/extraction/lexicon/label-fold';
import { LabelMatcher } from '../../../src/extraction/lexicon/label-matcher';
import type { LabelFile } from '../../../src/extraction/lexicon/schema';

const langs = [
  { language: 'en', fields: { invoice_number: { labels: ['invoice no.', 'invoice number'] }, total: { labels: ['total'] }, subtotal: { labels: ['sub total', 'subtotal'] }, doc_invoice: { labels: ['invoice'] }, date: { labels: ['date'] }, due_date: { labels: ['due date'] } }, signs: ['no.', '#', 'nr.'], connectors: ['of'] },
  { language: 'de', fields: { doc_invoice: { labels: ['rechnung'] }, doc_credit_note: { labels: ['gutschrift'] }, date: { labels: ['vom'] } }, signs: ['nr.', 'nr'] },
  { language: 'ja', fields: { doc_invoice: { labels: ['請求書'] }, total: { labels: ['合計', '合計金額'] } }, signs: ['番号'] },
  { language: 'ar', fields: { doc_invoice: { labels: ['الفاتورة', 'فاتورة'] } }, signs: ['رقم'] },
] as unknown as LabelFile[];
const m = new LabelMatcher(langs);
const keys = (t: string) => m.find(t).map((s) => `${s.key}:${t.slice(s.start, s.end)}`);

describe('LabelMatcher', () => {
  it('takes a bare "n" for the number sign OCR lost its ordinal from, inside a phrase of several words only', () => {
    const pt = new LabelMatcher([{ language: 'pt', fields: { invoice_number: { labels: ['venda nº', 'n.º operação', 'n° pedido'] } } }] as unknown as LabelFile[]);
    const found = (t: string) => pt.find(t).map((s) => `${s.key}:${t.slice(s.start, s.end)}`);
    expect(found('01/04/26 17:33 Venda n 863037')).toEqual(['invoice_number:Venda n']);
    expect(found('Venda no 863037')).toEqual(['invoice_number:Venda no']);
    expect(found('N operação 4411')).toEqual(['invoice_number:N operação']);
    expect(found('n pedido 12')).toEqual(['invoice_number:n pedido']);
    expect(found('n 863037')).toEqual([]);
  });

  it('matches listed phrases whole, case- and accent-insensitively, longest first', () => {
    expect(keys('INVOICE NUMBER: 12')).toEqual(['invoice_number:INVOICE NUMBER']);
    expect(keys('Sub Total 12.00')).toEqual(['subtotal:Sub Total']);
    expect(keys('Total 12.00')).toEqual(['total:Total']);
  });

  it('composes a document word and a number sign in either order, with a connector', () => {
    expect(keys('Rechnung Nr. 2026/0417 vom 14.03.2026')).toEqual(['invoice_number:Rechnung Nr.', 'date:vom']);
    expect(keys('Gutschrift Nr 12')).toEqual(['invoice_number:Gutschrift Nr']);
    expect(keys('No. of invoice: 12')).toEqual(['invoice_number:No. of invoice']);
    expect(keys('請求書番号：INV-1')).toEqual(['invoice_number:請求書番号']);
    expect(keys('رقم الفاتورة: 2026-118')).toEqual(['invoice_number:رقم الفاتورة']);
  });

  it('needs the dot of a dotted one-word phrase; a bare sign alone is not a label', () => {
    expect(keys('no 12')).toEqual([]);
    expect(m.signs('No. 4711').length).toBe(1);
  });

  it('matches unspaced scripts as substrings, longest hit first', () => {
    expect(keys('合計金額 ¥1,200')).toEqual(['total:合計金額']);
  });

  it('maps offsets back through folded characters', () => {
    const text = 'Ｒéchnung total';
    const [s] = m.find('Überweisung Total 5');
    expect('Überweisung Total 5'.slice(s.start, s.end)).toBe('Total');
    expect(m.find(text).map((x) => `${x.key}:${text.slice(x.start, x.end)}`)).toEqual(['doc_invoice:Ｒéchnung', 'total:total']);
  });

  it('reads digits OCR printed inside a label word as the letters they resemble', () => {
    expect(keys('T0tal 12.50')).toEqual(['total:T0tal']);
    expect(keys('Due Dat3 1')).toEqual([]);
    expect(keys('Sub T0tal: 9')).toEqual(['subtotal:Sub T0tal']);
    expect(lookalikeLetters('Betalen v66r: 23 september')).toBe('Betalen voor: 23 september');
  });

  it('leaves identifiers, figures and unspaced scripts as printed', () => {
    for (const t of ['INV2026', 'R2025-602', 'A4B', 'SKU 0992-N', '建国路82号', 'ab12cd34', 'Total 10']) expect(lookalikeLetters(t)).toBe(t);
    expect(keys('INV0')).toEqual([]);
  });

  it('reads the Han forms one label is printed in as one ("客戶名称" from a PDF font, "客户名称" as written)', () => {
    const han = new LabelMatcher([{ language: 'zh', fields: { bill_to: { labels: ['客户名称'] } } }] as unknown as LabelFile[]);
    expect(han.find('客戶名称：成都锦城').map((s) => s.key)).toEqual(['bill_to']);
    expect(han.find('客户名称：成都锦城').map((s) => s.key)).toEqual(['bill_to']);
  });

  describe('with one letter misread (tolerant)', () => {
    const files = [
      { language: 'he', fields: { bill_to: { labels: ['פרטי הלקוח', 'לקוח'] }, vendor_hint: { labels: ['פרטי העסק'] } } },
      { language: 'el', fields: { date: { labels: ['ημερομηνία'] }, total: { labels: ['σύνολο', 'πληρωτέο ποσό'] } } },
      { language: 'en', fields: { total: { labels: ['total'] }, due_date: { labels: ['due date'] } }, signs: ['no.'] },
    ] as unknown as LabelFile[];
    const tol = new LabelMatcher(files, { tolerant: true });
    const found = (t: string) => tol.find(t).map((s) => `${s.key}:${t.slice(s.start, s.end)}${s.tolerant ? '~' : ''}`);

    it('reads a long phrase with one letter substituted as the phrase', () => {
      expect(found('פרטי הלקות')).toEqual(['bill_to:פרטי הלקות~']);
      expect(found('Ημερομηνίέ: 12/03/2026')).toEqual(['date:Ημερομηνίέ~']);
      expect(found('ΠΛΗΡΩΤΕΟ ΠΟΣΟΣ 12,00')).toEqual([]);
      expect(found('ΠΛΗΡΩΤΕΟ ΠΟΣΌ 12,00')).toEqual(['total:ΠΛΗΡΩΤΕΟ ΠΟΣΌ']);
      expect(found('ΠΛΗΡΩΤΈΟ ΠΟΣΤ 12,00')).toEqual(['total:ΠΛΗΡΩΤΈΟ ΠΟΣΤ~']);
    });

    it('keeps exact matches and leaves short phrases, two letters off and other matchers alone', () => {
      expect(found('פרטי הלקוח')).toEqual(['bill_to:פרטי הלקוח']);
      expect(found('Tutal 12.00')).toEqual([]);
      expect(found('Due Dote 1')).toEqual([]);
      expect(found('פרטי התקות')).toEqual([]);
      expect(new LabelMatcher(files).find('פרטי הלקות')).toEqual([]);
      expect(tol.find('פרטי הלקות', { misread: false })).toEqual([]);
    });

    it('takes no phrase when the misread word is one letter from two of them', () => {
      const two = new LabelMatcher([{ language: 'x', fields: { total: { labels: ['abcdefgh'] }, tax: { labels: ['abcdefgk'] } } }] as unknown as LabelFile[], { tolerant: true });
      expect(two.find('abcdefgz')).toEqual([]);
      expect(two.find('abcdefgh').map((s) => s.key)).toEqual(['total']);
    });
  });
});
