import type { CountryRule } from './postal-data';
import type { PcHit } from './postcode';
import { isStreetWord, plain } from './street';
import { fold, words } from './text';
import type { Seg, Work } from './work';

/** City and state found so far. */
export interface Found {
  City: string;
  State: string;
  /** A state that is also the city (Seoul, Dubai, Ciudad de México), taken as the city: the State unless another is printed. */
  cityState?: string;
}

/** A state name or code of the country; `city` when it is also the city (Beijing, Seoul, Dubai, Delhi). */
export function stateOf(rule: CountryRule, text: string): { city: boolean; code: boolean } | undefined {
  const t = text.trim();
  if (rule.stateCodes.has(t)) return { city: false, code: true };
  const k = fold(t);
  const v = rule.states.get(k);
  if (v !== undefined) return { city: v, code: false };
  for (const suf of rule.stateSuffixes) {
    const u = k.endsWith(suf) ? rule.states.get(k.slice(0, -suf.length).trim()) : undefined;
    if (u !== undefined) return { city: u, code: false };
  }
  return undefined;
}

interface Tail {
  /** Where the text before the state ends; 0 when the whole piece is a state. */
  at: number;
  /** The state's own text (without brackets or slash). */
  from: number;
  city: boolean;
  code: boolean;
}

/** A state closing a piece: "Sydney NSW", "Milano (MI)", "São Paulo/SP", "Montréal (Québec)", or a whole piece. */
export function stateTail(rule: CountryRule, n: string): Tail | undefined {
  if (!rule.states.size && !rule.stateCodes.size) return undefined;
  const br = /\(([^()]+)\)\s*$/.exec(n);
  const inBr = br && stateOf(rule, br[1]);
  if (br && inBr) return { at: br.index, from: br.index + 1, ...inBr };
  const slash = n.lastIndexOf('/');
  const afterSlash = slash > 0 ? stateOf(rule, n.slice(slash + 1)) : undefined;
  if (afterSlash) return { at: slash, from: slash + 1 + (n.slice(slash + 1).length - n.slice(slash + 1).trimStart().length), ...afterSlash };
  const ws = words(n);
  for (let k = Math.min(4, ws.length); k >= 1; k--) {
    const from = ws[ws.length - k].start;
    const s = stateOf(rule, n.slice(from));
    if (s) return { at: from, from, ...s };
  }
  return undefined;
}

/** Strips a city marker the bookkeeper does not write ("г. Москва" → "Москва"). */
function cityText(rule: CountryRule, text: string): string {
  const m = rule.cityPrefix?.exec(text);
  return (m ? text.slice(m[0].length) : text).trim();
}

/** State text of a tail, without a closing bracket. */
function tailState(w: Work, s: Seg, t: Tail): string {
  return w.orig[s.line].slice(s.start + t.from, s.end).replace(/\)\s*$/, '').trim();
}

/** Takes a piece (with an optional state after the city) as the city. */
function takeCity(w: Work, rule: CountryRule, s: Seg, found: Found, from = 0): void {
  const t = stateTail(rule, w.n(s).slice(from));
  const end = t && t.at > 0 ? s.start + from + t.at : s.end;
  if (t && t.at > 0 && !found.State) found.State = tailState(w, { ...s, start: s.start + from }, t);
  found.City = cityText(rule, w.orig[s.line].slice(s.start + from, end).replace(/[\s,/(-]+$/, ''));
  w.cut(s, s.start + from, s.end);
}

interface Anchor {
  line: number;
  at: number;
  end: number;
}

function neighbours(w: Work, p: Anchor, dir: 'prev' | 'next'): Seg[] {
  if (dir === 'next') return w.segs.filter((s) => s.line > p.line || (s.line === p.line && s.start >= p.end));
  return w.segs.filter((s) => s.line < p.line || (s.line === p.line && s.end <= p.at)).reverse();
}

/**
 * The city in the pieces beside a lone postcode, nearest first, on the side where the country prints it; a state
 * piece on the way is taken as the state, and a state name is the city when no other place name follows. A
 * district number ("Dublin 2") is read only beside a lone postcode (`strict` refuses it).
 */
function walk(w: Work, rule: CountryRule, p: Anchor, found: Found, order = rule.order, strict = false): boolean {
  let named: string | undefined;
  for (const dir of order === 'pc-city' ? (['next', 'prev'] as const) : (['prev', 'next'] as const)) {
    for (const s of neighbours(w, p, dir).slice(0, 3)) {
      const n = w.n(s);
      const t = stateTail(rule, n);
      if (t && t.at === 0 && (t.code || !found.State)) {
        const text = w.o(s);
        w.remove(s);
        if (t.city) {
          found.City ||= text;
          found.cityState ||= text;
          return true;
        }
        found.State ||= text;
        if (found.City) return true;
        if (!t.code && found.State === text) named = text;
        continue;
      }
      if (!plain(n) || (strict && /\d/.test(n))) break;
      takeCity(w, rule, s, found);
      return true;
    }
  }
  if (!named) return false;
  found.City = named;
  if (found.State === named) found.State = '';
  return true;
}

/** One side of the postcode inside its piece; true when the city is settled. */
function side(w: Work, rule: CountryRule, s: Seg, isLeft: boolean, preferred: boolean, found: Found, p: Anchor): boolean {
  const n = w.n(s);
  const t = stateTail(rule, n);
  if (t && t.at === 0) {
    const text = w.o(s);
    w.remove(s);
    if (t.city) {
      found.City ||= text;
      found.cityState ||= text;
      return true;
    }
    if (found.City || t.code) {
      found.State ||= text;
      return !!found.City;
    }
    if (found.State) {
      found.City = text;
      return true;
    }
    // A state name alone by the postcode: the city is the piece beside it, else the name is the city ("28013 Madrid").
    found.State = text;
    if (!walk(w, rule, p, found, rule.order, true)) [found.City, found.State] = [text, ''];
    return true;
  }
  if (found.City) return false;
  const head = t ? n.slice(0, t.at) : n;
  if (!preferred && !plain(head)) return false;
  let from = 0;
  if (isLeft && !plain(head)) {
    // "123 Main St Springfield": the city follows the last street word.
    const ws = words(head);
    let last = -1;
    ws.forEach((x, i) => {
      if (isStreetWord(x.text, i)) last = i;
    });
    if (last === ws.length - 1) {
      if (t && !found.State) {
        found.State = tailState(w, s, t);
        w.cut(s, s.start + t.at, s.end);
      }
      return false;
    }
    from = ws[last + 1].start;
  }
  takeCity(w, rule, s, found, from);
  return true;
}

/**
 * City and state printed with the postcode (already claimed): in what is left of its piece, on the country's side
 * first, else in the pieces beside it.
 */
export function aroundPostcode(w: Work, rule: CountryRule, hit: PcHit, found: Found): void {
  const order = hit.order ?? rule.order;
  const p = { line: hit.seg.line, at: hit.from, end: hit.end };
  const own = w.segs.filter((s) => s.line === p.line && s.start >= hit.seg.start && s.end <= hit.seg.end);
  const left = own.filter((s) => s.end <= p.at).pop();
  const right = own.find((s) => s.start >= p.end);
  const sides: [Seg | undefined, boolean][] = order === 'pc-city' ? [[right, false], [left, true]] : [[left, true], [right, false]];
  for (const [i, [s, isLeft]] of sides.entries()) {
    if (s && side(w, rule, s, isLeft, i === 0, found, p)) return;
  }
  if (!found.City) walk(w, rule, p, found, order);
}
