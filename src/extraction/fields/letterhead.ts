import { labelsIn } from '../lexicon';
import type { Doc, TextLine } from './doc';
import { recipientWindow } from './recipient';
import type { RegionTest } from './sections';

/**
 * A letter whose sender prints its letterhead only under the signature: the first name with a legal form on the page
 * is then the addressee's, in the envelope window (name, street, postcode, no contact details). The sender's block
 * is the one whose name is followed by its own contact or registration details.
 */
const CONTACT_KEYS: ReadonlySet<string> = new Set(['phone', 'fax', 'email', 'website', 'tax_id', 'iban', 'bank', 'account_number']);
const CONTACT = /@|www\.|https?:/u;

/** Whether the few lines under a name hold a phone, e-mail, web address, tax id or bank line: a sender's block. */
export function contactsBelow(doc: Doc, line: TextLine): boolean {
  return doc.lines.slice(line.index + 1, line.index + 6).some((l) => l.page === line.page
    && (CONTACT.test(l.text) || labelsIn(l.text).some((s) => CONTACT_KEYS.has(s.key))));
}

/**
 * The customer region widened by the addressee's window, when the name found first is that window's name: the
 * vendor is then looked for outside it.
 */
export function outsideWindow(doc: Doc, isCustomer: RegionTest, first: string): RegionTest | undefined {
  const window = recipientWindow(doc);
  const key = (s: string) => s.toUpperCase().replace(/\s+/g, ' ').trim();
  if (!window || key(window.name) !== key(first)) return undefined;
  return (line, x0, x1) => isCustomer(line, x0, x1) || key(line.text).includes(key(window.name));
}
