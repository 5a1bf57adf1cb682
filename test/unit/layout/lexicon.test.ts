import { LEXICON, LEXICON_KEYS, LexiconKey, lexiconMask, lexiconMatch } from '../../../src/extraction/layout/lexicon';

/** Printed samples per key and language (ar zh da nl en fil fr de el he hi id it ja ko pt ru es ms). */
const SAMPLES: Record<LexiconKey, Record<string, string>> = {
  total: { en: 'GRAND TOTAL', de: 'Gesamtbetrag', fr: 'Montant total', nl: 'Totaal', it: 'Totale', es: 'Importe total', pt: 'Valor total', da: 'I alt', ru: 'ИТОГО', el: 'ΣΥΝΟΛΟ', ms: 'JUMLAH', fil: 'Kabuuan', ar: 'المجموع', he: 'סה"כ', hi: 'कुल', zh: '合计', ja: '合計', ko: '총액', id: 'Total Bayar' },
  subtotal: { en: 'Sub Total', de: 'Zwischensumme', fr: 'Sous-total', nl: 'Subtotaal', it: 'Imponibile', es: 'Base imponible', pt: 'Valor líquido', da: 'Nettobeløb', ru: 'Итого без НДС', el: 'Υποσύνολο', ms: 'Jumlah Kecil', ar: 'المجموع الفرعي', he: 'סכום ביניים', hi: 'उप-योग', zh: '小计', ja: '小計', ko: '소계' },
  tax: { en: 'VAT', de: 'MwSt.', fr: 'TVA', nl: 'BTW', it: 'IVA', es: 'IVA 21%', pt: 'Impostos', da: 'Moms', ru: 'НДС', el: 'ΦΠΑ', ms: 'Cukai Jualan', id: 'PPN', fil: 'Buwis', ar: 'ضريبة القيمة المضافة', he: 'מע"מ', hi: 'जीएसटी', zh: '税额', ja: '消費税', ko: '부가세' },
  date: { en: 'Invoice Date', de: 'Rechnungsdatum', fr: "Date d'émission", nl: 'Factuurdatum', it: 'Data fattura', es: 'Fecha', pt: 'Data de emissão', da: 'Fakturadato', ru: 'Дата', el: 'Ημερομηνία', ms: 'Tarikh', id: 'Tanggal', fil: 'Petsa', ar: 'التاريخ', he: 'תאריך', hi: 'दिनांक', zh: '开票日期', ja: '発行日', ko: '발행일' },
  due_date: { en: 'Due Date', de: 'Fällig am', fr: "Date d'échéance", nl: 'Vervaldatum', it: 'Scadenza', es: 'Fecha de vencimiento', pt: 'Vencimento', da: 'Forfaldsdato', ru: 'Срок оплаты', el: 'Λήξη', id: 'Jatuh Tempo', ar: 'تاريخ الاستحقاق', he: 'תאריך פירעון', hi: 'देय तिथि', zh: '到期日', ja: '支払期限', ko: '납부기한' },
  invoice_number: { en: 'Invoice No.', de: 'Rechnungsnummer', fr: 'N° facture', nl: 'Factuurnummer', it: 'Fattura n.', es: 'Número de factura', pt: 'Fatura nº', da: 'Fakturanr.', ru: 'Счет №', el: 'Αριθμός τιμολογίου', ms: 'No. Invois', id: 'Nomor Faktur', ar: 'رقم الفاتورة', he: 'מספר חשבונית', hi: 'चालान संख्या', zh: '发票号码', ja: '請求書番号', ko: '송장번호' },
  bill_to: { en: 'Bill To', de: 'Rechnungsempfänger', fr: 'Facturé à', nl: 'Klant', it: 'Cliente', es: 'Facturar a', pt: 'Faturado para', da: 'Faktureres til', ru: 'Покупатель', el: 'Πελάτης', ms: 'Bil Kepada', id: 'Tagihan Kepada', ar: 'العميل', he: 'לכבוד', hi: 'ग्राहक', zh: '购买方', ja: 'お客様', ko: '청구처' },
  ship_to: { en: 'Ship To', de: 'Lieferadresse', fr: 'Adresse de livraison', nl: 'Afleveradres', it: 'Indirizzo di consegna', es: 'Enviar a', pt: 'Endereço de entrega', da: 'Leveringsadresse', ru: 'Адрес доставки', el: 'Αποστολή σε', ms: 'Hantar Kepada', id: 'Kirim Ke', ar: 'عنوان الشحن', he: 'כתובת למשלוח', zh: '收货地址', ja: '送付先', ko: '배송지' },
  vendor_hint: { en: 'Supplier', de: 'Lieferant', fr: 'Fournisseur', nl: 'Leverancier', it: 'Fornitore', es: 'Proveedor', pt: 'Fornecedor', da: 'Leverandør', ru: 'Поставщик', el: 'Προμηθευτής', ms: 'Pembekal', id: 'Penjual', ar: 'المورد', he: 'ספק', hi: 'विक्रेता', zh: '销售方', ko: '공급자' },
  quantity: { en: 'QTY', de: 'Menge', fr: 'Qté', nl: 'Aantal', it: 'Quantità', es: 'Cantidad', pt: 'Qtd.', da: 'Antal', ru: 'Кол-во', el: 'Ποσότητα', ms: 'Kuantiti', fil: 'Dami', ar: 'الكمية', he: 'כמות', hi: 'मात्रा', zh: '数量', ko: '수량' },
  unit_price: { en: 'Unit Price', de: 'Einzelpreis', fr: 'Prix unitaire', nl: 'Prijs', it: 'Prezzo unitario', es: 'Precio unitario', pt: 'Preço unitário', da: 'Enhedspris', ru: 'Цена', el: 'Τιμή μονάδας', ms: 'Harga Seunit', id: 'Harga Satuan', ar: 'سعر الوحدة', he: 'מחיר ליחידה', hi: 'इकाई मूल्य', zh: '单价', ja: '単価', ko: '단가' },
  amount: { en: 'Amount', de: 'Betrag', fr: 'Montant', nl: 'Bedrag', it: 'Importo', es: 'Importe', pt: 'Valor', da: 'Beløb', ru: 'Сумма', el: 'Ποσό', ms: 'Amaun', fil: 'Halaga', ar: 'المبلغ', he: 'סכום', hi: 'राशि', zh: '金额', ja: '金額', ko: '금액' },
  description: { en: 'Description', de: 'Bezeichnung', fr: 'Désignation', nl: 'Omschrijving', it: 'Descrizione', es: 'Concepto', pt: 'Descrição', da: 'Beskrivelse', ru: 'Наименование', el: 'Περιγραφή', ms: 'Butiran', id: 'Keterangan', ar: 'الوصف', he: 'תיאור', hi: 'विवरण', zh: '品名', ja: '品目', ko: '품목' },
  payment: { en: 'CASH', de: 'Bar', fr: 'Espèces', nl: 'Contant', it: 'Contanti', es: 'Efectivo', pt: 'Dinheiro', da: 'Kontant', ru: 'Наличные', el: 'Μετρητά', ms: 'TUNAI', id: 'Tunai', fil: 'Bayad', ar: 'نقدا', he: 'מזומן', hi: 'नकद', zh: '现金', ja: 'お預り', ko: '현금' },
  change: { en: 'CHANGE', de: 'Rückgeld', fr: 'Rendu', nl: 'Wisselgeld', it: 'Resto', es: 'Cambio', pt: 'Troco', da: 'Byttepenge', ru: 'Сдача', el: 'Ρέστα', ms: 'BAKI', id: 'Kembalian', fil: 'Sukli', ar: 'الباقي', he: 'עודף', zh: '找零', ja: 'お釣り', ko: '거스름돈' },
  discount: { en: 'Discount', de: 'Rabatt', fr: 'Remise', nl: 'Korting', it: 'Sconto', es: 'Descuento', pt: 'Desconto', da: 'Rabat', ru: 'Скидка', el: 'Έκπτωση', ms: 'Diskaun', id: 'Diskon', fil: 'Diskwento', ar: 'خصم', he: 'הנחה', hi: 'छूट', zh: '折扣', ja: '割引', ko: '할인' },
  shipping: { en: 'Shipping', de: 'Versandkosten', fr: 'Frais de port', nl: 'Verzendkosten', it: 'Spedizione', es: 'Gastos de envío', pt: 'Frete', da: 'Fragt', ru: 'Доставка', el: 'Μεταφορικά', ms: 'Caj Penghantaran', id: 'Ongkos Kirim', ar: 'الشحن', he: 'דמי משלוח', hi: 'शिपिंग', zh: '运费', ja: '送料', ko: '배송비' },
  phone: { en: 'Tel:', de: 'Telefon', fr: 'Téléphone', nl: 'Telefoon', it: 'Telefono', es: 'Teléfono', pt: 'Telefone', da: 'Tlf.', ru: 'Тел.', el: 'Τηλ.', id: 'Telp.', fil: 'Telepono', ar: 'هاتف', he: 'טלפון', hi: 'फोन', zh: '电话', ja: '電話', ko: '전화' },
  receipt: { en: 'CASH BILL', de: 'Kassenbon', fr: 'Ticket de caisse', nl: 'Kassabon', it: 'Scontrino', es: 'Recibo', pt: 'Cupom Fiscal', da: 'Kvittering', ru: 'Кассовый чек', el: 'Απόδειξη', ms: 'Resit', id: 'Struk', fil: 'Resibo', ar: 'إيصال', he: 'קבלה', hi: 'रसीद', zh: '收据', ja: '領収書', ko: '영수증' },
  invoice: { en: 'INVOICE', de: 'Rechnung', fr: 'Facture', nl: 'Factuur', it: 'Fattura', es: 'Factura', pt: 'Fatura', da: 'Faktura', ru: 'Счет', el: 'Τιμολόγιο', ms: 'Invois', id: 'Faktur', ar: 'فاتورة', he: 'חשבונית', hi: 'बीजक', zh: '发票', ja: '請求書', ko: '청구서' },
  balance_due: { en: 'Balance Due', de: 'Restbetrag', fr: 'Solde dû', nl: 'Openstaand bedrag', it: 'Saldo', es: 'Importe pendiente', pt: 'Saldo devedor', da: 'Restbeløb', ru: 'Остаток', el: 'Υπόλοιπο', id: 'Sisa Tagihan', ar: 'المبلغ المستحق', he: 'יתרה לתשלום', zh: '余额', ja: '残高', ko: '잔액' },
  tip: { en: 'Tip', de: 'Trinkgeld', fr: 'Pourboire', nl: 'Fooi', it: 'Mancia', es: 'Propina', pt: 'Gorjeta', da: 'Drikkepenge', ru: 'Чаевые', el: 'Φιλοδώρημα', he: 'טיפ', zh: '小费', ja: 'チップ', ko: '팁' },
  company_suffix: { en: 'Acme Ltd', de: 'Müller GmbH', fr: 'Dupont SARL', nl: 'Jansen B.V.', it: 'Rossi S.p.A.', es: 'García S.L.', pt: 'Silva Ltda.', da: 'Hansen A/S', ru: 'ООО Ромашка', el: 'Παπαδόπουλος Α.Ε.', ms: 'KEDAI ABC SDN BHD', id: 'PT Maju Jaya', ar: 'شركة النور', he: 'אלון בע"מ', hi: 'शर्मा प्राइवेट लिमिटेड', zh: '上海华美有限公司', ja: '株式会社山田', ko: '주식회사 한빛' },
  address_word: { en: '12 High Street', de: 'Hauptstraße 5', fr: '3 rue de la Paix', nl: 'Kerkstraat 4', it: 'Via Roma 10', es: 'Calle Mayor 3', pt: 'Rua Augusta 20', da: 'Nørregade 7', ru: 'ул. Ленина, д. 5', el: 'Οδός Ερμού 10', ms: 'NO.2&4, JALAN HARMONI 3/2', id: 'Jl. Sudirman, Kelurahan Senayan', ar: 'شارع الملك فهد', he: 'רחוב הרצל 5', hi: 'एमजी रोड', zh: '南京路100号', ja: '銀座1丁目', ko: '테헤란로 123번길' },
  thanks: { en: 'THANK YOU', de: 'Vielen Dank', fr: 'Merci', nl: 'Bedankt', it: 'Grazie', es: 'Gracias', pt: 'Obrigado', da: 'Mange tak', ru: 'Спасибо', el: 'Ευχαριστούμε', ms: 'Terima Kasih', fil: 'Salamat', ar: 'شكرا', he: 'תודה', hi: 'धन्यवाद', zh: '谢谢惠顾', ja: 'ありがとうございました', ko: '감사합니다' },
};

