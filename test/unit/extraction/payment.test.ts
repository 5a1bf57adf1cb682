import { extractFields } from '../../../src/extraction/fields';
import { toDoc } from '../../../src/extraction/fields/doc';
import { extractPayment, findPans, maskCardNumbers } from '../../../src/extraction/fields/payment';
import { type Row as OcrRow, tree as rowsTree } from '../../support/ocr-rows';

type Row = OcrRow;
const tree = (rows: Row[]) => rowsTree(...rows);

const pay = (rows: Row[], type?: string) => extractPayment(toDoc(tree(rows)), type);
const line = (label: string, amount?: string): Row => (amount ? [[50, label], [400, amount]] : [[50, label]]);

describe('payment type by language group', () => {
  it.each<[string, Row[], string]>([
    ['en cash with change', [line('TOTAL', '18.50'), line('CASH', '20.00'), line('CHANGE', '1.50')], 'cash'],
    ['ms tunai', [line('JUMLAH', '12.00'), line('TUNAI', '12.00')], 'cash'],
    ['de Bar', [line('Summe EUR', '9,80'), line('Bar', '10,00'), line('Rückgeld', '0,20')], 'cash'],
    ['de girocard', [line('Summe EUR', '9,80'), line('girocard', '9,80')], 'debit_card'],
    ['de EC-Karte', [line('Gesamt', '9,80'), line('Zahlung mit EC-Karte', '9,80')], 'debit_card'],
    ['de Lastschrift', [line('Der Betrag wird per SEPA-Lastschrift von Ihrem Konto eingezogen.')], 'direct_debit'],
    ['fr espèces', [line('TOTAL TTC', '15,00'), line('Espèces', '20,00')], 'cash'],
    ['fr carte bancaire', [line('CB SANS CONTACT', '15,00')], 'debit_card'],
    ['fr virement', [line('Mode de règlement : virement bancaire')], 'bank_transfer'],
    ['nl overboeking', [line('Te betalen EUR', '3.839,88'), line('Betaald met Overboeking')], 'bank_transfer'],
    ['da overførsel', [line('Reg.nr. 1296 · Kontonr. 6249422252 · Betaling Overførsel')], 'bank_transfer'],
    ['ru безналичный перевод', [line('Способ оплаты: Безналичный перевод')], 'bank_transfer'],
    ['en EFT', [line('Payment method EFT · BSB 538-652 · Account 72197774')], 'bank_transfer'],
    ['hi NEFT in Devanagari', [line('भुगतान एनईएफटी')], 'bank_transfer'],
    ['id dibayar dengan transfer', [line('Dibayar dengan Transfer')], 'bank_transfer'],
    ['zh 对公转账', [line('付款方式： 对公转账')], 'bank_transfer'],
    ['ko 계좌로 입금', [line('청구 금액을 아래 계좌로'), line('입금 부탁드립니다.')], 'bank_transfer'],
    ['nl pin', [line('Totaal', '12,50'), line('Pinbetaling', '12,50')], 'debit_card'],
    ['nl contant', [line('Contant', '20,00')], 'cash'],
    ['es efectivo', [line('Efectivo', '10,00')], 'cash'],
    ['es tarjeta de crédito', [line('Tarjeta de crédito', '10,00')], 'credit_card'],
    ['it contanti', [line('Contanti', '10,00')], 'cash'],
    ['it contante', [line('Contante', '10,00'), line('Resto', '1,20')], 'cash'],
    ['he visa in Hebrew', [line('ויזה ****3255', '122.57')], 'credit_card'],
    ['he mastercard in Hebrew', [line('מאסטרקארד ****2729', '110.46')], 'credit_card'],
    ['ar visa in Arabic', [line('فيزا ****1234', '50.00')], 'credit_card'],
    ['hi rupay in Devanagari', [line('रुपे डेबिट', '1,579.90')], 'debit_card'],
    ['ar meeza', [line('Meeza', '5,967.87')], 'debit_card'],
    ['ch postfinance', [line('PostFinance Card ****5997', '114.31')], 'debit_card'],
    ['ca interac', [line('Interac', '24.10')], 'debit_card'],
    ['it bancomat', [line('Pagamento Bancomat', '10,00')], 'debit_card'],
    ['pt dinheiro', [line('Dinheiro', '10,00')], 'cash'],
    ['pt multibanco', [line('Multibanco', '10,00')], 'debit_card'],
    ['da kontant', [line('Kontant', '100,00')], 'cash'],
    ['da dankort', [line('Dankort', '100,00')], 'debit_card'],
    ['id kartu kredit', [line('Kartu Kredit', '100.000,00')], 'credit_card'],
    ['ms kad debit', [line('Kad Debit', '45.00')], 'debit_card'],
    ['fil gcash', [line('GCash', '250.00')], 'mobile_payment'],
    ['ru наличными', [line('Наличными', '100,00')], 'cash'],
    ['el μετρητά', [line('Μετρητά', '10,00')], 'cash'],
    ['el πιστωτική κάρτα', [line('Πιστωτική κάρτα', '10,00')], 'credit_card'],
    ['ar نقدا', [line('نقدا', '10.00')], 'cash'],
    ['ar mada', [line('مدى', '10.00')], 'debit_card'],
    ['he מזומן', [line('מזומן', '10.00')], 'cash'],
    ['he כרטיס אשראי', [line('כרטיס אשראי', '10.00')], 'credit_card'],
    ['hi नकद', [line('नकद', '100.00')], 'cash'],
    ['hi क्रेडिट कार्ड', [line('क्रेडिट कार्ड', '100.00')], 'credit_card'],
    ['zh 现金', [line('现金', '100.00')], 'cash'],
    ['zh 支付宝', [line('支付宝', '100.00')], 'mobile_payment'],
    ['ja 現金', [line('合計', '¥1,000'), line('現金', '¥1,000')], 'cash'],
    ['ja クレジット', [line('クレジット', '1,000')], 'credit_card'],
    ['ko 현금', [line('현금', '10,000')], 'cash'],
    ['ko 신용카드', [line('신용카드', '10,000')], 'credit_card'],
    ['ko card issuer (삼성카드)', [line('합계', '139,610'), line('삼성카드 ****2223', '139,610')], 'credit_card'],
    ['ko card issuer then 카드결제', [line('합계', '121,535'), line('신한카드 ****8725', '121,535'), line('카드결제')], 'credit_card'],
    ['paypal', [line('Paid with PayPal', '19.99')], 'paypal'],
    ['apple pay', [line('Apple Pay', '4.50')], 'mobile_payment'],
    ['voucher', [line('Gift voucher', '25.00')], 'voucher'],
    ['cheque', [line('Paid by cheque', '300.00')], 'check'],
  ])('%s', (_name, rows, type) => {
    expect(pay(rows).Payment_Type).toBe(type);
  });
});

