import { isHeadingOnly } from './label-only';
import { honorificName } from './honorific';
import { letterheadAddress } from './letterhead-repeat';
import { fapiaoParties } from './fapiao-parties';
import { sideHeadedParties } from './side-headings';
import { besideAddress } from './sender-parts';
import { splitParts } from './part-separators';
import { sameName } from './name-match';
import { xOverlap, type Doc, type TextLine } from './doc';
import type { Cell } from '../raw-text';
import { endsWithCountry, joinWrapped, wrapsInto } from './wrapped-lines';
import { w } from './labels';
import { BUYER_HEADING, findBlocks, namedValue, type Block } from './sections';
import { findVendor, fromSellerBlock, senderAddress } from './vendor';
import { fullerRepeat } from './repeated-address';
import { recipientWindow } from './recipient';
import { isTitle } from './header-name';
import { onlyLabels } from './label-only';
import { splitAddress } from '../address/address-parts';
import { addressRun, continuesAddress, joinAddress, looksLikeAddress, precedesAddress } from './address-run';
import { isOwnerLine, isRegistrationLine } from './name-notes';
import { beforeContact } from './contact-tail';
import { pricedRow } from './priced-row';
import { isHeaderNote, outletLine } from './header-notes';
import { withHeaderAddress } from './header-address';
import { fullerName } from './fuller-name';
import { salutationName } from './salutation-name';
import { statesCapital } from './legal-form';
import { registerAddress } from './party-ids';

/**
 * Vendor_Name / Vendor_Address and Bill_To_Name. Addresses are the lines printed under the name in the
 * same column (or after an "Address:"/"Anschrift:" label in a seller block), joined with ", ".
 */
const ADDRESS_LABEL = w(String.raw`anschrift|address|adresse|adres|dirección|direccion|indirizzo|sitz|siège(?:\s+social)?`);
/**
 * Up to five address lines under `line` in the column of `cell`. Registration numbers in brackets
 * ("(728515-N)") are skipped, and so are registration, tax-id and owner lines before the first address line
 * ("COMPANY NO: 499702-V", "DIMILIKI OLEH : …"); a labelled line ("Tel: …") ends the address, keeping what its
 * postcode line prints before the label ("81750 JOHOR BAHRU, JOHOR, TEL NO.: 07-387 3322").
 */
function addressBelow(doc: Doc, line: TextLine, cell: number, end = Infinity, name?: string): string | undefined {
  const c = nameSpan(doc, line, line.cells[cell], name);
  const out: string[] = [];
  let prev = line;
  let taken: Cell | undefined;
  // The line of the last cell taken: a wrap continues it on the very next line, not under a line skipped since.
  let takenAt = -1;
  for (const next of doc.lines.slice(line.index + 1, Math.min(line.index + 9, end))) {
    if (next.page !== line.page || next.box[1] - prev.box[3] > 1.8 * next.height || out.length >= 5) break;
    const under = next.cells.find((x) => xOverlap([x.x0, x.x1], [c.x0, Math.max(c.x1, c.x0 + 60)]) > 0.5);
    if (!under) continue;
    if (pricedRow(next, next.cells.indexOf(under))) break;
    if (taken && out.length && takenAt === next.index - 1 && !endsWithCountry(taken.text) && looksLikeAddress(under.text) && wrapsInto(doc, prev, taken, under)) {
      out[out.length - 1] = joinWrapped(out[out.length - 1], under.text);
      prev = next;
      taken = under;
      takenAt = next.index;
      continue;
    }
    prev = next;
    // Registration numbers in brackets and branch lines ("Filiaal Eindhoven") sit between a name and its address;
    // under the address a line in brackets ("(GST ID NO: …)", "(SG WANG)", the outlet) ends it.
    // Lines without a figure above a registration line went on with the name ("RESTAURANT JIAWEI" / "JIAWEI HOUSE" /
    // "002693074-K"): the address starts under the registration.
    const lead = !out.some((t) => /\p{Nd}/u.test(t));
    if (/^\((?!\d{4,6}\)).*\)$/.test(under.text.trim())) {
      if (!lead) break;
      out.length = 0;
      continue;
    }
    // A sidebar's section heading under the name ("공급자", "From") names the party's role, not its street.
    if (!out.length && (precedesAddress(under.text) || isHeaderNote(under.text) || outletLine(under.text, name) || isHeadingOnly(under.text))) continue;
    if (lead && (isRegistrationLine(under.text) || isOwnerLine(under.text) || statesCapital(under.text))) {
      out.length = 0;
      continue;
    }
    // The address ends where a contact follows its postcode on the same line, also a line the address reads on
    // into ("Industriestraße 44 · 73728 Esslingen · Tel. 0711 396 550"), and the first line under a letterhead name
    // ("106 臺北市大安區…3樓　電話 (02) 2771-5566").
    const head = beforeContact(under.text);
    if (head || !continuesAddress(out, under.text)) {
      if (head && continuesAddress(out, head)) out.push(head);
      break;
    }
    out.push(under.text.trim());
    taken = under;
    takenAt = next.index;
  }
  return joinAddress(out);
}

