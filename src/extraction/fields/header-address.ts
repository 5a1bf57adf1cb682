import { splitAddress } from '../address/address-parts';
import { isStreetLine } from '../lexicon';
import { addressRun, joinAddress, looksLikeAddress, opensAddress } from './address-run';
import type { Doc } from './doc';
import { isRegistrationLine } from './name-notes';
import { pricedRow } from './priced-row';
import { textKey } from './text-key';
import { findAmounts } from './amounts';
import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import addressLabels from '../lexicon/address-labels.json';

const ADDRESS_LABELS = new LabelMatcher([
  { language: 'x', fields: { page: { labels: Object.values(addressLabels as Record<string, string[]>).flat(), examples: [] } }, signs: [], connectors: [] },
] as unknown as LabelFile[]);

/**
 * A header line's text without the address label that opens it ("HQ ADD: LOT 11995, BATU 2, JALAN KAPAR", "ALAMAT :
 * …"; words in address-labels.json): only with its colon, since "ADD" or "SITZ" may be words of the line.
 */
export function withoutAddressLabel(text: string): string {
  const t = text.trim();
  const span = ADDRESS_LABELS.find(t).filter((s) => s.start === 0 && /^\s*[:：]/.test(t.slice(s.end))).sort((a, b) => b.end - a.end)[0];
  return span ? t.slice(span.end).replace(/^\s*[:：]\s*/, '') : t;
}

/** Lines of a receipt's header that may hold the shop's address (name, notes, registrations, street, postcode). */
const HEADER_LINES = 12;

/**
 * The address block of a narrow receipt's header when none was found under the vendor's name: the name may be
 * unread, or a line the name rules do not pass may stand between ("SITE: 1046", "DAMANSARA UTAMA OUTLET", a
 * second brand line). The block opens with a street line with its number, runs in postal order, and must reach its
 * postcode above the first priced line, or it is some other line with a figure.
 */
export function headerAddress(doc: Doc): string | undefined {
  const page = doc.lines.filter((l) => l.page === 1);
  if (!page.length || !page.slice(0, 6).every((l) => l.cells.length === 1)) return undefined;
  const top = page.slice(0, HEADER_LINES);
  // A line with a price (cents) is an item or a total: the header ended above it.
  const priced = top.findIndex((l) => l.cells.some((_, i) => pricedRow(l, i)) || findAmounts(l.text).some((a) => a.decimals === 2));
  const head = priced >= 0 ? top.slice(0, priced) : top;
  const text = (l: Doc['lines'][number]) => withoutAddressLabel(l.cells[0].text);
  // A labelled line is an address line by its label, even with its postcode on it ("HQ: 7, JLN SS21/34, 47400 PJ").
  const labelled = (l: Doc['lines'][number]) => text(l) !== l.cells[0].text.trim() && looksLikeAddress(text(l)) && /\p{Nd}/u.test(text(l));
  const start = head.findIndex((l) => (opensAddress(text(l)) || labelled(l)) && !isRegistrationLine(text(l)));
  if (start < 0) return undefined;
  // A lot number alone may pass for a postcode ("LOT PTD 101051" over "JALAN PERMAS 10/10"): a street line above opens it.
  const above = head[start - 1]?.cells[0].text ?? '';
  const from = start > 0 && isStreetLine(above) && looksLikeAddress(above) && /\p{Nd}/u.test(above) && !isRegistrationLine(above) ? start - 1 : start;
  const lines = addressRun(head.slice(from).map(text));
  // Per line: capitals join their lines with a space, where the postcode no longer opens a line.
  return lines.some((l) => splitAddress([l]).Zipcode) ? joinAddress(lines) : undefined;
}

/**
 * The address found under a receipt's name, or the header's own address block when the found one never reaches a
 * postcode and has no street word ("TF VALUE-MART SDN BHD" / "BENTONG-2" / "GST REG NO …" / "JALAN TRAS BATU 1" /
 * "28700 BENTONG"): a branch code over the registration line, not the shop's address, which runs below it.
 */
export function withHeaderAddress(doc: Doc, found: string | undefined): string | undefined {
  if (!found) return headerAddress(doc);
  if (splitAddress([found]).Zipcode || isStreetLine(found) || found.split(/[,\n]/).length > 1) return found;
  const header = headerAddress(doc);
  return header && !textKey(header).includes(textKey(found)) ? header : found;
}
