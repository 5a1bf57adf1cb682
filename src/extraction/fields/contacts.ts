import type { Doc } from './doc';
import { w } from './labels';
import type { RegionTest } from './sections';

/**
 * E-mail addresses and phone/fax numbers. The vendor's are the first found outside the customer's block.
 */
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.[\p{L}]{2,}/gu;
const PHONE_LABEL = w(String.raw`tel\.?|telefon|telephone|téléphone|tél\.?|phone|ph\.?|mobile|mobil|handy|telefoon|teléfono|telefono|cell|call|customer\s+care|hotline`);
const FAX_LABEL = w(String.raw`fax|telefax|télécopie`);
/** A phone number: optional +country, digits in groups with spaces, dots, dashes, slashes or brackets. */
const PHONE = /(?:\+|00)?\(?\d[\d\s().\/-]{5,20}\d/;

export function extractEmails(doc: Doc, isCustomer: RegionTest): { all: string[]; vendor?: string } {
  const all: string[] = [];
  let vendor: string | undefined;
  for (const line of doc.lines) {
    for (const c of line.cells) {
      for (const m of c.text.matchAll(EMAIL)) {
        const email = m[0].replace(/[.]+$/, '');
        if (!all.includes(email)) all.push(email);
        if (!vendor && !isCustomer(line, c.x0, c.x1)) vendor = email;
      }
    }
  }
  return { all, vendor };
}

function digits(s: string): number {
  return s.replace(/\D/g, '').length;
}

/** The number right after a phone (or fax) label, if it has a phone's digit count. */
function labelledNumber(doc: Doc, label: RegExp, isCustomer: RegionTest): string | undefined {
  for (const line of doc.lines) {
    for (const c of line.cells) {
      const m = label.exec(c.text);
      if (!m || isCustomer(line, c.x0, c.x1)) continue;
      const rest = c.text.slice(m.index + m[0].length).replace(/^[\s.:：#-]*(?:no\.?|nr\.?)?[\s.:：]*/i, '');
      const p = PHONE.exec(rest);
      if (p && p.index <= 2 && digits(p[0]) >= 6 && digits(p[0]) <= 15) return p[0].trim();
    }
  }
  return undefined;
}

export function extractPhones(doc: Doc, isCustomer: RegionTest): { phone?: string; fax?: string } {
  return {
    phone: labelledNumber(doc, PHONE_LABEL, isCustomer),
    fax: labelledNumber(doc, FAX_LABEL, isCustomer),
  };
}