/**
 * The column of a name whose legal form wrapped onto a short line of its own ("MPH BOOKSTORES" / "SDN BHD"): the
 * address under it is as wide as the whole name, not as its last line.
 */
function nameSpan(doc: Doc, line: TextLine, own: Cell, name: string | undefined): { x0: number; x1: number } {
  const above = doc.lines[line.index - 1];
  const head = above?.cells.length === 1 ? above.cells[0] : undefined;
  // Only the two lines of one name: "MPH BOOKSTORES" + "SDN BHD" as the name field reads.
  const wrapped = head && name && name.trim() === `${head.text.trim()} ${own.text.trim()}` && xOverlap([head.x0, head.x1], [own.x0, own.x1]) > 0;
  return wrapped ? { x0: Math.min(own.x0, head.x0), x1: Math.max(own.x1, head.x1) } : own;
}

/**
 * The vendor's name printed a second time, as a cell of a footer line ("Name | Tel … | Bank …"), with its
 * address in the lines under it, when the name at the top stood alone.
 */
function addressAtRepeat(doc: Doc, name: string, first?: TextLine): string | undefined {
  for (const line of doc.lines) {
    // Only a footer: a second printing higher up is a party block that shares the name (ship-to beside bill-to).
    if (line === first || line.box[1] < 0.6 * line.pageHeight) continue;
    // As OCR read it: the footer's small print may lose a dot the large name kept ("de CV." / "de C.V.").
    const cell = line.cells.findIndex((c) => c.text.trim() === name || sameName(c.text, name));
    const address = cell >= 0 ? addressBelow(doc, line, cell) : undefined;
    if (address) return address;
  }
  return undefined;
}

/**
 * The address lines of a party block: those after the line holding the name (all of them when the name stood
 * beside the heading), up to the first line that is not an address line; at least one holds a figure.
 */
function blockAddress(block: Block, name: string): string | undefined {
  const at = block.lines.findIndex((l) => l.text.includes(name));
  const lines = block.lines.slice(at + 1).map((l) => l.text);
  // A registration line under the name ("CNPJ … · Inscrição Municipal …") comes before the street.
  const from = lines.findIndex((t) => !splitParts(t).every(besideAddress));
  return joinAddress(addressRun(from > 0 ? lines.slice(from) : lines));
}

/**
 * A narrow receipt that prints its legal name under the address block ("TQ FOR SHOPPING WITH …" / street / postcode /
 * "MAJU RETAIL SB (123456-X)"): nothing is under the name, and the address is the one under the top line.
 */
function addressUnderTop(doc: Doc, line: TextLine | undefined): string | undefined {
  const top = doc.lines[0];
  const narrow = doc.lines.slice(0, 6).every((l) => l.cells.length === 1);
  // Only a name in the header, and not one read in the postcode line ("2511 CV Den Haag") or an item line further down.
  const header = line && top && line.page === top.page && line.index > top.index + 2 && line.index <= top.index + 8;
  return header && narrow && !splitAddress([line.text]).Zipcode ? addressBelow(doc, top, 0, line.index) : undefined;
}

