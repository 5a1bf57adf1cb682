import { findAmounts, round2 } from './amounts';
import { maskDates } from './dates';
import type { Doc } from './doc';

/**
 * The tax of a breakdown whose headings the label rules cannot place (right-to-left tables, headings worded
 * unlike any label): each row that prints one rate and three money figures where net + tax = gross and
 * tax = net × rate gives its tax, wherever the columns stand; the rows' taxes add up to the document's.
 */
const RATE = /(\d{1,2}(?:[.,]\d{1,2})?)\s?%/g;

/** Cells are read one by one: "444 | 36 | 480" are three figures, not 444 and 36 480. */
function rowTax(cells: string[]): number | undefined {
  const rates = cells.flatMap((c) => [...c.matchAll(RATE)]).map((m) => Number(m[1].replace(',', '.')));
  if (rates.length !== 1 || rates[0] <= 0) return undefined;
  const found = cells.flatMap((c) => findAmounts(c.replace(RATE, ' '))).filter((m) => m.decimals > 0 || m.grouped || m.value < 1000);
  if (found.length !== 3) return undefined;
  const figures = found.map((m) => m.value);
  // Currencies without cents round the tax to the whole unit.
  const tolerance = found.every((m) => m.decimals === 0) ? 0.51 : 0.011;
  for (const gross of figures) {
    for (const tax of figures) {
      const net = round2(gross - tax);
      if (tax === gross || net === tax || !figures.includes(net) || tax <= 0) continue;
      if (Math.abs((net * rates[0]) / 100 - tax) <= tolerance) return tax;
    }
  }
  return undefined;
}

export function taxFromBreakdown(doc: Doc): number | undefined {
  const taxes = doc.lines.map((l) => rowTax(l.cells.map((c) => maskDates(c.text, doc)))).filter((t): t is number => t !== undefined);
  return taxes.length ? round2(taxes.reduce((a, b) => a + b, 0)) : undefined;
}
