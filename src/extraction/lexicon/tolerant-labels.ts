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

const LETTER = /\p{L}/u;

const letters = (key: string) => (key.match(/\p{L}/gu) ?? []).length;

interface Indexed<E> {
  phrase: string;
  chars: string[];
  entries: E[];
}

/**
 * The two halves of a phrase, each keyed with its length: two strings of one length that differ in one place agree
 * on one of their halves, so a window needs two look-ups instead of one per letter.
 */
function halves(chars: string[]): [string, string] {
  const h = chars.length >> 1;
  return [`${chars.length}<${chars.slice(0, h).join('')}`, `${chars.length}>${chars.slice(h).join('')}`];
}

/** Whether two equally long code-point arrays differ in one place only, a letter for a letter; 0 when equal. */
function oneLetterApart(a: string[], b: string[]): 0 | 1 | 2 {
  let at = -1;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (at >= 0) return 2;
    at = i;
  }
  if (at < 0) return 0;
  return LETTER.test(a[at]) && LETTER.test(b[at]) ? 1 : 2;
}

/** Phrases (folded, tokens joined by one space) by the halves of their code points. */
export class TolerantIndex<E> {
  private readonly byHalf = new Map<string, Array<Indexed<E>>>();
  /** Most tokens of an indexed phrase: how far a window of tokens needs to reach. */
  maxTokens = 0;

  add(phrase: string, entries: E[]): void {
    if (letters(phrase) < TOLERANT_MIN_LETTERS) return;
    this.maxTokens = Math.max(this.maxTokens, phrase.split(' ').length);
    const item = { phrase, chars: [...phrase], entries };
    for (const key of halves(item.chars)) {
      const list = this.byHalf.get(key) ?? [];
      list.push(item);
      this.byHalf.set(key, list);
    }
  }

  /**
   * The one phrase `window` reads as with one letter replaced by another letter, or undefined when none or several
   * phrases do (a window between two labels says neither), or when the window is a listed phrase itself.
   */
  find(window: string): E[] | undefined {
    const chars = [...window];
    const [left, right] = halves(chars);
    const candidates = [...(this.byHalf.get(left) ?? []), ...(this.byHalf.get(right) ?? [])];
    if (!candidates.length || letters(window) < TOLERANT_MIN_LETTERS) return undefined;
    let found: Indexed<E> | undefined;
    for (const hit of candidates) {
      const apart = oneLetterApart(chars, hit.chars);
      if (apart === 0) return undefined;
      if (apart === 2 || hit === found) continue;
      if (found && found.phrase !== hit.phrase) return undefined;
      found = hit;
    }
    return found?.entries;
  }
}
