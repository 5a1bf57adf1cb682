import type { Token } from './token-kinds';
import { TOKEN_WORDS } from './token-words';

/**
 * Marks tills print glued to the figures of an item row, put apart so the figures read (text layers and OCR alike):
 * "=54.90" (Russian fiscal receipts print every amount after an equals sign), "¥228※" and "1.99T" (a tax mark after
 * the amount), "単128" (the Japanese unit-price mark), "2個" / "2コ" before a times sign (a count and its counter), and
 * all of them glued into one word by OCR ("2個×単128") or by the till ("2ｺX@88").
 */
const EQUALS = /^=([-−]?\d[\d.,]*)$/;
/** A figure, maybe behind a currency sign, as amounts print. */
const FIGURE = /^[-−]?[^\s\d\p{L}]{0,2}\d[\d.,]*$/u;
const CENTS = /[.,]\d{2}$/;

function flagSplit(t: string): string[] | undefined {
  for (const flag of TOKEN_WORDS.taxFlags) {
    if (!t.endsWith(flag) || t === flag) continue;
    const head = t.slice(0, -flag.length);
    // A Latin letter after a figure is a tax mark only behind money with cents ("1.99T", not "500T").
    if (FIGURE.test(head) && (!/^[A-Z]+$/.test(flag) || CENTS.test(head))) return [head, flag];
  }
  return undefined;
}

function priceSplit(t: string): string[] | undefined {
  const mark = TOKEN_WORDS.priceMarks.find((m) => t.startsWith(m) && /^\d[\d.,]*$/.test(t.slice(m.length)));
  return mark ? [t.slice(mark.length)] : undefined;
}

function countSplit(t: string, next: string | undefined): string[] | undefined {
  if (next === undefined || !TOKEN_WORDS.operators.has(next)) return undefined;
  const m = /^(\d+(?:[.,]\d+)?)(\D+)$/u.exec(t);
  return m && TOKEN_WORDS.units.has(m[2].normalize('NFKC')) ? [m[1], m[2]] : undefined;
}

/** "2個×単128": OCR drops the spaces of a whole quantity line (count, counter, times sign, price mark, price). */
function wholeSplit(t: string): string[] | undefined {
  const m = /^(\d+(?:[.,]\d+)?)(\D{0,2}?)([x×X])(\D{0,2}?)(\d[\d.,]*)$/u.exec(t);
  // Half-width katakana counters ("2ｺX@88") are the full-width ones; "@" may stand where 単 does.
  const unit = m?.[2].normalize('NFKC');
  if (!m || (unit && !TOKEN_WORDS.units.has(unit)) || (m[4] && m[4] !== '@' && !TOKEN_WORDS.priceMarks.includes(m[4])) || !(m[2] || m[4])) return undefined;
  return [m[1], ...(m[2] ? [m[2]] : []), m[3], m[5]];
}

/** "金150,000円": the formal amount mark, the figure and the currency glued into one word. */
function moneySplit(t: string): string[] | undefined {
  const mark = TOKEN_WORDS.moneyMarks.find((m) => t.startsWith(m));
  const m = mark ? /^(\d[\d.,]*\d|\d)(\D{0,2})$/u.exec(t.slice(mark.length)) : null;
  if (!m || (m[2] && !TOKEN_WORDS.currencies.has(m[2]))) return undefined;
  return m[2] ? [m[1], m[2]] : [m[1]];
}

export function splitGluedMarks(raw: string[]): string[] {
  return raw.flatMap((t, i) => {
    const money = moneySplit(t);
    if (money) return money;
    const eq = EQUALS.exec(t);
    if (eq) return ['=', eq[1]];
    const whole = wholeSplit(t);
    if (whole) return whole;
    return flagSplit(t) ?? priceSplit(t) ?? countSplit(t, raw[i + 1]) ?? [t];
  });
}

/** A till's tax flag after the amount ("7.99 T", "¥228 ※"): only there, the row's last word after a figure. */
export function taxFlag(tokens: Token[], i: number): boolean {
  return TOKEN_WORDS.taxFlags.has(tokens[i].text) && tokens[i - 1]?.kind === 'number' && i === tokens.length - 1;
}
