import type { LayoutCandidate } from '../layout/decode';
import { type Calibration, calibrate } from '../layout/layout-model';
import { findAmounts, round2 } from './amounts';
import { type Choice, RULE_RELIABILITY, both, same } from './choice';
import { type Figures, impliedTotal, totalFit } from './consistency';

/**
 * The model reads a cell's last figure; "215.50 6" ends in a lone digit (a tax code, or a glyph OCR made of a mark):
 * the figure with cents beside it is the amount.
 */
function centsBeside(c: LayoutCandidate): number | undefined {
  if (!/^\d{1,2}$/.test(c.raw.trim()) || c.cells.length !== 1) return undefined;
  const money = findAmounts(c.cells[0].text).filter((a) => a.decimals === 2);
  return money.length ? money[money.length - 1].value : undefined;
}

export function chooseTotal(
  rule: number | undefined,
  model: LayoutCandidate[],
  figures: Figures,
  sum: number | undefined,
  table: Calibration | undefined,
  printed: number[],
): Choice | undefined {
  type Option = { value: number; p: number; cand?: LayoutCandidate; rule: boolean };
  const options: Option[] = [];
  // Shipping, discount and tip may already be in the printed net (a freight line among the items): the total adds
  // up either way.
  const net: Figures = { ...figures, Shipping: undefined, Discount: undefined, Tip: undefined };
  const fitOf = (v: number) => Math.max(totalFit(v, figures, sum), totalFit(v, net, sum));
  // A printed amount that the other figures imply is a candidate even when neither rules nor model named it.
  for (const implied of new Set([impliedTotal(figures), impliedTotal(net)])) {
    if (implied === undefined) continue;
    const r = figures.Rounding ?? 0;
    for (const v of [implied, round2(implied + r), round2(implied - r)]) {
      if (v > 0 && printed.some((a) => same(a, v)) && !options.some((o) => same(o.value, v))) options.push({ value: v, p: 0, rule: false });
    }
  }
  for (const c of model.slice(0, 8)) {
    const value = centsBeside(c) ?? Number(c.value);
    const known = options.find((o) => same(o.value, value));
    if (known) known.p = Math.max(known.p, c.score);
    else options.push({ value, p: c.score, cand: c, rule: false });
  }
  if (rule !== undefined) {
    const known = options.find((o) => same(o.value, rule));
    if (known) known.rule = true;
    else options.push({ value: rule, p: 0, rule: true });
  }
  if (!options.length) return undefined;
  const ruleWeight = RULE_RELIABILITY.Total;
  const score = (o: Option) => o.p + (o.rule ? ruleWeight * 0.8 : 0) + 0.6 * fitOf(o.value);
  // A total of zero is a wrong reading while another candidate exists (credit notes are negative).
  const positive = options.filter((o) => o.value !== 0);
  const pool = positive.length ? positive : options;
  let best = pool.sort((a, b) => score(b) - score(a))[0];
  // A figure only the arithmetic implies does not overrule a larger total the rules and a sure model both read: a
  // tax summary lists the taxed bases only ("S = 6% 50.47 3.03" while zero-rated goods come to 23.70 more). A
  // smaller one they agree on may be a part ("Gesamtbetrag der Abschläge -21,55"), and the sum stands.
  const witnessed = pool.find((o) => o.rule && o.p >= 0.9);
  if (!best.rule && !best.cand && witnessed && witnessed.value > best.value) best = witnessed;
  // Cash rounding: the figure after the printed adjustment is what was paid, when it is printed too.
  const roundCash = (v: number) => Math.round(Math.abs(v) * 100) % 5 === 0;
  if (figures.Rounding && !roundCash(best.value)) {
    const targets = [round2(best.value + figures.Rounding), round2(best.value - figures.Rounding)].filter(roundCash);
    const hit = printed.find((a) => targets.some((t) => same(a, t)));
    if (hit !== undefined) {
      const known = options.find((o) => same(o.value, hit));
      best = { value: hit, p: Math.max(known?.p ?? 0, best.p), cand: known?.cand, rule: best.rule || Boolean(known?.rule) };
    }
  }
  const modelConfidence = best.cand ? calibrate(table, best.p) : 0;
  let confidence = best.rule ? both(modelConfidence, ruleWeight) : modelConfidence;
  const fit = fitOf(best.value);
  if (fit > 0) confidence = both(confidence, fit === 2 ? 0.9 : 0.6);
  if (fit < 0) confidence *= 0.6;
  return { value: best.value, confidence, cells: best.cand?.cells ?? [], raw: best.cand?.raw ?? '' };
}
