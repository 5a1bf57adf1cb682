import { findLabels, valueCandidates, type Doc } from './doc';
import { w } from './labels';
import type { RegionTest } from './sections';

/**
 * IBAN (validated with its ISO 13616 mod-97 check digits, so account-like numbers are not mistaken for
 * one), BIC/SWIFT after its label, VAT registration numbers, and purchase-order numbers.
 */
const IBAN_LENGTH: Record<string, number> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15,
  PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, AE: 23, SA: 24, TR: 26, IL: 23,
};

export function validIban(iban: string): boolean {
  const s = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(s)) return false;
  const expected = IBAN_LENGTH[s.slice(0, 2)];
  if (expected && s.length !== expected) return false;
  const rearranged = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const v = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of v) rest = (rest * 10 + Number(d)) % 97;
  }
  return rest === 1;
}

/** IBANs as printed (any grouping); returns the compact form of the first valid one. */
export function findIban(text: string): string | undefined {
  for (const m of text.matchAll(/\b([A-Z]{2}\d{2})((?:\s?[A-Z0-9]){10,30})/g)) {
    const compact = (m[1] + m[2]).replace(/\s+/g, '');
    const len = IBAN_LENGTH[m[1].slice(0, 2)];
    // The match may run into the next word; try the country's length first, then shorter prefixes.
    const tries = len ? [len] : Array.from({ length: compact.length - 13 }, (_, i) => compact.length - i);
    for (const n of tries) if (compact.length >= n && validIban(compact.slice(0, n))) return compact.slice(0, n);
  }
  return undefined;
}

const BIC = /\b([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/;
const BIC_LABEL = w(String.raw`bic|swift(?:\s*code)?|swift/bic|bic/swift|bic-code`);

export function findBic(doc: Doc): string | undefined {
  for (const hit of findLabels(doc, [{ re: BIC_LABEL, weight: 1 }])) {
    for (const c of valueCandidates(doc, hit).slice(0, 2)) {
      const m = BIC.exec(c.text);
      if (m && m.index <= 2) return m[1];
    }
  }
  return undefined;
}

const VAT_LABEL = w(String.raw`vat(?:\s*(?:reg(?:istration)?\.?|id|no\.?|number|nr\.?))*|ust\.?-?\s*id\.?-?\s*(?:nr\.?)?|ust-?idnr\.?|umsatzsteuer-?id(?:entifikationsnummer)?|btw(?:-?\s*(?:nummer|nr\.?|id))?|n°\s*(?:de\s+)?tva(?:\s+intra(?:communautaire)?)?|tva(?:\s+intra(?:communautaire)?)?|numéro\s+de\s+tva|p\.?\s?iva|partita\s+iva|nif|cif|gstin|vat\s*/\s*tin|tax\s*id`);
/** EU-style VAT ids (country prefix + 8–12 alphanumerics, spaces allowed) or a GSTIN. */
const VAT_VALUE = /\b([A-Z]{2}\s?(?:[0-9A-Z]\s?){8,13})\b|\b(\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2})\b/;
const CUSTOMER_VAT = w(String.raw`uw\s+btw|your\s+vat|votre\s+tva|ihre\s+ust|customer\s+vat|client\s+vat|buyer`);

export function findVatNumbers(doc: Doc, isCustomer: RegionTest): { vendor?: string; customer?: string } {
  const out: { vendor?: string; customer?: string } = {};
  for (const hit of findLabels(doc, [{ re: VAT_LABEL, weight: 1 }])) {
    const cell = hit.line.cells[hit.cell];
    const forCustomer = isCustomer(hit.line, cell.x0, cell.x1) || CUSTOMER_VAT.test(cell.text);
    for (const c of valueCandidates(doc, hit).slice(0, 2)) {
      const m = VAT_VALUE.exec(c.text);
      if (!m || m.index > 2 || !/\d{6}/.test(m[0].replace(/\s/g, ''))) continue;
      const value = m[0].trim();
      if (forCustomer) out.customer ??= value;
      else out.vendor ??= value;
      break;
    }
  }
  return out;
}

const PO_LABEL = w(String.raw`p\.?\s?o\.?\s*(?:number|no\.?|nr\.?|#)|purchase\s+order(?:\s*(?:number|no\.?|#))?|bestellnummer|bestell-?nr\.?|bestellung|ihre\s+bestellung|your\s+order|customer\s+order|bon\s+de\s+commande|n°\s*de\s+commande|inkoopordernummer|inkooporder|uw\s+referentie|orden\s+de\s+compra|ordine\s+d['’]acquisto`);

export function findPoNumber(doc: Doc): string | undefined {
  for (const hit of findLabels(doc, [{ re: PO_LABEL, weight: 1 }])) {
    for (const c of valueCandidates(doc, hit).slice(0, 2)) {
      const token = c.text.split(/\s+/)[0].replace(/[,;.]+$/, '');
      if (/\d/.test(token) && token.length >= 2 && token.length <= 30 && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(token)) return token;
      if (c.where === 'inline') continue;
      break;
    }
  }
  return undefined;
}
