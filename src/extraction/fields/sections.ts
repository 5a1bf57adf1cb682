import { xOverlap, type Doc, type TextLine } from './doc';
import type { Cell } from '../raw-text';
import { w } from './labels';
import { honorificName } from './honorific';
import { inLabelColumn } from './label-column';
import { type LabelKey, labelMatcher, labelsIn } from '../lexicon';

/**
 * Party blocks: a heading such as "Bill to" or "Verkäufer" and the lines printed under it in the same
 * column. Used to tell the vendor's name, VAT number or e-mail from the customer's.
 */
/** Single words are headings only when alone or followed by ':' ("Customer:"), not in "Customer Number". */
const ALONE = String.raw`(?=\s*(?:[:/]|$))`;
/** A party heading: a pattern, and the label-file keys that name the same party in every language. */
export interface Heading {
  re: RegExp;
  key: LabelKey;
}

const SELLER_RE = w(String.raw`(?:seller|vendor|supplier|verkäufer|lieferant|leistungserbringer|rechnungssteller|fournisseur|vendeur|émetteur|verkoper|leverancier|proveedor|vendedor|emisor|fornitore|venditore|cedente|from)${ALONE}|sold\s+by|service\s+provider|issued\s+by`);
const BUYER_RE = w(String.raw`(?:customer|client|buyer|käufer|kunde|rechnungsempfänger|leistungsempfänger|rechnungsadresse|empfänger|destinataire|factuuradres|afnemer|cliente|destinatario|intestatario)${ALONE}|käufer/leistungsempfänger|bill\s+to(?:\s+address)?|billed\s+to|invoice\s+to|sold\s+to|billing\s+address|facturé\s+à|adresse\s+de\s+facturation|facturar\s+a`);
const SHIP_RE = w(String.raw`ship\s+to|shipping\s+address|deliver\s+to|delivery\s+address|lieferadresse|lieferanschrift|adresse\s+de\s+livraison|afleveradres|enviar\s+a|spedire\s+a`);

export const SELLER_HEADING: Heading = { re: SELLER_RE, key: 'vendor_hint' };
export const BUYER_HEADING: Heading = { re: BUYER_RE, key: 'bill_to' };
export const SHIP_HEADING: Heading = { re: SHIP_RE, key: 'ship_to' };

/** Labels that open another part of the document: totals, dates and numbers, the item table, the title (not tax words: "VAT: DE…" is the party's own number). */
const OTHER_PART = new Set<LabelKey>(['total', 'subtotal', 'balance_due', 'amount_paid', 'date', 'due_date', 'invoice_number', 'po_number',
  'order_number', 'description', 'quantity', 'unit_price', 'line_amount', 'doc_invoice', 'doc_receipt', 'doc_credit_note', 'payment_terms']);

function endsBlock(text: string): boolean {
  return labelsIn(text).some((s) => s.start <= 1 && OTHER_PART.has(s.key));
}

/**
 * Label words and number signs and nothing else ("מספר", "Nr.", "Datum"): the label of the next column's value, not
 * the value of a heading beside it.
 */
function labelOnly(text: string): boolean {
  let rest = text;
  for (const s of [...labelsIn(text), ...labelMatcher().signs(text)]) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  return !/\p{L}/u.test(rest);
}

export interface Block {
  heading: TextLine;
  /** Index of the heading's cell within its line. */
  cell: number;
  /** Text after the heading in its own cell ("Sold By : WS Retail …" → "WS Retail …"). */
  inline: string;
  lines: TextLine[];
}

/**
 * Is this cell a heading (the heading opens the cell and little else precedes it)? A label-file phrase counts when
 * it is the cell's first label and what follows reads as a value, not as more label words ("Kunde" yes,
 * "Kundennummer" never matched, "Customer Number" has a longer label of its own).
 */
/** A heading's translation in brackets right after it, followed by a colon or nothing. */
const GLOSS = /^\s*[(（][^()（）\d]{1,30}[)）](?=\s*(?:[:：]|$))/u;

