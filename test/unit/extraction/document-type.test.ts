import { toDoc } from '../../../src/extraction/fields/doc';
import { detectDocumentType } from '../../../src/extraction/fields/document-type';
import { parseOcrJson } from '../../../src/extraction/ocr-json';

/** A one-page document whose lines are these texts, one word box per word. */
function doc(...lines: string[]) {
  const words = lines.flatMap((text, r) => {
    let at = 50;
    return text.split(' ').map((word) => {
      const w = { text: word, bbox: [at, 40 + r * 16, at + word.length * 6, 50 + r * 16] };
      at += (word.length + 1) * 6;
      return w;
    });
  });
  return toDoc(parseOcrJson(Buffer.from(JSON.stringify({ pages: [{ width: 600, height: 800, words }] }))));
}

const type = (...lines: string[]) => detectDocumentType(doc(...lines));

describe('Document_Type from the title', () => {
  it.each([
    // existing behaviour
    ['Gutschrift (Selbst ausgestellte Rechnung) Nr. 1', 'credit_note'],
    ['PAYMENT RECEIPT', 'receipt'],
    ['Rechnungskorrektur Nr. 5', 'invoice'],
    ['FACTUUR', 'invoice'],
    ['Bill No: 1234', 'invoice'],
    // invoices
    ['TAX INVOICE', 'invoice'],
    ['Faktura nr. 2024-17', 'invoice'],
    ['FAKTUR PAJAK', 'invoice'],
    ['INVOIS', 'invoice'],
    ['Счёт на оплату № 15', 'invoice'],
    ['Счет-фактура № 7', 'invoice'],
    ['ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ', 'invoice'],
    ['فاتورة ضريبية', 'invoice'],
    ['חשבונית מס 1001', 'invoice'],
    ['कर चालान', 'invoice'],
    ['增值税发票', 'invoice'],
    ['請求書', 'invoice'],
    ['세금계산서', 'invoice'],
    ['Fatura nº 12', 'invoice'],
    // receipts
    ['CASH BILL', 'receipt'],
    ['Kvittering', 'receipt'],
    ['KWITANSI', 'receipt'],
    ['OPISYAL NA RESIBO', 'receipt'],
    ['Кассовый чек', 'receipt'],
    ['ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ', 'receipt'],
    ['إيصال استلام', 'receipt'],
    ['קבלה מס 55', 'receipt'],
    ['रसीद', 'receipt'],
    ['收据', 'receipt'],
    ['领收书', 'receipt'],
    ['領収書', 'receipt'],
    ['영수증', 'receipt'],
    ['Scontrino', 'receipt'],
    // credit notes: the longer phrase wins where a credit note title starts with the invoice word
    ['חשבונית זיכוי 12', 'credit_note'],
    ['ΠΙΣΤΩΤΙΚΟ ΤΙΜΟΛΟΓΙΟ', 'credit_note'],
    ['Kreditnota', 'credit_note'],
    ['红字发票', 'credit_note'],
    // purchase orders
    ['Purchase Order 4500012', 'purchase_order'],
    ['Indkøbsordre', 'purchase_order'],
    ['注文書', 'purchase_order'],
    ['发票 采购订单', 'invoice'],
    // statements
    ['Kontoauszug Nr. 3/2024', 'statement'],
    ['Relevé de compte', 'statement'],
    ['Estado de cuenta', 'statement'],
    ['Estratto conto', 'statement'],
    ['Account Statement', 'statement'],
    ['Выписка по счёту', 'statement'],
    ['كشف حساب', 'statement'],
    ['对账单', 'statement'],
    ['Penyata Akaun', 'statement'],
    // bills
    ['Your bill', 'bill'],
    ['Electricity Bill', 'bill'],
    ['Billing Statement', 'bill'],
    ['Nebenkostenabrechnung 2023', 'bill'],
    ['Stromrechnung', 'bill'],
    ['Bolletta luce', 'bill'],
    ['BIL ELEKTRIK', 'bill'],
    ['電気料金', 'bill'],
  ])('%s → %s', (title, expected) => {
    expect(type(title, 'Acme Ltd', '12 High Street')).toBe(expected);
  });

  it('skips long remarks and falls back to the most frequent type word', () => {
    expect(type('Rechnung gemäß Bestellung vom 12.03.2024 über die Lieferung von Büromöbeln an Sie', 'Quittung', 'Quittung')).toBe('receipt');
  });

  it('leaves the type empty when no type word is printed', () => {
    expect(type('Acme Ltd', 'Total 10.00')).toBeUndefined();
  });
});
