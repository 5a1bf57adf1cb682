import type { Role } from '../../extraction/layout/roles';
import type { Canvas, Part } from './canvas';

/** A block row: parts of one cell, or a label and a value in two cells. */
export interface Row {
  label?: string;
  value: Part[];
}

export interface BlockStyle {
  /** 'table': label and value in two columns; 'inline': "Label: value" in one cell. */
  mode: 'table' | 'inline';
  /** Values of a 'table' block right-aligned at the block's right edge (else left-aligned in their column). */
  valuesRight: boolean;
  /** Gap between label and value columns, in body text heights. */
  gapEm: number;
}

export function parts(text: string, role: Role): Part[] {
  return [{ text, role }];
}

/** Width the block needs, to right-align it against a margin. */
export function blockWidth(c: Canvas, rows: Row[], s: BlockStyle): number {
  const text = (p: Part[]) => p.map((x) => x.text).join(' ');
  if (s.mode === 'inline') return Math.max(...rows.map((r) => c.textWidth((r.label ? r.label + ' ' : '') + text(r.value))));
  const lw = Math.max(0, ...rows.map((r) => (r.label ? c.textWidth(r.label) : 0)));
  const vw = Math.max(...rows.map((r) => c.textWidth(text(r.value))));
  return lw + s.gapEm * c.size + vw;
}

/** Prints rows from (x, y) downwards; returns the y below the block. */
export function drawBlock(c: Canvas, x: number, y: number, lineH: number, rows: Row[], s: BlockStyle): number {
  const lw = Math.max(0, ...rows.map((r) => (r.label ? c.textWidth(r.label) : 0)));
  const width = blockWidth(c, rows, s);
  for (const r of rows) {
    if (s.mode === 'inline' || !r.label) {
      const label: Part[] = r.label ? [{ text: r.label, role: 'O' }] : [];
      c.put(x, y, [...label, ...r.value]);
    } else {
      c.put(x, y, r.label);
      if (s.valuesRight) c.put(x + width, y, r.value, { align: 'right' });
      else c.put(x + lw + s.gapEm * c.size, y, r.value);
    }
    y += lineH;
  }
  return y;
}

/** Prints lines of one role (an address block), optionally under an 'O' heading. */
export function drawLines(c: Canvas, x: number, y: number, lineH: number, heading: string | undefined, lines: string[], role: Role, align: 'left' | 'right' | 'center' = 'left'): number {
  if (heading) {
    c.put(x, y, heading, { align });
    y += lineH;
  }
  for (const l of lines) {
    c.put(x, y, [{ text: l, role }], { align });
    y += lineH;
  }
  return y;
}
