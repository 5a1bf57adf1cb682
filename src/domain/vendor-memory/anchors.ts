import { findAmounts } from '../../extraction/fields/amounts';
import { findDates, maskDates } from '../../extraction/fields/dates';
import { looksLikeId } from '../../extraction/fields/invoice-number';

/**
 * Where a corrected value is printed in a document's Raw_Text, so the same value can be read off the next
 * document of the vendor: the label before it on its line ("Gesamtbetrag inkl. MwSt.") or, for a value that
 * stands alone, the line above. Raw_Text lines are separated by '\n', cells by '\t'.
 */
export type ValueKind = 'number' | 'date' | 'id' | 'text';

export interface Anchor {
  /** The label text, white space collapsed. */
  label: string;
  /** Index of the line the value was printed on. */
  line: number;
  /** 'inline': label and value share a line; 'above': the label is the line above the value. */
  placement: 'inline' | 'above';
}

interface Occurrence {
  line: number;
  start: number;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A label is compared without case, spacing or trailing ':' so "Total due:" and "TOTAL  DUE" meet. */
const labelForm = (s: string) => collapse(s).replace(/[\s:#=.-]+$/, '').toLowerCase();
const hasLetters = (s: string) => /\p{L}{2,}/u.test(s);

function occurrences(lines: string[], kind: ValueKind, value: string | number): Occurrence[] {
  const out: Occurrence[] = [];
  lines.forEach((text, line) => {
    if (kind === 'number') {
      if (typeof value !== 'number') return;
      for (const m of findAmounts(maskDates(text))) if (Math.abs(Math.abs(m.value) - Math.abs(value)) < 0.005) out.push({ line, start: m.start });
    } else if (kind === 'date') {
      for (const d of findDates(text)) if (d.iso === value) out.push({ line, start: d.start });
    } else {
      const needle = String(value).trim().toLowerCase();
      if (!needle) return;
      const at = text.toLowerCase().indexOf(needle);
      if (at >= 0) out.push({ line, start: at });
    }
  });
  return out;
}

/**
 * The anchor of `value` in `rawText`, or null when it is not printed there. Of several places, one with a
 * word label and no figures in it wins (a label, not a line-item row); among equals an amount's last place
 * wins (totals come at the end) and any other value's first.
 */
export function findAnchor(rawText: string, kind: ValueKind, value: string | number): Anchor | null {
  if (!rawText || value === '' || value === null || value === undefined) return null;
  const lines = rawText.split('\n');
  let best: { anchor: Anchor; score: number } | null = null;
  for (const o of occurrences(lines, kind, value)) {
    // The nearest cell before the value is its label; earlier cells belong to other fields on the line.
    const cells = lines[o.line].slice(0, o.start).split('\t').map(labelForm).filter(Boolean);
    const before = cells[cells.length - 1] ?? '';
    let anchor: Anchor | null = null;
    let score = 0;
    if (hasLetters(before)) {
      anchor = { label: before, line: o.line, placement: 'inline' };
      score = /\d/.test(before) ? 2 : 3;
    } else if (!before) {
      const above = labelForm((lines[o.line - 1] ?? '').split('\t').filter((c) => c.trim()).pop() ?? '');
      if (hasLetters(above)) {
        anchor = { label: above, line: o.line, placement: 'above' };
        score = /\d/.test(above) ? 1 : 2;
      }
    }
    if (!anchor) continue;
    const later = kind === 'number';
    if (!best || score > best.score || (score === best.score && later)) best = { anchor, score };
  }
  return best?.anchor ?? null;
}

/** The value of `kind` at the start of `text`, or null. */
function readValue(text: string, kind: ValueKind): string | number | null {
  const t = text.replace(/^[\s:#=.\t-]+/, '');
  if (!t) return null;
  if (kind === 'number') {
    const m = findAmounts(maskDates(t))[0];
    return m ? m.value : null;
  }
  if (kind === 'date') return findDates(t)[0]?.iso ?? null;
  const token = t.split(/\s+/)[0].replace(/[,;:.]+$/, '');
  if (kind === 'id') return looksLikeId(token) ? token : null;
  return collapse(t.split('\t')[0]) || null;
}

/**
 * Reads the value printed at a learned anchor in another document's Raw_Text: after the label on its line,
 * else on the next line; null when the label is not in the text or no value of the kind follows it. Of
 * several lines carrying the label, the one nearest the learned line index is read.
 */
export function readAtAnchor(rawText: string, anchor: Anchor, kind: ValueKind): string | number | null {
  if (!rawText || !anchor.label) return null;
  const lines = rawText.split('\n');
  const hits: { line: number; end: number }[] = [];
  lines.forEach((text, line) => {
    const end = endOfLabel(text, anchor.label);
    if (end >= 0) hits.push({ line, end });
  });
  hits.sort((a, b) => Math.abs(a.line - anchor.line) - Math.abs(b.line - anchor.line));
  for (const hit of hits) {
    const sameLine = readValue(lines[hit.line].slice(hit.end), kind);
    if (sameLine !== null) return sameLine;
    const next = lines[hit.line + 1];
    if (next !== undefined) {
      const below = readValue(next, kind);
      if (below !== null) return below;
    }
  }
  return null;
}

/** Offset just past `label` (collapsed, lower-case) as whole words in `raw`, white space matched loosely; -1 when absent. */
function endOfLabel(raw: string, label: string): number {
  const pattern = label
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  // Whole words only: a label "nr" must not be found inside "Einrichtung".
  const m = new RegExp(`(?<![\\p{L}\\d])${pattern}(?![\\p{L}\\d])`, 'iu').exec(raw);
  return m ? m.index + m[0].length : -1;
}
