import { findLabels, valueCandidates, type Doc } from './doc';
import { w } from './labels';
import { findDates } from './dates';
import {
  IBAN_LENGTH, isVatPrefix, normaliseAbn, normaliseVat, validateAbn, validateBic, validateGstin, validateIban, validateVat,
} from '../normalise/identifiers';
import type { RegionTest } from './sections';
import { ISO_CODES } from './currency';
import { unlabelledVatIds } from './unlabelled-vat';
import { taxIdCandidates } from './tax-id-candidates';

/**
 * IBAN, BIC/SWIFT, VAT registration numbers, Australian ABN and purchase-order numbers. Identifiers with check
 * digits are validated (normalise/identifiers.ts), so account-like numbers and OCR slips are not returned
 * as an IBAN, BIC or ABN, and a VAT id that passes its check wins over one that does not.
 */

/** ISO 13616 check (country, registered length, mod 97); kept under its old name for existing callers. */
export function validIban(iban: string): boolean {
  return validateIban(iban);
}

/** IBANs as printed (any grouping); returns the compact form of the first valid one. */
export function findIban(text: string): string | undefined {
  for (const m of text.matchAll(/\b([A-Z]{2}\d{2})((?:\s?[A-Z0-9]){10,30})/g)) {
    const compact = (m[1] + m[2]).replace(/\s+/g, '');
    const len = IBAN_LENGTH[m[1].slice(0, 2)];
    // The match may run into the next word; try the country's length first, then shorter prefixes.
    const tries = len ? [len] : Array.from({ length: compact.length - 13 }, (_, i) => compact.length - i);
    for (const n of tries) if (compact.length >= n && validateIban(compact.slice(0, n))) return compact.slice(0, n);
  }
  return undefined;
}

const BIC = /\b([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b/;
const BIC_LABEL = w(String.raw`bic|swift(?:\s*code)?|swift/bic|bic/swift|bic-code`);

/** The first BIC after a BIC/SWIFT label whose country part is a real country ("ABCDQQ2L" is not a BIC). */
export function findBic(doc: Doc): string | undefined {
  for (const hit of findLabels(doc, [{ re: BIC_LABEL, weight: 1 }])) {
    for (const c of valueCandidates(doc, hit).slice(0, 2)) {
      const m = BIC.exec(c.text);
      if (m && m.index <= 2 && validateBic(m[1])) return m[1];
    }
  }
  return undefined;
}

const ABN_LABEL = w(String.raw`abn|a\.b\.n\.?|australian\s+business\s+number`);
const ABN_VALUE = /^(\d{2}\s?\d{3}\s?\d{3}\s?\d{3})(?!\d)/;

/** Vendor_ABN_Number: 11 digits after an "ABN" label that pass the ATO's mod-89 check, compact. */
export function findAbn(doc: Doc): string | undefined {
  for (const hit of findLabels(doc, [{ re: ABN_LABEL, weight: 1 }])) {
    for (const c of valueCandidates(doc, hit).slice(0, 2)) {
      const m = ABN_VALUE.exec(c.text);
      if (m && validateAbn(m[1])) return normaliseAbn(m[1]);
    }
  }
  return undefined;
}

const VAT_LABEL_SRC = String.raw`vat(?:\s*(?:reg(?:istration)?\.?|id|no\.?|number|nr\.?))*|ust\.?-?\s*id\.?-?\s*(?:nr\.?)?|ust-?idnr\.?|umsatzsteuer-?id(?:entifikationsnummer)?|btw(?:-?\s*(?:nummer|nr\.?|id))?|n°\s*(?:de\s+)?tva(?:\s+intra(?:communautaire)?)?|tva(?:\s+intra(?:communautaire)?)?|numéro\s+de\s+tva|p\.?\s?iva|partita\s+iva|nif|cif|gstin|vat\s*/\s*tin|tax\s*id`;
const VAT_LABEL = w(VAT_LABEL_SRC);
/** EU-style VAT ids (country prefix + 8–12 alphanumerics, spaces allowed) or a GSTIN. */
const VAT_VALUE = /\b([A-Z]{2}\s?(?:[0-9A-Z]\s?){8,13})\b|\b(\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d]{2})\b/;
const CUSTOMER_VAT = w(String.raw`uw\s+btw|your\s+vat|votre\s+tva|ihre\s+ust|customer\s+vat|client\s+vat|buyer`);

/** The value starts after a second label word joined to the first ("NIF/CIF B51272931" → "B51272931"). */
const LEADING_LABEL = new RegExp(String.raw`^[\s/|:]*(?:${VAT_LABEL_SRC})(?![\p{L}])[\s:.]*`, 'iu');
/**
 * Amounts and rates of a tax summary are no id: a figure with cents or a rate ("58.97 7.25", "84.60 2.6"), an amount
 * grouped in thousands ("1.909.500", "4.803.590") or in two groups ("101 806"). Ids grouped by spaces ("51 824 753 556")
 * or with other signs ("01.234.567.8-901.000") stay.
 */
function figures(id: string): boolean {
  const tokens = id.split(/\s+/);
  return /^\d{1,3}(?:[.,]\d{3})+$/.test(tokens[0]) || tokens.some((t) => /^\d+[.,]\d{1,2}%?$/.test(t)) || /^\d{1,3} \d{3}$/.test(id);
}

/**
 * A national tax id as printed after its label, in any country's shape ("CHE-810.551.628", "7701234567" (ИНН),
 * "499064993" (ΑΦΜ), "01.234.567.8-901.000" (NPWP), "T1234567890123", "123-45-67890", "BPS417984SR2"): letters
 * and digits with . - / and single spaces, at least six digits, ending where a word or a column begins.
 */
export function nationalTaxId(raw: string): string | undefined {
  const text = raw.replace(LEADING_LABEL, '');
  // A date and time ("29/08/2026 12:40") is no id either.
  const date = findDates(text)[0];
  if (date && date.start <= 1) return undefined;
  const m = /^\s*([\p{Lu}\d][\p{Lu}\d.\-/]*(?: (?=[\p{Lu}\d])[\p{Lu}\d.\-/]+)*)/u.exec(text);
  if (!m) return undefined;
  const id = m[1].replace(/[.\-/]+$/, '');
  if (figures(id)) return undefined;
  // A printed amount is no id: "1,234,567.00", "12.345,67", nor one after its currency code, the value of a tax word
  // in the totals ("PPN 11% (Dasar Pengenaan …) | IDR 6.495.401").
  if (/^\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}$/.test(id) || moneyWithCode(id)) return undefined;
  const digits = (id.match(/\d/g) ?? []).length;
  return digits >= 6 && digits >= id.replace(/[\s.\-/]/g, '').length / 2 && id.length <= 30 ? id : undefined;
}

