import { domainKeys, spelledByDomain } from './domain-name';
import { findLabels, valueCandidates, xOverlap, type Doc, type TextLine } from './doc';
import { w } from './labels';
import { splitAtTaxIds } from './party-ids';
import { findLegalForm, nameWithLegalForm, repairLegalForm, statesCapital } from './legal-form';
import { isBranchLine, labelsAValue, labelsIn } from '../lexicon';
import { onlyLabels } from './label-only';
import { splitAddress } from '../address/address-parts';
import { customerRegion, findBlocks, namedValue, SELLER_HEADING, type Block, type RegionTest } from './sections';
import { notName, wrappedName } from './wrapped-name';
import { nameOverRegistration, withTradeLine } from './registered-name';
import { onlyTradeWords } from './trade-words';
import { currentName } from './former-name';
import type { Cell } from '../raw-text';
import { contactsBelow, outsideWindow } from './letterhead';
import { withoutTitle } from './name-title';
import { splitParts } from './part-separators';
import { sameName } from './name-match';
import { belowHeaderTitle, nameOverAddress, placeOnly } from './header-name';
import { isOwnerLine, ownerName, withoutCheckedNumber } from './name-notes';
import { notShopName } from './staff-line';
import { addressOfParts, footerCompanyLine, repeatedAddress } from './sender-parts';
import { fapiaoParties } from './fapiao-parties';
import { sideHeadedParties } from './side-headings';

/**
 * Vendor_Name, tried in order of reliability:
 *  1. a seller block ("Verkäufer", "Sold By", "Service Provider") — its "Name:" field or first line;
 *  2. a sender line above the address window ("ACME GmbH - Hauptstr. 1 - 12345 Stadt");
 *  3. the bank account holder ("Titulaire du compte : X", "Kontoinhaber: X");
 *  4. the first name carrying a legal form (GmbH, Inc., B.V., SAS …) outside the customer's block;
 *  5. a short first line at the very top of page 1.
 */
/** The first legal form in a text ("GmbH", "Inc.", "B.V.", "ООО", "株式会社" …), from the country table. */
export function legalForm(text: string): { index: number; 0: string } | null {
  const m = findLegalForm(text);
  return m ? { index: m.index, 0: m.form } : null;
}

const NAME_LABEL = w(String.raw`name|firma|company|raison\s+sociale|naam|nombre|nome|ragione\s+sociale|raz[aã]o\s+social|raz[oó]n\s+social`);
const HOLDER_LABEL = w(String.raw`titulaire(?:\s+du\s+compte)?|kontoinhaber|kontoname|account\s+(?:holder|name)|beneficiary|rekeninghouder|begunstigde|titular|intestatario\s+(?:del\s+)?conto|conto\s+intestato\s+a|inhaber`);
const TITLE = w(String.raw`invoice|rechnung|facture|factuur|factura|fattura|receipt|quittung|reçu|bon|tax\s+invoice|payment\s+receipt|credit\s+note|gutschrift|kopie|copy|original|page|seite|[\p{L}]*rechnung`);

/**
 * "(Not to be used …)", "ATTN:", trailing commas and a lone label are not part of a name, nor a till's running number
 * printed before it ("#000002 BAIFU (M) SDN BHD").
 */
