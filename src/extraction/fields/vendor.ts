import { domainKeys, spelledByDomain } from './domain-name';
import { findLabels, valueCandidates, xOverlap, type Doc, type TextLine } from './doc';
import { w } from './labels';
import { splitAtTaxIds } from './party-ids';
import { findLegalForm } from './legal-form';
import { isBranchLine } from '../lexicon';
import { onlyLabels } from './label-only';
import { splitAddress } from '../address/address-parts';
import { customerRegion, findBlocks, namedValue, SELLER_HEADING, type Block, type RegionTest } from './sections';
import { notName, wrappedName } from './wrapped-name';
import { nameOverRegistration, withTradeLine } from './registered-name';
import { onlyTradeWords } from './trade-words';
import { contactsBelow, outsideWindow } from './letterhead';
import { withoutTitle } from './name-title';
import { belowHeaderTitle, nameOverAddress, placeOnly } from './header-name';
import { isOwnerLine, withoutCheckedNumber } from './name-notes';
import { notShopName } from './staff-line';
import { footerCompanyLine } from './sender-parts';
import { fapiaoParties } from './fapiao-parties';
import { sideHeadedParties } from './side-headings';
import { cleanName, plausible } from './vendor-name-shape';
import { footerSenderLine, senderAddress, senderLine } from './sender-line';
import { cellAbove, isLabelLine, legalFormName } from './legal-form-name';

export { legalForm } from './vendor-name-shape';
export { footerSenderLine, senderAddress, senderLine } from './sender-line';

const NAME_LABEL = w(String.raw`name|firma|company|raison\s+sociale|naam|nombre|nome|ragione\s+sociale|raz[aã]o\s+social|raz[oó]n\s+social`);
const HOLDER_LABEL = w(String.raw`titulaire(?:\s+du\s+compte)?|kontoinhaber|kontoname|account\s+(?:holder|name)|beneficiary|rekeninghouder|begunstigde|titular|intestatario\s+(?:del\s+)?conto|conto\s+intestato\s+a|inhaber`);
const TITLE = w(String.raw`invoice|rechnung|facture|factuur|factura|fattura|receipt|quittung|reçu|bon|tax\s+invoice|payment\s+receipt|credit\s+note|gutschrift|kopie|copy|original|page|seite|[\p{L}]*rechnung`);

/** The name of a party printed with its register entry ("ООО «Вектор», ИНН …, КПП …, 191025, …"). */
const ownName = (text: string | undefined) => (text === undefined ? undefined : (splitAtTaxIds(text)?.name ?? text));

export function fromSellerBlock(block: Block): string | undefined {
  const named = ownName(namedValue(block, NAME_LABEL));
  if (named && plausible(named)) return cleanName(named);
  const inline = ownName(block.inline);
  if (inline && plausible(inline) && !onlyLabels(inline)) return cleanName(inline);
  for (const l of block.lines.slice(0, 3)) {
    // "Nummer: 549910" or a lone "Name:" is a field of the block, not the party's name.
    if (/[:：]/.test(l.text)) continue;
    const name = cleanName(l.text);
    if (plausible(name) && !onlyLabels(name)) return name;
  }
  return undefined;
}

export { nameKey } from './name-key';

function accountHolder(doc: Doc): string | undefined {
  for (const hit of findLabels(doc, [{ re: HOLDER_LABEL, weight: 1 }])) {
    const v = valueCandidates(doc, hit)[0];
    if (v && v.where !== 'below') {
      const name = cleanName(v.text.split(/\s+[-–|]\s+|\s{2,}/)[0]);
      if (plausible(name) && !/\d{5,}/.test(name)) return name;
    }
  }
  return undefined;
}

/** The first name-like top line; a later one when only it is spelled by the document's own web or mail domain. */
function topLine(doc: Doc, isCustomer: RegionTest): { name: string; line: TextLine; cell: number } | undefined {
  const names = topNames(doc, isCustomer);
  if (names.length < 2) return names[0];
  const keys = domainKeys(doc);
  return spelledByDomain(names[0].name, keys) ? names[0] : (names.find((n) => spelledByDomain(n.name, keys)) ?? names[0]);
}

