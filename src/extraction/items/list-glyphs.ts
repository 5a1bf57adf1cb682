import listEntries from '../lexicon/list-entries.json';

/**
 * The glyphs of a letter's list entries (lexicon/list-entries.json), checked once at load, and the one bullet from
 * which every stage that reads an entry's opening mark takes its own form: a token (leading.ts), a line prefix
 * (list-row.ts), a bulleted first line (list-run.ts), a mark left in front of a description (assemble.ts).
 */
export interface ListGlyphs {
  bullets: string[];
  /** What OCR reads for a bullet, taken for one only before a word. */
  ocrBullets: string[];
  currencyLookalikes: ReadonlyMap<string, string[]>;
  /** OCR's readings of the round brackets around an amount. */
  opens: string[];
  closes: string[];
  superscripts: ReadonlyMap<string, string[]>;
  superscriptUnits: string[];
  separators: string[];
  leaders: string[];
}

const FILE = 'list-entries.json';

function glyphs(data: unknown, name: string, oneChar = true): string[] {
  if (!Array.isArray(data) || data.length === 0) throw new Error(`${FILE}: "${name}" must be a non-empty list`);
  for (const g of data) {
    if (typeof g !== 'string' || g.trim() !== g || g === '' || (oneChar && [...g].length !== 1)) {
      throw new Error(`${FILE}: "${name}" holds ${JSON.stringify(g)}, not ${oneChar ? 'one character' : 'a word'}`);
    }
  }
  if (new Set(data).size !== data.length) throw new Error(`${FILE}: "${name}" lists an entry twice`);
  return data as string[];
}

function table(data: unknown, name: string): Map<string, string[]> {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`${FILE}: "${name}" must map a glyph to its OCR readings`);
  const out = new Map<string, string[]>();
  for (const [glyph, readings] of Object.entries(data as Record<string, unknown>)) {
    const list = glyphs(readings, `${name}.${glyph}`);
    if ([...glyph].length !== 1 || list.includes(glyph)) throw new Error(`${FILE}: "${name}" key ${JSON.stringify(glyph)} must be one character read otherwise`);
    out.set(glyph, list);
  }
  return out;
}

/** Validates the parsed file; exported for its test. */
export function readListGlyphs(data: unknown): ListGlyphs {
  if (!data || typeof data !== 'object') throw new Error(`${FILE}: expected an object`);
  const d = data as Record<string, unknown>;
  const b = d.bullets as Record<string, unknown> | undefined;
  if (!b || typeof b !== 'object') throw new Error(`${FILE}: "bullets" must hold the printed marks and OCR's readings`);
  const brackets = table(d.brackets, 'brackets');
  if (!brackets.has('(') || !brackets.has(')') || brackets.size !== 2) throw new Error(`${FILE}: "brackets" must give the readings of "(" and ")"`);
  const currencyLookalikes = table(d.currencyLookalikes, 'currencyLookalikes');
  for (const [sign, letters] of currencyLookalikes) {
    if (!/\p{Sc}/u.test(sign) || letters.some((l) => !/^\p{L}$/u.test(l))) throw new Error(`${FILE}: "currencyLookalikes" maps a currency sign to letters, not ${JSON.stringify(sign)}`);
  }
  return {
    bullets: glyphs(b.printed, 'bullets.printed'),
    ocrBullets: glyphs(b.ocr, 'bullets.ocr'),
    currencyLookalikes,
    opens: brackets.get('(')!,
    closes: brackets.get(')')!,
    superscripts: table(d.superscripts, 'superscripts'),
    superscriptUnits: glyphs(d.superscriptUnits, 'superscriptUnits', false),
    separators: glyphs(d.separators, 'separators'),
    leaders: glyphs(d.leaders, 'leaders'),
  };
}

export const LIST_GLYPHS: ListGlyphs = readListGlyphs(listEntries);

/** A character class of the glyphs. */
export const charClass = (list: Iterable<string>) => `[${[...list].map((g) => g.replace(/[\\\]^-]/g, '\\$&')).join('')}]`;

/** A list number ("3.", "2)") or letter ("b)": Italian, Spanish, Portuguese letters enumerate so). */
const NUMBER = '(?:\\d{1,3}[.)]|[a-z]\\))';
const MARK = charClass([...LIST_GLYPHS.bullets, ...LIST_GLYPHS.ocrBullets]);

/** A bullet or a list number ("-", "•", "3.", "2)", "b)") as a token of its own, with the marks a stage adds. */
export const bulletToken = (extra: string[] = []) => new RegExp(`^(?:${charClass([...LIST_GLYPHS.bullets, ...LIST_GLYPHS.ocrBullets, ...extra])}|${NUMBER})$`, 'u');
/** A bullet or a list number that opens a line, with the space after it. */
export const BULLET_PREFIX = new RegExp(`^\\s*(?:${MARK}|${NUMBER})\\s+`, 'u');
/** A list entry's first line: a bullet or a list number before its words. */
export const BULLETED = new RegExp(`${BULLET_PREFIX.source}(?=\\p{L})`, 'u');
/** A bullet mark (no list number: "2 Cappuccino" counts) left in front of a description. */
export const BULLET_MARK = new RegExp(`^\\s*${MARK}\\s+(?=\\p{L})`, 'u');