function cleanName(s: string): string {
  return s.replace(/^(?:attn|c\/o|z\.?\s?hd\.?|t\.a\.v\.)[:.]?\s*/i, '').replace(/^#\s?\d+\s+(?=\p{L})/u, '').replace(/[\s,;:]+$/, '').trim();
}

/**
 * Two letters in a row, marks between them: in Devanagari every consonant may carry a vowel sign ("कृष्णा होम डेकोर").
 * One word with four digits or more is a number ("07AAGFP3381M1ZQ", a GSTIN), not a name.
 */
function plausible(name: string): boolean {
  return /\p{L}\p{M}*\p{L}/u.test(name) && name.length <= 80 && !/^\(.*\)$/.test(name) && !/@|www\.|https?:/.test(name) && !/^\S*(?:\d\S*){4}$/u.test(name.trim());
}

/** "Free SAS au capital de …" → "Free SAS"; "ООО «Вектор» | ИНН …" → "ООО «Вектор»" (see legal-form.ts). */
function upToLegalForm(text: string): string | undefined {
  const name = nameWithLegalForm(text);
  return name && plausible(name) ? cleanName(name) : undefined;
}

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

export { nameKey } from './name-key';

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

function legalFormName(doc: Doc, isCustomer: RegionTest): { name: string; line: TextLine; cell: number } | undefined {
  for (const line of doc.lines) {
    for (const [ci, c] of line.cells.entries()) {
      // A copyright notice names the maker of a template or software, not the vendor.
      if (isCustomer(line, c.x0, c.x1) || /^\s*(?:\(c\)|©|copyright)/i.test(c.text)) continue;
      // "000 «Зелёный Сад»": the legal form as OCR printed it, with digits for its letters. An owner line names the
      // company behind the shop's sign ("OWN BY: CHEF LEE SDN BHD"): the company, without the owner words.
      const name = upToLegalForm(repairLegalForm(currentName(ownerName(c.text) ?? c.text))) ?? formUnderName(doc, line, ci);
      if (name && !/:/.test(name)) return { name, line, cell: ci };
    }
  }
  return undefined;
}

/** A line that is only a legal form ("SDN BHD", "(SEMENYIH) SDN BHD") under the rest of its name. */
function formUnderName(doc: Doc, line: TextLine, ci: number): string | undefined {
  const own = line.cells[ci];
  const form = findLegalForm(own.text);
  // "SAS au capital de 150 000 €" under "Comptoir des Matériaux Bretons": the name is the line above, as printed.
  if (statesCapital(own.text) && own.text.replace(/\d.*$/, '').trim().split(/\s+/).length <= 5) return nameAboveCapital(doc, line, own);
  if (!form || own.text.slice(0, form.index).replace(/\([^)]*\)/g, '').trim() !== '') return undefined;
  const above = cellAbove(doc, line, own);
  if (!above || /[:\d@]/.test(above.cell.text) || isLabelLine(above.cell.text)) return undefined;
  return upToLegalForm(`${above.cell.text.trim()} ${own.text.trim()}`);
}

function nameAboveCapital(doc: Doc, line: TextLine, own: Cell): string | undefined {
  const prev = doc.lines[line.index - 1];
  if (!prev || prev.page !== line.page || line.box[1] - prev.box[3] > 1.5 * line.height) return undefined;
  const cell = prev.cells.find((c) => xOverlap([c.x0, c.x1], [own.x0, own.x1]) > 0.3);
  const text = cell?.text.trim();
  return text && !/[:\d@]/.test(text) && !isLabelLine(text) && /\p{L}{3}/u.test(text) ? text : undefined;
}

/** The only cell of the line right above, in the same column: where a wrapped name goes on. */
function cellAbove(doc: Doc, line: TextLine, own: Cell): { line: TextLine; cell: Cell } | undefined {
  const prev = doc.lines[line.index - 1];
  if (!prev || prev.page !== line.page || prev.cells.length !== 1 || line.box[1] - prev.box[3] > 1.5 * line.height) return undefined;
  const cell = prev.cells[0];
  return xOverlap([cell.x0, cell.x1], [own.x0, own.x1]) > 0.3 ? { line: prev, cell } : undefined;
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
function isLabelLine(text: string): boolean {
  // Or label words alone: a title in two languages ("बिल / इनवॉइस", "Invoice / Facture").
  return labelsAValue(text) || onlyLabels(text) || labelsIn(text).some((l) => l.key === 'thanks' || (l.start <= 1 && l.end - l.start >= 0.6 * text.trim().length));
}

export interface VendorGuess {
  name: string;
  /** Where the name was printed, for reading the address under it. */
  line?: TextLine;
  cell?: number;
  block?: Block;
  senderAddress?: string;
}

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
