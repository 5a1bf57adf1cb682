import { asciiDigits } from '../normalise/digits';
import { MONTH_ALT, monthNumber } from '../normalise/month-names';
import dateConnectors from '../lexicon/date-connectors.json';

/** "of", "de", "ng" between a day and its month (date-connectors.json). */
const OF = [...new Set(Object.entries(dateConnectors).filter(([k]) => k !== '_why').flatMap(([, v]) => v as string[]))].join('|');

/**
 * Printed dates → ISO `YYYY-MM-DD`. Numeric dates are read day-first unless the caller says month-first
 * (the document's locale, see normalise/locale.ts) — but a part above 12 always decides the order.
 * Month names in the service's languages (normalise/month-names.ts), CJK "2024年3月12日" / "2024년 3월 12일",
 * ordinals ("12th March", "1er mars", "1º de marzo"), and non-ASCII digits.
 */

export interface DateMatch {
  iso: string;
  start: number;
  end: number;
}

export interface DateOptions {
  /** Read ambiguous numeric dates as MM/DD (US). */
  monthFirst?: boolean;
  /** Also read "20240312" (YYYYMMDD) — only where a date label says the digits are a date. */
  compact?: boolean;
}

function fullYear(y: number): number {
  if (y >= 100) return y;
  return y < 70 ? 2000 + y : 1900 + y;
}

/** ISO string for a valid calendar date in a plausible range, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const y = fullYear(year);
  if (y < 1970 || y > 2100 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(y, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Reader = (m: RegExpExecArray, o: DateOptions) => string | null;

/** The Gregorian year of the first year of each Japanese era still printed on documents. */
const ERA_START: Record<string, number> = { 令和: 2019, 平成: 1989, 昭和: 1926 };

/**
 * A date stands apart from letters and digits around it, except letters of scripts written without spaces: a Korean
 * or Japanese particle runs straight on ("2026.12.17까지", "2026/04/30まで"), a Chinese word may stand just before.
 */
