import { parseDate } from '../extraction/fields/dates';
import { toDoc } from '../extraction/fields/doc';
import { layoutCells } from '../extraction/layout/cells';
import { decodeLayout } from '../extraction/layout/decode';
import { FEATURE_COUNT, cellFeatures } from '../extraction/layout/features';
import type { Calibration } from '../extraction/layout/layout-model';
import { ROLES } from '../extraction/layout/roles';
import type { Examples } from './dataset';
import { type Layer, forward, toSparse } from './mlp';
import { labelReceipt, sroieTotal, type SroieReceipt } from './sroie';

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '—');

/** Precision, recall and F1 per role on labelled cells. */
export function roleReport(layers: Layer[], ex: Examples): string {
  const tp = new Array(ROLES.length).fill(0);
  const fp = new Array(ROLES.length).fill(0);
  const fn = new Array(ROLES.length).fill(0);
  ex.rows.forEach((row, i) => {
    const p = forward(layers, row).at(-1)!;
    let best = 0;
    for (let j = 1; j < p.length; j++) if (p[j] > p[best]) best = j;
    const want = ex.labels[i];
    if (best === want) tp[want]++;
    else {
      fp[best]++;
      fn[want]++;
    }
  });
  return ROLES.map((r, j) => {
    if (j === 0 || tp[j] + fn[j] === 0) return '';
    const precision = tp[j] / Math.max(1, tp[j] + fp[j]);
    const recall = tp[j] / Math.max(1, tp[j] + fn[j]);
    const f1 = (2 * precision * recall) / Math.max(1e-9, precision + recall);
    return `  ${r.padEnd(18)} P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1.toFixed(3)}  (${tp[j] + fn[j]} cells)`;
  }).filter(Boolean).join('\n');
}

export const normText = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();

export interface Scored {
  score: number;
  ok: boolean;
}

/** The model's own field choices on held-out receipts, scored against the labels. */
export function fieldReport(layers: Layer[], receipts: SroieReceipt[]) {
  const scored = new Map<string, Scored[]>();
  const hits = new Map<string, number>();
  for (const r of receipts) {
    const doc = toDoc(r.tree);
    const cells = layoutCells(doc);
    const rows = toSparse(cellFeatures(cells), cells.length, FEATURE_COUNT);
    const probs = new Float32Array(cells.length * ROLES.length);
    rows.forEach((row, i) => probs.set(forward(layers, row).at(-1)!, i * ROLES.length));
    const found = decodeLayout({ cells, probs }, false);
    // The given OCR segments are cut at the first comma, so the printed address is mostly not in them whole:
    // the model is judged on the address as far as the segments hold it.
    const labelled = labelReceipt(r);
    const inTokens = cells.filter((_, i) => labelled.roles[i] === 'VENDOR_ADDRESS').map((c) => c.text).join(' ');
    const truth: Record<string, (v: string | number) => boolean> = {
      Vendor_Name: (v) => normText(String(v)) === normText(r.entities.company),
      // Decoding joins an address's lines with ", "; the segments' own commas were cut off, so commas do not count.
      Vendor_Address: (v) => normText(String(v).replace(/,/g, ' ')) === normText(inTokens.replace(/,/g, ' ')),
      Date: (v) => v === parseDate(r.entities.date),
      Total: (v) => Math.abs(Number(v) - (sroieTotal(r.entities.total) ?? NaN)) < 0.005,
    };
    for (const [field, ok] of Object.entries(truth)) {
      const best = found.get(field)?.[0];
      const good = best !== undefined && ok(best.value);
      if (good) hits.set(field, (hits.get(field) ?? 0) + 1);
      if (best) scored.set(field, [...(scored.get(field) ?? []), { score: best.score, ok: good }]);
    }
  }
  const summary: Record<string, number> = {};
  const lines = ['Vendor_Name', 'Vendor_Address', 'Date', 'Total'].map((f) => {
    summary[f] = receipts.length ? (hits.get(f) ?? 0) / receipts.length : 0;
    return `  ${f.padEnd(16)} ${pct(hits.get(f) ?? 0, receipts.length)} of ${receipts.length}`;
  });
  return { text: lines.join('\n'), scored, summary };
}

/** Per field: accuracy of the model's choice in score bins (the reliability curve stored with the model). */
export function calibrationFrom(scored: Map<string, Scored[]>): Record<string, Calibration> {
  const edges = [0.3, 0.5, 0.7, 0.85, 0.95, 1];
  const out: Record<string, Calibration> = {};
  for (const [field, list] of scored) {
    let carry = list.filter((s) => s.ok).length / Math.max(1, list.length);
    const accuracy = edges.map((e, i) => {
      const lo = i ? edges[i - 1] : 0;
      const bin = list.filter((s) => s.score > lo && s.score <= e);
      // Bins with few receipts borrow the previous bin's figure: 3 examples are no estimate.
      if (bin.length >= 5) carry = bin.filter((s) => s.ok).length / bin.length;
      return Math.round(carry * 1000) / 1000;
    });
    // Reliability must not fall as the score rises.
    for (let i = 1; i < accuracy.length; i++) accuracy[i] = Math.max(accuracy[i], accuracy[i - 1]);
    out[field] = { edges, accuracy };
  }
  return out;
}
