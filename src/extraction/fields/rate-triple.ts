import { findAmounts, round2 } from './amounts';
import { maskDates } from './dates';
import type { Doc } from './doc';

/**
 * Net, tax and gross told in running text: "Before tax, this comes to £4,941.30. You therefore owe us £5,929.56,
 * which includes £988.26 VAT at 20%." The words around the figures differ in every letter and language, but the
 * figures say which is which: a printed rate r, a net n, a tax t = n × r / 100 (to the currency's last digit) and
 * the gross n + t, all three printed. A tax split into two equal halves at half the rate each (CGST + SGST) gives a
 * gross of n + 2t. The gross must be the largest figure printed, and only one such reading may exist: two different
 * ones are a coincidence of item figures, not a statement of the totals.
 */
export interface RateTriple {
  Subtotal: number;
  Tax: number;
  Total: number;
  rate: number;
}

/** "19 %", "7,5%", "20٪", "10％": rates between 0 and 30 (tax rates, not discounts or progress). */
const RATE = /(?<![\d.,])(\d{1,2}(?:[.,]\d{1,2})?)\s?[%٪％]/gu;
/**
 * A right-to-left sentence's text layer holds the rate in visual order, the sign first and its brackets turned
 * ("ضريبة القيمة المضافة بنسبة % 15", "מע״מ %( )18").
 */
const RATE_VISUAL = /[%٪％]\s?[()]?\s?[()]?\s?(\d{1,2}(?:[.,]\d{1,2})?)(?!\d|[.,]\d)/gu;

function printedRates(text: string): number[] {
  const out = new Set<number>();
  for (const m of [...text.matchAll(RATE), ...text.matchAll(RATE_VISUAL)]) {
    const r = Number(m[1].replace(',', '.'));
    if (r > 0 && r <= 30) out.add(r);
  }
  return [...out];
}

/** Scripts written without spaces: a figure runs straight into the words around it ("476,000원입니다", "総額は226,771円");
 * so does a Hebrew one-letter prefix ("ב-2,847.11", which the text layer of a right-to-left line gives as "ב2,847.11-"). */
const CJK = String.raw`\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;
const GLUED = new RegExp(String.raw`(?<=[\d원円元])(?=[${CJK}])|(?<=[${CJK}\p{Script=Hebrew}])(?=[\d¥￥₩$€£₪])`, 'gu');

/**
 * Money as printed: cents, a currency or (unless strict) thousands groups. A figure in brackets inside a sentence ("IVA al 8.1%
 * (513.55 CHF)") is an aside, not a negative amount: magnitudes only.
 */
function printedMoney(doc: Doc, strict = false, whole?: Set<number>): number[] {
  const out = new Set<number>();
  for (const line of doc.lines) {
    const text = maskDates(line.text, doc).replace(RATE, (m) => ' '.repeat(m.length)).replace(GLUED, ' ')
      // A sentence's full stop that a right-to-left line puts before its last figure (".₪2,369.79") is no decimal point.
      .replace(/(?<![\d.])\.(?=\p{Sc})/gu, ' ');
    for (const a of findAmounts(text)) {
      if (a.value === 0 || !(a.decimals > 0 || a.hasCurrency || (a.grouped && !strict))) continue;
      out.add(Math.abs(a.value));
      if (a.decimals === 0) whole?.add(Math.abs(a.value));
    }
  }
  return [...out];
}

/** The tax of a net at a rate, within rounding: a cent, or one unit of a currency printed without cents ("5.00" has cents). */
function taxFits(net: number, tax: number, rate: number, whole: Set<number>): boolean {
  const exact = (net * rate) / 100;
  const unit = whole.has(net) && whole.has(tax) ? 1 : 0.011;
  return Math.abs(exact - tax) <= unit;
}

export function rateTriple(doc: Doc): RateTriple | undefined {
  const rates = printedRates(doc.lines.map((l) => maskDates(l.text, doc)).join('\n'));
  if (!rates.length) return undefined;
  const whole = new Set<number>();
  const money = printedMoney(doc, false, whole);
  const has = (v: number) => money.some((m) => Math.abs(m - v) < 0.005);
  const found: RateTriple[] = [];
  for (const rate of rates) {
    for (const net of money) {
      for (const tax of money) {
        if (tax >= net || !taxFits(net, tax, rate, whole)) continue;
        if (has(round2(net + tax))) found.push({ Subtotal: net, Tax: tax, Total: round2(net + tax), rate });
        else if (has(round2(net + 2 * tax))) found.push({ Subtotal: net, Tax: round2(2 * tax), Total: round2(net + 2 * tax), rate: rate * 2 });
      }
    }
  }
  // The gross is the largest sum a document states: a triple of item figures (a row with its tax) stays under it.
  // Figures in thousands groups without cents or a currency may be parts of a phone number ("031 905 20 86").
  const largest = Math.max(0, ...printedMoney(doc, true));
  const distinct = found.filter((f, i) => found.findIndex((g) => g.Subtotal === f.Subtotal && g.Tax === f.Tax) === i && f.Total >= largest - 0.005);
  return distinct.length === 1 ? distinct[0] : undefined;
}
