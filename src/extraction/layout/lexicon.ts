/**
 * A multilingual lexicon of the labels printed on invoices and receipts, and a fast matcher the layout
 * model's feature code calls for every cell. Languages: Arabic, Chinese, Danish, Dutch, English, Filipino,
 * French, German, Greek, Hebrew, Hindi, Indonesian, Italian, Japanese, Korean, Portuguese, Russian, Spanish,
 * plus Malay (Malaysian receipts).
 *
 * Matching rules:
 *   - case- and accent-insensitive ("SUMME", "Fecha de emision" and "fecha de emisión" all match);
 *   - spaced scripts match whole words only, longest phrase first ("Sub Total" is subtotal, not also total);
 *   - German/Dutch/Danish compounds match only when listed ("Gesamtbetrag" yes, an unlisted "Nettogesamtbetrag" no):
 *     suffix guessing would make "Betrag" fire inside every compound noun. Street names are the exception
 *     ("Hauptstraße", "Kerkstraat", "Nørregade" are address words): they are never listed, always compounds;
 *   - Han and kana phrases match as substrings (no spaces between words), and so do Hangul ones, because Korean
 *     labels fuse with the next noun ("합계금액"); the longest hit wins;
 *   - a single-word phrase written with a final dot ("no.", "str.", "ул.") needs the dot in the text, so the
 *     address abbreviation "No." does not fire on the Spanish/English word "no".
 */
