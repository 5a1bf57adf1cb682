import { xOverlap, type Doc, type TextLine } from './doc';
import { w } from './labels';
import { BUYER_HEADING, findBlocks, namedValue, type Block } from './sections';
import { findVendor, fromSellerBlock } from './vendor';
import { recipientWindow } from './recipient';
import { splitAddress } from '../address/address-parts';
import { joinAddressLines } from './address-lines';
import { isBranchLine, isStreetLine, labelsAValue } from '../lexicon';

/**
 * Vendor_Name / Vendor_Address and Bill_To_Name. Addresses are the lines printed under the name in the
 * same column (or after an "Address:"/"Anschrift:" label in a seller block), joined with ", ".
 */
const ADDRESS_LABEL = w(String.raw`anschrift|address|adresse|adres|dirección|direccion|indirizzo|sitz|siège(?:\s+social)?`);
/** Lines that end an address block: contact details, registrations, web addresses. */
const NOT_ADDRESS = w(String.raw`tel|telefon|phone|fax|e-?mail|www|http|vat|ust|btw|tva|kvk|iban|bic|swift|steuer|tax|gst|registered|handelsregister|hrb|amtsgericht|siret|rcs|nummer|number|datum|date|invoice|rechnung|factuur|facture`);

/** Label-file keys of lines that follow an address but are not part of it (in every language: "Tél.", "ИНН", "電話"). */
const AFTER_ADDRESS: ReadonlySet<string> = new Set(['phone', 'fax', 'email', 'website', 'tax_id', 'iban', 'bic', 'bank', 'account_number',
  'invoice_number', 'date', 'due_date', 'customer_number', 'order_number', 'po_number', 'reference', 'doc_invoice', 'doc_receipt', 'total', 'subtotal']);

/** An international phone number ("+62 21 5334 6702", "+7 (812) 144-67-70"): a contact line, not an address line. */
const PHONE_NUMBER = /\+\s?\d{1,3}[\s().-]*(?:\d[\s().-]*){6,}/;

function looksLikeAddress(text: string): boolean {
  return text.length <= 80 && !NOT_ADDRESS.test(text) && !/@/.test(text) && !PHONE_NUMBER.test(text) && !labelsAValue(text, AFTER_ADDRESS);
}

/**
 * Whether an address that has taken `taken` lines goes on with `next`. Once a postcode has been printed, what
 * follows is the country or a state ("Sumatera Utara"), or (where addresses run from the large to the small: 〒104-0061 / 東京都中央区丸の内8-4-7,
 * 125009, г. Москва / ул. Тверская, д. 7) a line with a number on it; a heading or slogan under the city
 * ("DADOS DO CLIENTE") is not part of the address.
 */
function continuesAddress(taken: string[], next: string): boolean {
  if (!looksLikeAddress(next) || /[:：]/.test(next) || isBranchLine(next)) return false;
  if (!taken.some((t) => splitAddress([t]).Zipcode)) return true;
  if (/\p{Nd}/u.test(next)) return true;
  const parts = splitAddress([next]);
  return Boolean(parts.Country || parts.State) && next.split(/\s+/).length <= 4;
}

/**
 * Up to four address lines under `line` in the column of `cell`. Registration numbers in brackets
 * ("(728515-N)") are skipped; a labelled line ("Tel: …", "Company No: …") ends the address.
 */
function addressBelow(doc: Doc, line: TextLine, cell: number): string | undefined {
  const c = line.cells[cell];
  const out: string[] = [];
  let prev = line;
  for (const next of doc.lines.slice(line.index + 1, line.index + 9)) {
    if (next.page !== line.page || next.box[1] - prev.box[3] > 1.8 * next.height || out.length >= 4) break;
    const under = next.cells.find((x) => xOverlap([x.x0, x.x1], [c.x0, Math.max(c.x1, c.x0 + 60)]) > 0.5);
    if (!under) continue;
    prev = next;
    // Registration numbers in brackets and branch lines ("Filiaal Eindhoven") sit between a name and its address.
    if (/^\(.*\)$/.test(under.text.trim()) || (!out.length && isBranchLine(under.text))) continue;
    if (!continuesAddress(out, under.text)) break;
    out.push(under.text.trim());
  }
  return joinAddress(out);
}

/**
 * The address lines of a party block: those after the line holding the name (all of them when the name stood
 * beside the heading), up to the first line that is not an address line; at least one holds a figure.
 */
function blockAddress(block: Block, name: string): string | undefined {
  const at = block.lines.findIndex((l) => l.text.includes(name));
  const out: string[] = [];
  for (const l of block.lines.slice(at + 1)) {
    if (out.length >= 5 || !continuesAddress(out, l.text)) break;
    out.push(l.text.trim());
  }
  return joinAddress(out);
}

/**
 * The address from its lines: lines before the first one with a figure are kept only when they name a street or
 * building ("Wisma Atria"); a slogan or a department under the name is not. Without a figure there is no address.
 */
function joinAddress(lines: string[]): string | undefined {
  const first = lines.findIndex((l) => /\p{Nd}/u.test(l));
  if (first < 0) return undefined;
  const lead = lines.slice(0, first);
  const keep = lead.slice(lead.findIndex((l) => isStreetLine(l)) >= 0 ? lead.findIndex((l) => isStreetLine(l)) : lead.length);
  return joinAddressLines([...keep, ...lines.slice(first)]);
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
    out.Vendor_Name = vendor.name;
    if (vendor.senderAddress) out.Vendor_Address = vendor.senderAddress;
    else if (vendor.block) {
      const labelled = namedValue(vendor.block, ADDRESS_LABEL);
      const at = vendor.block.lines.findIndex((l) => ADDRESS_LABEL.test(l.text));
      const more = at >= 0 ? vendor.block.lines.slice(at + 1, at + 3).filter((l) => !/:/.test(l.text) && looksLikeAddress(l.text)) : [];
      if (labelled) out.Vendor_Address = [labelled, ...more.map((l) => l.text)].join(', ');
      else {
        const address = blockAddress(vendor.block, vendor.name);
        if (address) out.Vendor_Address = address;
      }
    } else if (vendor.line && vendor.cell !== undefined) {
      const address = addressBelow(doc, vendor.line, vendor.cell);
      if (address) out.Vendor_Address = address;
    }
  }
  for (const block of findBlocks(doc, BUYER_HEADING)) {
    const name = fromSellerBlock(block);
    if (!name) continue;
    out.Bill_To_Name = name;
    const address = namedValue(block, ADDRESS_LABEL) ?? blockAddress(block, name);
    if (address) out.Bill_To_Address = address;
    break;
  }
  if (!out.Bill_To_Name) {
    const window = recipientWindow(doc, [out.Vendor_Name, out.Vendor_Address]);
    if (window) {
      out.Bill_To_Name = window.name;
      if (window.address) out.Bill_To_Address = window.address;
    }
  }
  return out;
}
