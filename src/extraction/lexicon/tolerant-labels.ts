/**
 * Label phrases found with one letter misread. A recogniser confuses a few glyph pairs of each script (Hebrew ח/ת,
 * Greek ς/έ, Cyrillic и/н): "פרטי הלקות" is the heading "פרטי הלקוח" read with one letter wrong. Listing every
 * misreading in the label files would never end; a phrase long enough that one letter apart is still no other word
 * is taken with one letter substituted instead. Only substitutions: OCR reads the glyph it sees as another, it rarely
 * adds or loses a letter inside a label word without also breaking the spacing.
 */

/**
 * Letters a phrase needs before a misread letter in it is tolerated. Eight letters and one substitution: words of one
 * language that far apart are rare (and a listed phrase matched exactly always wins); shorter words ("Total"/"Tutal",
 * "Datum"/"Datei") are too often other words one letter apart.
 */
export const TOLERANT_MIN_LETTERS = 8;

const MASK = '\u0000';
const LETTER = /\p{L}/u;

/** Each form of `key` with one of its letters masked (code points, so astral letters mask whole). */
function masked(key: string): string[] {
  const chars = [...key];
  const out: string[] = [];
  chars.forEach((c, i) => {
    if (LETTER.test(c)) out.push([...chars.slice(0, i), MASK, ...chars.slice(i + 1)].join(''));
  });
  return out;
}

const letters = (key: string) => (key.match(/\p{L}/gu) ?? []).length;

/** Phrases (folded, tokens joined by one space) by their one-letter-masked forms. */
export class TolerantIndex<E> {
  private readonly byMask = new Map<string, Array<{ phrase: string; entries: E[] }>>();
  /** Most tokens of an indexed phrase: how far a window of tokens needs to reach. */
  maxTokens = 0;

  add(phrase: string, entries: E[]): void {
    if (letters(phrase) < TOLERANT_MIN_LETTERS) return;
    this.maxTokens = Math.max(this.maxTokens, phrase.split(' ').length);
    for (const m of masked(phrase)) {
      const list = this.byMask.get(m) ?? [];
      list.push({ phrase, entries });
      this.byMask.set(m, list);
    }
  }

  /**
   * The one phrase `window` reads as with one letter replaced by another letter, or undefined when none or several
   * phrases do (a window between two labels says neither).
   */
  find(window: string): E[] | undefined {
    if (letters(window) < TOLERANT_MIN_LETTERS) return undefined;
    let found: { phrase: string; entries: E[] } | undefined;
    // Both forms hold one mask, in the same place, over a letter (masked() masks letters only): a letter for a letter.
    for (const m of masked(window)) {
      for (const hit of this.byMask.get(m) ?? []) {
        if (hit.phrase === window) return undefined;
        if (found && found.phrase !== hit.phrase) return undefined;
        found = hit;
      }
    }
    return found?.entries;
  }
}