const PHRASES = {
  total: [
    'total', 'grand total', 'total amount', 'amount due', 'total due', 'nett total', 'net total', 'total payable',
    'total incl', 'total inc. vat', 'invoice total', 'total sales', 'total rm', 'rounded total', 'total (rm)',
    'gesamtbetrag', 'gesamt', 'summe', 'endbetrag', 'endsumme', 'gesamtsumme', 'rechnungsbetrag', 'totalbetrag',
    'bruttobetrag', 'zu zahlen', 'zahlbetrag',
    'montant total', 'total ttc', 'net à payer', 'total à payer', 'montant à payer',
    'totaal', 'totaalbedrag', 'te betalen', 'totaal incl. btw', 'eindtotaal',
    'totale', 'importo totale', 'totale fattura', 'totale da pagare', 'totale complessivo',
    'importe total', 'total a pagar', 'total factura',
    'valor total', 'total a pagar', 'total geral', 'valor a pagar',
    'i alt', 'total i alt', 'at betale', 'beløb i alt', 'samlet beløb',
    'итого', 'всего', 'итого к оплате', 'сумма к оплате', 'всего к оплате',
    'σύνολο', 'γενικό σύνολο', 'πληρωτέο', 'συνολικό ποσό',
    'jumlah', 'jumlah besar', 'jumlah keseluruhan', 'jumlah bayaran', 'total bayar', 'jumlah total',
    'kabuuan', 'kabuuang halaga', 'kabuuang bayarin', 'halagang babayaran',
    'المجموع', 'الإجمالي', 'الاجمالي', 'المبلغ الإجمالي', 'الإجمالي المستحق', 'المجموع الكلي',
    'סה"כ', 'סך הכל', 'סה"כ לתשלום', 'לתשלום',
    'कुल', 'कुल राशि', 'कुल योग', 'कुल देय', 'देय राशि',
    '合计', '总计', '总额', '合计金额', '应付金额', '价税合计',
    '合計', '総計', '合計金額', 'お支払金額', 'ご請求金額', '請求金額', '総額',
    '총액', '합계', '총 금액', '합계금액', '결제금액', '청구금액',
  ],
  subtotal: [
    'subtotal', 'sub total', 'sub-total', 'total before tax', 'total excl. vat', 'net amount', 'total excl',
    'zwischensumme', 'nettobetrag', 'netto', 'summe netto', 'gesamt netto', 'warenwert',
    'sous-total', 'sous total', 'total ht', 'montant ht',
    'subtotaal', 'totaal excl. btw', 'netto bedrag',
    'subtotale', 'imponibile', 'totale imponibile',
    'base imponible', 'subtotal sin iva',
    'valor líquido', 'total sem iva',
    'subtotal', 'i alt ekskl. moms', 'beløb ekskl. moms', 'nettobeløb',
    'промежуточный итог', 'итого без ндс', 'сумма без ндс',
    'μερικό σύνολο', 'καθαρή αξία', 'υποσύνολο',
    'jumlah kecil', 'jumlah sebelum cukai', 'subjumlah',
    'kabuuang bago ang buwis',
    'المجموع الفرعي', 'المبلغ قبل الضريبة', 'الإجمالي قبل الضريبة',
    'סכום ביניים', 'סה"כ לפני מע"מ', 'לפני מע"מ',
    'उप-योग', 'उपयोग', 'उप योग', 'कर से पहले',
    '小计', '不含税金额', '小計', '税抜金額', '税抜合計', '소계', '공급가액',
  ],
  tax: [
    'tax', 'vat', 'gst', 'sst', 'sales tax', 'service tax', 'tax amount', 'vat amount', 'gst amount', 'hst',
    'pst', 'service charge',
    'mwst', 'mwst.-betrag', 'ust', 'ust.', 'umsatzsteuer', 'mehrwertsteuer',
    'tva', 'montant tva', 'taxe',
    'btw', 'btw-bedrag', 'iva', 'imposta', 'importe iva', 'impuesto', 'impostos', 'icms', 'valor iva',
    'moms', 'momsbeløb', 'ндс', 'в т.ч. ндс', 'налог', 'сумма ндс', 'φπα', 'φ.π.α.', 'φόρος',
    'cukai', 'cukai jualan', 'cukai perkhidmatan', 'pajak', 'ppn', 'pajak pertambahan nilai', 'buwis', 'vat amount',
    'ضريبة', 'الضريبة', 'ضريبة القيمة المضافة', 'מע"מ', 'מעמ',
    'कर', 'जीएसटी', 'सीजीएसटी', 'एसजीएसटी', '税', '税额', '增值税', '税金', '消費税', '内税', '부가세', '세액', '부가가치세',
  ],
  date: [
    'date', 'invoice date', 'date of issue', 'issue date', 'dated', 'billing date', 'receipt date',
    'datum', 'rechnungsdatum', 'belegdatum', 'ausstellungsdatum', 'leistungsdatum',
    'date de facture', "date d'émission", 'factuurdatum', 'data', 'data fattura', 'data emissione',
    'fecha', 'fecha de emisión', 'fecha factura', 'data de emissão', 'data da fatura', 'fakturadato', 'dato',
    'дата', 'дата счета', 'ημερομηνία', 'ημ/νία', 'tarikh', 'tanggal', 'tgl', 'tanggal faktur', 'petsa',
    'التاريخ', 'تاريخ الفاتورة', 'תאריך', 'दिनांक', 'तारीख', 'तिथि',
    '日期', '开票日期', '日付', '発行日', '請求日', '날짜', '일자', '발행일', '작성일자',
  ],
  due_date: [
    'due date', 'payment due', 'due', 'payment date',
    'fälligkeitsdatum', 'fällig am', 'zahlbar bis', 'fällig', "date d'échéance", 'échéance',
    'vervaldatum', 'uiterste betaaldatum', 'scadenza', 'data scadenza', 'fecha de vencimiento', 'vencimiento',
    'data de vencimento', 'vencimento', 'forfaldsdato', 'betales senest', 'срок оплаты', 'оплатить до',
    'ημερομηνία λήξης', 'λήξη', 'tarikh akhir', 'tarikh tamat', 'jatuh tempo', 'tanggal jatuh tempo',
    'takdang petsa', 'تاريخ الاستحقاق', 'תאריך פירעון', 'לתשלום עד', 'देय तिथि', 'नियत तारीख',
    '到期日', '付款期限', '支払期限', '支払期日', '납부기한', '지급기일', '만기일',
  ],
  invoice_number: [
    'invoice no', 'invoice no.', 'invoice number', 'invoice #', 'inv no', 'inv no.', 'invoice id', 'bill no',
    'bill no.', 'receipt no', 'receipt no.', 'doc no', 'document no', 'ref no', 'reference',
    'rechnungsnummer', 'rechnungs-nr.', 'rechnung nr.', 'rechnungsnr.', 're-nr.', 'beleg-nr.', 'belegnummer',
    'numéro de facture', 'facture n°', 'n° facture', 'factuurnummer', 'factuurnr.', 'numero fattura',
    'fattura n.', 'n. fattura', 'número de factura', 'factura n.º', 'nº factura', 'número da fatura',
    'fatura nº', 'fakturanummer', 'fakturanr.', 'номер счета', 'счет №', 'счёт №', 'αριθμός τιμολογίου',
    'αρ. τιμολογίου', 'no. invois', 'nombor invois', 'no. resit', 'no. bil', 'nomor faktur', 'no. faktur',
    'numero ng invoice', 'no. invoice', 'si no.', 'or no.', 'resibo no.', 'receipt #', 'bon-nr.', 'bonnummer', 'bon nr.', 'kvitteringsnr.', 'factuur nr.', 'ticket n°', 'n° ticket', 'αρ. απόδειξης', 'α/α', 'रसीद संख्या', 'no. struk', 'no. nota', 'scontrino n.', 'documento n.', 'レシートno', '거래번호', 'nº fatura', 'recibo nº', 'nº documento', 'чек №', 'фд №', 'nº ticket', 'ticket nº', '流水号', 'رقم الفاتورة', 'رقم الإيصال', 'מספר חשבונית', 'מספר קבלה', 'חשבונית מס', 'बीजक संख्या', 'चालान संख्या',
    'इनवॉइस नंबर', '发票号码', '发票号', '单号', '請求書番号', '請求番号', '伝票番号', '송장 번호', '송장번호',
    '청구서 번호', '영수증 번호',
  ],
  bill_to: [
    'bill to', 'billed to', 'invoice to', 'sold to', 'customer', 'client', 'bill to:',
    'rechnungsempfänger', 'rechnungsadresse', 'kunde', 'facturé à', 'facturer à', 'adresse de facturation',
    'factuuradres', 'klant', 'gefactureerd aan', 'fatturato a', 'intestatario', 'cliente', 'facturar a',
    'facturado a', 'faturado para', 'faktureres til', 'kunde', 'плательщик', 'покупатель', 'заказчик',
    'πελάτης', 'χρέωση σε', 'bil kepada', 'pelanggan', 'ditagih kepada', 'tagihan kepada', 'sisingilin kay',
    'فاتورة إلى', 'العميل', 'לכבוד', 'לקוח', 'बिल प्राप्तकर्ता', 'ग्राहक', '购买方', '客户', '買主', 'お客様',
    '御中', '様', '청구처', '고객', '공급받는자',
  ],
  ship_to: [
    'ship to', 'shipped to', 'deliver to', 'delivery address', 'shipping address',
    'lieferadresse', 'lieferanschrift', 'versandadresse', 'adresse de livraison', 'livrer à', 'afleveradres',
    'leveringsadres', 'spedire a', 'indirizzo di consegna', 'destinatario', 'enviar a', 'dirección de envío',
    'entregar a', 'endereço de entrega', 'leveringsadresse', 'leveres til', 'адрес доставки', 'грузополучатель',
    'διεύθυνση αποστολής', 'αποστολή σε', 'hantar kepada', 'alamat penghantaran', 'kirim ke', 'alamat pengiriman',
    'ipadala sa', 'الشحن إلى', 'عنوان الشحن', 'משלוח אל', 'כתובת למשלוח', 'शिप करें', 'शिपिंग पता', '收货地址',
    '送货地址', '送付先', '配送先', '배송지', '배송 주소',
  ],
  vendor_hint: [
    'seller', 'supplier', 'vendor', 'sold by', 'issued by', 'merchant', 'store',
    'verkäufer', 'lieferant', 'rechnungssteller', 'vendeur', 'fournisseur', 'leverancier', 'verkoper',
    'fornitore', 'venditore', 'proveedor', 'vendedor', 'fornecedor', 'emitente', 'sælger', 'leverandør',
    'поставщик', 'продавец', 'προμηθευτής', 'πωλητής', 'penjual', 'pembekal', 'pemasok', 'nagbebenta',
    'البائع', 'المورد', 'ספק', 'מוכר', 'विक्रेता', 'आपूर्तिकर्ता', '销售方', '销售商', '供应商', '販売者', '発行元',
    '공급자', '판매자',
  ],
  quantity: [
    'qty', 'qty.', 'quantity', 'pcs', 'units', 'menge', 'anzahl', 'stk', 'stk.', 'quantité', 'qté', 'aantal',
    'quantità', 'qtà', 'q.tà', 'cantidad', 'cant.', 'quantidade', 'qtd', 'qtd.', 'antal', 'количество', 'кол-во',
    'ποσότητα', 'ποσ.', 'kuantiti', 'kuantitas', 'jumlah unit', 'jml', 'dami', 'الكمية', 'כמות', 'मात्रा', '数量',
    '数', '수량',
  ],
  unit_price: [
    'unit price', 'price', 'rate', 'u/price', 'unit cost', 'each', 'einzelpreis', 'preis', 'stückpreis', 'e-preis',
    'prix unitaire', 'prix', 'p.u.', 'stuksprijs', 'prijs', 'prezzo unitario', 'prezzo', 'precio unitario', 'precio',
    'preço unitário', 'preço', 'enhedspris', 'stykpris', 'pris', 'цена', 'цена за ед.', 'τιμή μονάδας', 'τιμή',
    'harga seunit', 'harga', 'harga satuan', 'presyo', 'halaga bawat isa', 'سعر الوحدة', 'السعر', 'מחיר ליחידה',
    'מחיר', 'इकाई मूल्य', 'दर', 'मूल्य', '单价', '単価', '단가',
  ],
  amount: [
    'amount', 'amt', 'line total', 'value', 'betrag', 'gesamtpreis', 'montant', 'bedrag', 'importo', 'valor',
    'beløb', 'importe', 'сумма', 'стоимость', 'ποσό', 'αξία', 'amaun', 'jumlah harga', 'nilai', 'halaga', 'المبلغ',
    'القيمة', 'סכום', 'राशि', '金额', '金額', '금액',
  ],
  description: [
    'description', 'item', 'items', 'product', 'details', 'particulars', 'beschreibung',
    'bezeichnung', 'artikel', 'leistung', 'désignation', 'description', 'article', 'omschrijving', 'beschrijving', 'artikel',
    'descrizione', 'articolo', 'descripción', 'concepto', 'artículo', 'descrição', 'artigo', 'produto', 'beskrivelse',
    'vare', 'varebeskrivelse', 'наименование', 'описание', 'товар', 'περιγραφή', 'είδος', 'perihal', 'keterangan',
    'barang', 'deskripsi', 'butiran', 'paglalarawan', 'produkto', 'الوصف', 'البيان', 'الصنف', 'תיאור', 'פריט',
    'विवरण', 'वस्तु', '描述', '品名', '商品名称', '货物或应税劳务名称', '项目', '品目', '内容', '摘要', '商品', '품목', '품명', '내역', '설명',
  ],
  payment: [
    'payment', 'paid', 'cash', 'card', 'credit card', 'visa', 'mastercard', 'debit', 'tendered', 'cash received',
    'payment method', 'zahlung', 'bar', 'barzahlung', 'gegeben', 'ec-karte', 'karte', 'paiement', 'espèces',
    'carte', 'carte bancaire', 'betaling', 'contant', 'pin', 'pagamento', 'contanti', 'carta', 'pago', 'efectivo',
    'tarjeta', 'dinheiro', 'cartão', 'kontant', 'betalt', 'kort', 'оплата', 'наличные', 'карта', 'безналичные',
    'πληρωμή', 'μετρητά', 'κάρτα', 'tunai', 'bayaran', 'bayar', 'numerário', 'наличными', 'entregado', 'kad', 'kad kredit', 'pembayaran', 'kartu', 'bayad',
    'cash tendered', 'الدفع', 'نقدا', 'نقداً', 'بطاقة', 'תשלום', 'מזומן', 'אשראי', 'भुगतान', 'नकद', 'कार्ड',
    '付款', '现金', '支付', '刷卡', '現金', 'お預り', 'お預かり', 'クレジット', '결제', '현금', '카드', '받은금액',
  ],
  change: [
    'change', 'change due', 'rückgeld', 'wechselgeld', 'zurück', 'monnaie', 'rendu', 'wisselgeld', 'terug',
    'resto', 'cambio', 'vuelto', 'troco', 'byttepenge', 'retur', 'сдача', 'ρέστα', 'baki', 'kembalian', 'kembali', 'sukli',
    'الباقي', 'المتبقي', 'עודף', 'शेष राशि', 'वापसी', '找零', '找赎', 'お釣り', 'おつり', 'お釣', '거스름돈', '잔돈',
  ],
  discount: [
    'discount', 'disc', 'disc.', 'dto.', 'less', 'promo', 'rabatt', 'rabat', 'nachlass', 'skonto', 'remise', 'réduction',
    'korting', 'sconto', 'descuento', 'desconto', 'скидка', 'έκπτωση', 'diskaun', 'potongan', 'diskon', 'bawas',
    'diskwento', 'خصم', 'الخصم', 'הנחה', 'छूट', '折扣', '优惠', '割引', '値引', '값인하', '할인',
  ],
  shipping: [
    'shipping', 'freight', 'delivery', 'postage', 'shipping & handling', 'versand', 'versandkosten', 'fracht',
    'porto', 'lieferung', 'frais de port', 'livraison', 'verzendkosten', 'verzending', 'spedizione', 'trasporto',
    'envío', 'gastos de envío', 'portes', 'frete', 'envio', 'fragt', 'forsendelse', 'доставка', 'μεταφορικά',
    'αποστολή', 'penghantaran', 'caj penghantaran', 'ongkos kirim', 'ongkir', 'pengiriman', 'padala',
    'bayad sa pagpapadala', 'الشحن', 'رسوم الشحن', 'משלוח', 'דמי משלוח', 'शिपिंग', 'डिलीवरी', '运费', '送料',
    '配送料', '배송비', '운송료',
  ],
  phone: [
    'tel', 'tel.', 'tel:', 'phone', 'telephone', 'mobile', 'fax', 'hp', 'h/p', 'ph', 'telefon', 'téléphone',
    'telefoon', 'telefono', 'teléfono', 'telefone', 'tlf', 'tlf.', 'телефон', 'тел.', 'факс', 'τηλ.', 'τηλέφωνο',
    'no. tel', 'telepon', 'telp', 'telp.', 'telepono', 'هاتف', 'الهاتف', 'جوال', 'טלפון', 'טל.', 'פקס', 'फ़ोन',
    'फोन', 'दूरभाष', '电话', '電話', '手机', '传真', 'ファックス', '전화', '전화번호', '팩스',
  ],
  receipt: [
    'receipt', 'cash bill', 'tax invoice', 'cash sale', 'official receipt', 'sales receipt', 'quittung', 'beleg',
    'kassenbon', 'kassenbeleg', 'bon', 'reçu', 'ticket', 'ticket de caisse', 'kassabon', 'bon', 'ricevuta',
    'scontrino', 'scontrino fiscale', 'recibo', 'ticket de compra', 'cupom fiscal', 'kvittering', 'talão', 'bon',
    'чек', 'кассовый чек', 'квитанция', 'απόδειξη', 'απόδειξη λιανικής', 'resit', 'resit rasmi', 'bil tunai',
    'struk', 'kuitansi', 'nota', 'resibo', 'opisyal na resibo', 'إيصال', 'ايصال', 'קבלה', 'रसीद', '收据',
    '小票', '收银条', 'レシート', '領収書', '領収証', '영수증', '매출전표',
  ],
  invoice: [
    'invoice', 'tax invoice', 'bill', 'proforma invoice', 'rechnung', 'facture', 'factuur', 'fattura',
    'factura', 'fatura', 'nota fiscal', 'faktura', 'счет', 'счёт', 'счет-фактура', 'τιμολόγιο', 'invois',
    'invois cukai', 'faktur', 'faktur pajak', 'tagihan', 'fattura elettronica', 'فاتورة', 'فاتورة ضريبية',
    'חשבונית', 'חשבונית מס', 'fatura-recibo', 'चालान', 'बीजक', 'इनवॉइस', '发票', '增值税发票', '請求書', '納品書', '세금계산서', '청구서', '인보이스',
  ],
  balance_due: [
    'balance due', 'balance', 'amount due', 'outstanding', 'amount payable', 'restbetrag', 'offener betrag',
    'solde', 'solde dû', 'reste à payer', 'openstaand bedrag', 'saldo', 'saldo da pagare', 'importe pendiente',
    'saldo devedor', 'restbeløb', 'skyldigt beløb', 'остаток', 'задолженность', 'υπόλοιπο', 'baki perlu dibayar',
    'sisa tagihan', 'natitirang balanse', 'الرصيد المستحق', 'المبلغ المستحق', 'יתרה לתשלום', 'शेष देय',
    '余额', '应付余额', '残高', '未払残高', '잔액', '미결제 잔액',
  ],
  tip: [
    'tip', 'tips', 'gratuity', 'trinkgeld', 'pourboire', 'fooi', 'mancia', 'propina', 'gorjeta', 'drikkepenge',
    'чаевые', 'φιλοδώρημα', 'البقشيش', 'إكرامية', 'טיפ', 'טיפ לשירות', 'टिप', '小费', 'チップ', '팁',
  ],
  company_suffix: [
    'sdn bhd', 'sdn. bhd.', 'bhd', 'bhd.', 'berhad', 'ltd', 'ltd.', 'limited', 'llc', 'l.l.c.', 'inc', 'inc.',
    'corp', 'corp.', 'corporation', 'co.', 'gmbh', 'ag', 'kg', 'ohg', 'e.k.', 'ug', 'gbr', 'sarl', 'sas', 'sa',
    's.a.', 's.a.s.', 's.à r.l.', 'eurl', 's.l.', 'sl', 's.r.l.', 'srl', 'spa', 's.p.a.', 'snc', 'bv', 'b.v.',
    'nv', 'n.v.', 'vof', 'aps', 'a/s', 'i/s', 'ab', 'oy', 'pty', 'pty ltd', 'pvt', 'pvt. ltd.', 'private limited',
    'plc', 'ltda', 'ltda.', 's.a. de c.v.', 'ooo', 'ооо', 'оао', 'зао', 'пао', 'ао', 'ип', 'α.ε.', 'ε.π.ε.',
    'ο.ε.', 'ike', 'ι.κ.ε.', 'pt', 'pt.', 'tbk', 'tbk.', 'cv', 'enterprise', 'trading', 
    'ش.م.م', 'ذ.م.م', 'شركة', 'בע"מ', 'בעמ', 'प्राइवेट लिमिटेड', 'लिमिटेड', '株式会社', '有限会社', '(株)', '㈱',
    '有限公司', '有限责任公司', '股份有限公司', '公司', '주식회사', '(주)', '㈜', '유한회사',
  ],
  address_word: [
    'street', 'st', 'st.', 'road', 'rd', 'rd.', 'avenue', 'ave', 'ave.', 'lane', 'drive', 'boulevard', 'blvd',
    'suite', 'floor', 'building', 'unit', 'no.', 'lot', 'p.o. box', 'po box', 'jalan', 'jln', 'jln.', 'taman',
    'tmn', 'lorong', 'persiaran', 'bandar', 'kampung', 'kg.', 'wisma', 'menara', 'blok', 'aras', 'tingkat',
    'straße', 'strasse', 'str.', 'weg', 'platz', 'allee', 'gasse', 'ring', 'rue', 'avenue', 'boulevard', 'bd',
    'chemin', 'place', 'allée', 'cedex', 'via', 'viale', 'piazza', 'corso', 'calle', 'avenida', 'avda.',
    'plaza', 'paseo', 'rua', 'av.', 'travessa', 'largo', 'straat', 'laan', 'plein', 'gracht', 'kade', 'gade',
    'vej', 'allé', 'torv', 'stræde', 'ул.', 'улица', 'пр.', 'проспект', 'д.', 'дом', 'пер.', 'г.', 'οδός',
    'οδ.', 'λεωφόρος', 'λεωφ.', 'kalye', 'barangay', 'brgy.', 'brgy', 'lungsod', 'kecamatan', 'kelurahan',
    'kota', 'gedung', 'شارع', 'طريق', 'مبنى', 'ص.ب', 'רחוב', "רח'", 'שדרות', 'ת.ד.', 'मार्ग', 'रोड', 'नगर',
    'गली', 'भवन', '路', '街', '号', '號', '区', '市', '省', '大道', '大厦', '丁目', '番地', '町', '県', '都',
    '번지', '번길', '대로', '특별시', '광역시',
  ],
  thanks: [
    'thank you', 'thanks', 'thank you for your business', 'please come again', 'vielen dank', 'danke',
    'merci', 'bedankt', 'dank u', 'grazie', 'gracias', 'obrigado', 'obrigada', 'mange tak', 'tak for købet', 'tak for besøget', 'спасибо',
    'ευχαριστούμε', 'terima kasih', 'salamat', 'maraming salamat', 'شكرا', 'شكراً', 'תודה', 'धन्यवाद',
    '谢谢', '谢谢惠顾', '欢迎再次光临', 'ありがとうございました', 'ありがとうございます', '감사합니다', '고맙습니다',
  ],
} as const;

