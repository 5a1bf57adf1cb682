import { bulletToken } from './list-glyphs';
import type { Token } from './tokens';
import { TOKEN_WORDS } from './token-words';

/**
 * A bullet or a list number in front of a row ("-", "•", "3.", "2)", and OCR's readings of a bullet), or the "+" of
 * a priced modifier ("+ oat milk 0.50").
 */
export const BULLET = bulletToken(['>', '+']);

/** After a number that opens the row, a capitalised word is the description ("3 Kaffee 2,50 7,50"), a short or lower-case one a unit ("3 h"). */
export function unitAtStart(t: Token): boolean {
  const word = t.text.replace(/\.$/, '');
  return word.length <= 3 || word[0] !== word[0].toUpperCase();
}

/**
 * Hebrew and Arabic have no capitals to tell a name's first word from a unit: after a row's opening number a short
 * word there ("1 פנל", "2 شاي") is the description's, unless it prints an abbreviation mark as units do ("3 יח'").
 */
function rtlWord(word: string): boolean {
  return /^[\u0590-\u06ff]/u.test(word) && !/['׳"״.]/u.test(word) && !TOKEN_WORDS.units.has(word);
}

const OUTLINE = /^0\d+(?:\.\d+)*$/;

/** A leading count ("2 Cappuccino", "3 h Consulting", "2 x Bread") of a row that prints none further right. */
export function leadingQty(tokens: Token[], end: number): { qty: number; unit?: string; next: number } | undefined {
  let i = 0;
  // Right-to-left rows give "2 ×" in reading order as "× 2".
  const signFirst = tokens[0]?.kind === 'op' && /^[x×X*]$/.test(tokens[0].text) && tokens[1]?.kind === 'number';
  if (signFirst) i++;
  // "2)" numbers a list entry; no count is printed with a closing bracket.
  else if (tokens[i] && BULLET.test(tokens[i].text) && (tokens[i].kind !== 'number' || /\)$/.test(tokens[i].text))) i++;
  // "01.004", "0010": a position number of an outline (construction and trade software); no count is printed with a
  // leading zero. The count, if any, follows it ("01.004 3 Stk Einhebelmischer").
  if (tokens[i]?.kind === 'number' && OUTLINE.test(tokens[i].text)) {
    if (tokens[i + 1]?.kind !== 'number') return undefined;
    i++;
  }
  const t = tokens[i];
  if (!t || t.kind !== 'number' || !t.value || t.value <= 0 || t.value > 9999) return undefined;
  let next = i + 1;
  let unit: string | undefined;
  if (tokens[next] && (tokens[next].kind === 'unit' || /^\p{L}{1,8}\.?$/u.test(tokens[next].text)) && tokens[next + 1] && next + 1 < end && tokens[next + 1].kind !== 'op') {
    // "3 h Consulting": a unit only when more description follows.
    // A capitalised word is the description's first word ("1 Guanti …"), a short or lower-case one a unit ("3 h", "2 Std.").
    const word = tokens[next].text;
    if (tokens[next].kind === 'unit' && (word.replace(/\.$/, '').length <= 3 || word[0] !== word[0].toUpperCase()) && !rtlWord(word)) unit = tokens[next++].text;
  }
  if (tokens[next]?.kind === 'op' && /^[x×X*]$/.test(tokens[next].text)) next++;
  return next < end ? { qty: t.value, unit, next } : undefined;
}
