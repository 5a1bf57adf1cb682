import { GENERIC, GLOBAL, HIER_STATES, RULES, SCRIPT_RULES, type CountryRule } from './postal-data';
import { plain } from './street';
import { fold } from './text';
import type { Seg, Work } from './work';

export interface PcHit {
  seg: Seg;
  /** Start of the claim (a marker such as "〒" or "C.P." before the postcode), the postcode's own range. */
  from: number;
  start: number;
  end: number;
  score: number;
  /** A state of the same country stands right before it ("IL 62704", "NSW 2000"). */
  stateBefore: boolean;
  /** For an address of unknown country: which side of the postcode the city is on. */
  order?: 'pc-city' | 'city-pc';
}

const NUMBER_UNITS = new RegExp(`^[${GLOBAL.numberUnits}]`, 'u');

/**
 * A state (up to four words) just before offset `at` in a piece ("Springfield IL|", "Bandung, Jawa Barat|"), not
 * the end of a known city named after it ("New Delhi|"); with `whole`, the piece must be the state.
 */
function stateBefore(rule: CountryRule, text: string, at: number, whole = false): boolean {
  if (!rule.stateCodes.size && !rule.states.size) return false;
  const ws = text.slice(0, at).replace(/[()\s,]+$/, '').split(/\s+/);
  const tail = (k: number) => ws.slice(-k).join(' ').replace(/^[(,]+|[),]+$/g, '');
  for (let k = whole ? ws.length : 1; k <= Math.min(4, ws.length); k++) {
    if (!rule.stateCodes.has(tail(k)) && !rule.states.has(fold(tail(k)))) continue;
    for (let j = k + 1; j <= Math.min(5, ws.length); j++) if (rule.cities.has(fold(tail(j)))) return false;
    return true;
  }
  return false;
}

/**
 * The postcode of an address read by `rule`: every match of the country's patterns outside P.O. boxes and house
 * numbers ("88号"), scored by a marker before it, by standing alone or at the edge of its piece where the country
 * prints it, and by a state before it. Later pieces win ties (earlier ones for big-to-small countries).
 */
export function findPostcode(w: Work, rule: CountryRule): PcHit | undefined {
  let best: PcHit | undefined;
  w.segs.forEach((seg, index) => {
    const t = w.n(seg);
    for (const re of rule.postcodes) {
      re.lastIndex = 0;
      for (let m = re.exec(t); m; m = re.exec(t)) {
        const a = seg.start + m.index;
        const b = a + m[0].length;
        if (w.inBox(seg.line, a, b) || NUMBER_UNITS.test(t.slice(m.index + m[0].length))) continue;
        const before = t.slice(0, m.index);
        // Markers are short: look only at the end of the text before the postcode.
        const near = before.length > 32 ? before.length - 32 : 0;
        const marker = rule.markers.exec(before.slice(near));
        if (marker) marker.index += near;
        const from = marker ? a - before.length + marker.index : a;
        const head = !before.slice(0, marker ? marker.index : undefined).replace(/[(\s]+/g, '');
        const tail = !t.slice(m.index + m[0].length).replace(/[)\s]+$/, '');
        // "Haryana - 122 015", "IL⏎60661": a postcode opening its piece follows the state in the piece before.
        const prev = head ? w.segs[index - 1] : undefined;
        const sb = prev ? stateBefore(rule, w.n(prev), prev.end - prev.start, prev.line !== seg.line) : stateBefore(rule, t, m.index);
        let score = (marker ? 4 : 0) + (head && tail ? 3 : 0) + (sb ? 2 : 0);
        if (head) score += rule.order === 'pc-city' ? 2 : 1;
        if (tail) score += rule.order === 'city-pc' ? 2 : 1;
        score += (rule.bigFirst ? -index : index) * 0.01;
        if (!best || score > best.score) best = { seg, from, start: a, end: b, score, stateBefore: sb };
      }
    }
  });
  return best;
}

const LETTERS_ONLY = /^[\p{L}\p{M}\s'.()-]+$/u;

/**
 * Unknown country: a bare postcode only where it opens a piece of place-name letters or closes one, or stands
 * alone as the last piece after a place name (or the first, before one).
 */
function genericPostcode(w: Work): PcHit | undefined {
  const re = GENERIC.postcodes[0];
  let found: PcHit | undefined;
  w.segs.forEach((seg, i) => {
    const t = w.n(seg);
    re.lastIndex = 0;
    for (let m = re.exec(t); m; m = re.exec(t)) {
      const a = seg.start + m.index;
      const b = a + m[0].length;
      if (w.inBox(seg.line, a, b)) continue;
      const before = t.slice(0, m.index).trim();
      const after = t.slice(m.index + m[0].length).trim();
      let order: PcHit['order'];
      if (!before && !after) {
        const prev = w.segs[i - 1];
        const next = w.segs[i + 1];
        if (!next && prev && LETTERS_ONLY.test(w.n(prev)) && plain(w.n(prev))) order = 'city-pc';
        else if (i === 0 && next && LETTERS_ONLY.test(w.n(next)) && plain(w.n(next))) order = 'pc-city';
      } else if (!before && LETTERS_ONLY.test(after)) order = 'pc-city';
      else if (!after && LETTERS_ONLY.test(before)) order = 'city-pc';
      if (order) found = { seg, from: a, start: a, end: b, score: 0, stateBefore: false, order };
    }
  });
  return found;
}

export interface Guess {
  rule: CountryRule;
  hit?: PcHit;
}

/** A native-script state opening a piece, after any postcode (東京都…, 北京市…, 서울특별시…). */
export function hierarchyCountry(w: Work): string | undefined {
  for (const seg of w.segs) {
    const t = w.n(seg).replace(/^[〒\d\s()-]+/, '');
    const hit = HIER_STATES.find((s) => t.startsWith(s.text));
    if (hit) return hit.code;
  }
  return undefined;
}

/**
 * Reading rules for an address whose country is neither printed nor hinted (the Country part stays empty):
 * a native-script state, else a postcode format only one country uses (SW1A 1AA, 1012 AB, 100-0001), else a
 * script only one country's rules read (Cyrillic: Russia's; Arabic: Saudi Arabia's, which Egypt's and the Emirates'
 * match), else a postcode after a state only one country prints ("IL 62704"), else the generic clear form.
 */
export function guessRule(w: Work): Guess {
  const hier = hierarchyCountry(w);
  if (hier) {
    const rule = RULES.get(hier)!;
    return { rule, hit: findPostcode(w, rule) };
  }
  let best: Guess | undefined;
  for (const rule of RULES.values()) {
    if (!rule.distinctive) continue;
    const hit = findPostcode(w, rule);
    if (hit && (!best || hit.score > best.hit!.score)) best = { rule, hit };
  }
  if (best) return best;
  const text = w.segs.map((s) => w.n(s)).join(' ');
  const byScript = SCRIPT_RULES.find((x) => x.re.test(text));
  if (byScript) return { rule: byScript.rule, hit: findPostcode(w, byScript.rule) };
  const owners = new Set<string>();
  let byState: Guess | undefined;
  for (const rule of RULES.values()) {
    if (!rule.stateCodes.size && !rule.states.size) continue;
    const hit = findPostcode(w, rule);
    if (hit?.stateBefore && rule.order === 'city-pc') {
      owners.add(rule.code);
      byState = { rule, hit };
    }
  }
  if (owners.size === 1 && byState) return byState;
  return { rule: GENERIC, hit: genericPostcode(w) };
}
