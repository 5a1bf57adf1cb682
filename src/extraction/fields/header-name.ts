import { splitAddress } from '../address/address-parts';
import { COUNTRY_NAMES, PLACES } from '../address/postal-data';
import { fold } from '../address/text';
import { labelsIn } from '../lexicon';
import { findAmounts } from './amounts';
import { opensAddress } from './address-run';
import { isRegistrationLine } from './name-notes';
import type { Doc, TextLine } from './doc';

/**
 * The header of a till receipt reads as one block: the business's name, its address down to the postcode, then the
 * document's title ("SIMPLIFIED TAX INVOICE", "TAX INVOICE"). A company name printed under that title, still above the
 * first priced line, is another party: the cash-sale customer ("GOGIANT ENGINEERING (M) SDN BHD") or the owner of
 * the shop ("OWNED BY :" / "SANYU SUPPLY SDN BHD"), not the vendor named at the top.
 */
export function belowHeaderTitle(doc: Doc, top: TextLine, legal: TextLine): boolean {
  if (top.page !== legal.page || top.index >= legal.index) return false;
  const between = doc.lines.slice(top.index + 1, legal.index);
  const postcode = between.findIndex((l) => l.cells.some((c) => Boolean(splitAddress([c.text]).Zipcode)));
  if (postcode < 0) return false;
  const title = between.slice(postcode + 1).some((l) => l.cells.some((c) => isTitle(c.text)));
  const priced = doc.lines.slice(0, legal.index).some((l) => findAmounts(l.text).some((a) => a.decimals === 2));
  return title && !priced;
}

/** A cell that is a document title and nothing else ("TAX INVOICE", "- INVOICE -", "SIMPLIFIED TAX INVOICE"). */
export function isTitle(text: string): boolean {
  const t = text.trim();
  return labelsIn(t).some((l) => (l.key === 'doc_invoice' || l.key === 'doc_receipt') && !/[\p{L}\p{Nd}]/u.test(t.slice(l.end))) && !/\p{Nd}/u.test(t);
}

/** A line that is only a country, state or region ("MALAYSIA", "SELANGOR DARUL EHSAN"): part of an address, never a name. */
export function placeOnly(text: string): boolean {
  const t = fold(text.trim().replace(/[.,;]+$/, ''));
  if (PLACES.has(t) || COUNTRY_NAMES.has(t)) return true;
  const parts = splitAddress([text]);
  return Boolean(parts.Country) && !parts.Address_Line && !parts.City;
}

/**
 * The line right over the first street line at the top of a receipt, past registration numbers ("TRIPLE SIX POINT
 * ENTERPRISE 666" / "NO 14& 16 JALAN PERMAS 4/3 …", "KEDAI UBAT DAN RUNCIT CHONG HWA" / "3, JALAN PERDANA 5, …"): the
 * name of a business whose name line carries a figure or many words, when nothing else named it. `isName` tells a
 * name-like line.
 */
export function nameOverAddress(doc: Doc, isName: (text: string) => boolean, within = 8): { name: string; line: TextLine; cell: number } | undefined {
  const top = doc.lines.filter((l) => l.page === 1).slice(0, within);
  const at = top.findIndex((l) => l.cells.length === 1 && opensAddress(l.cells[0].text));
  let i = at - 1;
  while (i > 0 && top[i].cells.length === 1 && isRegistrationLine(top[i].cells[0].text)) i--;
  const line = i >= 0 ? top[i] : undefined;
  if (!line || line.cells.length !== 1 || !isName(line.cells[0].text) || isRegistrationLine(line.cells[0].text)) return undefined;
  return { name: line.cells[0].text.trim(), line, cell: 0 };
}