export interface PartyFields {
  Vendor_Name?: string;
  Vendor_Address?: string;
  Bill_To_Name?: string;
  Bill_To_Address?: string;
}

/**
 * The record's address parts of the vendor (with Vendor_Country, an ISO 3166 code when printed) and of the bill-to
 * party. `countryHint`: the country the whole document points to, which settles a postcode shared by several.
 */
export function addressParts(p: PartyFields, countryHint?: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [prefix, address] of [['Vendor', p.Vendor_Address], ['Bill_To', p.Bill_To_Address]] as const) {
    if (!address) continue;
    const parts = splitAddress([address], prefix === 'Vendor' ? countryHint : undefined);
    out[`${prefix}_Address_Line`] = parts.Address_Line;
    out[`${prefix}_City`] = parts.City;
    out[`${prefix}_State`] = parts.State;
    out[`${prefix}_Zipcode`] = parts.Zipcode;
    if (prefix === 'Vendor') out.Vendor_Country = parts.Country;
  }
  return out;
}

export function extractParties(doc: Doc): PartyFields {
  const out: PartyFields = {};
  const vendor = findVendor(doc);
  if (vendor) {
    out.Vendor_Name = vendor.senderAddress ? fullerName(doc, vendor.name) : vendor.name;
    if (vendor.senderAddress) out.Vendor_Address = fullerRepeat(vendor.senderAddress, addressAtRepeat(doc, vendor.name, vendor.line)) ?? vendor.senderAddress;
    else if (vendor.block) {
      const labelled = namedValue(vendor.block, ADDRESS_LABEL);
      const at = vendor.block.lines.findIndex((l) => ADDRESS_LABEL.test(l.text));
      const more = at >= 0 ? vendor.block.lines.slice(at + 1, at + 3).filter((l) => !/:/.test(l.text) && looksLikeAddress(l.text)) : [];
      if (labelled) out.Vendor_Address = [labelled, ...more.map((l) => l.text)].join(', ');
      else {
        const address = registerAddress(vendor.block, vendor.name) ?? blockAddress(vendor.block, vendor.name);
        if (address) out.Vendor_Address = address;
      }
    } else if (vendor.line && vendor.cell !== undefined) {
      const address = addressBelow(doc, vendor.line, vendor.cell, Infinity, vendor.name);
      if (address) out.Vendor_Address = address;
    }
    out.Vendor_Address ??= senderAddress(doc, vendor.name) ?? addressAtRepeat(doc, vendor.name, vendor.line) ?? addressUnderTop(doc, vendor.line);
    const head = out.Vendor_Address ? undefined : letterheadAddress(doc, vendor.name, vendor.line);
    if (head) out.Vendor_Address = head;
  }
  out.Vendor_Address = withHeaderAddress(doc, out.Vendor_Address);
  const buyer = fapiaoParties(doc)?.buyer ?? sideHeadedParties(doc)?.buyer.name;
  if (buyer) out.Bill_To_Name = buyer;
  for (const block of out.Bill_To_Name ? [] : findBlocks(doc, BUYER_HEADING)) {
    const name = fromSellerBlock(block);
    // The document's title beside the heading ("받는분 | 수수료 청구서" read as one row) names no customer.
    if (!name || isTitle(name) || onlyLabels(name)) continue;
    out.Bill_To_Name = name;
    const address = namedValue(block, ADDRESS_LABEL) ?? registerAddress(block, name) ?? blockAddress(block, name);
    if (address) out.Bill_To_Address = address;
    break;
  }
  if (!out.Bill_To_Name) {
    const named = doc.lines.filter((l) => l.page === 1).flatMap((l) => l.cells).map((c) => honorificName(c.text)).find(Boolean) ?? salutationName(doc);
    if (named) out.Bill_To_Name = named;
  }
  if (!out.Bill_To_Name) {
    const window = recipientWindow(doc, [out.Vendor_Name, vendor?.name, out.Vendor_Address]);
    if (window && !isTitle(window.name) && !onlyLabels(window.name)) {
      out.Bill_To_Name = window.name;
      if (window.address) out.Bill_To_Address = window.address;
    }
  }
  return out;
}
