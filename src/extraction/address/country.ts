import { CJK_NAMES, COUNTRY_NAMES, PLACES, PREFIX_OWNER, PREFIX_RE, RULES } from './postal-data';
import { allMatches, fold, words } from './text';
import type { Seg, Work } from './work';

export interface PrintedCountry {
  code: string;
  /** The name as printed ("Deutschland", "U.S.A.", "中国"). */
  text: string;
}

const CJK_START = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** What is left beside a trailing name is only a postcode: then the name is the city ("L-1449 Luxembourg"). */
const ONLY_POSTCODE = /^[A-Z]{0,3}-?[\d\s-]*$/;

/**
 * Finds and claims the printed country: the last piece when it is a country's name (or the first, for countries
 * that print the country first: "Россия, 125009, …", "日本⏎〒100-0001…"), else a name closing the last piece
 * ("75002 Paris France"), else a name in an unspaced script opening the first piece ("中国北京市…"). A name in
 * the middle is a place ("Holland, MI 49423", "Mexico, MO 65265").
 */
export function takeCountry(w: Work): PrintedCountry | undefined {
  const ends = w.segs.length > 1 ? [w.segs[w.segs.length - 1], w.segs[0]] : w.segs.slice(0, 1);
  for (const [i, s] of ends.entries()) {
    const code = COUNTRY_NAMES.get(fold(w.n(s)));
    const rule = code ? RULES.get(code)! : undefined;
    if (code && (i === 0 || rule!.bigFirst || rule!.hierCity)) {
      w.remove(s);
      return { code, text: w.o(s) };
    }
  }
  const last = w.segs[w.segs.length - 1];
  if (last) {
    const ws = words(w.n(last));
    for (let k = Math.min(6, ws.length - 1); k >= 1; k--) {
      const from = last.start + ws[ws.length - k].start;
      const code = COUNTRY_NAMES.get(fold(w.norm[last.line].slice(from, last.end)));
      if (!code) continue;
      if (ONLY_POSTCODE.test(w.norm[last.line].slice(last.start, from).trim())) break;
      // "06000 Ciudad de México", "Sydney, New South Wales": a place named with a country's name.
      const place = ws.slice(0, ws.length - k).some((x) => PLACES.has(fold(w.norm[last.line].slice(last.start + x.start, last.end))));
      if (place) break;
      const text = w.orig[last.line].slice(from, last.end);
      w.cut(last, from, last.end);
      return { code, text };
    }
  }
  const first = w.segs[0];
  if (first && CJK_START.test(w.n(first))) {
    const t = w.n(first);
    for (const c of CJK_NAMES) {
      if (t.length > c.text.length && t.startsWith(c.text)) {
        w.cut(first, first.start, first.start + c.text.length);
        return { code: c.code, text: c.text };
      }
    }
  }
  return undefined;
}

export interface PrefixedPostcode {
  code: string;
  seg: Seg;
  /** Where the claim starts (the prefix) and the postcode itself. */
  from: number;
  start: number;
  end: number;
}

/** "D-10115 Berlin", "CH-8001 Zürich", "L-1449 Luxembourg": a country letter code glued to that country's postcode. */
export function prefixedPostcode(w: Work): PrefixedPostcode | undefined {
  for (const seg of w.segs) {
    const t = w.n(seg);
    if (!t.includes('-')) continue;
    for (const m of allMatches(PREFIX_RE, t)) {
      const code = PREFIX_OWNER.get(m[1])!;
      const after = m.index + m[0].length;
      for (const re of RULES.get(code)!.postcodes) {
        re.lastIndex = after;
        const pc = re.exec(t);
        if (pc && pc.index === after) {
          return { code, seg, from: seg.start + m.index, start: seg.start + after, end: seg.start + after + pc[0].length };
        }
      }
    }
  }
  return undefined;
}
