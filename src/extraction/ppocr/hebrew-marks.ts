import data from './hebrew-confusions.json';

/**
 * Hebrew signs Tesseract's Hebrew model misreads, put back after reading (data in hebrew-confusions.json).
 * They matter for fields: "מע״מ" is the VAT label of every Israeli invoice, read as "מע'ימ" it labels
 * nothing and the tax is lost; "₪2,545.45" read as "n2,545.45" is no amount.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HEBREW = '\\p{Script=Hebrew}';
const EDGE = '[^\\p{L}\\p{N}]*';

/**
 * An acronym: one to three letters, the gershayim, one last letter ("מע״מ", "סה״כ", "דוא״ל", "המע״מ"),
 * with punctuation around it ("מע״מ:"). Read: the same letters with a geresh and a yod for the mark.
 */
const ACRONYM = new RegExp(
  `^(${EDGE})(${HEBREW}{1,3})(?:${data.acronymMark.readAs.map(escape).join('|')})(${HEBREW})(${EDGE})$`,
  'u',
);
const FOREIGN_SOUND = new RegExp(`[${data.acronymMark.notAfter}]$`, 'u');
/**
 * The mark read as two yods ("בעיימ"): only before a last letter in its middle-of-word form ("מ", not "ם"), which
 * ends no plain word, so "עניין" and "בניין" keep their yods.
 */
const DOUBLE_YOD = new RegExp(
  `^(${EDGE})(${HEBREW}{1,3})(?:${data.acronymMark.doubleYod.readAs.map(escape).join('|')})([${data.acronymMark.doubleYod.lastLetters}])(${EDGE})$`,
  'u',
);

/** An amount after the sign: digits in groups of three, or with two decimals ("2,545.45", "780.77"). */
const AMOUNT = String.raw`(?:\d{1,3}(?:[,.]\d{3})+(?:[.,]\d{1,2})?|\d+[.,]\d{2})`;
const SHEKEL = new RegExp(`^([-–(]?)(?:${data.currencyBeforeAmount.readAs.map(escape).join('|')})(${AMOUNT}[)]?)$`, 'u');

/** One word of a Hebrew page as printed: the acronym mark and the shekel sign restored; other words unchanged. */
export function hebrewWord(word: string): string {
  const m = ACRONYM.exec(word);
  if (m && !FOREIGN_SOUND.test(m[2])) return `${m[1]}${m[2]}${data.acronymMark.printed}${m[3]}${m[4]}`;
  const y = DOUBLE_YOD.exec(word);
  if (y) return `${y[1]}${y[2]}${data.acronymMark.printed}${y[3]}${y[4]}`;
  return word.replace(SHEKEL, `$1${data.currencyBeforeAmount.sign}$2`);
}
