import { labelsIn } from '../lexicon';
import type { Cell } from '../raw-text';
import { xOverlap, type Doc, type TextLine } from './doc';
import { foldAccents } from './fold';
import { compileEntry, PAYMENT_WORDS, type PaymentMethodEntry, type PaymentType } from './payment-words';

/**
 * The value of a payment-method label ("Zahlungsweg: Bar bei Lieferung", "Payment method | Wire transfer", a header
 * band with "Paid by" over "Kartu kredit"): beside the label in its cell, in the next cell of its line (the cell to
 * its left in right-to-left text), or in the cell under it on the next line. Words that name a method only as such a
 * value (lexicon/payment-words.json labelledValues: German "Bar", Indonesian "Transfer", Hebrew "אשראי") count here,
 * and a labelled value outweighs method words found loose on the page.
 */
const LABELLED: Array<[RegExp, PaymentType, string]> = (PAYMENT_WORDS as unknown as { labelledValues: PaymentMethodEntry[] }).labelledValues
  .map((e) => [compileEntry(e), e.type, e.display]);

const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/** The label word(s) opening the cell, when they are a payment-method label and not a method themselves ("Cash"). */
function labelEnd(cell: Cell, isMethod: (text: string) => boolean): number | undefined {
  const first = labelsIn(cell.text)[0];
  if (!first || first.key !== 'payment_method' || first.start > 1) return undefined;
  return isMethod(cell.text.slice(first.start, first.end)) ? undefined : first.end;
}

/** Where the label's value may stand, nearest first: the rest of its cell, the next cell of its line, the cell under it. */
function valuesOf(doc: Doc, line: TextLine, ci: number, end: number): string[] {
  const cell = line.cells[ci];
  const rest = cell.text.slice(end).replace(/^[\s:：\-–]+/, '').trim();
  if (rest) return [rest];
  const rtl = RTL.test(cell.text);
  const beside = rtl ? line.cells.filter((c) => c.x1 <= cell.x0 + 1).sort((a, b) => b.x1 - a.x1)[0] : line.cells[ci + 1];
  const out = beside ? [beside.text.trim()] : [];
  const next = doc.lines[line.index + 1];
  if (next && next.page === line.page && next.box[1] - line.box[3] <= 1.5 * line.height) {
    const under = next.cells.find((c) => xOverlap([c.x0, c.x1], [cell.x0, cell.x1]) > 0.5);
    if (under) out.push(under.text.trim());
  }
  return out;
}

export interface LabelledMethod {
  type: PaymentType;
  display: string;
}

/**
 * Methods named as the value of a payment-method label. `classify` reads a value with the page's method words;
 * labelled-only words are tried when it finds none.
 */
export function labelledMethods(doc: Doc, classify: (text: string) => LabelledMethod | undefined): LabelledMethod[] {
  const out: LabelledMethod[] = [];
  const isMethod = (text: string) => classify(foldAccents(text)) !== undefined;
  for (const line of doc.lines) {
    line.cells.forEach((cell, ci) => {
      const end = labelEnd(cell, isMethod);
      if (end === undefined) return;
      for (const value of valuesOf(doc, line, ci, end)) {
        const folded = foldAccents(value);
        const found = classify(folded) ?? LABELLED.filter(([re]) => re.test(folded)).map(([, type, display]) => ({ type, display }))[0];
        if (found) {
          out.push(found);
          return;
        }
      }
    });
  }
  return out;
}
