import numberUnits from '../lexicon/address-number-units.json';

const UNITS = [numberUnits.zh, numberUnits.ja, numberUnits.ko].flat().sort((a, b) => b.length - a.length);
const OPENS_WITH_UNIT = new RegExp(`^(?:${UNITS.join('|')})`, 'u');
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

const wrapsBeforeUnit = (prev: string, next: string) => CJK.test(prev) && /\p{Nd}$/u.test(prev) && OPENS_WITH_UNIT.test(next);
/** Chinese and Japanese write a number straight after the place it numbers ("丸の内" / "3丁目5-75"); Korean spaces it. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
const NUMBER_WITH_UNIT = new RegExp(`^\\p{Nd}+(?:${UNITS.join('|')})`, 'u');
const wrapsBeforeNumber = (prev: string, next: string) => UNSPACED.test(prev) && !/\s/.test(next) && NUMBER_WITH_UNIT.test(next);

/**
 * A Chinese, Japanese or Korean address wrapped inside a number in a narrow column ("广东省深圳市朝阳区建国路389" /
 * "号193室"): a line that opens with the unit of the number ending the line above goes on with that line, unspaced;
 * so does a line that opens with a number and its unit under a line ending in a Chinese or Japanese place name.
 */
export function joinWrappedNumbers(parts: string[]): string[] {
  const out: string[] = [];
  for (const part of parts) {
    const prev = out[out.length - 1];
    if (prev !== undefined && (wrapsBeforeUnit(prev, part) || wrapsBeforeNumber(prev, part))) out[out.length - 1] = prev + part;
    else out.push(part);
  }
  return out;
}

/**
 * An address printed over several lines, as one string. Where the document punctuates its own line ends
 * ("NO.2 & 4, JALAN HARMONI 3/2," / "TAMAN DESA HARMONI 81100 JOHOR BAHRU"), or prints it in capitals as till
 * receipts do, the lines are joined by a space and the address reads exactly as printed; otherwise each line
 * break is a separator and becomes ", " ("Grote Markt 164" / "2000 Antwerpen" → "Grote Markt 164, 2000 Antwerpen").
 */
export function joinAddressLines(lines: string[]): string {
  const parts = joinWrappedNumbers(lines.map((l) => l.trim()).filter(Boolean));
  const capitals = parts.every((l) => !/\p{Ll}/u.test(l)) && parts.some((l) => /\p{Lu}/u.test(l));
  if (capitals || parts.slice(0, -1).some((l) => /[,،，]$/.test(l))) return parts.join(' ');
  return parts.map((l) => l.replace(/[,\s]+$/, '')).join(', ');
}
