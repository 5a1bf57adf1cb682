import { lineCells, type Cell } from '../raw-text';
import type { Box, DocumentTree } from '../types';
import { type LabelKey, labelsIn } from '../lexicon';
import { upToClauseEnd } from './running-text';
import { repairFinalSigma } from '../normalise/greek-final-sigma';

/** A line of the document as the field rules see it: its page, its cells, its place in reading order. */
export interface TextLine {
  /** Position in Doc.lines (reading order over all pages). */
  index: number;
  page: number;
  text: string;
  cells: Cell[];
  box: Box;
  /** Typical glyph height of the line; vertical tolerances are multiples of it. */
  height: number;
  pageWidth: number;
  pageHeight: number;
}

export interface Doc {
  lines: TextLine[];
  /** Read ambiguous numeric dates month-first (US-dollar documents). */
  monthFirst: boolean;
}

function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/** Han or kana: a page in Japanese (or Chinese) script. */
const CJK_PAGE = /[\u3040-\u30ff\u4e00-\u9fff]/;
/** A capital T standing alone before a Japanese postcode ("T 104-0061"): OCR's reading of the postal mark 〒. */
const POSTAL_MARK_AS_T = /(?<![\p{L}\p{N}])T(?=\s?\d{3}-\d{4}(?!\d))/gu;

/**
 * OCR glyph confusions that field rules would otherwise each have to know: on a page in CJK script, the postal mark
 * 〒 read as "T"; on any OCR page, a Greek final sigma read as έ (greek-final-sigma.ts). The replacement keeps the
 * text's length, so word and cell offsets still agree.
 */
export function repairOcrGlyphs(text: string, cjkPage: boolean, ocr = cjkPage): string {
  const t = cjkPage ? text.replace(POSTAL_MARK_AS_T, '〒') : text;
  return ocr ? repairFinalSigma(t) : t;
}

function repairedCells(cells: Cell[], cjkPage: boolean, ocr: boolean): Cell[] {
  if (!cjkPage && !ocr) return cells;
  const fix = (t: string) => repairOcrGlyphs(t, cjkPage, ocr);
  return cells.map((c) => ({ ...c, text: fix(c.text), words: c.words.map((w) => ({ ...w, text: fix(w.text) })) }));
}

export function toDoc(tree: DocumentTree): Doc {
  const lines: TextLine[] = [];
  const ocr = tree.source === 'ocr' || tree.source === 'ocr-json';
  for (const page of tree.pages) {
    const cjkPage = ocr && page.lines.some((l) => CJK_PAGE.test(l.text));
    for (const line of page.lines) {
      lines.push({
        index: lines.length,
        page: page.number,
        text: repairOcrGlyphs(line.text, cjkPage, ocr),
        cells: repairedCells(lineCells(line), cjkPage, ocr),
        box: line.box,
        height: median(line.words.map((w) => w.box[3] - w.box[1])) || line.box[3] - line.box[1],
        pageWidth: page.width,
        pageHeight: page.height,
      });
    }
  }
  return { lines, monthFirst: false };
}

/** Horizontal overlap of two x-ranges as a share of the narrower one (0 when disjoint). */
export function xOverlap(a: [number, number], b: [number, number]): number {
  const inter = Math.min(a[1], b[1]) - Math.max(a[0], b[0]);
  if (inter <= 0) return 0;
  return inter / Math.max(1e-6, Math.min(a[1] - a[0], b[1] - b[0]));
}

/** Where a label was found: the line, the cell and the end of the label inside the cell text. */
export interface LabelHit {
  line: TextLine;
  cell: number;
  /** Where the label's phrase starts and ends in its cell's text. */
  start: number;
  end: number;
  /** Label strength from the rule's table; higher wins. */
  weight: number;
}

/** A piece of text that may hold the value of a label, nearest first. */
export interface ValueCandidate {
  text: string;
  line: TextLine;
  where: 'inline' | 'right' | 'below';
}

/** Strips what separates a label from its value: colons, '#', 'No.', dashes. */
function trimLead(s: string): string {
  // A dash directly before a digit is a minus sign ("-8,79"), not a separator.
  // A degree or ordinal sign left over from "n.°" / "N.º" is a separator too.
  const sep = String.raw`(?:[\s:：#=.|°º]|[-–—](?!\s?\d))*`;
  // Sign letters glued to digits by a dash open an identifier ("NR-2026-001"), they do not separate.
  return s.replace(new RegExp(String.raw`^${sep}(?:(?:no|nr|n°|nº|num)\b(?![-–/_]?\d)\.?|n\.?[°º])?${sep}`, 'i'), '').trim();
}

/**
 * Texts that may carry the value of a label, in the order a reader would look:
 * the rest of the label's cell, the cells to its right, then the text under it (a header/value table),
 * within two line heights and overlapping the label horizontally.
 */
