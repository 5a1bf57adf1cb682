import { splitAddress } from '../address/address-parts';
import { isStreetLine, labelsIn } from '../lexicon';
import { withoutAddressLabel } from './header-address';
import { splitParts } from './part-separators';
import { besideAddress } from './sender-parts';

const CJK = /[\p{Script=Han}\p{Script=Hangul}]/u;
const CONTACT: ReadonlySet<string> = new Set(['phone', 'fax', 'email']);

/**
 * The postcode line of an address with the phone number printed after it on the same line ("81750 JOHOR BAHRU,
 * JOHOR, TEL NO.: 07-387 3322" → "81750 JOHOR BAHRU, JOHOR"): the part before the contact label, when it holds the
 * postcode. Undefined for a line that opens with its label or has no postcode before it.
 */
export function beforeContact(text: string): string | undefined {
  const label = labelsIn(text).find((s) => CONTACT.has(s.key) && s.start > 0);
  if (!label) return unlabelledContacts(text);
  // Without the address label that opens the line ("地址：杭州市拱墅区湖墅南路188号　电话：0571-…").
  const head = withoutAddressLabel(text.slice(0, label.start).replace(/[\s,;:/|·•-]+$/u, '').trim());
  // Chinese and Korean addresses often print no postcode: a street or building with its number stands for it.
  const cjkStreet = CJK.test(head) && isStreetLine(head) && /\p{Nd}/u.test(head);
  // A sender line's parts ("Industriestraße 44 · 73728 Esslingen") are read as the address lines they are.
  return head && /\p{L}/u.test(head) && (splitAddress([head]).Zipcode || splitAddress(splitParts(head)).Zipcode || cjkStreet) ? head : undefined;
}

/**
 * The same with the contacts printed without labels as parts of the line ("Veldweg 23, 3781 PB Voorthuizen · 0342
 * 471 190 · info@groenenzo.nl"): the parts before them, when they hold the postcode.
 */
function unlabelledContacts(text: string): string | undefined {
  const parts = splitParts(text);
  const at = parts.findIndex(besideAddress);
  if (at < 1 || !parts.slice(at).every(besideAddress)) return undefined;
  const head = parts.slice(0, at).join(', ');
  return splitAddress([head]).Zipcode ? head : undefined;
}
