/**
 * Printed dates → ISO `YYYY-MM-DD`. Numeric dates are read day-first unless the caller says month-first
 * (US-dollar documents) — but a part above 12 always decides the order. Month names in English, German,
 * French, Dutch, Spanish and Italian, full or abbreviated.
 */

const MONTH_NAMES: Array<[number, string[]]> = [
  [1, ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'januari', 'enero', 'ene', 'gennaio', 'gen']],
  [2, ['february', 'feb', 'februar', 'février', 'fevrier', 'févr', 'fevr', 'februari', 'febrero', 'febbraio']],
  [3, ['march', 'mar', 'märz', 'maerz', 'mrz', 'mars', 'maart', 'mrt', 'marzo']],
  [4, ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile']],
  [5, ['may', 'mai', 'mei', 'mayo', 'maggio', 'mag']],
  [6, ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu']],
  [7, ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug']],
  [8, ['august', 'aug', 'août', 'aout', 'augustus', 'agosto', 'ago']],
  [9, ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set']],
  [10, ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott']],
  [11, ['november', 'nov', 'novembre', 'noviembre']],
  [12, ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre']],
];
const MONTHS = new Map<string, number>(MONTH_NAMES.flatMap(([n, names]) => names.map((s) => [s, n] as [string, number])));
// Longest first so "september" wins over "sep".
const MONTH_ALT = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

export interface DateMatch {
  iso: string;
  start: number;
  end: number;
}

export interface DateOptions {
  /** Read ambiguous numeric dates as MM/DD (US). */
  monthFirst?: boolean;
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

const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;

/** Each pattern with the function that turns its groups into an ISO date. Order matters: most specific first. */
const PATTERNS: Array<[RegExp, Reader]> = [
  // 2018-03-22, 2018/03/22, 2018.03.22
  [new RegExp(String.raw`${B}(\d{4})([-/.])(\d{1,2})\2(\d{1,2})${E}`, 'gu'), (m) => isoDate(+m[1], +m[3], +m[4])],
  // 22.03.2018, 03/22/2018, 8-9-2022, 21.05.14
  [
    new RegExp(String.raw`${B}(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})${E}`, 'gu'),
    (m, o) => {
      const [a, b] = [+m[1], +m[3]];
      const monthFirst = a <= 12 && (b > 12 || (o.monthFirst === true && b <= 12));
      return monthFirst ? isoDate(+m[4], a, b) : isoDate(+m[4], b, a);
    },
  ],
  // 22 Mar 2018, 7. Mai 2014, 1er juillet 2015, 22-Mar-18, 5 de mayo de 2024
  [
    new RegExp(String.raw`${B}(\d{1,2})(?:\.|er|st|nd|rd|th)?(?:\s+de)?(?:\s+|[-/.])(${MONTH_ALT})\.?(?:\s+de)?(?:\s*,\s*|\s+|[-/.])(\d{4}|\d{2})${E}`, 'giu'),
    (m) => isoDate(+m[3], MONTHS.get(m[2].toLowerCase()) ?? 0, +m[1]),
  ],
  // March 22, 2018 / Jan 1, 2022 / August 3 , 2014 / Mar 22nd 2018
  [
    new RegExp(String.raw`${B}(${MONTH_ALT})\.?\s*(\d{1,2})(?:st|nd|rd|th)?\s*,?\s*(\d{4})${E}`, 'giu'),
    (m) => isoDate(+m[3], MONTHS.get(m[1].toLowerCase()) ?? 0, +m[2]),
  ],
];

/**
 * Every date printed in a text, left to right. Where two readings overlap the longer wins:
 * in "July 1 - July 31 , 2014" that is "July 31 , 2014", not "1 - July 31" (year 31).
 */
export function findDates(text: string, options: DateOptions = {}): DateMatch[] {
  const all: DateMatch[] = [];
  for (const [re, read] of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
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
