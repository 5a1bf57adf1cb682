/**
 * Every match of a sticky (`y`) regular expression in `text`, in order: what `text.matchAll` finds with the same
 * pattern and flags made global (`g`), by the same steps. The pattern is tried at each position in turn, a code
 * point at a time under the `u` flag, and the search goes on from a match's end (one position on after an empty
 * match), as the global search of ECMA-262 RegExpBuiltinExec and AdvanceStringIndex do. (V8's own global search may
 * also try inside a surrogate pair when the pattern starts with a lookbehind; that only tells where a pattern can
 * match an empty string or a lone surrogate half, which no term pattern can.)
 *
 * Why not matchAll: V8 drops a regular expression's compiled code once a few garbage collections pass without it
 * running, and compiling a global search again costs far more than the search when the pattern is a large
 * case-insensitive Unicode alternation with lookarounds (the category terms: ~70–130 CPU-ms a call after a
 * collection against ~0.3 warm, 43 % of field extraction on an OCR'd photo). The sticky copy only ever matches at
 * the position it is given and costs ~2 ms a call either way.
 */
export function* stickyMatches(re: RegExp, text: string, starts?: readonly number[]): Generator<RegExpExecArray> {
  if (!re.sticky || re.global) throw new Error(`stickyMatches needs a sticky, non-global pattern: ${re}`);
  if (starts) {
    // Only where a match can begin (ascending positions from `positionsWhere`): the rest would fail anyway.
    let at = 0;
    for (const p of starts) {
      if (p < at) continue;
      re.lastIndex = p;
      const m = re.exec(text);
      if (!m) continue;
      at = m[0].length > 0 ? re.lastIndex : advance(text, p, re.unicode);
      yield m;
    }
    return;
  }
  for (let at = 0; at <= text.length; ) {
    re.lastIndex = at;
    const m = re.exec(text);
    at = m && m[0].length > 0 ? re.lastIndex : advance(text, at, re.unicode);
    if (m) yield m;
  }
}

/**
 * The positions stickyMatches would try (every one, a code point at a time under the `u` flag) where the sticky,
 * zero-width `test` holds: given as `starts` for patterns that begin with that same assertion (a lookbehind), which
 * cannot match anywhere else.
 */
export function positionsWhere(test: RegExp, text: string): number[] {
  if (!test.sticky || test.global) throw new Error(`positionsWhere needs a sticky, non-global pattern: ${test}`);
  const out: number[] = [];
  for (let at = 0; at <= text.length; at = advance(text, at, test.unicode)) {
    test.lastIndex = at;
    if (test.test(text)) out.push(at);
  }
  return out;
}

/** The position after the character at `at`: a whole surrogate pair under the `u` flag (AdvanceStringIndex). */
function advance(text: string, at: number, unicode: boolean): number {
  if (!unicode || at + 1 >= text.length) return at + 1;
  const hi = text.charCodeAt(at);
  const lo = text.charCodeAt(at + 1);
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff ? at + 2 : at + 1;
}