function topNames(doc: Doc, isCustomer: RegionTest): { name: string; line: TextLine; cell: number }[] {
  const names: { name: string; line: TextLine; cell: number }[] = [];
  for (const line of doc.lines.slice(0, 3)) {
    const c = line.cells[0];
    if (line.page > 1 || isCustomer(line, c.x0, c.x1)) continue;
    const text = withoutCheckedNumber(cleanName(c.text));
    if (TITLE.test(text) || /[:\d]/.test(text) || text.split(/\s+/).length > 5 || !plausible(text)) continue;
    // A label ("FACT.NR.", "Счет №", "請求番号"), a branch line ("Sede di Bologna") or a logo's monogram ("VA", "ΚΉ")
    // is not the name; a name may hold a label word ("BAR CENTRALE").
    if (isLabelLine(text) || notShopName(text) || isBranchLine(text) || placeOnly(text) || (text.match(/\p{L}/gu) ?? []).length < 4) continue;
    const name = line.cells.length > 1 && line.cells.every((x) => /^\p{L}+$/u.test(x.text)) ? line.cells.map((x) => x.text).join(' ') : text;
    names.push({ name, line, cell: 0 });
  }
  return names;
}

/**
 * A name wrapped on a narrow receipt ("QuickStop Convenience Pte" / "Ltd"): when the line under it holds nothing
 * but the rest of a legal form, the two lines are one name, and the address starts under the second.
 */
function withWrappedForm<T extends { name: string; line: TextLine; cell: number }>(doc: Doc, guess: T): T {
  const next = doc.lines[guess.line.index + 1];
  const cell = next?.cells.find((c) => xOverlap([c.x0, c.x1], [guess.line.cells[guess.cell].x0, guess.line.cells[guess.cell].x1]) > 0.3);
  if (!next || !cell || next.page !== guess.line.page || next.box[1] - guess.line.box[3] > 1.5 * next.height) return guess;
  const joined = `${guess.name} ${cell.text.trim()}`;
  const form = findLegalForm(joined);
  if (!form || form.end !== joined.length || form.index >= guess.name.length || form.end <= guess.name.length) return guess;
  return { ...guess, name: joined, line: next, cell: next.cells.indexOf(cell) };
}

/**
 * A name whose legal form wrapped onto its own line ("PASARAYA BORONG PINTAR" / "SDN BHD", "LIAN CHI PU TIAN
 * VEGETARIAN" / "RESTAURANT SDN BHD"): the line right above, in the same column, is the start of the name when the
 * legal form's line holds at most one word of its own and the line above is about as long (a wrap, not a shop sign
 * over a shorter legal name: "DESA PARK CITY" / "GOLDEN SCOOP SDN BHD").
 */
function withNameAbove<T extends { name: string; line: TextLine; cell: number }>(doc: Doc, guess: T, isCustomer: RegionTest): T {
  const own = guess.line.cells[guess.cell];
  const form = findLegalForm(guess.name);
  // A name already read over two lines ("ENTERPRISE (SETIA" / "ALAM) SDN BHD") may have wrapped from a third above.
  const up = cellAbove(doc, guess.line, own);
  const first = up && !guess.name.startsWith(own.text.trim()) && guess.name.startsWith(up.cell.text.trim()) ? up : { line: guess.line, cell: own };
  // Owner words open the owner's name: the shop's sign above it is another name.
  const prev = form && !isOwnerLine(first.cell.text) ? cellAbove(doc, first.line, first.cell) : undefined;
  if (!form || !prev || isCustomer(prev.line, prev.cell.x0, prev.cell.x1)) return guess;
  const above = cleanName(prev.cell.text);
  if (!plausible(above) || /[:\d@]/.test(above) || TITLE.test(above) || isLabelLine(above) || isBranchLine(above)) return guess;
  const words = guess.name.slice(0, form.index).replace(/\([^)]*\)/g, ' ').trim().split(/\s+/).filter(Boolean);
  // Trade words alone ("STATIONERY SDN. BHD") name no business: the line above is the start of the name.
  const wraps = words.length === 0 || (words.length === 1 && above.length >= 0.8 * own.text.trim().length) || onlyTradeWords(words.join(' '));
  return wraps ? { ...guess, name: `${above} ${guess.name}` } : guess;
}

