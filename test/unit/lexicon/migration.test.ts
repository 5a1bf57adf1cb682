import { LEXICON, LEXICON_KEYS, type LexiconKey } from '../../../src/extraction/layout/lexicon';
import { LANGUAGES, type CountryFile, type FieldKey } from '../../../src/extraction/lexicon/schema';
import { LABEL_FILES, fold, readJson } from './helpers';

/**
 * Every phrase of the old one-list-per-key lexicon (src/extraction/layout/lexicon.ts) lives on in the per-language
 * files under the field its key meant. A trailing colon in the old list ("bill to:", "tel:") is not part of a
 * phrase any more: the matcher makes colons optional.
 */
const FIELD_OF: Record<Exclude<LexiconKey, 'company_suffix' | 'address_word'>, FieldKey> = {
  total: 'total', subtotal: 'subtotal', tax: 'tax', date: 'date', due_date: 'due_date', invoice_number: 'invoice_number',
  bill_to: 'bill_to', ship_to: 'ship_to', vendor_hint: 'vendor_hint', quantity: 'quantity', unit_price: 'unit_price',
  amount: 'line_amount', description: 'description', payment: 'payment_method', change: 'change', discount: 'discount',
  shipping: 'shipping', phone: 'phone', receipt: 'doc_receipt', invoice: 'doc_invoice', balance_due: 'balance_due',
  tip: 'tip', thanks: 'thanks',
};

const key = (phrase: string): string => fold(phrase.replace(/[:：]+$/, '').trim());

function labelsOf(field: FieldKey): Set<string> {
  const out = new Set<string>();
  for (const lang of LANGUAGES) for (const l of LABEL_FILES[lang].fields[field]?.labels ?? []) out.add(key(l));
  return out;
}

describe('migration of the old layout lexicon', () => {
  it('covers all its keys', () => {
    expect([...Object.keys(FIELD_OF), 'company_suffix', 'address_word'].sort()).toEqual([...LEXICON_KEYS].sort());
  });

  it.each(Object.entries(FIELD_OF))('every old "%s" phrase is a label of field %s', (old, field) => {
    const labels = labelsOf(field);
    const missing = LEXICON[old as LexiconKey].filter((p) => !labels.has(key(p)));
    expect(missing).toEqual([]);
  });

  it('every old company suffix is a legal form of some country', () => {
    const countries = readJson('countries.json') as CountryFile;
    const forms = new Set(Object.values(countries).flatMap((c) => c.legal_forms.map(key)));
    expect(LEXICON.company_suffix.filter((p) => !forms.has(key(p)))).toEqual([]);
  });

  it('every old address word is in address-words.json', () => {
    const words = new Set(Object.values(readJson('address-words.json') as Record<string, string[]>).flat().map(key));
    expect(LEXICON.address_word.filter((p) => !words.has(key(p)))).toEqual([]);
  });
});

/**
 * Phrases the regex rules in src/extraction/fields (labels.ts, sections.ts, vendor.ts, banking.ts, payment-words.ts,
 * document-type.ts) match, spelled out, with the field that now holds them.
 */
