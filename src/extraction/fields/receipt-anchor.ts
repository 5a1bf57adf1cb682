import { splitAddress } from '../address/address-parts';
import tradeNameForms from '../lexicon/trade-name-forms.json';
import { looksLikeAddress } from './address-run';
import type { Doc } from './doc';
import { findLegalForm } from './legal-form';
import { isRegistrationLine } from './name-notes';
import { textKey } from './text-key';

/**
 * Where the rules' vendor name or address on an OCR'd receipt is well supported by what is printed, so that the layout
 * model's different block does not overrule it. The model reads each cell on its own and, on a receipt it was not
 * trained on, takes a branch line, an address line or half a wrapped name for the name; the rules' reading is the
 * better one when it is the shape a receipt's header has:
 * - a name in the first lines of the page that closes with its legal form ("… SDN BHD", "… S/B") or with the form of
 *   a registered trade name ("… ENTERPRISE", "… TRADING", trade-name-forms.json);
 * - an address that opens with a figure (house or lot number) in the header and runs to its postcode.
 */
const TRADE_FORMS = Object.values(tradeNameForms as Record<string, string[]>).flat().map((f) => f.toUpperCase());
/** Lines of a receipt's header: a name wrapped over two or three lines still ends within them. */
const NAME_LINES = 5;
const ADDRESS_LINES = 12;

/** A name that ends with its legal form or a trade name's form (brackets after it, as "(M)", aside). */
export function closesWithForm(name: string): boolean {
  const t = name.trim().replace(/[\s.,;:]+$/u, '');
  const form = findLegalForm(t);
  if (form && form.index > 0 && t.slice(form.end).replace(/[\s.,]+/g, '') === '') return true;
  const words = t.toUpperCase().split(/\s+/);
  return words.length >= 2 && TRADE_FORMS.includes(words[words.length - 1]);
}

/** The first `n` lines of page 1 as one key, to find a value printed over one or more of them. */
function headKey(doc: Doc, n: number): string {
  return textKey(doc.lines.filter((l) => l.page === 1).slice(0, n).map((l) => l.text).join(' '));
}

export function anchoredName(doc: Doc, name: string | undefined): boolean {
  return Boolean(name) && closesWithForm(name!) && headKey(doc, NAME_LINES).includes(textKey(name!));
}

export function anchoredAddress(doc: Doc, address: string | undefined): boolean {
  const key = address ? textKey(address) : '';
  if (!key || !headKey(doc, ADDRESS_LINES).includes(key)) return false;
  // Its printed lines, each judged alone: capitals join their lines with a space, hiding the postcode's line start.
  const lines = doc.lines.filter((l) => l.page === 1).slice(0, ADDRESS_LINES).filter((l) => textKey(l.text).length >= 4 && key.includes(textKey(l.text)));
  const first = lines[0]?.text ?? '';
  if (!key.startsWith(textKey(first)) || !lines.some((l) => splitAddress([l.text]).Zipcode)) return false;
  return /^\S*\p{Nd}/u.test(first.trim().replace(/^(?:no|lot|unit)\b[.:\s]*/iu, '')) && !isRegistrationLine(first) && looksLikeAddress(first);
}

/** The vendor fields whose rules' value is anchored so ("Vendor_Name", "Vendor_Address"). */
export function anchoredFields(doc: Doc, fields: { Vendor_Name?: unknown; Vendor_Address?: unknown }): Set<string> {
  const out = new Set<string>();
  if (typeof fields.Vendor_Name === 'string' && anchoredName(doc, fields.Vendor_Name)) out.add('Vendor_Name');
  if (typeof fields.Vendor_Address === 'string' && anchoredAddress(doc, fields.Vendor_Address)) out.add('Vendor_Address');
  return out;
}
