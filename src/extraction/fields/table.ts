import type { Word } from '../types';
import type { TextLine } from './doc';

/**
 * Generic table reading: recognise a header row word by word (header cells are often printed without a
 * column gap, e.g. "Menge Beschreibung" or "Prijs BTW Hoeveelheid"), derive column zones from the
 * header's x positions, and distribute a body line's words over those zones.
 */
export interface ColumnDef {
  key: string;
  /** Matched against a whole phrase of 1–4 header words (anchored, case-insensitive). */
  re: RegExp;
}

export interface Column {
  key: string;
  label: string;
  x0: number;
  x1: number;
}

export interface Header {
  line: TextLine;
  columns: Column[];
  /** Share of the header's words that belong to a recognised column. */
  coverage: number;
}

function words(line: TextLine): Word[] {
  return line.cells.flatMap((c) => c.words);
}

/**
 * OCR glues neighbouring headings set close together ("QtyUoM" for "Qty  UoM", "MengeEinheit"): a word that is no
 * heading but splits at a lower-to-upper case change into two that are becomes two words, its box shared by length.
 * It also reads a euro sign glued to a heading as "E" ("GPE", "EPE" for "GP €", "EP €"): the heading without it.
 */
function unglued(ws: Word[], defs: ColumnDef[]): Word[] {
  const known = (t: string) => defs.some((d) => d.re.test(t));
  return ws.flatMap((w) => {
    const euro = /^(\p{L}+)E$/u.exec(w.text);
    if (euro && !known(w.text) && known(euro[1])) return [{ ...w, text: euro[1] }];
    const m = /^(\p{Lu}\p{Ll}+)(\p{Lu}[\p{L}.%]*)$/u.exec(w.text);
    if (!m || known(w.text) || !known(m[1]) || !known(m[2])) return [w];
    const [x0, y0, x1, y1] = w.box;
    const cut = x0 + ((x1 - x0) * m[1].length) / w.text.length;
    return [{ ...w, text: m[1], box: [x0, y0, cut, y1] }, { ...w, text: m[2], box: [cut, y0, x1, y1] }];
  });
}

/** Longest-phrase-first matching of the line's words against the column definitions. */
export function parseHeader(line: TextLine, defs: ColumnDef[]): Header {
  const ws = unglued(words(line), defs);
  const columns: Column[] = [];
  let matched = 0;
  for (let i = 0; i < ws.length; ) {
    let found = false;
    for (let k = Math.min(4, ws.length - i); k >= 1 && !found; k--) {
      const phrase = ws.slice(i, i + k).map((x) => x.text).join(' ');
      const def = defs.find((d) => d.re.test(phrase));
      if (!def) continue;
      const part = ws.slice(i, i + k);
      columns.push({ key: def.key, label: phrase, x0: part[0].box[0], x1: part[k - 1].box[2] });
      matched += k;
      i += k;
      found = true;
    }
    if (!found) i++;
  }
  return { line, columns, coverage: ws.length ? matched / ws.length : 0 };
}

/** Zone boundaries halfway between neighbouring header columns; the outer zones are open-ended. */
function zoneOf(columns: Column[], x: number): number {
  for (let i = 0; i < columns.length - 1; i++) {
    if (x < (columns[i].x1 + columns[i + 1].x0) / 2) return i;
  }
  return columns.length - 1;
}

const NUMERIC_WORD = /^[-−(]?[$€£₹]?[\d.,'%)-]+[%€]?$/;

/**
 * Splits a body line over the header's columns. Numbers go to the zone under which they stand; a run of
 * text (a cell) goes as a whole to the zone of its first text word, because descriptions are left-aligned
 * and may run on under the neighbouring columns. `textKeys` are the columns that hold free text.
 */
export function splitRow(line: TextLine, columns: Column[], textKeys: Set<string>): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const put = (zone: number, text: string) => out.set(zone, [...(out.get(zone) ?? []), text]);
  for (const cell of line.cells) {
    let textZone = -1;
    for (const w of cell.words) {
      const centre = (w.box[0] + w.box[2]) / 2;
      const zone = zoneOf(columns, centre);
      if (textZone >= 0) {
        put(textZone, w.text);
      } else if (!NUMERIC_WORD.test(w.text) && textKeys.has(columns[zone].key)) {
        textZone = zone;
        put(zone, w.text);
      } else {
        put(zone, w.text);
      }
    }
  }
  return out;
}

/** The texts of a split row by column key (columns sharing a key are joined in order). */
export function byKey(split: Map<number, string[]>, columns: Column[]): Map<string, string> {
  const out = new Map<string, string>();
  [...split.entries()]
    .sort((a, b) => a[0] - b[0])
    .forEach(([zone, parts]) => {
      const key = columns[zone].key;
      const text = parts.join(' ');
      out.set(key, out.has(key) ? `${out.get(key)} ${text}` : text);
    });
  return out;
}