/** A line that may be a name: no label, title, thank-you, branch, address, contact or run of figures. */
function nameLike(text: string): boolean {
  const t = cleanName(text);
  return plausible(t) && !TITLE.test(t) && !/[:@]/.test(t) && !isLabelLine(t) && !notShopName(t) && !isBranchLine(t) && !notName(t) && !placeOnly(t) && (t.match(/\p{L}/gu) ?? []).length >= 4;
}

/** A line that is a label (with or without its value), a title, or a thank-you, rather than a name. */
export interface VendorGuess {
  name: string;
  /** Where the name was printed, for reading the address under it. */
  line?: TextLine;
  cell?: number;
  block?: Block;
  senderAddress?: string;
}

/**
 * Vendor_Name, tried in order of reliability:
 *  1. a seller block ("Verkäufer", "Sold By", "Service Provider") — its "Name:" field or first line;
 *  2. a sender line above the address window ("ACME GmbH - Hauptstr. 1 - 12345 Stadt");
 *  3. the bank account holder ("Titulaire du compte : X", "Kontoinhaber: X");
 *  4. the first name carrying a legal form (GmbH, Inc., B.V., SAS …) outside the customer's block;
 *  5. a short first line at the very top of page 1.
 */
export function findVendor(doc: Doc): VendorGuess | undefined {
  const fapiao = fapiaoParties(doc);
  if (fapiao?.seller) return { name: fapiao.seller, senderAddress: fapiao.sellerAddress };
  const form = sideHeadedParties(doc)?.seller;
  if (form?.name) return { name: form.name, senderAddress: form.address };
  for (const block of findBlocks(doc, SELLER_HEADING)) {
    const name = fromSellerBlock(block);
    // "Vendeur : Sophie", "Verkäufer: Max" on a till receipt is the salesperson: a seller block names the business
    // when the name has a legal form or a "Name:" label, or an address with a postcode follows it.
    const named = namedValue(block, NAME_LABEL) !== undefined;
    if (name && (findLegalForm(name) || named || block.lines.slice(0, 8).some((l) => splitAddress([l.text]).Zipcode))) return { name, block };
  }
  const sender = senderLine(doc) ?? footerSenderLine(doc);
  if (sender) return { name: sender.name, senderAddress: sender.address };
  const isCustomer = customerRegion(doc);
  const holder = accountHolder(doc);
  if (holder) return { name: holder };
  const legal = legalFormName(doc, isCustomer);
  // A company name under the receipt's header (name, address, title) is the customer or the shop's owner.
  const header = legal ? topLine(doc, isCustomer) : undefined;
  if (legal && !(header && belowHeaderTitle(doc, header.line, legal.line))) {
    // The addressee in the window comes first when the letterhead is printed under the signature.
    const outside = contactsBelow(doc, legal.line) ? undefined : outsideWindow(doc, isCustomer, legal.name);
    const sender = outside ? legalFormName(doc, outside) : undefined;
    const chosen = sender && contactsBelow(doc, sender.line) ? sender : legal;
    // Twice: a long name wraps over three lines ("AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD").
    const found = withWrappedForm(doc, wrappedName(doc, withNameAbove(doc, withNameAbove(doc, chosen, isCustomer), isCustomer)));
    return { ...found, name: withoutTitle(found.name) };
  }
  const top = topLine(doc, isCustomer);
  // The line over the registration number names the business when a proprietor or a greeting is printed above it.
  const registered = nameOverRegistration(doc, nameLike);
  const chosen = (registered && (!top || top.line.index < registered.line.index) ? registered : top) ?? nameOverAddress(doc, nameLike);
  if (chosen) return withWrappedForm(doc, withTradeLine(doc, wrappedName(doc, chosen)));
  const footer = footerCompanyLine(doc);
  return footer ? { name: footer.name, senderAddress: footer.address } : undefined;
}
