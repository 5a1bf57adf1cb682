import { foldPattern } from './fold';
import { w as word } from './labels';

/** Patterns are matched on accent-folded lines ("ESPECES", "CARTAO DE CREDITO" as printed). */
const w = (src: string) => foldPattern(word(src));

/**
 * Printed evidence of how a document was (or is to be) paid, in the service's languages plus Malay.
 * Words that are also ordinary words elsewhere are only listed in a form that cannot be mistaken: German "Bar"
 * only as a tender line ("Bar 20,00"), English "check" only as "paid by check" (a restaurant's "CHECK #" is
 * the bill number), and Russian "чек" not at all (it means receipt).
 */
export type PaymentType = 'cash' | 'credit_card' | 'debit_card' | 'bank_transfer' | 'direct_debit' | 'check' | 'paypal' | 'mobile_payment' | 'voucher' | 'other';

/** Card schemes as they should be displayed; the key is the pattern. */
export const CARD_BRANDS: Array<[RegExp, string, PaymentType]> = [
  [w(String.raw`visa(?:\s+(?:credit|debit|electron))?|ויזה|فيزا|वीज़ा|वीजा|виза`), 'VISA', 'credit_card'],
  // SROIE terminals print "MASTER XXXXXXXXXXXX1234": "master" alone counts only before a masked number.
  [w(String.raw`master\s?card|mastercard|m/c|master(?=\s*[x*•]{4})`), 'Mastercard', 'credit_card'],
  [w(String.raw`מאסטרקארד|ماستركارد|मास्टरकार्ड|мастеркард`), 'Mastercard', 'credit_card'],
  [w(String.raw`amex|american\s+express`), 'American Express', 'credit_card'],
  // National schemes: Isracard (IL) and Elo (BR) are credit cards; the ones below them debit cards.
  [w(String.raw`isracard|ישראכרט`), 'Isracard', 'credit_card'],
  [w(String.raw`elo(?=\s*[x*•]{4})`), 'Elo', 'credit_card'],
  [w(String.raw`interac`), 'Interac', 'debit_card'],
  [w(String.raw`nets`), 'NETS', 'debit_card'],
  [w(String.raw`bancnet`), 'BancNet', 'debit_card'],
  [w(String.raw`postfinance(?:\s+card)?`), 'PostFinance Card', 'debit_card'],
  [w(String.raw`bankomatkarte`), 'Bankomatkarte', 'debit_card'],
  [w(String.raw`meeza|ميزة`), 'Meeza', 'debit_card'],
  [w(String.raw`diners(?:\s+club)?`), 'Diners Club', 'credit_card'],
  [w(String.raw`discover\s+card|jcb`), 'JCB', 'credit_card'],
  [/unionpay|union\s+pay|银联|銀聯/iu, 'UnionPay', 'credit_card'],
  [w(String.raw`maestro`), 'Maestro', 'debit_card'],
  [w(String.raw`v\s?pay`), 'V PAY', 'debit_card'],
  [w(String.raw`girocard|ec-?karte|ec[\s-]cash|electronic\s+cash`), 'girocard', 'debit_card'],
  [w(String.raw`dankort`), 'Dankort', 'debit_card'],
  [w(String.raw`bancontact|mister\s+cash`), 'Bancontact', 'debit_card'],
  [w(String.raw`mydebit`), 'MyDebit', 'debit_card'],
  [w(String.raw`rupay|रुपे`), 'RuPay', 'debit_card'],
  [w(String.raw`mada|مدى`), 'mada', 'debit_card'],
  [w(String.raw`carte\s+bancaire|cb\s+(?:sans\s+contact|contact|emv)`), 'Carte Bancaire', 'debit_card'],
  [w(String.raw`multibanco`), 'Multibanco', 'debit_card'],
  [w(String.raw`pagobancomat|bancomat`), 'Bancomat', 'debit_card'],
];

