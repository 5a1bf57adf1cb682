import type { LineItemFields, RecordFields } from '../../domain/document/record-fields';
import { type LayoutCell, unionBox } from '../layout/cells';
import type { FieldSource } from '../types';
import { findAmounts } from './amounts';
import { findDates } from './dates';
import { maskCardNumbers } from './payment';
import { textKey } from './text-key';
import type { Choice } from './resolve';

/**
 * Where each value of the record is printed: the cells it was read from when the choice kept them, otherwise
 * the cells that print it (an amount with the same value, a date with the same day, text containing it).
 * A value found nowhere (computed, or from embedded XML) gets page 0 and no box.
 */
const SKIP = new Set(['Raw_Text', 'Pages', 'Tax_Lines', 'Is_Duplicate', 'Line_Items']);

function matches(cell: LayoutCell, value: string | number, monthFirst: boolean): string | undefined {
  if (typeof value === 'number') {
    const a = findAmounts(cell.text).find((m) => Math.abs(m.value - value) < 0.005);
    return a ? cell.text.slice(a.start, a.end).trim() : undefined;
  }
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = findDates(cell.text, { monthFirst }).find((m) => m.iso === value);
    return d ? cell.text.slice(d.start, d.end) : undefined;
  }
  const v = textKey(value);
  const t = textKey(cell.text);
  return v.length > 0 && (v === t || (v.length >= 2 && t.includes(v))) ? cell.text : undefined;
}

/** Cells printing a text value that spans several of them (an address over three lines). */
function spanning(cells: LayoutCell[], value: string): LayoutCell[] {
  const v = textKey(value);
  if (v.length < 6) return [];
  return cells.filter((c) => {
    const t = textKey(c.text);
    return t.length >= 4 && v.includes(t);
  });
}

function source(name: string, value: string | number, confidence: number, cells: LayoutCell[], raw: string): FieldSource {
  const bbox = unionBox(cells.map((c) => c.box));
  // The printed text may hold a full card number; what we return never does.
  const printed = maskCardNumbers(raw || cells.map((c) => c.text).join(' '));
  return { name, value: typeof value === 'string' ? maskCardNumbers(value) : value, confidence: Math.round(confidence * 1000) / 1000, page: cells[0]?.page ?? 0, bbox, raw: printed };
}

export function locate(cells: LayoutCell[], value: string | number, monthFirst: boolean, after = 0): { cells: LayoutCell[]; raw: string } {
  for (let i = after; i < cells.length; i++) {
    const raw = matches(cells[i], value, monthFirst);
    if (raw !== undefined) return { cells: [cells[i]], raw };
  }
  if (typeof value === 'string') {
    const span = spanning(cells, value);
    if (span.length) return { cells: span, raw: '' };
  }
  return { cells: [], raw: '' };
}

export function fieldSources(
  fields: Partial<RecordFields>,
  choices: Map<string, Choice>,
  cells: LayoutCell[],
  monthFirst: boolean,
  ruleConfidence: (field: string) => number,
): FieldSource[] {
  const out: FieldSource[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (SKIP.has(name) || value === undefined || value === '' || Array.isArray(value)) continue;
    const choice = choices.get(name);
    if (choice?.cells.length) {
      out.push(source(name, value, choice.confidence, choice.cells, choice.raw));
      continue;
    }
    const found = locate(cells, value, monthFirst);
    out.push(source(name, value, choice?.confidence ?? ruleConfidence(name), found.cells, found.raw));
  }
  return out;
}

/**
 * Each line item's cells, found in reading order: an item's amount is searched after the previous item's, so
 * two lines with the same price point at their own rows.
 */
export function lineItemSources(
  items: Partial<LineItemFields>[],
  cells: LayoutCell[],
  confidence: (item: Partial<LineItemFields>, key: string) => number,
): FieldSource[][] {
  let cursor = 0;
  return items.map((item) => {
    const anchor = typeof item.Amount === 'number' ? locate(cells, item.Amount, false, cursor) : { cells: [], raw: '' };
    const row = anchor.cells[0];
    const lineCells = row ? cells.filter((c) => c.line === row.line) : [];
    if (row) cursor = row.index + 1;
    const out: FieldSource[] = [];
    for (const [key, value] of Object.entries(item)) {
      if (value === undefined || value === '' || value === 0) continue;
      const found = key === 'Amount' ? anchor : locate(lineCells.length ? lineCells : cells, value, false);
      out.push(source(key, value, confidence(item, key), found.cells, found.raw));
    }
    return out;
  });
}
