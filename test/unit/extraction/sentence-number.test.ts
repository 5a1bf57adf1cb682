import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

/** A letter: the recipient, a greeting, then sentences (each string one printed line). */
const numberOf = (...sentences: string[]) =>
  extractFields(tree([[50, 'Kestrel Data Services Ltd']], [[50, '61 King Street']], [[50, 'Leeds LS1 4AP']], [], [[50, 'Dear Sir or Madam,']],
    ...sentences.map((s) => [[50, s]] as Array<[number, string]>))).fields.Invoice_Number;

describe('the invoice number in an opening sentence', () => {
  it.each([
    ['ru, a declined document word', ['Настоящим сообщаем, что по счёту № 2026433 от 26.12.26 к оплате предъявлено'], '2026433'],
    ['el, the number word declined', ['Με την παρούσα σας τιμολογούμε, με αριθμό F202604-325 και ημερομηνία 2 Απριλίου 2026,', 'τα εξής.'], 'F202604-325'],
    ['ar, the document word with a possessive', ['نفيدكم بأنه تم إصدار فاتورتنا ذات الرقم 2026/0052 والمؤرخة في 2026/06/27.'], '2026/0052'],
    ['he, a number word with a prefix', ['הרינו לחייב אתכם בחשבונית שמספרה R2025-165, מיום 10 בספטמבר 2025.'], 'R2025-165'],
    ['zh, the ordinal frame', ['现将2025.06.03开具的第INV-041161号发票寄送给您。'], 'INV-041161'],
    ['ja, glued to the verb', ['令和7年12月21日付けで請求書番号37103を発行いたしましたので、ご確認ください。'], '37103'],
    ['ko, glued to its particle', ['당사는 2025년 7월 16일에 귀사 앞으로 청구서 F202501-370을(를) 발행하였습니다.'], 'F202501-370'],
    ['de, the document word ending a wrapped line', ['unter dem Datum 14. März 2026 erlauben wir uns, Ihnen Folgendes zu berechnen (Rechnung', '39433).'], '39433'],
  ])('%s', (_, sentences, want) => {
    expect(numberOf(...sentences)).toBe(want);
  });

  it('does not take a figure in brackets, an aside such as a type code, for it', () => {
    expect(numberOf('Gutschrift (Selbst ausgestellte Rechnung) (389) Nr. 471102 vom 05.03.2018 für Ihre Lieferung')).toBe('471102');
  });

  it('does not take an order reference, a tax number or an account for it', () => {
    expect(numberOf('This letter serves as our invoice F202501-169 of 10 Mar 2025. This invoice relates to your', 'order reference B-2025-290.'))
      .toBe('F202501-169');
    expect(numberOf('Pembayaran dilakukan melalui transfer bank dengan mencantumkan nomor tagihan.', '4285765954122')).toBeUndefined();
    expect(numberOf('Please contact us with any questions about this letter at any time, VAT No: GB715185850')).toBeUndefined();
  });

  it('does not read a house or room number of an address in a sentence', () => {
    expect(numberOf('我们的地址是北京市朝阳区建国路595号250室，欢迎您随时来访。')).toBeUndefined();
  });
});

describe('Hebrew "חשבון" (a bill, and an account)', () => {
  it('is not a document word followed by the invoice number on a bank line; "חשבוניתנו" (our invoice) in a sentence is', () => {
    expect(numberOf('חשבוניתנו 40296 מתאריך 27/09/2025', 'בנק הפועלים · סניף 712 · חשבון 864506')).toBe('40296');
    expect(numberOf('בנק הפועלים · סניף 359 · חשבון 152218')).toBeUndefined();
  });
});

describe('the order number in a sentence', () => {
  const poOf = (...sentences: string[]) =>
    extractFields(tree([[50, 'Dear Sir or Madam,']], ...sentences.map((s) => [[50, s]] as Array<[number, string]>))).fields.PO_Number;

  it.each([
    ['a label word between the label and the number', 'This invoice relates to your order reference B-2025-290.', 'B-2025-290'],
    ['a possessive after the label', 'Nomor PO Anda: PO-25417.', 'PO-25417'],
    ['glued to the Japanese that follows', '本請求はご注文番号B-2025-381に基づくものです。', 'B-2025-381'],
  ])('%s', (_, sentence, want) => {
    expect(poOf(sentence)).toBe(want);
  });

  it('does not reach past a figure or a long word to a later number', () => {
    expect(poOf('Your order of 12 items, shipped on time, no. 4711')).toBeUndefined();
  });
});

describe('an Indonesian letter of a bill', () => {
  const f = () => extractFields(tree(
    [[50, 'CV Sinar Jaya Abadi']],
    [[50, 'Jl. Pemuda No. 45, Semarang 50132']],
    [[50, 'Semarang, 16 Maret 2026']],
    [[50, 'Bersama surat ini kami sampaikan tagihan atas pekerjaan pemasangan AC di kantor Bapak sebesar Rp 18.000.000,']],
    [[50, 'ditambah PPN 11% sebesar Rp 1.980.000, sehingga total tagihan menjadi Rp 19.980.000.']],
    [[50, 'Mohon pembayaran dapat dilakukan paling lambat tanggal 31 Maret 2026 ke rekening BCA 0123456789.']],
  )).fields;

  it('takes no amount after its currency and no bank account ("ke rekening BCA …") for the number', () => {
    expect(f().Invoice_Number).toBeUndefined();
  });

  it('reads the deadline with the word "tanggal" between "paling lambat" and the date', () => {
    expect(f().Due_Date).toBe('2026-03-31');
  });
});