function headingAt(text: string, h: Heading): { index: number; end: number } | null {
  const m = h.re.exec(text);
  if (m && m.index <= 1) return { index: m.index, end: m.index + m[0].length };
  const first = labelsIn(text)[0];
  if (!first || first.key !== h.key || first.start > 1) return null;
  // A single word ("client", "kunde", "לקוח", "お客様") is a heading only when alone or followed by ':'
  // ("לקוח יקר" is "dear customer", "お客様の課題を解決します" a slogan).
  // A gloss in brackets may follow, as bilingual forms print it ("प्राप्तकर्ता (बिल टू):", "Käufer (Buyer):").
  const rest = text.slice(first.end).replace(GLOSS, '');
  if (first.words < 2 && !/^\s*(?:[:：/]|$)/.test(rest)) return null;
  return { index: first.start, end: first.end };
}

/**
 * Two headings side by side, one of them misread ("FAKTURERES TIL | LEVERES s TIL"): the line under them starts a
 * column under each, and the cell beside holds no figure. A label and its value ("Fornitore | Falegnameria Conti
 * Sagl") have their continuation under the value only.
 */
function headingRow(doc: Doc, line: TextLine, cell: Cell, beside: Cell): boolean {
  const next = doc.lines[line.index + 1];
  if (!next || next.page !== line.page || /\p{Nd}/u.test(beside.text)) return false;
  const tol = Math.max(line.height, 4);
  // Right-to-left columns are aligned on their right edge.
  const under = (c: Cell) => next.cells.some((n) => Math.abs(n.x0 - c.x0) <= tol || (RTL.test(c.text) && Math.abs(n.x1 - c.x1) <= tol));
  return under(cell) && under(beside);
}

/**
 * Blocks opened by a heading: the lines below it that overlap the heading's cell horizontally, stopping at
 * a vertical gap, at another heading, or after `max` lines.
 */
/** Hebrew or Arabic letters: a right-to-left block. */
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

/** How far the edges of one column's lines may stray: 3 units (a PDF's own jitter), or a quarter of the type size on OCR'd pages. */
export function alignSlack(height: number): number {
  return Math.max(3, 0.25 * height);
}

export function findBlocks(doc: Doc, heading: Heading, max = 8): Block[] {
  const all = [SELLER_HEADING, BUYER_HEADING, SHIP_HEADING];
  const blocks: Block[] = [];
  for (const line of doc.lines) {
    line.cells.forEach((cell, ci) => {
      const m = headingAt(cell.text, heading);
      if (!m) return;
      // "Käufer/Leistungsempfänger": a slash continues the heading, it does not start a value.
      let inline = cell.text.slice(m.end).replace(GLOSS, '').replace(/^\s*\/\s*\p{L}+/u, '').replace(/^[\s:：\-–]+/, '').trim();
      // A label column and a value column ("Fornitore | Falegnameria Conti Sagl", the address under the name): the
      // cell right of a bare heading is its value, unless it is a heading itself ("Bill To | Ship To").
      // A right-to-left heading has its value and the next block to its left, in whatever order the reader gave the cells.
      const rtl = RTL.test(cell.text);
      const leftNeighbour = (of: Cell) => line.cells.filter((c) => c !== of && c.x1 <= of.x0 + 1).sort((a, b) => b.x1 - a.x1)[0];
      const beside = rtl ? leftNeighbour(cell) : line.cells[ci + 1];
      // A labelled field beside the heading ("Sold to | Inv. No ....: R-258", a key/value list to the right) is
      // another part of the page, not the party's name.
      // A grid of label/value pairs ("청구처 | 대한물류 | 입금 마감일 | 2026년 4월 30일") aligns its rows like two headings
      // would: a field label after the cell beside makes that cell a value.
      const after2 = rtl ? undefined : line.cells[ci + 2];
      const pairRow = after2 !== undefined && labelsIn(after2.text)[0]?.start === 0;
      const valueBeside = !inline && beside !== undefined && !all.some((h) => headingAt(beside.text, h)) && (pairRow || inLabelColumn(doc, line, cell, beside) || !headingRow(doc, line, cell, beside)) && !endsBlock(beside.text) && !labelOnly(beside.text);
      if (valueBeside) inline = beside.text.trim();
      const anchor = valueBeside ? beside : cell;
      const lines: TextLine[] = [];
      let prev = line;
      // The block spans from the heading to the next cell of the heading's line (a neighbouring block such as
      // "Ship To"), or at most about half the page: values often stand in a tab column right of their labels.
      const after = rtl ? (valueBeside ? leftNeighbour(beside) : beside) : line.cells[ci + (valueBeside ? 2 : 1)];
      const right = after?.x0 ?? Math.min(line.pageWidth, anchor.x0 + line.pageWidth * 0.45);
      // Right-to-left blocks are aligned on their right edge and end at the next block to their left.
      const left = after?.x1 ?? Math.max(0, anchor.x1 - line.pageWidth * 0.45);
      // Edges of one column agree within 3 units on a PDF; OCR boxes hug each glyph and wander by a few pixels
      // more ("4 Anson Road" at x 76, "Singapore 238859" at 74 under a heading at 78): the slack grows with the type.
      const slack = alignSlack(line.height);
      const inBlock = (c: Cell) => (rtl ? c.x1 <= Math.max(cell.x1, anchor.x1) + slack && c.x1 > left + slack
        : c.x0 >= (valueBeside ? Math.min(cell.x0, anchor.x0) : anchor.x0) - slack && c.x0 < right - slack);
      for (const next of doc.lines.slice(line.index + 1)) {
        if (next.page !== line.page || lines.length >= max) break;
        if (next.box[1] - prev.box[3] > 2.2 * Math.max(next.height, prev.height)) break;
        let inColumn = next.cells.filter(inBlock);
        if (!inColumn.length) continue;
        // A row running on past the block (a sidebar party beside an item table, "주식회사 푸른숲출판 | 표지 디자인 | 1 |
        // 1,200,000"): only its first cell is the block's.
        if (!rtl && next.cells.some((c) => c.x0 >= right - slack)) inColumn = inColumn.slice(0, 1);
        if (inColumn.some((c) => all.some((h) => headingAt(c.text, h)) || endsBlock(c.text))) break;
        lines.push({ ...next, cells: inColumn, text: inColumn.map((c) => c.text).join(' ') });
        prev = next;
      }
      blocks.push({ heading: line, cell: ci, inline, lines });
    });
  }
  return blocks;
}