const UNSPACED = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}`;
/** Hebrew writes its one-letter prepositions onto the next word, figures too: "מ27/10/2025" (from), "ב24/09/2025" (on). */
const HE_PREFIX = 'בהוכלמש';
const B = String.raw`(?<!\d)(?<!(?![${UNSPACED}${HE_PREFIX}])\p{L}|(?<=\p{L})[${HE_PREFIX}])`;
const E = String.raw`(?!\d)(?!(?![${UNSPACED}])\p{L})`;

/** Each pattern with the function that turns its groups into an ISO date. Order matters: most specific first. */
const PATTERNS: Array<[RegExp, Reader]> = [
  // 2018-03-22, 2018/03/22, 2018.03.22, 2018-03-22T10:00
  [new RegExp(String.raw`${B}(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:${E}|(?=T\d))`, 'gu'), (m) => isoDate(+m[1], +m[3], +m[4])],
  // 2024年3月12日 / 2024年03月12日 / 2024년 3월 12일 (the year may follow a CJK letter: "于2024年…")
  [new RegExp(String.raw`(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일号]?`, 'gu'), (m) => isoDate(+m[1], +m[2], +m[3])],
  // Japanese era years: 令和8年3月14日 (2026), 平成31年4月30日, 令和元年5月1日 (the first year).
  [
    new RegExp(String.raw`(令和|平成|昭和)\s*(\d{1,2}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?`, 'gu'),
    (m) => isoDate(ERA_START[m[1]] + (m[2] === '元' ? 1 : +m[2]) - 1, +m[3], +m[4]),
  ],
  // Taiwan's Minguo years, as Taiwanese invoices print them: 115/03/14, 民國115年4月13日 (1911 + 115 = 2026).
  [
    new RegExp(String.raw`(?:民國|民国)?\s*(?<![\d/.-])(1[0-4]\d)\s*(?:([/.-])(\d{1,2})\2(\d{1,2})(?![\d/.-])|年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日?)`, 'gu'),
    (m) => isoDate(1911 + +m[1], +(m[3] ?? m[5]), +(m[4] ?? m[6])),
  ],
  // Korean dotted: 2024. 3. 12.
  [new RegExp(String.raw`${B}(\d{4})\.\s(\d{1,2})\.\s?(\d{1,2})\.?${E}`, 'gu'), (m) => isoDate(+m[1], +m[2], +m[3])],
  // 22.03.2018, 03/22/2018, 8-9-2022, 21.05.14
  [
    new RegExp(String.raw`${B}(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${E}`, 'gu'),
    (m, o) => {
      const [a, b] = [+m[1], +m[3]];
      const monthFirst = a <= 12 && (b > 12 || (o.monthFirst === true && b <= 12));
      return monthFirst ? isoDate(+m[4], a, b) : isoDate(+m[4], b, a);
    },
  ],
  // OCR that lost the space between a date and its time: 02/02/20177:31:08PM, 02/03/1805:16 PM.
  [
    new RegExp(String.raw`${B}(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?=(?:[01]?\d|2[0-3]):[0-5]\d)`, 'gu'),
    (m, o) => {
      const [a, b] = [+m[1], +m[3]];
      const monthFirst = a <= 12 && (b > 12 || (o.monthFirst === true && b <= 12));
      return monthFirst ? isoDate(+m[4], a, b) : isoDate(+m[4], b, a);
    },
  ],
  // Year first, the same lost space: 2025.08.1911:23 (a Korean slip's "2025.08.19 11:23"); the day printed with two digits.
  [new RegExp(String.raw`${B}(\d{4})([-/.])(\d{1,2})\2(\d{2})(?=(?:[01]?\d|2[0-3]):[0-5]\d)`, 'gu'), (m) => isoDate(+m[1], +m[3], +m[4])],
  // The same on a right-to-left line, where the time is read before a year-first date: 12:43:052026/06/28 (an Arabic
  // till slip's "2026/06/28 12:43:05"). Only a year of this or the last century after a full hh:mm.
  [
    new RegExp(String.raw`(?<=(?<!\d)(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?)((?:19|20)\d{2})([-/.])(\d{1,2})\2(\d{1,2})${E}`, 'gu'),
    (m) => isoDate(+m[1], +m[3], +m[4]),
  ],
  // Danish day/month-year: 21/2-2025.
  [new RegExp(String.raw`${B}(\d{1,2})/(\d{1,2})-(\d{4})${E}`, 'gu'), (m) => isoDate(+m[3], +m[2], +m[1])],
  // 22 Mar 2018, 7. Mai 2014, 1er juillet 2015, 12th of March 2024, 22-Mar-18, 5 de mayo de 2024, 12 марта 2024,
  // «25» ноября 2025 (a Russian form's day in quotes), ika-14 ng Marso, 2026, 22Mar 2018 (OCR lost the space before a
  // capitalised month), 16 september2025 (or the one before a four-digit year)
  [
    new RegExp(String.raw`${B}«?(\d{1,2})»?(?:\.|er|e|ème|st|nd|rd|th|º|°|ª)?(?:\s+(?:${OF}))?(?:\s+|[-/.]|(?=\p{Lu}))(${MONTH_ALT})\.?(?:\s+de)?(?:\s*,\s*|\s+|[-/.]|(?=\d{4}))(\d{4}|\d{2})${E}`, 'giu'),
    (m) => isoDate(+m[3], monthNumber(m[2]), +m[1]),
  ],
  // March 22, 2018 / Jan 1, 2022 / August 3 , 2014 / Mar 22nd 2018 / Marso 12, 2024
  [
    new RegExp(String.raw`${B}(${MONTH_ALT})\.?\s*(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})${E}`, 'giu'),
    (m) => isoDate(+m[3], monthNumber(m[1]), +m[2]),
  ],
];

/** YYYYMMDD, read only on request (a labelled value): unlabelled, 8 digits are more often a number. */
const COMPACT: [RegExp, Reader] = [new RegExp(String.raw`${B}((?:19|20)\d{2})(\d{2})(\d{2})${E}`, 'gu'), (m) => isoDate(+m[1], +m[2], +m[3])];

/**
 * Every date printed in a text, left to right. Where two readings overlap the longer wins:
 * in "July 1 - July 31 , 2014" that is "July 31 , 2014", not "1 - July 31" (year 31).
 */
export function findDates(text: string, options: DateOptions = {}): DateMatch[] {
  const all: DateMatch[] = [];
  // One character for one, so offsets hold in the caller's text.
  const ascii = asciiDigits(text);
  for (const [re, read] of options.compact ? [...PATTERNS, COMPACT] : PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(ascii); m; m = re.exec(ascii)) {
      const iso = read(m, options);
      if (iso) all.push({ iso, start: m.index, end: m.index + m[0].length });
      re.lastIndex = m.index + 1;
    }
  }
  const kept: DateMatch[] = [];
  for (const d of all.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (!kept.some((k) => d.start < k.end && d.end > k.start)) kept.push(d);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** The first date in a text, as ISO; null if none. */
export function parseDate(text: string, options: DateOptions = {}): string | null {
  return findDates(text, options)[0]?.iso ?? null;
}

/** Replaces dates with spaces so amounts inside them ("3 , 2014") are not read as money. */
export function maskDates(text: string, options: DateOptions = {}): string {
  let out = text;
  for (const d of findDates(text, options)) out = out.slice(0, d.start) + ' '.repeat(d.end - d.start) + out.slice(d.end);
  return out;
}