describe('layout lexicon', () => {
  it('has phrases for every key, all lower case', () => {
    for (const key of LEXICON_KEYS) {
      expect(LEXICON[key].length).toBeGreaterThan(5);
      for (const p of LEXICON[key]) expect(p).toBe(p.toLowerCase());
    }
  });

  it.each(LEXICON_KEYS.map((k) => [k]))('%s matches printed labels in at least 10 languages', (key) => {
    const samples = SAMPLES[key as LexiconKey];
    const misses = Object.entries(samples).filter(([, text]) => !lexiconMatch(text).includes(key as LexiconKey));
    expect(misses).toEqual([]);
    expect(Object.keys(samples).length).toBeGreaterThanOrEqual(10);
  });

  it('matches whole words only in spaced scripts', () => {
    expect(lexiconMatch('Totality of stuff')).toEqual([]);
    // "Subtotal" heads a line's amount column in some languages too (Spanish, Portuguese): never plain "total".
    expect(lexiconMatch('Subtotal')).toContain('subtotal');
    expect(lexiconMatch('Subtotal')).not.toContain('total');
    expect(lexiconMatch('TOTAL:')).toContain('total');
    expect(lexiconMatch('TOTAL AMOUNT: $8.20')).toContain('total');
    expect(lexiconMatch('TOTAL AMOUNT: $8.20')).not.toContain('subtotal');
  });

  it('prefers the longest phrase ("Sub Total" is not also a total, "Tax Amount" not also an amount)', () => {
    expect(lexiconMatch('Sub Total')).toEqual(['subtotal']);
    expect(lexiconMatch('Tax Amount')).toEqual(['tax']);
    expect(lexiconMatch('Invoice No.: 2024-17')).toEqual(['invoice_number']);
  });

  it('matches listed compounds only: Totalbetrag yes, an unlisted compound no', () => {
    expect(lexiconMatch('Totalbetrag')).toEqual(['total']);
    expect(lexiconMatch('GESAMTBETRAG EUR')).toEqual(['total']);
    expect(lexiconMatch('Nettogesamtbetragsaufstellung')).toEqual([]);
    // Street names are the deliberate exception: compounds ending in a street word are address words.
    expect(lexiconMatch('Hauptstraße 5')).toEqual(['address_word']);
    expect(lexiconMatch('Kerkstraat 4')).toEqual(['address_word']);
    expect(lexiconMatch('Weg')).toEqual(['address_word']);
  });

  it('matches CJK phrases as substrings without spaces, longest hit first', () => {
    expect(lexiconMatch('合计金额：¥128.00')).toEqual(['total']);
    expect(lexiconMatch('税抜金額')).toEqual(['subtotal']);
    expect(lexiconMatch('東京都千代田区丸の内1丁目')).toEqual(['address_word']);
    expect(lexiconMatch('合計金額¥1,200')).toEqual(['total']);
  });

  it('matches phrases with punctuation and ignores case and accents', () => {
    expect(lexiconMatch('Hansen A/S')).toContain('company_suffix');
    expect(lexiconMatch('ACME S.A.')).toContain('company_suffix');
    expect(lexiconMatch('NO.2&4, JALAN HARMONI')).toEqual(['address_word']);
    expect(lexiconMatch('no problem')).toEqual([]);
    expect(lexiconMatch('FECHA DE EMISION')).toEqual(['date']);
    expect(lexiconMatch('סה״כ לתשלום')).toEqual(['total']);
  });

  it('returns the same keys as a bitmask', () => {
    const text = 'Sub Total  RM 12.00  GST 6%';
    const mask = lexiconMask(text);
    const fromMask = LEXICON_KEYS.filter((_, i) => mask & (1 << i));
    expect(fromMask).toEqual(lexiconMatch(text));
    expect(fromMask).toEqual(['subtotal', 'tax']);
    expect(lexiconMask('')).toBe(0);
  });

  it('is fast enough for per-cell features', () => {
    const texts = ['TOTAL AMOUNT: $8.20', 'Rechnungsnummer 2024-001', '合计金额：¥12', 'JALAN AMPANG 50450 KL', 'Thank you!'];
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < 10000; i++) lexiconMask(texts[i % texts.length]);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    // Printed, not asserted: a loaded CI machine must not make this test flaky.
    console.log(`lexiconMask: 10,000 calls in ${ms.toFixed(1)} ms`);
  });
});
