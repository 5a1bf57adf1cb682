import type { LineItemFields, RecordFields, TaxLine } from '../../domain/document/record-fields';
import type { DocumentTree, Line, Word } from '../types';
import type { EInvoiceData } from './values';

/**
 * An uploaded XML file has no page, but Raw_Text (search, duplicates, a person skimming the record)
 * should still read like the invoice. So the record is written out as one synthetic page of text lines,
 * columns laid out far enough apart that Raw_Text separates them with tabs.
 */
const CHAR_WIDTH = 6;
const LINE_HEIGHT = 14;
const WORD_HEIGHT = 10;
const COLUMN_WIDTH = 160;
const MARGIN = 40;

function layoutLine(cells: string[], y: number): Line | null {
  const words: Word[] = [];
  let x = MARGIN;
  cells.forEach((cell, column) => {
    // A cell never starts before the end of the previous one plus a column gap.
    x = Math.max(x, MARGIN + column * COLUMN_WIDTH);
    for (const token of cell.split(/\s+/).filter(Boolean)) {
      const width = token.length * CHAR_WIDTH;
      words.push({ text: token, box: [x, y, x + width, y + WORD_HEIGHT], confidence: 1 });
      x += width + CHAR_WIDTH;
    }
    x += 3 * WORD_HEIGHT;
  });
  if (!words.length) return null;
  const box: Line['box'] = [words[0].box[0], y, Math.max(...words.map((w) => w.box[2])), y + WORD_HEIGHT];
  return { text: words.map((w) => w.text).join(' '), box, words };
}

const money = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : '');
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function rows(f: Partial<RecordFields>, items: Partial<LineItemFields>[]): string[][] {
  const out: string[][] = [];
  const add = (label: string, ...values: unknown[]) => {
    const cells = values.map(str).filter(Boolean);
    if (cells.length) out.push([label, ...cells]);
  };
  add(f.Document_Type === 'credit_note' ? 'Credit note' : 'Invoice', f.Invoice_Number);
  add('Date', f.Date);
  add('Due date', f.Due_Date);
  add('Delivery date', f.Delivery_Date);
  add('Service period', [f.Service_Start_Date, f.Service_End_Date].filter(Boolean).join(' to '));
  add('Seller', f.Vendor_Name);
  add('', f.Vendor_Address);
  add('VAT ID', f.Vat_Number);
  add('Buyer', f.Bill_To_Name);
  add('', f.Bill_To_Address);
  add('Ship to', [f.Ship_To_Name, f.Ship_To_Address].filter(Boolean).join(', '));
  add('Order', f.PO_Number);
  add('Buyer reference', f.Reference_Number);
  if (items.length) out.push(['Description', 'Quantity', 'Unit price', 'Amount']);
  for (const item of items) {
    out.push([str(item.Description) || '-', [str(item.QTY), str(item.Unit)].filter(Boolean).join(' '), str(item.Price), money(item.Amount)]);
  }
  add('Net', money(f.Subtotal));
  for (const t of (f.Tax_Lines as TaxLine[] | undefined) ?? []) add(t.Name, money(t.Base), money(t.Amount));
  add('Tax', money(f.Tax));
  add('Total', [money(f.Total), str(f.Currency_Code)].filter(Boolean).join(' '));
  add('Amount due', money(f.Balance_Due));
  add('Payment terms', f.Payment_Terms);
  add('IBAN', f.Vendor_IBAN);
  for (const note of str(f.Notes).split('\n')) add('', note);
  return out;
}

export function summaryTree(data: EInvoiceData): DocumentTree {
  const lines = rows(data.fields, data.lineItems)
    .map((cells, i) => layoutLine(cells, MARGIN + i * LINE_HEIGHT))
    .filter((l): l is Line => l !== null);
  const height = MARGIN * 2 + Math.max(1, lines.length) * LINE_HEIGHT;
  return { source: 'xml', pages: [{ number: 1, width: 595, height, lines, origin: 'xml' }] };
}