describe('cards', () => {
  it('keeps only the last four digits of a printed mask and names the scheme', () => {
    expect(pay([line('VISA **** 4242', '25.00')])).toEqual({ Payment_Type: 'credit_card', Card_Number: '************4242', Payment_Display_Name: 'VISA ****4242' });
    expect(pay([line('MASTERCARD', '25.00'), line('XXXX XXXX XXXX 5678')])).toMatchObject({ Card_Number: '************5678', Payment_Display_Name: 'Mastercard ****5678' });
  });

  it('reads "ending in 1234"', () => {
    expect(pay([line('Visa ending in 1234', '9.99')]).Card_Number).toBe('************1234');
  });

  it('masks a full card number printed on a receipt', () => {
    const p = pay([line('VISA 4111 1111 1111 1111', '25.00')]);
    expect(p).toMatchObject({ Payment_Type: 'credit_card', Card_Number: '************1111' });
    expect(JSON.stringify(p)).not.toMatch(/4111\s?1111\s?1111/);
  });

  it('keeps a full card number out of every extracted field and line item', () => {
    const out = extractFields(tree([line('Cafe Lumen'), line('Card no 4111111111111111'), line('Espresso', '3.50'), line('Total', '3.50'), line('VISA 4111-1111-1111-1111', '3.50')]));
    const all = JSON.stringify({ fields: out.fields, lineItems: out.lineItems });
    expect(all).not.toMatch(/4111[\s-]?1111[\s-]?1111[\s-]?1111/);
    expect(out.fields.Card_Number).toBe('************1111');
  });

  it('says debit when the receipt says debit, whatever the scheme', () => {
    expect(pay([line('VISA DEBIT CARD **** 1234', '8.00')]).Payment_Type).toBe('debit_card');
  });

  it('leaves the type empty for a bare card of unknown kind but still masks its number', () => {
    expect(pay([line('CARD **** 9876', '8.00')])).toEqual({ Card_Number: '************9876', Payment_Display_Name: 'Card ****9876' });
  });

  it('ignores loyalty cards, accepted-card lists and zero tender lines', () => {
    const p = pay([line('MEMBER CARD **** 9999'), line('We accept VISA, Mastercard, Amex'), line('VISA', '0.00'), line('CASH', '10.00')]);
    expect(p).toEqual({ Payment_Type: 'cash', Payment_Display_Name: 'Cash' });
  });
});

