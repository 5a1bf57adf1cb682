import { aroundPostcode, type Found } from './city-state';
import { prefixedPostcode, takeCountry } from './country';
import { fallbackCity, hierarchy, markedCity, statePiece } from './places';
import { COUNTRY_NAMES, RULES, type CountryRule } from './postal-data';
import { findPostcode, guessRule, hierarchyCountry, type PcHit } from './postcode';
import { fold } from './text';
import { Work } from './work';

export interface AddressParts {
  Address_Line: string;
  City: string;
  State: string;
  Zipcode: string;
  Country: string;
}

/**
 * Splits a printed address into the record's parts, reading the country's postal conventions from postal.json.
 *
 * lines: the address as printed, one entry per printed line (already without the party's name), in reading order
 * (right-to-left scripts already in logical order). countryHint: ISO 3166-1 alpha-2 the caller believes (from phone
 * prefixes, tax ids, currency), or undefined.
 *
 * - Country is an ISO 3166-1 alpha-2 code, set when the country is printed (its name in any script, a letter
 *   prefix such as "D-10115", or a capital that bears the country's name: "Singapore 048616"), or when the hint
 *   is confirmed by the address itself: a postcode format no other country uses (SW1A 1AA, 1012 AB, H2X 1Y4,
 *   100-0001) or one of the hinted country's states printed right before its postcode ("IL 62704", "NSW 2000").
 *   A bare "10115" with hint DE stays without a country: five digits are printed in a dozen countries.
 * - Zipcode is the postcode as printed, with its digits in ASCII ("١١٥٦٤" → "11564", "〒１００－０００１" →
 *   "100-0001"); a marker (〒, 邮编, C.P., CEP) and a country prefix ("D-") are not part of it.
 * - City and State are as printed, without a city marker the bookkeeper does not write ("г."), without brackets
 *   ("(MI)" → "MI"). Phone, e-mail, web and tax-id pieces are dropped; P.O. boxes and c/o lines stay in
 *   Address_Line, which keeps the rest of each line as printed, lines joined with ", ".
 */
export function splitAddress(lines: string[], countryHint?: string): AddressParts {
  const parts: AddressParts = { Address_Line: '', City: '', State: '', Zipcode: '', Country: '' };
  const w = new Work(Array.isArray(lines) ? lines : []);
  if (!w.segs.length) return parts;

  const named = takeCountry(w);
  const prefixed = prefixedPostcode(w);
  const printed = named?.code ?? prefixed?.code;
  const hint = countryHint ? RULES.get(countryHint.trim().toUpperCase()) : undefined;

  let rule: CountryRule | undefined = printed ? RULES.get(printed) : undefined;
  let hit: PcHit | undefined;
  if (rule) {
    hit = prefixed && prefixed.code === rule.code ? { ...prefixed, score: 0, stateBefore: false } : findPostcode(w, rule);
  } else if (hint) {
    hit = findPostcode(w, hint);
    if (hit || !hint.postcodes.length || hierarchyCountry(w) === hint.code) rule = hint;
    else hit = undefined;
  }
  if (!rule) ({ rule, hit } = guessRule(w));

  parts.Country = printed ?? '';
  if (!printed && hint && rule === hint && hit && (hint.distinctive || hit.stateBefore)) parts.Country = hint.code;
  if (hit) parts.Zipcode = w.n(hit.seg).slice(hit.start - hit.seg.start, hit.end - hit.seg.start);

  const found: Found = { City: '', State: '' };
  // The postcode is claimed first, so that a big-to-small address reads on from the state right after it.
  if (hit) w.cut(hit.seg, hit.from, hit.end);
  hierarchy(w, rule, found);
  markedCity(w, rule, found);
  if (hit) aroundPostcode(w, rule, hit, found);
  statePiece(w, rule, found);
  fallbackCity(w, rule, found, named?.text);

  parts.City = found.City;
  parts.State = found.State || found.cityState || '';
  if (!parts.Country && parts.City) {
    const code = COUNTRY_NAMES.get(fold(parts.City));
    if (code && RULES.get(code)!.capitalNamed) parts.Country = code;
  }
  parts.Address_Line = w.rest();
  return parts;
}