/**
 * The "Name: X" value inside a block, if the block labels its fields. A value printed on two lines is often
 * centred on its label, so a label-less line just above, starting where the value starts, belongs to it.
 */
export function namedValue(block: Block, label: RegExp): string | undefined {
  for (const [i, l] of block.lines.entries()) {
    const ci = l.cells.findIndex((c) => (label.exec(c.text)?.index ?? 99) <= 1);
    if (ci < 0) continue;
    const cell = l.cells[ci];
    const m = label.exec(cell.text)!;
    const inline = cell.text.slice(m.index + m[0].length).replace(/^[\s:：]+/, '').trim();
    const next = l.cells[ci + 1];
    const value = inline || next?.text.trim();
    if (!value) continue;
    const x0 = inline ? cell.x0 : next!.x0;
    const above = block.lines[i - 1];
    const wrapped = above && above.cells.length === 1 && !/[:：]/.test(above.text) && Math.abs(above.cells[0].x0 - x0) < 3;
    return wrapped ? `${above.cells[0].text} ${value}` : value;
  }
  return undefined;
}

/** Tells whether a cell lies inside a customer (bill-to / ship-to) block. */
export type RegionTest = (line: TextLine, x0: number, x1: number) => boolean;

export function customerRegion(doc: Doc): RegionTest {
  const ranges = new Map<number, Array<[number, number]>>();
  const add = (line: TextLine, x0: number, x1: number) => ranges.set(line.index, [...(ranges.get(line.index) ?? []), [x0, x1]]);
  for (const b of [...findBlocks(doc, BUYER_HEADING), ...findBlocks(doc, SHIP_HEADING)]) {
    const head = b.heading.cells[b.cell];
    add(b.heading, head.x0, head.x1);
    for (const l of b.lines) for (const c of l.cells) add(l, c.x0, c.x1);
  }
  for (const line of doc.lines) for (const c of line.cells) if (honorificName(c.text)) add(line, c.x0, c.x1);
  return (line, x0, x1) => (ranges.get(line.index) ?? []).some((r) => xOverlap(r, [x0, x1]) > 0.5);
}