describe('invoices and conflicts', () => {
  const iban = line('IBAN: DE89 3704 0044 0532 0130 00');
  it('an invoice asking for a transfer to its IBAN is paid by bank transfer', () => {
    expect(pay([line('Please transfer the amount within 14 days to:'), iban], 'invoice').Payment_Type).toBe('bank_transfer');
    expect(pay([line('Bitte überweisen Sie den Betrag auf folgendes Konto:'), iban], 'invoice').Payment_Display_Name).toBe('Bank transfer');
  });

  it('an IBAN alone, or on a receipt, says nothing', () => {
    expect(pay([iban], 'invoice')).toEqual({});
    expect(pay([line('Please transfer'), iban], 'receipt')).toEqual({});
  });

  it('direct debit outranks the transfer request of the same invoice', () => {
    expect(pay([line('Bankverbindung'), iban, line('Der Betrag wird per SEPA-Lastschrift eingezogen')], 'invoice').Payment_Type).toBe('direct_debit');
  });

  it('claims nothing when two methods are equally evident', () => {
    expect(pay([line('VISA', '10.00'), line('CASH', '10.00')])).toEqual({});
  });

  it('does not read Cash & Carry shops, cash refunds or a cashier as cash', () => {
    expect(pay([line('SEGI CASH & CARRY SDN BHD'), line('CASHIER: ANNA'), line('STRICTLY NO CASH REFUND')])).toEqual({});
  });

  it('does not read German "Bar" outside a tender line', () => {
    expect(pay([line('Chili\'s Grill & Bar'), line('Total', '20.00')])).toEqual({});
  });
});

describe('maskCardNumbers', () => {
  it('masks Luhn-valid card numbers and leaves other digit runs alone', () => {
    expect(maskCardNumbers('VISA 4242 4242 4242 4242\nEAN 9556939040116\nREF 1234567812345678')).toBe('VISA ************4242\nEAN 9556939040116\nREF 1234567812345678');
    expect(findPans('5555-5555-5555-4444 and 378282246310005')).toEqual(['5555-5555-5555-4444', '378282246310005']);
  });
});

describe('accents as printed', () => {
  it('reads capitals without accents', () => {
    expect(pay([line('ESPECES', '20,00')]).Payment_Type).toBe('cash');
    expect(pay([line('CARTAO DE CREDITO', '20,00')]).Payment_Type).toBe('credit_card');
    expect(pay([line('Summe', '9,80'), line('Gegeben Bar', '10,00'), line('RUCKGELD', '0,20')]).Payment_Type).toBe('cash');
  });
});

describe('terminal slips', () => {
  it('reads "MASTER XXXXXXXXXXXX9113" as Mastercard and names a card by its kind when no scheme is printed', () => {
    expect(pay([line('MASTER XXXXXXXXXXXX9113:', '45.00')])).toEqual({ Payment_Type: 'credit_card', Card_Number: '************9113', Payment_Display_Name: 'Mastercard ****9113' });
    expect(pay([line('DEBIT CARD', '78.10'), line('CHANGE', '0.00')])).toEqual({ Payment_Type: 'debit_card', Payment_Display_Name: 'Debit card' });
  });
});

describe('debit schemes', () => {
  it('reads "VISA DEBIT" and "Debit Mastercard" as debit cards', () => {
    expect(pay([line('VISA DEBIT ****1234', '5.00')]).Payment_Type).toBe('debit_card');
    expect(pay([line('Debit Mastercard', '5.00')]).Payment_Type).toBe('debit_card');
  });
});

