import type { Doc } from './doc';
import { foldAccents, foldPattern } from './fold';
import { w } from './labels';

/**
 * Document_Type from the title words at the top of the first page (the first match wins, so a
 * "Gutschrift" title is not overruled by the word "Rechnung" further down). Words are in the 18 service
 * languages plus Malay; Chinese, Japanese and Korean titles are matched without word boundaries.
 *
 * `bill` is a recurring-service bill (electricity, water, phone, "Your bill", a tenant's
 * Nebenkostenabrechnung); a plain "bill" or "Bill No" stays an invoice, and a Malaysian "CASH BILL" is a receipt.
 * `statement` is an account statement (Kontoauszug, relevé de compte, 对账单 …), not a "billing statement".
 */
const cjk = (src: string) => new RegExp(src, 'u');

const TABLE: Array<[string, RegExp[]]> = [
  ['credit_note', [
    w(String.raw`credit\s*note|credit\s+memo|gutschrift|avoir|note\s+de\s+crédit|creditnota|creditfactuur|nota\s+de\s+crédito|nota\s+di\s+credito|kreditnota|nota\s+kredit|кредит-нота|кредитовое\s+авизо|πιστωτικό(?:\s+τιμολόγιο)?|إشعار\s+دائن|חשבונית\s+זיכוי|क्रेडिट\s+नोट`),
    cjk('贷项通知单|貸項通知單|红字发票|紅字發票|クレジットノート|貸方票|대변표'),
  ]],
  ['purchase_order', [
    w(String.raw`purchase\s+order|bestellung|bon\s+de\s+commande|inkooporder|bestelbon|orden\s+de\s+compra|pedido\s+de\s+compra|ordine\s+d['’]acquisto|ordem\s+de\s+compra|indkøbsordre|pesanan\s+pembelian|pesanan\s+belian|заказ\s+на\s+покупку|заказ\s+поставщику|εντολή\s+αγοράς|δελτίο\s+παραγγελίας|أمر\s+شراء|הזמנת\s+רכש|क्रय\s+आदेश`),
    cjk('采购订单|採購訂單|注文書|発注書|구매\\s?주문서|발주서'),
  ]],
  ['statement', [
    w(String.raw`(?:bank\s+|account\s+)?statement(?:\s+of\s+account)?|kontoauszug|relevé(?:\s+de\s+compte|\s+bancaire)?|rekeningafschrift|bankafschrift|estado\s+de\s+cuenta|extracto\s+(?:bancario|de\s+cuenta)|estratto\s+conto|extrato(?:\s+bancário|\s+de\s+conta)?|kontoudtog|rekening\s+koran|mutasi\s+rekening|penyata(?:\s+akaun|\s+bank)?|выписка(?:\s+по\s+сч[её]ту)?|αντίγραφο\s+(?:κίνησης\s+)?λογαριασμού|كشف\s+حساب|דף\s+חשבון|खाता\s+विवरण|बैंक\s+विवरण`),
    cjk('对账单|對賬單|對帳單|银行流水|取引明細書|入出金明細|거래내역서|입출금\\s?내역'),
  ]],
  ['bill', [
    w(String.raw`your\s+bill|utility\s+bill|electricity\s+bill|water\s+bill|gas\s+bill|(?:tele)?phone\s+bill|mobile\s+bill|monthly\s+bill|billing\s+statement|stromrechnung|gasrechnung|wasserrechnung|nebenkostenabrechnung|betriebskostenabrechnung|jahresabrechnung|facture\s+d['’](?:électricité|eau)|energierekening|jaarafrekening|factura\s+de\s+(?:luz|agua|gas|electricidad)|bolletta|conta\s+de\s+(?:luz|água|gás)|elregning|bil\s+(?:elektrik|air|telefon|anda)|tagihan(?:\s+listrik|\s+air)?|квитанция\s+(?:на\s+оплату\s+)?(?:жку|коммунальных\s+услуг)|сч[её]т\s+за\s+(?:электроэнергию|коммунальные\s+услуги)|λογαριασμός\s+(?:ρεύματος|νερού|τηλεφώνου)|فاتورة\s+(?:الكهرباء|المياه|الهاتف)|חשבון\s+(?:חשמל|מים|טלפון)|बिजली\s+बिल|पानी\s+बिल|फोन\s+बिल`),
    cjk('电费单|電費單|水费单|账单|帳單|電気料金|ご利用料金|請求明細|公共料金|고지서|요금\\s?청구서'),
  ]],
  ['receipt', [
    w(String.raw`receipt|payment\s+receipt|sales\s+receipt|cash\s+bill|cash\s+sales?|quittung|kassenbon|kassenbeleg|reçu|ticket\s+de\s+caisse|kassabon|kwitantie|recibo|ricevuta|scontrino|kvittering|kwitansi|resit|resibo|opisyal\s+na\s+resibo|чек|кассовый\s+чек|квитанция|απόδειξη(?:\s+λιανικής)?|إيصال|ايصال|קבלה|रसीद|रसीदी`),
    cjk('收据|收據|领收书|領収書|領収証|领收据|レシート|영수증'),
  ]],
  ['invoice', [
    w(String.raw`invoice|tax\s+invoice|[\p{L}]*rechnung(?:skorrektur|sberichtigung)?|facture|factuur|factura|fattura|fatura|faktura|faktur(?:\s+pajak)?|invois|сч[её]т-фактура|сч[её]т\s+(?:на\s+оплату|№)|τιμολόγιο|فاتورة|חשבונית(?:\s+מס)?|चालान|इनवॉइस|बीजक|bill`),
    cjk('发票|發票|請求書|インボイス|請求書兼|청구서|세금계산서|인보이스|송장'),
  ]],
];

/** Matched on accent-folded text: "FACTURE RECTIFICATIVE", "ΑΠΟΔΕΙΞΗ" and "Relevé" as printed. */
const TYPES: Array<[string, RegExp[]]> = TABLE.map(([type, res]) => [type, res.map(foldPattern)]);

/** Where the earliest type word of a title starts, and how long it is. */
function firstHit(printed: string): string | undefined {
  const text = foldAccents(printed);
  const hits: Array<{ type: string; at: number; len: number; order: number }> = [];
  TYPES.forEach(([type, res], order) => {
    for (const re of res) {
      const m = re.exec(text);
      if (m) hits.push({ type, at: m.index, len: m[0].length, order });
    }
  });
  // Earliest first; at the same place the longer phrase ("חשבונית זיכוי" over "חשבונית"), then the table order.
  hits.sort((a, b) => a.at - b.at || b.len - a.len || a.order - b.order);
  return hits[0]?.type;
}

export function detectDocumentType(doc: Doc): string | undefined {
  const head = doc.lines.filter((l) => l.page === 1).slice(0, 15);
  for (const line of head) {
    const text = line.cells[0].text;
    // Titles are short; a remark such as "Rechnung gemäß Bestellung vom …" is not one.
    if (text.split(/\s+/).length > 10) continue;
    // The earliest type word of the title decides: "Gutschrift (Selbst ausgestellte Rechnung)" is a credit note.
    const type = firstHit(text);
    if (type) return type;
  }
  // No title: the type word printed most often ("Ihre Bestellung" once does not make an order).
  const all = foldAccents(doc.lines.map((l) => l.text).join('\n'));
  const counts = TYPES.map(([type, res]) => ({ type, n: res.reduce((n, re) => n + (all.match(new RegExp(re.source, 'giu')) ?? []).length, 0) }));
  const top = counts.filter((c) => c.n > 0).sort((a, b) => b.n - a.n)[0];
  return top?.type;
}