/** An amount after an ISO currency code: "IDR 6.495.401", "EUR 1.234,50". */
function moneyWithCode(id: string): boolean {
  const m = /^([A-Z]{3}) ?(\d.*)$/.exec(id);
  return Boolean(m) && ISO_CODES.has(m![1]) && /^\d{1,3}(?:[.,' ]\d{3})*(?:[.,]\d{1,2})?$/.test(m![2]);
}

/** 'national': a tax id in another country's shape, read after a tax-id label, below any EU or GSTIN id. */
type Verdict = 'valid' | 'unchecked' | 'failed' | 'national';
const RANK: Record<Verdict, number> = { valid: 3, unchecked: 2, failed: 1, national: 0 };
/**
 * Company registers are not tax registrations: "HRB 123456", "KvK 87559473", "RCS Paris B 123…". The Danish CVR
 * number is (the VAT id is "DK" and the CVR number), so a "CVR-nr." is read.
 */
const REGISTER = /\b(?:HR[AB]|KvK|RCS|Handelsregister|Amtsgericht|registro\s+mercantil|Firmenbuch)\b/i;

/**
 * A printed VAT id judged by its check digits. The regex may run into the next word ("DE136695976 BIC"), so
 * shorter prefixes are tried. Prefixes we have no rule for (not an EU/GB/CH id) are 'unchecked'.
 */
function judgeVat(raw: string): { value: string; verdict: Verdict } {
  // A country code ending the label and opening the id ("TVA BE BE0297956742", "BTW BE BE0…") is printed twice.
  const twice = /^([A-Z]{2})\s+(\1[\s\d].*)$/.exec(raw.trim());
  if (twice) raw = twice[2];
  const compact = raw.replace(/\s+/g, '').toUpperCase();
  if (/^\d{2}[A-Z]{5}\d{4}/.test(compact)) return { value: compact, verdict: validateGstin(compact) ? 'valid' : 'failed' };
  for (let n = compact.length; n >= 10; n--) {
    if (validateVat(compact.slice(0, n))) return { value: normaliseVat(compact.slice(0, n)), verdict: 'valid' };
  }
  return { value: raw.trim(), verdict: isVatPrefix(compact) ? 'failed' : 'unchecked' };
}

/**
 * Vat_Number / Bill_To_Vat_Number. For each side the best-checked candidate wins: a valid id over one we
 * cannot check over one that fails its check digits, over a national id read after a tax-id label (ИНН, ΑΦΜ, NPWP). A failing id is still returned when it is the only
 * one printed, so the reviewer sees what the document says.
 */
export function findVatNumbers(doc: Doc, isCustomer: RegionTest): { vendor?: string; customer?: string } {
  const best: { vendor?: { value: string; verdict: Verdict }; customer?: { value: string; verdict: Verdict } } = {};
  // A tax word alone ("IVA:", "VAT:") labels an id when an id follows it rather than an amount.
  for (const hit of findLabels(doc, [{ re: VAT_LABEL, weight: 1 }, { key: 'tax_id', weight: 1 }, { key: 'tax', weight: 1 }])) {
    const cell = hit.line.cells[hit.cell];
    const side = isCustomer(hit.line, cell.x0, cell.x1) || CUSTOMER_VAT.test(cell.text) ? 'customer' : 'vendor';
    for (const c of taxIdCandidates(doc, hit)) {
      const m = VAT_VALUE.exec(c.text.replace(LEADING_LABEL, ''));
      // Six digits in a row tell an EU id from a word; a GSTIN (m[2]) has its own fixed shape.
      const euOrGstin = m && m.index <= 2 && (m[2] || /\d{6}/.test(m[0].replace(/\s/g, '')));
      const other = euOrGstin || REGISTER.test(cell.text.slice(0, hit.end + 2)) ? undefined : nationalTaxId(c.text);
      if (!euOrGstin && !other) continue;
      const judged = euOrGstin ? judgeVat(m![0]) : { value: other!, verdict: 'national' as Verdict };
      const current = best[side];
      if (!current || RANK[judged.verdict] > RANK[current.verdict]) best[side] = judged;
      break;
    }
  }
  const loose = best.vendor && best.customer ? {} : unlabelledVatIds(doc, isCustomer);
  const vendor = best.vendor?.value ?? loose.vendor;
  const customer = best.customer?.value ?? (loose.customer !== vendor ? loose.customer : undefined);
  return { vendor, customer };
}

const PO_LABEL = w(String.raw`p\.?\s?o\.?\s*(?:number|no\.?|nr\.?|#)|purchase\s+order(?:\s*(?:number|no\.?|#))?|bestellnummer|bestell-?nr\.?|bestellung|ihre\s+bestellung|your\s+order|customer\s+order|bon\s+de\s+commande|n°\s*de\s+commande|inkoopordernummer|inkooporder|uw\s+referentie|orden\s+de\s+compra|ordine\s+d['’]acquisto`);

/** An identifier broken at a hyphen at the end of a line of running text ("purchase order B-2026-" / "365."). */
function wrappedToken(doc: Doc, text: string, line: Doc['lines'][number]): string {
  const last = text.trimEnd().split(/\s+/).pop() ?? '';
  if (!/-$/.test(last) || !/\d/.test(last) || line.text.trimEnd().split(/\s+/).pop() !== last) return text;
  const next = doc.lines[line.index + 1];
  const head = next && next.page === line.page ? /^[\p{L}\d]+/u.exec(next.text.trim())?.[0] : undefined;
  return head && /\d/.test(head) ? text.trimEnd() + head : text;
}

const CJK_SEAM = /(?<=[A-Za-z0-9])[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}].*$/u;

/**
 * The order number after its label: the first token, or inside a sentence the first token with a figure after at
 * most two words ("your order reference B-2025-290", "pesanan pembelian Anda PO-23732", "Nomor PO Anda: PO-25417").
 * A number runs straight into the words of scripts without spaces ("B-2025-381に基づく").
 */
function poToken(text: string, inline: boolean): string | undefined {
  const tokens = text.split(/\s+/).filter(Boolean).slice(0, inline ? 3 : 1);
  for (const [i, raw] of tokens.entries()) {
    const token = raw.replace(CJK_SEAM, '').replace(/[,;.:。।॥]+$/u, '');
    // After words, only an identifier-sized figure: "your order of 12 items" names no order number.
    if (/\d/.test(token)) return i === 0 || (token.match(/\d/g) ?? []).length >= 3 ? token : undefined;
    // Only words may stand between: a label word or two, a possessive.
    if (!/^[\p{L}\p{M}.:：'’׳-]+$/u.test(raw) || raw.length > 14) return undefined;
  }
  return undefined;
}

export function findPoNumber(doc: Doc): string | undefined {
  const hits = findLabels(doc, [{ re: PO_LABEL, weight: 2 }, { key: 'po_number', weight: 2 }, { key: 'order_number', weight: 0 }]).sort((a, b) => b.weight - a.weight);
  for (const hit of hits) {
    for (const c of valueCandidates(doc, hit)) {
      const token = poToken(wrappedToken(doc, c.text, c.line), c.where === 'inline');
      if (token && token.length >= 2 && token.length <= 30 && !/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(token)) return token;
      // In a strip of labels over a row of values ("Bestellnummer | Kd.-Nr." over "PO-74872 | 70480") the cells to the
      // right are the next labels; the value is under this one.
      if (c.where === 'inline' || (c.where === 'right' && !/\d/.test(c.text))) continue;
      break;
    }
  }
  return undefined;
}