const FROM_RULES: Partial<Record<FieldKey, string[]>> = {
  total: ['grand total', 'total amount', 'invoice total', 'total ttc', 'total to pay', 'total due', 'amount payable',
    'total after rounding', 'rounded total', 'nett total', 'total payable', 'gerundeter betrag', 'bruttosumme',
    'gesamtbetrag', 'rechnungsbetrag', 'endbetrag', 'gesamtsumme', 'summe brutto', 'brutto', 'rechnungssumme',
    'montant ttc', 'montant total', 'net à payer', 'somme à payer', 'total à payer', 'totaalbedrag', 'te betalen',
    'importe total', 'total factura', 'totale fattura', 'totale documento', 'totale da pagare', 'importo totale',
    'total for this invoice', 'total facture', 'factuur totaal', 'totale', 'total', 'totaal', 'gesamt', 'summe', 'montant',
    'importe', 'amount due'],
  subtotal: ['rechnungssumme ohne ust.', 'summe netto', 'nettosumme', 'nettobetrag gesamt', 'gesamt netto', 'total ht',
    'montant ht', 'total hors taxes', 'exclusief btw', 'totaal excl. btw', 'base imponible', 'imponibile', 'total excl. vat',
    'total excluding', 'total before tax', 'net total', 'net amount', 'amount before tax', 'sub-total', 'subtotaal',
    'zwischensumme', 'sous-total', 'subtotale', 'nettobetrag', 'netto-summe', 'nettopreis gesamt', 'warenwert netto',
    'positionssumme', 'netto', 'warenwert', 'total net', 'net'],
  tax: ['steuerbetrag', 'total tax', 'total vat', 'tax total', 'vat amount', 'tax amount', 'montant de la tva', 'total tva',
    'btw bedrag', 'totaal btw', 'importe iva', 'total iva', 'totale iva', 'importo iva', 'summe mwst.', 'summe ust.',
    'mwst.-betrag', 'ust.-betrag', 'tax', 'vat', 'gst', 'mwst', 'ust', 'umsatzsteuer', 'mehrwertsteuer', 'steuer', 'tva',
    'btw', 'iva', 'igic', 'hst', 'pst', 'sales tax'],
  balance_due: ['balance due', 'amount due', 'total due', 'balance', 'zahlbetrag', 'zu zahlen', 'zu zahlender betrag',
    'offener betrag', 'restbetrag', 'fälliger betrag', 'net à payer', 'somme à payer', 'reste à payer', 'solde', 'te betalen',
    'openstaand', 'saldo', 'importe a pagar', 'importe pendiente', 'da pagare', 'amount payable'],
  invoice_number: ['invoice number', 'invoice no.', 'invoice nr.', 'invoice num.', 'invoice #', 'invoice id', 'inv no.',
    'inv #', 'rechnungsnummer', 'rechnungs-nr.', 'rechnung nr.', 'rechnung nummer', 'rechnung no.', 'factuur nummer',
    'factuur nr.', 'factuurnummer', 'numéro de facture', 'n° de facture', 'facture n°', 'facture no.', 'facture numéro',
    'número de factura', 'factura nº', 'factura no.', 'factura núm.', 'numero di fattura', 'fattura n.', 'fattura nr.',
    'fattura num.', 'bill no.', 'bill number', 'bill #', 'receipt no.', 'receipt number', 'receipt #', 'belegnummer',
    'beleg-nr.', 'document no.', 'document number', 'credit note no.', 'credit note number', 'credit note #',
    'gutschrift nr.', 'gutschrift nummer', 'booking id', 'booking no.', 'booking number', 'reservation id', 'reservation no.',
    'reservation number', 'confirmation no.', 'confirmation number'],
  date: ['invoice date', 'date of invoice', 'date of issue', 'issue date', 'billing date', 'rechnungsdatum', 'belegdatum',
    'ausstellungsdatum', 'date de facture', 'date de la facture', "date d'émission", 'factuurdatum', 'factuur datum',
    'fecha factura', 'fecha de factura', 'fecha de la factura', 'fecha de emisión', 'data fattura', 'data della fattura',
    'data emissione', 'data di emissione', 'receipt date', 'document date', 'vom', 'du', 'van', 'dated', 'date', 'datum',
    'fecha', 'data', 'le'],
  due_date: ['due date', 'payment due', 'fälligkeit', 'due on', 'due by', 'pay by', 'fälligkeitsdatum', 'fällig am',
    'fällig bis', 'zahlungsziel', 'zahlbar bis', "date d'échéance", 'échéance', 'date limite de paiement', 'à payer avant',
    'vervaldatum', 'vervaldag', 'uiterste betaaldatum', 'fecha de vencimiento', 'vencimiento', 'data scadenza',
    'data di scadenza', 'scadenza', 'netto bis'],
  vendor_hint: ['seller', 'vendor', 'supplier', 'verkäufer', 'lieferant', 'leistungserbringer', 'rechnungssteller',
    'fournisseur', 'vendeur', 'émetteur', 'verkoper', 'leverancier', 'proveedor', 'vendedor', 'emisor', 'fornitore',
    'venditore', 'cedente', 'from', 'sold by', 'service provider', 'issued by', 'firma', 'raison sociale', 'ragione sociale'],
  bill_to: ['customer', 'client', 'buyer', 'käufer', 'kunde', 'rechnungsempfänger', 'leistungsempfänger', 'rechnungsadresse',
    'empfänger', 'destinataire', 'factuuradres', 'afnemer', 'cliente', 'destinatario', 'intestatario',
    'käufer/leistungsempfänger', 'bill to', 'bill to address', 'billed to', 'invoice to', 'sold to', 'billing address',
    'facturé à', 'adresse de facturation', 'facturar a'],
  ship_to: ['ship to', 'shipping address', 'deliver to', 'delivery address', 'lieferadresse', 'lieferanschrift',
    'adresse de livraison', 'afleveradres', 'enviar a', 'spedire a'],
  remit_to: ['titulaire du compte', 'kontoinhaber', 'kontoname', 'account holder', 'account name', 'beneficiary',
    'rekeninghouder', 'begunstigde', 'titular', 'intestatario', 'inhaber', 'remit to', 'payable to', 'pay to',
    'bitte überweisen sie', 'zahlbar an', 'veuillez virer', 'gelieve over te maken op', 'por favor transfiera a',
    'si prega di versare', 'por favor transfira para', 'bedes overført til', 'indbetales på', 'mohon transfer ke',
    'sila bayar kepada', 'просим перечислить', 'παρακαλούμε καταθέστε', 'يرجى التحويل إلى', 'נא להעביר', 'कृपया भुगतान करें'],
  bank: ['bank details', 'bankverbindung', 'coordonnées bancaires', 'datos bancarios', 'coordinate bancarie', 'dados bancários',
    'реквизиты'],
  bic: ['bic', 'swift', 'swift code', 'swift/bic', 'bic/swift', 'bic-code'],
  tax_id: ['abn', 'a.b.n.', 'australian business number', 'vat reg', 'vat registration', 'vat id', 'vat no.', 'vat number',
    'vat nr.', 'ust-id', 'ust-idnr.', 'umsatzsteuer-id', 'umsatzsteuer-identifikationsnummer', 'btw', 'btw-nummer',
    'btw-nr.', 'btw-id', 'n° tva', 'n° de tva', 'tva intracommunautaire', 'numéro de tva', 'p.iva', 'partita iva', 'nif',
    'cif', 'gstin', 'vat/tin', 'tax id', 'your vat no.', 'customer vat no.'],
  po_number: ['po number', 'po no.', 'p.o. number', 'p.o. no.', 'po #', 'purchase order', 'purchase order no.',
    'purchase order number', 'bestellnummer', 'bestell-nr.', 'bestellung', 'ihre bestellung', 'your order', 'customer order',
    'bon de commande', 'n° de commande', 'inkoopordernummer', 'inkooporder', 'uw referentie', 'orden de compra',
    "ordine d'acquisto"],
  payment_method: ['visa', 'mastercard', 'amex', 'american express', 'diners club', 'jcb', 'unionpay', '银联', 'maestro',
    'v pay', 'girocard', 'ec-karte', 'electronic cash', 'dankort', 'bancontact', 'mister cash', 'mydebit', 'rupay', 'mada',
    'مدى', 'carte bancaire', 'multibanco', 'bancomat', 'pagobancomat', 'credit card', 'kreditkarte', 'carte de crédit',
    'creditcard', 'tarjeta de crédito', 'carta di credito', 'cartão de crédito', 'kreditkort', 'kartu kredit', 'kad kredit',
    'кредитная карта', 'πιστωτική κάρτα', 'بطاقة ائتمان', 'כרטיס אשראי', 'क्रेडिट कार्ड', '信用卡', 'クレジット', '신용카드',
    'debit card', 'debitkarte', 'bankkarte', 'carte de débit', 'pinpas', 'pinbetaling', 'betaalkaart', 'tarjeta de débito',
    'carta di debito', 'cartão de débito', 'debetkort', 'kartu debit', 'kad debit', 'дебетовая карта', 'χρεωστική κάρτα',
    'بطاقة خصم', 'כרטיס חיוב', 'डेबिट कार्ड', '借记卡', 'デビット', '체크카드', '직불카드', 'eftpos', 'card payment',
    'kartenzahlung', 'paiement par carte', 'paypal', 'apple pay', 'google pay', 'alipay', '支付宝', 'wechat pay', '微信支付',
    'gcash', 'paymaya', 'gopay', 'qris', 'paytm', 'upi', 'twint', 'mobilepay', 'bizum', 'payconiq', 'satispay', 'mb way',
    '카카오페이', 'paypay', 'line pay', 'duitnow qr', 'grabpay', 'shopeepay', 'direct debit', 'lastschrift', 'sepa-lastschrift',
    'bankeinzug', 'abbuchung', 'prélèvement', 'automatische incasso', 'incasso', 'domiciliación', 'adeudo directo',
    'addebito diretto', 'débito direto', 'betalingsservice', 'autodebet', '口座振替', '자동이체', 'bank transfer',
    'wire transfer', 'banküberweisung', 'überweisung', 'virement', 'virement bancaire', 'overschrijving', 'transferencia',
    'bonifico', 'transferência', 'bankoverførsel', 'transfer bank', 'pindahan bank', 'fpx', 'ibg', 'giro',
    'банковский перевод', 'τραπεζική μεταφορά', 'έμβασμα', 'تحويل بنكي', 'حوالة بنكية', 'העברה בנקאית', 'बैंक ट्रांसफर',
    'neft', 'rtgs', 'imps', '银行转账', '銀行振込', '계좌이체', 'cheque', 'paid by check', 'scheck', 'chèque', 'cek', 'tseke',
    'επιταγή', 'شيك', "צ'ק", 'चेक', '支票', '小切手', '수표', 'gift card', 'voucher', 'gutschein', "bon d'achat",
    'chèque cadeau', 'cadeaubon', 'tarjeta regalo', 'buono regalo', 'vale-presente', 'gavekort', 'baucar', 'δωροκάρτα',
    'قسيمة', 'שובר', 'वाउचर', '礼券', '商品券', '상품권', 'cash', 'tunai', 'barzahlung', 'espèces', 'contanti', 'contant',
    'efectivo', 'dinheiro', 'numerário', 'kontant', 'наличные', 'μετρητά', 'نقدا', 'מזומן', 'नकद', '现金', '現金', '현금'],
  doc_credit_note: ['credit note', 'credit memo', 'gutschrift', 'avoir', 'note de crédit', 'creditnota', 'creditfactuur',
    'nota de crédito', 'nota di credito', 'kreditnota', 'nota kredit', 'кредит-нота', 'кредитовое авизо', 'πιστωτικό',
    'πιστωτικό τιμολόγιο', 'إشعار دائن', 'חשבונית זיכוי', 'क्रेडिट नोट', '贷项通知单', '貸項通知單', '红字发票', '紅字發票',
    'クレジットノート', '貸方票', '대변표'],
  doc_order: ['purchase order', 'bestellung', 'bon de commande', 'inkooporder', 'bestelbon', 'orden de compra',
    'pedido de compra', "ordine d'acquisto", 'ordem de compra', 'indkøbsordre', 'pesanan pembelian', 'pesanan belian',
    'заказ на покупку', 'заказ поставщику', 'εντολή αγοράς', 'δελτίο παραγγελίας', 'أمر شراء', 'הזמנת רכש', 'क्रय आदेश',
    '采购订单', '採購訂單', '注文書', '発注書', '구매 주문서', '구매주문서', '발주서'],
  doc_receipt: ['receipt', 'payment receipt', 'sales receipt', 'cash bill', 'cash sale', 'cash sales', 'quittung', 'kassenbon',
    'kassenbeleg', 'reçu', 'ticket de caisse', 'kassabon', 'kwitantie', 'recibo', 'ricevuta', 'scontrino', 'kvittering',
    'kwitansi', 'resit', 'resibo', 'opisyal na resibo', 'чек', 'кассовый чек', 'квитанция', 'απόδειξη', 'απόδειξη λιανικής',
    'إيصال', 'ايصال', 'קבלה', 'रसीद', '收据', '收據', '領収書', '領収証', '领收据', 'レシート', '영수증'],
  doc_invoice: ['invoice', 'tax invoice', 'rechnung', 'rechnungskorrektur', 'facture', 'factuur', 'factura', 'fattura',
    'fatura', 'faktura', 'faktur', 'faktur pajak', 'invois', 'счет-фактура', 'счет на оплату', 'τιμολόγιο', 'فاتورة',
    'חשבונית', 'חשבונית מס', 'चालान', 'इनवॉइस', 'बीजक', 'bill', '发票', '發票', '請求書', 'インボイス', '청구서', '세금계산서',
    '인보이스', '송장', 'your bill', 'utility bill', 'electricity bill', 'billing statement', 'stromrechnung',
    'nebenkostenabrechnung', "facture d'électricité", 'energierekening', 'factura de luz', 'bolletta', 'conta de luz',
    'elregning', 'bil elektrik', 'tagihan listrik', 'счет за электроэнергию', 'λογαριασμός ρεύματος', 'فاتورة الكهرباء',
    'חשבון חשמל', 'बिजली बिल', '电费单', '账单', '帳單', '電気料金', '고지서'],
};

describe('migration of the regex label rules', () => {
  it.each(Object.entries(FROM_RULES))('%s holds the phrases the rules matched', (field, phrases) => {
    const labels = labelsOf(field as FieldKey);
    expect(phrases!.filter((p) => !labels.has(key(p)))).toEqual([]);
  });
});
