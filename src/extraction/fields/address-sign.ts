import { isStreetLine } from '../lexicon';
import { splitAddress } from '../address/address-parts';
import { textKey } from './text-key';

const hasFigure = (s: string) => /\p{Nd}/u.test(s);

/**
 * A line above the street that the address prints again further down names the branch, not a street of it
 * ("BANDAR BARU RAWANG" / "NO 15 JALAN BANDAR RAWANG 10" / "BANDAR BARU RAWANG").
 */
export function repeatedBelow(line: string, below: string[]): boolean {
  const key = textKey(line);
  return Boolean(key) && below.some((b) => textKey(b) === key);
}

/**
 * The layout model's address is the rules' with words in front that hold no figure and name no street: the shop's
 * sign or the branch above the address ("CITY MILK" over "R&C VENTURE SDN BHD" / "LOT-18A-2, BERJAYA TIMES SQUARE"),
 * or a line the address repeats further down. The rules' address, which starts at the street, is the better reading.
 */
export function signAboveAddress(rule: string, model: string): boolean {
  const ruleKey = textKey(rule);
  // An address that opens at its postcode ("15000 KHEMISSET") lacks its street: the words in front may be it.
  if (!ruleKey || !hasFigure(rule) || splitAddress([rule.split(',')[0]]).Zipcode) return false;
  for (const m of model.matchAll(/[\s,]+(?=\S)/gu)) {
    const cut = m.index! + m[0].length;
    if (textKey(model.slice(cut)) !== ruleKey) continue;
    const lead = model.slice(0, cut).replace(/[\s,]+$/u, '');
    return Boolean(lead) && !hasFigure(lead) && (!isStreetLine(lead) || textKey(rule).includes(textKey(lead)));
  }
  return false;
}