export const LEXICON_KEYS = ['total', 'subtotal', 'tax', 'date', 'due_date', 'invoice_number', 'bill_to', 'ship_to',
  'vendor_hint', 'quantity', 'unit_price', 'amount', 'description', 'payment', 'change', 'discount', 'shipping', 'phone',
  'receipt', 'invoice', 'balance_due', 'tip', 'company_suffix', 'address_word', 'thanks'] as const;
export type LexiconKey = (typeof LEXICON_KEYS)[number];

/** Lower-case phrases per key, across the 18 languages + Malay. */
export const LEXICON: Record<LexiconKey, readonly string[]> = PHRASES;

const NON_ASCII = /[^\x00-\x7f]/;
const COMBINING = /[\u0300-\u036f]/g;
/** Scripts written without spaces between words: their phrases match as substrings. */
const UNSPACED = /[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
/**
 * A word: letters (with their marks) joined by . / ' " & - ("s.a.", "a/s", 'סה"כ', "e-mail"), optionally ending
 * in a dot; or a number; or a number sign ("Invoice #", "N°"). Letters and digits never share a token, so
 * "No.2&4" reads as "no." + "2&4".
 */
const TOKEN = /\p{L}[\p{L}\p{M}]*(?:[./'"&-]\p{L}[\p{L}\p{M}]*)*\.?|\p{N}+(?:[.,/:&-]\p{N}+)*|[#°]/gu;

/** Lower case, compatibility forms folded (full-width colon, ㈱), Latin/Greek accents dropped, quote marks unified. */
function normalise(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(COMBINING, '')
    .normalize('NFC')
    .replace(/[\u05f4\u201c\u201d\u201e]/g, '"')
    .replace(/[\u05f3\u2018\u2019]/g, "'");
}

function tokens(normalised: string): string[] {
  return normalised.match(TOKEN) ?? [];
}

function stripDots(token: string): string {
  let end = token.length;
  while (end > 0 && token.charCodeAt(end - 1) === 46) end--;
  return token.slice(0, end);
}

interface Compiled {
  /** One-word phrases: the dotted form when the phrase was written with a final dot, else the bare word. */
  single: Map<string, number>;
  /** Multi-word phrases, words without final dots, joined by one space. */
  multi: Map<string, number>;
  /** Every proper prefix of a multi-word key, so the scan stops as soon as no phrase can continue. */
  prefixes: Set<string>;
  /** Unspaced-script phrases by first character. */
  unspaced: Map<string, { phrase: string; mask: number }[]>;
}

function compile(): Compiled {
  const c: Compiled = { single: new Map(), multi: new Map(), prefixes: new Set(), unspaced: new Map() };
  const add = (m: Map<string, number>, k: string, bit: number) => m.set(k, (m.get(k) ?? 0) | bit);
  LEXICON_KEYS.forEach((key, i) => {
    const bit = 1 << i;
    for (const phrase of LEXICON[key]) {
      const norm = normalise(phrase);
      if (UNSPACED.test(norm)) {
        const list = c.unspaced.get(norm[0]) ?? [];
        const hit = list.find((e) => e.phrase === norm);
        if (hit) hit.mask |= bit;
        else list.push({ phrase: norm, mask: bit });
        c.unspaced.set(norm[0], list);
        continue;
      }
      const words = tokens(norm);
      if (words.length === 0) throw new Error(`lexicon phrase without a word: ${phrase}`);
      if (words.length === 1) {
        add(c.single, words[0], bit);
        continue;
      }
      const bare = words.map(stripDots);
      add(c.multi, bare.join(' '), bit);
      for (let n = 1; n < bare.length; n++) c.prefixes.add(bare.slice(0, n).join(' '));
    }
  });
  for (const list of c.unspaced.values()) list.sort((a, b) => b.phrase.length - a.phrase.length);
  return c;
}

const COMPILED = compile();

/** Street-name endings of compound street names (German, Dutch, Danish); see the header. */
const STREET_ENDINGS = ['straße', 'strasse', 'str.', 'weg', 'platz', 'allee', 'gasse', 'damm', 'straat', 'laan',
  'gracht', 'plein', 'gade', 'vej', 'stræde', 'torv'].map(normalise);
const ADDRESS_BIT = 1 << LEXICON_KEYS.indexOf('address_word');

function isStreetCompound(word: string): boolean {
  for (const end of STREET_ENDINGS) if (word.length >= end.length + 3 && word.endsWith(end)) return true;
  return false;
}

function spacedMask(words: string[]): number {
  const { single, multi, prefixes } = COMPILED;
  let mask = 0;
  let i = 0;
  while (i < words.length) {
    let key = stripDots(words[i]);
    let best = 0;
    let bestLen = 0;
    for (let n = 1; prefixes.has(key) && i + n < words.length; n++) {
      key += ' ' + stripDots(words[i + n]);
      const m = multi.get(key);
      if (m !== undefined) {
        best = m;
        bestLen = n + 1;
      }
    }
    if (bestLen > 0) {
      mask |= best;
      i += bestLen;
      continue;
    }
    const w = words[i];
    const m = single.get(w) ?? (w.endsWith('.') ? single.get(stripDots(w)) : undefined);
    if (m !== undefined) mask |= m;
    else if (isStreetCompound(w)) mask |= ADDRESS_BIT;
    i++;
  }
  return mask;
}

/** Longest phrase at each position; a hit inside an earlier, longer hit is dropped ("税抜金額" is not also "金額"). */
function unspacedMask(text: string): number {
  let mask = 0;
  let coveredTo = 0;
  for (let i = 0; i < text.length; i++) {
    const list = COMPILED.unspaced.get(text[i]);
    if (!list) continue;
    for (const { phrase, mask: m } of list) {
      if (!text.startsWith(phrase, i)) continue;
      const end = i + phrase.length;
      if (end > coveredTo) {
        mask |= m;
        coveredTo = end;
      }
      break;
    }
  }
  return mask;
}

/** Same as lexiconMatch, as a bitmask (bit i = LEXICON_KEYS[i]) for feature code. */
export function lexiconMask(text: string): number {
  const norm = normalise(text);
  let mask = spacedMask(tokens(norm));
  if (UNSPACED.test(norm)) mask |= unspacedMask(norm);
  return mask;
}

/** Keys whose phrases occur in `text`, in LEXICON_KEYS order. */
export function lexiconMatch(text: string): LexiconKey[] {
  const mask = lexiconMask(text);
  return mask === 0 ? [] : LEXICON_KEYS.filter((_, i) => (mask & (1 << i)) !== 0);
}
