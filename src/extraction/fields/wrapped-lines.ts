import type { Cell } from '../raw-text';
import { splitAddress } from '../address/address-parts';
import type { Doc, TextLine } from './doc';

/**
 * A line the print wrapped because its column was full ("5389 Ayala Avenue, Brgy. San" / "Antonio" in a footer
 * column; "〒812-0011 福岡県福岡市博多区丸の内" / "3丁目5-75" across a till receipt): the continuation is the same address
 * line, not a part of its own. The test is the typesetter's: the first word of the next line would not have fitted.
 */

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const HAN_KANA = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/u;
const HANGUL = /[\uac00-\ud7af]/u;
const RTL = /[\p{Script=Hebrew}\p{Script=Arabic}]/u;

function countryOnly(text: string): boolean {
  const parts = splitAddress([text]);
  return Boolean(parts.Country) && !parts.Address_Line && !parts.City;
}

/** A line that ends with its country ("56000 KUALA LUMPUR, MALAYSIA"): the address is complete, nothing wraps out of it. */
export function endsWithCountry(text: string): boolean {
  const parts = text.split(/[,，،]/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && countryOnly(parts[parts.length - 1]);
}

/** How far the text of `cell` could have run: to the next cell of its line less a column gap, or to the page's text edge. */
function rightLimit(doc: Doc, line: TextLine, cell: Cell): number {
  const next = line.cells.filter((c) => c.x0 >= cell.x1).sort((a, b) => a.x0 - b.x0)[0];
  if (next) return next.x0 - 1.5 * line.height;
  let edge = 0;
  for (const l of doc.lines) if (l.page === line.page) for (const c of l.cells) edge = Math.max(edge, c.x1);
  return edge;
}

/** Width the next line's first word would have taken at the end of the line above (with its space). */
function firstWordWidth(next: Cell, height: number): number {
  const text = next.text.trim();
  // Han, kana and Hangul break between any two glyphs: the first glyph, about a glyph's height wide.
  if (CJK.test(text[0] ?? '')) return 0.9 * height;
  const w = next.words[0];
  return (w ? w.box[2] - w.box[0] : 0.5 * height * (text.split(/\s/)[0]?.length ?? 1)) + 0.3 * height;
}

/**
 * Whether `next` (a cell of a later line) continues `cell` of `line` after a wrap. Only left-to-right text; in spaced
 * scripts a continuation with a figure is a line of its own (a postcode line, "Davao City 8000"), not a wrap.
 */
export function wrapsInto(doc: Doc, line: TextLine, cell: Cell, next: Cell): boolean {
  if (RTL.test(cell.text) || RTL.test(next.text)) return false;
  const text = next.text.trim();
  // The country alone under the address ("日本") is a line of its own, however full the line above.
  if (!text || /[:：]/.test(text) || countryOnly(text)) return false;
  // After Han, kana or Hangul the break may fall before a house number ("丸の内" / "3丁目5-75", "테헤란로" / "42, 379호");
  // a postcode in brackets or after 〒 opens a line of its own.
  const afterCjk = CJK.test(cell.text.trim().slice(-1)) && !/^[(〒]/u.test(text);
  if (!CJK.test(text[0]) && !afterCjk && /\p{Nd}/u.test(text)) return false;
  // Right-aligned blocks end every line at the edge: a wrapped line reaches further right than its continuation,
  // which starts no further left (left-aligned or centred under it).
  if (next.x1 > cell.x1 - 0.5 * line.height || next.x0 < cell.x0 - line.height) return false;
  return cell.x1 + firstWordWidth(next, line.height) > rightLimit(doc, line, cell);
}

/** The wrapped line joined again: without a space between Han or kana, or between a figure and a Hangul counter ("758" + "호"). */
export function joinWrapped(head: string, tail: string): string {
  const a = head.trimEnd();
  const b = tail.trim();
  const last = a[a.length - 1] ?? '';
  const first = b[0] ?? '';
  const tight = (HAN_KANA.test(last) || HAN_KANA.test(first)) && (CJK.test(last) || /\p{Nd}/u.test(last)) && (CJK.test(first) || /\p{Nd}/u.test(first));
  const counter = /\p{Nd}/u.test(last) && HANGUL.test(first);
  return tight || counter ? `${a}${b}` : `${a} ${b}`;
}
