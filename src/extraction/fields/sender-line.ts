import type { Doc } from './doc';
import { findLegalForm } from './legal-form';
import { labelsAValue } from '../lexicon';
import { splitAddress } from '../address/address-parts';
import { splitParts } from './part-separators';
import { sameName } from './name-match';
import { addressOfParts, repeatedAddress } from './sender-parts';
import { legalForm, plausible } from './vendor-name-shape';

/** "QualityHosting AG - Uferweg 40-42 - D-63571 Gelnhausen": name, street, city in one small line. */
export function senderLine(doc: Doc): { name: string; address: string } | undefined {
  for (const line of doc.lines.slice(0, 20)) {
    if (line.page > 1) break;
    // Above the window: a footer line is the footer's (footerSenderLine).
    if (line.box[1] > 0.5 * line.pageHeight) continue;
    // Not the labelled field the document's meta column prints on the same line ("Data de emissão: 14-03-2026").
    const cells = line.cells.length > 1 && labelsAValue(line.cells[line.cells.length - 1].text) ? line.cells.slice(0, -1) : line.cells;
    const parts = splitParts(cells.length < line.cells.length ? cells.map((c) => c.text).join(' ') : line.text);
    const address = addressOfParts(parts.slice(1));
    if (parts.length < 3 || !(/\d{4,5}/.test(address) || splitAddress([address]).Zipcode)) continue;
    // "Receptor: ACME, S.A. DE C.V. · RFC: … · Domicilio fiscal: 37000": a labelled party, not a sender line.
    if (plausible(parts[0]) && legalForm(parts[0]) && !/[:：]/.test(parts[0])) return { name: parts[0], address };
  }
  return undefined;
}

/**
 * The same line in the first page's footer ("נתיב הובלות בע"מ · רחוב ויצמן 6 · ירושלים 9414101" under a letterhead-less
 * ledger print): the one party that prints its name and address there is the vendor, even when the customer's block
 * above carries a legal form and its heading was misread. The rest must read as an address with a postcode (a bank's
 * "Bank AG · IBAN DE89 3704 …" is no sender line).
 */
export function footerSenderLine(doc: Doc): { name: string; address: string } | undefined {
  for (const line of doc.lines) {
    if (line.page > 1) break;
    if (line.box[1] <= 0.75 * line.pageHeight) continue;
    const parts = splitParts(line.text);
    // The name ends with its legal form: "Summit Office Systems Corp. TEL 613-248-1444 · Account …" is a contact line.
    const form = plausible(parts[0]) ? findLegalForm(parts[0]) : null;
    if (parts.length < 3 || !form || parts[0].slice(form.end).replace(/[\s.,]+/g, '')) continue;
    const address = addressOfParts(parts.slice(1));
    if (splitAddress([address]).Zipcode) return { name: parts[0], address };
  }
  return undefined;
}

/**
 * The vendor's sender line when the name carries no legal form: "Tibay Construction Enterprises - 842 Osmeña
 * Boulevard - Cebu City, Cebu 6000" under the name printed large. Its first part repeats the vendor's name.
 */
export function senderAddress(doc: Doc, name: string): string | undefined {
  // Above the window, or in the footer of the first page ("Menuiserie Bernard SRL · Rue de la Station 56 · 5000 Namur").
  const first = doc.lines.filter((l) => l.page === 1);
  for (const line of [...first.slice(0, 20), ...first.slice(20).filter((l) => l.box[1] > 0.75 * l.pageHeight)]) {
    const parts = splitParts(line.text);
    if (parts.length < 2 || !sameName(parts[0], name)) continue;
    // The line may be clipped by the window ("… · Ottawa ON K1P"): only one that reaches its postcode is the address.
    const rest = repeatedAddress(parts.slice(1));
    if (rest) return rest;
  }
  return undefined;
}

