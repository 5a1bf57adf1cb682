import type { TextLine } from '../fields/doc';

/**
 * A line of text set sideways (turned 90°), as the copyright or print-run note some invoice templates run up the
 * page margin: its box is much taller than wide. It stands beside the item table, not in it, so it neither continues
 * an item's description nor names the next item, however close the reading order puts it.
 */
export function isSideways(line: Pick<TextLine, 'box' | 'text'>): boolean {
  const [x0, y0, x1, y1] = line.box;
  // Four glyphs set upright are wider than tall; sideways, three times taller than wide at the least.
  return line.text.replace(/\s+/g, '').length >= 4 && y1 - y0 > 3 * (x1 - x0);
}
