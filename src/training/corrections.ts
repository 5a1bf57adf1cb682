import { existsSync, readFileSync } from 'node:fs';
import { findAmounts } from '../extraction/fields/amounts';
import { findDates } from '../extraction/fields/dates';
import { toDoc } from '../extraction/fields/doc';
import { layoutCells } from '../extraction/layout/cells';
import type { Role } from '../extraction/layout/roles';
import type { DocumentTree, Line, Word } from '../extraction/types';
import type { LabelledCells } from './sroie';

/**
 * Users' corrections (`npm run corrections:export`) as training documents. The export keeps each document's
 * Raw_Text, not its word boxes, so the page is rebuilt from the text: one line per text line, one cell per
 * tab-separated column, placed left to right. Layout features are coarser than on a real page, but which text
 * holds the corrected value — the label next to it, its neighbours — is exactly what the person pointed at.
 */
interface Example {
  document_id: string;
  field: string;
  corrected_value: unknown;
  raw_text: string;
}

const ROLE: Record<string, Role> = {
  Vendor_Name: 'VENDOR_NAME', Vendor_Address: 'VENDOR_ADDRESS', Bill_To_Name: 'BILL_TO', Bill_To_Address: 'BILL_TO',
  Ship_To_Name: 'SHIP_TO', Ship_To_Address: 'SHIP_TO', Date: 'DATE', Due_Date: 'DUE_DATE', Invoice_Number: 'INVOICE_NUMBER',
  Subtotal: 'SUBTOTAL', Tax: 'TAX', Total: 'TOTAL',
};

const CHAR = 6;
const ROW = 16;

export function treeFromRawText(raw: string): DocumentTree {
  const lines: Line[] = [];
  raw.split('\n').forEach((text, row) => {
    const y0 = 40 + row * ROW;
    const words: Word[] = [];
    let col = 0;
    for (const cell of text.split('\t')) {
      for (const w of cell.split(' ').filter(Boolean)) {
        words.push({ text: w, box: [col * CHAR, y0, (col + w.length) * CHAR, y0 + 10], confidence: 1 });
        col += w.length + 1;
      }
      col += 4; // a column gap: wider than 1.2 × the word height
    }
    if (words.length) lines.push({ text: words.map((w) => w.text).join(' '), box: [words[0].box[0], y0, words.at(-1)!.box[2], y0 + 10], words });
  });
  const width = Math.max(600, ...lines.map((l) => l.box[2] + 40));
  return { source: 'ocr-json', pages: [{ number: 1, width, height: 80 + lines.length * ROW, lines }] };
}

function holds(text: string, value: unknown): boolean {
  if (typeof value === 'number') return findAmounts(text).some((a) => Math.abs(a.value - value) < 0.005);
  if (typeof value !== 'string' || !value) return false;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return findDates(text).some((d) => d.iso === value);
  const t = text.toUpperCase().replace(/\s+/g, '');
  return t.length >= 3 && value.toUpperCase().replace(/\s+/g, '').includes(t);
}

/** One labelled document per corrected document; fields without a role (Category, …) teach the model nothing. */
export function loadCorrections(file: string): LabelledCells[] {
  if (!existsSync(file)) throw new Error(`corrections file ${file} not found (npm run corrections:export -- --out FILE)`);
  const byDoc = new Map<string, Example[]>();
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const e = JSON.parse(line) as Example;
    if (!ROLE[e.field] || !e.raw_text) continue;
    byDoc.set(e.document_id, [...(byDoc.get(e.document_id) ?? []), e]);
  }
  return [...byDoc.entries()].map(([id, examples]) => {
    const cells = layoutCells(toDoc(treeFromRawText(examples[0].raw_text)));
    const roles = cells.map((c): Role => {
      const hit = examples.find((e) => holds(c.text, e.corrected_value));
      return hit ? ROLE[hit.field] : 'O';
    });
    return { id: `correction-${id}`, cells, roles };
  });
}
