import { splitAddress } from '../address/address-parts';
import { labelsIn } from '../lexicon';
import { splitParts } from './part-separators';

const CONTACT: ReadonlySet<string> = new Set(['phone', 'fax', 'email']);

/**
 * The postcode line of an address with the phone number printed after it on the same line ("81750 JOHOR BAHRU,
 * JOHOR, TEL NO.: 07-387 3322" → "81750 JOHOR BAHRU, JOHOR"): the part before the contact label, when it holds the
 * postcode. Undefined for a line that opens with its label or has no postcode before it.
 */
export function beforeContact(text: string): string | undefined {
  const label = labelsIn(text).find((s) => CONTACT.has(s.key) && s.start > 0);
  if (!label) return undefined;
  const head = text.slice(0, label.start).replace(/[\s,;:/|·•-]+$/u, '').trim();
  // A sender line's parts ("Industriestraße 44 · 73728 Esslingen") are read as the address lines they are.
  return head && /\p{L}/u.test(head) && (splitAddress([head]).Zipcode || splitAddress(splitParts(head)).Zipcode) ? head : undefined;
}