export const CREDIT_WORDS = w(String.raw`credit\s*card|kreditkarte|carte\s+de\s+crédit|carte\s+crédit|creditcard|tarjeta\s+de\s+crédito|carta\s+di\s+credito|cartão\s+de\s+crédito|kreditkort|kartu\s+kredit|kad\s+kredit|кредитная\s+карта|кредитной\s+картой|πιστωτική\s+κάρτα|بطاقة\s+ائتمان|كريدت\s+كارد|כרטיס\s+אשראי|क्रेडिट\s+कार्ड`);
export const CREDIT_UNSPACED = /信用卡|クレジット|신용카드|신용/u;
export const DEBIT_WORDS = w(String.raw`debit\s*card|debitkarte|bankkarte|carte\s+de\s+débit|pinpas|pinbetaling|betaalkaart|tarjeta\s+de\s+débito|carta\s+di\s+debito|cartão\s+de\s+débito|debetkort|kartu\s+debit|kad\s+debit|дебетовая\s+карта|χρεωστική\s+κάρτα|بطاقة\s+خصم|כרטיס\s+חיוב|डेबिट\s+कार्ड`);
export const DEBIT_UNSPACED = /借记卡|借記卡|デビット|체크카드|직불카드/u;
export const CARD_WORDS = w(String.raw`card|karte|carte|kaart|tarjeta|carta|cartão|kort|kartu|kad|карта|картой|κάρτα|بطاقة|כרטיס|कार्ड|eftpos|card\s+payment|kartenzahlung|paiement\s+(?:par\s+)?carte`);
export const CARD_UNSPACED = /刷卡|カード|카드/u;

/** Method words that need no card: [pattern, type, display name]. Order breaks ties: the more specific first. */
export const METHOD_WORDS: Array<[RegExp, PaymentType, string]> = [
  [w(String.raw`paypal`), 'paypal', 'PayPal'],
  [w(String.raw`apple\s?pay`), 'mobile_payment', 'Apple Pay'],
  [w(String.raw`google\s?pay|g\s?pay`), 'mobile_payment', 'Google Pay'],
  [w(String.raw`samsung\s?pay`), 'mobile_payment', 'Samsung Pay'],
  [/alipay|支付宝|支付寶/iu, 'mobile_payment', 'Alipay'],
  [/wechat\s?pay|微信支付/iu, 'mobile_payment', 'WeChat Pay'],
  [w(String.raw`touch\s?'?n\s?go\s+e-?wallet|tng\s+e-?wallet|grabpay|shopeepay|boost\s+e-?wallet|duitnow\s+qr|gcash|paymaya|gopay|qris|paytm|phonepe|upi|twint|swish|mobilepay|vipps|bizum|payconiq|satispay|mb\s?way|kakao\s?pay|카카오페이|naver\s?pay|네이버페이|paypay|line\s?pay|e-?wallet`), 'mobile_payment', 'Mobile payment'],
  [w(String.raw`direct\s+debit|sepa[\s-]*(?:basis-?|core\s+|b2b\s+)?lastschrift|lastschrift(?:verfahren|einzug)?|bankeinzug|abbuchung|wird\s+(?:von\s+ihrem\s+konto\s+)?abgebucht|prélèvement(?:\s+sepa)?|prélevée?s?|automatische\s+incasso|incasso|incasseren|domiciliación|domiciliacion|adeudo\s+(?:directo|sepa)|addebito\s+(?:diretto|sepa)|sdd|débito\s+direto|debitad[oa]\s+(?:da|na)\s+(?:sua\s+)?conta|betalingsservice|autodebet|auto[\s-]?debit|прям\p{L}*\s+дебетовани\p{L}*|автоплат[её]ж|πάγια\s+εντολή|άμεση\s+χρέωση|χρεωθεί\s+αυτόματα|(?:بال|ال)?خصم\s+(?:ال)?مباشر|[בומ]?הוראת\s+קבע|ऑटो[\s-]डेबिट|सीधे\s+डेबिट`), 'direct_debit', 'Direct debit'],
  [/自动扣款|自動扣款|自动扣收|口座振替|自動引落|자동이체|자동\s?출금/u, 'direct_debit', 'Direct debit'],
  [w(String.raw`bank\s+transfer|wire\s+transfer|fund\s+transfer|online\s+transfer|banküberweisung|überweisung|virement(?:\s+bancaire)?|overschrijving|bankoverschrijving|transferencia(?:\s+bancaria)?|bonifico(?:\s+bancario)?|transferência(?:\s+bancária)?|bankoverførsel|overføres|overført|transfer\s+bank|transfer\s+(?:\p{L}+\s+){0,3}ke\s+rekening|pindahan\s+bank|fpx|ibg|giro|банковск\p{L}*\s+перевод\p{L}*|перечисл\p{L}*|τραπεζική\s+μεταφορά|έμβασμα|(?:بال|ال)?تحويل\s+(?:ال)?بنكي|حوالة\s+بنكية|[בל]?העברה\s+בנקאית|बैंक\s+ट्रांसफर|neft|rtgs|imps|एनईएफटी|आरटीजीएस|आईएमपीएस|eft(?![\s-]*pos)|over\s+te\s+maken|overmaken|overboeking|overførsel|безналичн\p{L}*(?:\s+(?:перевод|расч[её]т|оплат)\p{L}*)?|(?:dibayar|pembayaran|bayar)\s+(?:dengan|melalui|via)\s+transfer`), 'bank_transfer', 'Bank transfer'],
  [/银行转账|銀行轉帳|转账|轉帳|汇入|匯入|銀行振込|振込|계좌이체|무통장|송금|계좌로\s*입금|입금\s*(?:부탁|바랍|해\s*주|계좌)/u, 'bank_transfer', 'Bank transfer'],
  [w(String.raw`(?:paid|pay|payment)\s+by\s+che(?:ck|que)|cheque|scheck|chèque|cheque\s+no|cek|tseke|επιταγή|شيك|צ'ק|चेक`), 'check', 'Check'],
  [/支票|小切手|수표/u, 'check', 'Check'],
  [w(String.raw`gift\s*card|gift\s+voucher|voucher|gutschein|bon\s+d'achat|chèque\s+cadeau|cadeaubon|cadeaukaart|tarjeta\s+regalo|buono(?:\s+regalo)?|vale-presente|gavekort|baucar|baucer|подарочн\p{L}*\s+карт\p{L}*|δωροκάρτα|قسيمة|שובר|वाउचर`), 'voucher', 'Voucher'],
  [/礼券|礼品卡|禮券|商品券|ギフトカード|상품권/u, 'voucher', 'Voucher'],
  [w(String.raw`cash(?:\s+(?:tendered|received|paid|payment|bill|sale|sales))?|tunai|bayaran\s+tunai|barzahlung|bargeld|bar\s+bezahlt|en\s+espèces|espèces|contanti|contante|contant|efectivo|en\s+efectivo|dinheiro|numerário|kontant|kontanter|kontantbetaling|cash\s+payment|наличн\p{L}*|μετρητά|نقدا|نقدً?ا|نقدي|מזומן|नकद|नकदी`), 'cash', 'Cash'],
  [/现金|現金|현금/u, 'cash', 'Cash'],
];

