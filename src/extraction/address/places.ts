import { stateTail, type Found } from './city-state';
import type { CountryRule } from './postal-data';
import { plain, streety } from './street';
import { fold, words } from './text';
import type { Work } from './work';

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Big-to-small addresses in their own script (Japan, China, Korea, Taiwan): a state name opens the address and the
 * municipality follows it. What a bookkeeper calls the city, per country:
 * - Japan: State = the prefecture (東京都, 大阪府); City = the municipality after it, as a Japanese form's 市区町村
 *   field holds it: a Tokyo ward (千代田区), a city with its ward (大阪市北区, 横浜市西区) or a district and town
 *   (虻田郡倶知安町). Block and building numbers go to Address_Line.
 * - China: State = the province or the municipality (广东省, 北京市); City = the prefecture-level city (深圳市); in a
 *   municipality the city is the municipality itself (State = City = 北京市). Districts (朝阳区) go to Address_Line.
 * - Korea: State = the province or metropolitan city (경기도, 서울특별시); City = the city or county (성남시), and in a
 *   metropolitan city the metropolitan city itself (State = City = 서울특별시). Districts (강남구) go to Address_Line.
 * - Taiwan: special municipalities are State and City (臺北市); a county is the State and its city or town the City.
 * Without a state name, a municipality opening the first piece in these scripts is still the city (千代田区…, 深圳市…).
 */
export function hierarchy(w: Work, rule: CountryRule, found: Found): void {
  if (!rule.hierCity) return;
  for (const s of w.segs) {
    const n = w.n(s);
    const st = rule.hierStates.find((x) => n.startsWith(x.text));
    if (!st) continue;
    found.State ||= st.text;
    if (st.city) found.City ||= st.text;
    const { right } = w.cut(s, s.start, s.start + st.text.length);
    if (!found.City && right) cityAtStart(w, rule, right, found);
    return;
  }
  const first = w.segs.find((s) => CJK.test(w.n(s)));
  if (first && !found.City) cityAtStart(w, rule, first, found);
}

function cityAtStart(w: Work, rule: CountryRule, s: Parameters<Work['n']>[0], found: Found): void {
  const m = rule.hierCity!.exec(w.n(s));
  if (!m) return;
  found.City = w.o(s).slice(0, m[0].length).trim();
  w.cut(s, s.start, s.start + m[0].length);
}

/** A piece marked as a city ("г. Москва") or a known city of the country ("New Delhi", "Al Ain"). */
export function markedCity(w: Work, rule: CountryRule, found: Found): void {
  if (found.City) return;
  for (const s of w.segs) {
    const n = w.n(s);
    const m = rule.cityPrefix?.exec(n);
    if ((m && plain(n.slice(m[0].length))) || rule.cities.has(fold(n))) {
      found.City = w.o(s).slice(m ? m[0].length : 0).trim();
      w.remove(s);
      return;
    }
  }
}

/** A piece that is a state of the country ("Selangor", "Metro Manila") or carries a state word ("Свердловская обл."). */
export function statePiece(w: Work, rule: CountryRule, found: Found): void {
  if (found.State) return;
  for (const s of w.segs) {
    const n = w.n(s);
    if (!plain(n)) continue;
    const t = stateTail(rule, n);
    const marked = rule.stateMarkers.size && fold(n).split(' ').some((x) => rule.stateMarkers.has(x));
    if ((t && t.at === 0) || marked) {
      found.State = w.o(s);
      if (t?.city) found.City ||= found.State;
      w.remove(s);
      return;
    }
  }
}

/**
 * No city beside a postcode: a city-state's state (Dubai), a country named like its capital (Singapore, Hong Kong),
 * else the place-name piece that closes the address after its street (or, big-to-small, opens it).
 */
export function fallbackCity(w: Work, rule: CountryRule, found: Found, countryText: string | undefined): void {
  if (found.City) return;
  const st = found.State && stateTail(rule, found.State);
  if (st && st.at === 0 && st.city) {
    found.City = found.State;
    return;
  }
  if (rule.capitalNamed && countryText) {
    found.City = countryText;
    return;
  }
  if (!rule.code || !w.segs.length) return;
  const segs = w.segs;
  const first = segs[0];
  if (rule.bigFirst && segs.length > 1 && plain(w.n(first)) && segs.slice(1).some((s) => streety(w.n(s)))) {
    found.City = w.o(first).replace(rule.cityPrefix ?? /^/, '').trim();
    w.remove(first);
    return;
  }
  const last = segs[segs.length - 1];
  const lastN = w.n(last);
  if (segs.length > 1 && plain(lastN) && words(lastN).length <= 4 && segs.slice(0, -1).some((s) => streety(w.n(s)))) {
    found.City = w.o(last);
    w.remove(last);
  }
}
