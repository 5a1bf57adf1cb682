import type { LineItemFields, TaxLine } from '../../domain/document/record-fields';
import type { ExtractionIssue } from '../types';
import { round2 } from './amounts';

/**
 * The arithmetic a bookkeeper checks: line amount = qty × price − discount, Σ lines = subtotal,
 * subtotal + tax + shipping + tip − discount = total, and a balance never above the total. Used twice: to choose
 * between competing totals (the one that adds up wins) and to report what does not add up.
 */
export interface Figures {
  Total?: number;
  Subtotal?: number;
  Tax?: number;
  Shipping?: number;
  Tip?: number;
  Discount?: number;
  Balance_Due?: number;
  /** A printed cash-rounding adjustment ("ROUNDING ADJ -0.02"): the paid total is the rounded figure. */
  Rounding?: number;
}

const close = (a: number, b: number, tolerance = 0.011) => Math.abs(a - b) <= tolerance;

/** Σ line amounts, when every line has one. */
export function linesSum(lines: Partial<LineItemFields>[]): number | undefined {
  const amounts = lines.map((l) => l.Amount).filter((a): a is number => typeof a === 'number' && a !== 0);
  return amounts.length && amounts.length === lines.length ? round2(amounts.reduce((a, b) => a + b, 0)) : undefined;
}

/** qty × price − discount against the amount, for a line that prints all three; undefined when it cannot be checked. */
export function lineArithmetic(l: Partial<LineItemFields>): { expected: number; ok: boolean } | undefined {
  const { QTY: q, Price: p, Amount: a, Discount: d } = l as Record<string, number | undefined>;
  if (typeof q !== 'number' || typeof p !== 'number' || typeof a !== 'number' || !q || !p || !a) return undefined;
  const expected = round2(q * p - (d ?? 0));
  // Prices are often rounded to cents while the amount was computed from more decimals.
  return { expected, ok: close(expected, a, Math.max(0.011, Math.abs(q) * 0.005)) };
}

/** The total implied by the other figures, when there are enough of them. */
export function impliedTotal(f: Figures): number | undefined {
  if (f.Subtotal === undefined || f.Tax === undefined) return undefined;
  return round2(f.Subtotal + f.Tax + (f.Shipping ?? 0) + (f.Tip ?? 0) - (f.Discount ?? 0));
}

/**
 * How well a candidate total fits the rest of the document: 2 when subtotal + tax… gives it exactly, 1 when the
 * line items add up to it (tax-inclusive receipts) or to the subtotal it sits on, 0 when nothing speaks for or
 * against it, −1 when the figures contradict it.
 */
export function totalFit(total: number, f: Figures, sum?: number): number {
  const implied = impliedTotal({ ...f, Total: total });
  if (implied !== undefined) {
    if (close(implied, total)) return 2;
    if (f.Rounding && (close(round2(implied + f.Rounding), total) || close(round2(implied - f.Rounding), total))) return 2;
    // "Subtotal" printed including a zero or included tax: then it is the total itself.
    if (close(f.Subtotal!, total) && !f.Tax) return 1;
    // Prices with the tax in them: the tax is part of the subtotal, and only a discount comes off it.
    if (f.Discount && f.Tax && f.Tax < total && close(round2(f.Subtotal! - f.Discount), total)) return 1;
  }
  if (sum !== undefined && (close(sum, total) || (f.Tax !== undefined && close(round2(sum + f.Tax), total)))) return 1;
  return implied !== undefined ? -1 : 0;
}

/** Each tax line's amount = rate × base, and the tax lines add up to the tax. */
function taxLineIssues(f: Figures, taxLines: TaxLine[]): ExtractionIssue[] {
  const issues: ExtractionIssue[] = [];
  taxLines.forEach((t, i) => {
    if (!t.Rate || !t.Base || !t.Amount) return;
    const expected = round2((t.Base * t.Rate) / 100);
    // Tax is rounded per invoice or per line; a cent per ten lines is normal, more is a misread.
    if (!close(expected, t.Amount, Math.max(0.02, Math.abs(expected) * 0.005))) {
      issues.push({ code: 'ARITHMETIC', field: `Tax_Lines[${i + 1}]`, message: `${t.Name || 'Tax'} ${t.Rate} % of ${t.Base} = ${expected}, but the amount is ${t.Amount}` });
    }
  });
  const sum = round2(taxLines.reduce((a, t) => a + t.Amount, 0));
  if (taxLines.length > 1 && f.Tax !== undefined && !close(sum, f.Tax, 0.02)) {
    issues.push({ code: 'ARITHMETIC', field: 'Tax', message: `The tax lines add up to ${sum}, but Tax is ${f.Tax}` });
  }
  return issues;
}

/** Every arithmetic rule the record breaks, as issues a reviewer can act on. */
export function arithmeticIssues(f: Figures, lines: Partial<LineItemFields>[], taxLines: TaxLine[] = []): ExtractionIssue[] {
  const issues: ExtractionIssue[] = taxLineIssues(f, taxLines);
  const implied = impliedTotal(f);
  if (f.Total !== undefined && implied !== undefined && !close(implied, f.Total) && !close(f.Subtotal!, f.Total)) {
    issues.push({
      code: 'ARITHMETIC',
      field: 'Total',
      message: `Subtotal ${f.Subtotal} + Tax ${f.Tax}${f.Shipping ? ` + Shipping ${f.Shipping}` : ''}${f.Discount ? ` − Discount ${f.Discount}` : ''} = ${implied}, but Total is ${f.Total}`,
    });
  }
  const sum = linesSum(lines);
  const base = f.Subtotal ?? f.Total;
  if (sum !== undefined && base !== undefined && !close(sum, base) && !(f.Total !== undefined && close(sum, f.Total))) {
    issues.push({ code: 'ARITHMETIC', field: 'Line_Items', message: `The line items add up to ${sum}, but ${f.Subtotal !== undefined ? 'Subtotal' : 'Total'} is ${base}` });
  }
  lines.forEach((l, i) => {
    const check = lineArithmetic(l);
    if (check && !check.ok) {
      const { QTY: q, Price: p, Amount: a, Discount: d } = l as Record<string, number | undefined>;
      issues.push({ code: 'ARITHMETIC', field: `Line_Items[${i + 1}]`, message: `Line ${i + 1}: ${q} × ${p}${d ? ` − ${d}` : ''} = ${check.expected}, but Amount is ${a}` });
    }
  });
  if (f.Balance_Due !== undefined && f.Total !== undefined && f.Total > 0 && f.Balance_Due > f.Total + 0.011) {
    issues.push({ code: 'ARITHMETIC', field: 'Balance_Due', message: `Balance_Due ${f.Balance_Due} is more than Total ${f.Total}` });
  }
  return issues;
}