/** "Bar 20,00" / "BAR EUR 20,00": German cash tender, only as a line that starts with it and shows an amount. */
export const BAR_TENDER = /^\s*(?:gegeben\s+)?bar(?:\s+(?:eur|€|chf))?\s*[:=]?\s*(?:eur|€|chf)?\s*-?\d/iu;

/** Wording that lists what is accepted, not what was used ("We accept VISA, Mastercard"). */
export const ACCEPTED = w(String.raw`accept(?:ed|s)?|we\s+take|akzeptier\w*|nehmen|acceptons|acceptées?|accepteren|aceptamos|aceptadas?|accettiamo|aceitamos|modtager|menerima|kami\s+terima|принимаем|δεχόμαστε|نقبل|מקבלים|स्वीकार`);

/** Not a payment: "Cash & Carry" shops, cash-back and rounding lines. */
export const NOT_PAYMENT = w(String.raw`cash\s*(?:&|and|n)\s*carry|cash\s*back|cashback|cash\s+refunds?|cash\s+rounding|petty\s+cash`);

/** An invoice's request to transfer the amount (with an IBAN or account number printed). */
export const TRANSFER_REQUEST = w(String.raw`please\s+(?:transfer|remit|pay)|kindly\s+(?:transfer|remit|pay)|payable\s+to|pay\s+to|remit\s+to|bank\s+details|bitte\s+überweisen|überweisen\s+sie|zahlbar\s+(?:auf|an)|bankverbindung|zahlung\s+auf|veuillez\s+(?:virer|régler)|à\s+virer|coordonnées\s+bancaires|gelieve\s+(?:over\s+te\s+maken|te\s+betalen)|te\s+betalen\s+op|por\s+favor\s+transfiera|datos\s+bancarios|si\s+prega\s+di\s+(?:versare|effettuare)|coordinate\s+bancarie|por\s+favor\s+transfira|dados\s+bancários|bedes\s+overført|indbetales\s+på|mohon\s+transfer|pakideposito|sa\s+bangko|sila\s+bayar|bayaran\s+ke|просим\s+перечислить|реквизиты|παρακαλούμε\s+καταθέστε|يرجى\s+التحويل|נא\s+להעביר|कृपया\s+भुगतान`);