describe('payment named in the sentences of a letter', () => {
  it.each<[string, string[], string]>([
    ['en the verb "debit" with a credit card', ['We will debit your credit card VISA ****4821 for this amount.'], 'credit_card'],
    ['ja a scheme glued to the words around it', ['代金はカードJCB ****8602に請求させていただきます。'], 'credit_card'],
    ['pt direct debit from a masked account, across a line break', ['O valor será cobrado por débito', 'direto na sua conta ****2082.'], 'direct_debit'],
    ['pt debited from the account', ['Conforme acordado, o montante será debitado da conta ****6973.'], 'direct_debit'],
    ['fr prélevée', ['Conformément au mandat, la somme sera prélevée sur le compte ****1234.'], 'direct_debit'],
    ['it SDD', ["L'importo sarà addebitato tramite SDD sul Vostro conto ****3767."], 'direct_debit'],
    ['el άμεση χρέωση', ['Το ποσό θα εισπραχθεί με άμεση χρέωση από τον λογαριασμό σας ****1234.'], 'direct_debit'],
    ['ar الخصم المباشر', ['سيتم تحصيل المبلغ بالخصم المباشر من حسابكم ****1234.'], 'direct_debit'],
    ['he בהוראת קבע', ['הסכום ייגבה בהוראת קבע מחשבונכם ****1234.'], 'direct_debit'],
    ['hi ऑटो-डेबिट', ['यह राशि ऑटो-डेबिट द्वारा आपके खाते ****1234 से काटी जाएगी।'], 'direct_debit'],
    ['ko 자동 출금', ['약정에 따라 계좌 ****3696에서 자동 출금됩니다.'], 'direct_debit'],
    ['zh 自动扣收', ['按约定，款项将从账户****1234自动扣收。'], 'direct_debit'],
    ['nl over te maken', ['Gelieve het bedrag over te maken onder vermelding van het factuurnummer.'], 'bank_transfer'],
    ['da overført', ['Beløbet bedes overført til vores konto.'], 'bank_transfer'],
    ['ru банковским переводом', ['Оплата производится банковским переводом с указанием номера счёта.'], 'bank_transfer'],
    ['ar التحويل البنكي', ['يتم السداد عن طريق التحويل البنكي مع ذكر رقم الفاتورة.'], 'bank_transfer'],
    ['he בהעברה בנקאית', ['התשלום יבוצע בהעברה בנקאית, בציון מספר החשבונית.'], 'bank_transfer'],
    ['zh 汇入', ['请将款项汇入我司银行账户。'], 'bank_transfer'],
  ])('%s', (_, text, type) => {
    expect(pay(text.map((t) => line(t)), 'invoice').Payment_Type).toBe(type);
  });

  it('takes a request to transfer as a bank transfer on an invoice, even without an IBAN, but below a method word', () => {
    expect(pay([line('Mohon transfer jumlah tersebut ke rekening kami.'), line('Bank Mandiri · Rek. 2139197369198')], 'invoice').Payment_Type).toBe('bank_transfer');
    expect(pay([line('נא להעביר את הסכום לחשבון הבנק שלנו.')], 'invoice').Payment_Type).toBe('bank_transfer');
    expect(pay([line('Please pay within 14 days.'), line('Paid by VISA ****1234')], 'invoice').Payment_Type).toBe('credit_card');
    expect(pay([line('נא להעביר את הסכום לחשבון הבנק שלנו.')]).Payment_Type).toBeUndefined();
  });
});

describe('transfer words that are part of other words', () => {
  it('does not read EFTPOS (a card terminal) or a Korean receipt\'s 입금액 as a bank transfer', () => {
    expect(pay([line('TOTAL', '12.00'), line('EFT-POS', '12.00')]).Payment_Type).not.toBe('bank_transfer');
    expect(pay([line('합계', '12,000'), line('입금액', '12,000')]).Payment_Type).not.toBe('bank_transfer');
  });
});

describe('the value of a payment-method label (payment-label.ts)', () => {
  it.each<[string, Row[], string]>([
    ['de "Bar bei Lieferung" beside its label', [[[50, 'ZAHLUNGSWEG:'], [300, 'Bar bei Lieferung']]], 'cash'],
    ['de "Bar" alone after the label in one cell', [line('Zahlungsart: Bar')], 'cash'],
    ['id "Transfer" under its label in a header band', [[[50, 'No. faktur'], [250, 'Metode Pembayaran']], [[50, 'INV-0042'], [250, 'Transfer']]], 'bank_transfer'],
    ['he "אשראי" beside its label, right to left', [[[50, 'אשראי'], [400, 'אמצעי תשלום']]], 'credit_card'],
    ['zh 直接借记 under its label', [[[50, '单据编号'], [250, '付款方式']], [[50, 'R2026-240'], [250, '直接借记']]], 'direct_debit'],
  ])('%s', (_name, rows, type) => {
    expect(pay(rows, 'invoice').Payment_Type).toBe(type);
  });

  it('outweighs a loose method word elsewhere on the page', () => {
    expect(pay([[[50, 'Payment method'], [300, 'Card payment (VISA ****4242)']], line('Questions about a bank transfer? Call us.')], 'invoice').Payment_Type).toBe('credit_card');
  });

  it('does not read "Bar" or "Transfer" without the label', () => {
    expect(pay([line('Bar'), line('Transfer')], 'invoice').Payment_Type).toBeUndefined();
  });
});