export function valueCandidates(doc: Doc, hit: LabelHit): ValueCandidate[] {
  const { line, cell } = hit;
  const out: ValueCandidate[] = [];
  const rest = trimLead(line.cells[cell].text.slice(hit.end));
  if (rest) out.push({ text: rest, line, where: 'inline' });
  for (const c of line.cells.slice(cell + 1)) out.push({ text: trimLead(c.text), line, where: 'right' });
  const labelCell = line.cells[cell];
  for (const below of doc.lines.slice(line.index + 1, line.index + 4)) {
    if (below.page !== line.page || below.box[1] - line.box[3] > 2.5 * line.height) break;
    const under = below.cells.filter((c) => xOverlap([c.x0, c.x1], [labelCell.x0, labelCell.x1]) > 0.3);
    for (const c of under) out.push({ text: c.text.trim(), line: below, where: 'below' });
    if (under.length) break;
  }
  return out.filter((c) => c.text.length > 0);
}

/**
 * A label definition: a pattern, or a key of the multilingual label files (lexicon/labels/*.json), its strength,
 * and patterns that disqualify a match. Key labels are one step stronger when the printed phrase is specific
 * (two words or more, or a document word with a number sign: "Fakturanummer", "Счёт №").
 */
export type Label = ({ re: RegExp; key?: undefined } | { key: LabelKey; re?: undefined }) & {
  weight: number;
  not?: RegExp;
  /** `not` is checked beside the label file's phrase, not in it (a phrase that opens its cell). */
  notBeside?: boolean;
};

/**
 * A short letter code glued to digits ("PO-47201", "INV2026-11", "DE-2026-1137") is the start of an identifier,
 * not a label in front of one.
 */
export function identifierPrefix(text: string, start: number, end: number): boolean {
  return /^\p{L}{1,4}$/u.test(text.slice(start, end)) && /^[-–/_]?\d/.test(text.slice(end));
}

function match(l: Label, text: string): { start: number; end: number; weight: number } | undefined {
  if (l.re) {
    const m = l.re.exec(text);
    return m ? { start: m.index, end: m.index + m[0].length, weight: l.weight } : undefined;
  }
  const span = labelsIn(text).find((s) => s.key === l.key && !identifierPrefix(text, s.start, s.end));
  if (!span) return undefined;
  const specific = span.words >= 2 || span.composed || /[^\x00-\u024f]/.test(text.slice(span.start, span.end));
  // "Invoice No: NR-2026-001": the sign the label took on is the identifier's own prefix, so the label ends before it.
  const tail = /[\s:：.]\p{L}{1,4}$/u.exec(text.slice(span.start, span.end));
  const end = tail && identifierPrefix(text, span.start + tail.index + 1, span.end) ? span.start + tail.index + 1 : span.end;
  return { start: span.start, end, weight: l.weight + (specific ? 1 : 0) };
}

/**
 * Where a label says so (`notBeside`), its exclusions speak of the words around the phrase, not of its own: the
 * label files' "GST included" is a tax label, whatever "incl" excludes beside a bare "GST".
 */
const beside = (text: string, m: { start: number; end: number }) => text.slice(0, m.start) + ' '.repeat(m.end - m.start) + text.slice(m.end);

/**
 * The part of a cell a label's exclusions are checked in: the whole cell, except in running text, where it ends at
 * the first clause break after the label's figure ("Total: $1,205.00 (no sales tax on services in Oregon)." is a
 * total; "Total 100.00 excl. VAT" still is not).
 */
function notWindow(text: string, labelEnd: number): string {
  const figure = text.slice(labelEnd).search(/\d/);
  return figure < 0 ? text : upToClauseEnd(text, labelEnd + figure);
}

/** Finds every cell where one of the labels matches (each cell reports its strongest label). */
export function findLabels(doc: Doc, labels: Label[], lines: TextLine[] = doc.lines): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of lines) {
    line.cells.forEach((c, i) => {
      let best: LabelHit | undefined;
      const ends: Array<{ start: number; end: number }> = [];
      for (const l of labels) {
        const m = match(l, c.text);
        // Only a label that opens its cell speaks for itself: "AMOUNT INCL. GST 5.00" is a gross amount.
        const own = l.key && l.notBeside && m && !/\p{L}/u.test(c.text.slice(0, m.start));
        if (!m || l.not?.test(notWindow(own ? beside(c.text, m) : c.text, m.end))) continue;
        if (!best || m.weight > best.weight) best = { line, cell: i, start: m.start, end: m.end, weight: m.weight };
        ends.push(m);
      }
      // A longer label of the same field from the same place says where the label ends: "Scadenza pagamento:" is one
      // label (the label files), although the stronger pattern reads only "Scadenza".
      // Not into an identifier that opens with sign letters ("Invoice number NR-2026-001").
      if (best) best.end = Math.max(best.end, ...ends.filter((m) => m.start === best!.start && !/^[-–/_]?\d/.test(c.text.slice(m.end))).map((m) => m.end));
      if (best) hits.push(best);
    });
  }
  return hits;
}
