import { existsSync, readFileSync } from 'node:fs';
import { findAmounts } from '../extraction/fields/amounts';
import { findDates, parseDate } from '../extraction/fields/dates';
import { toDoc } from '../extraction/fields/doc';
import { type LayoutCell, layoutCells } from '../extraction/layout/cells';
import { stripRegistration } from '../extraction/layout/names';
import type { Role } from '../extraction/layout/roles';
import { parseOcrJson } from '../extraction/ocr-json';
import type { DocumentTree } from '../extraction/types';

/**
 * SROIE receipts (OCR segments + 4 labelled entities) turned into cell-labelled training documents.
 * The labels name values, not places, so each cell's role is derived by matching its text against them.
 */
export interface SroieReceipt {
  key: string;
  tree: DocumentTree;
  entities: { company: string; date: string; address: string; total: string };
}

export interface LabelledCells {
  id: string;
  cells: LayoutCell[];
  roles: Role[];
}

export function loadSroie(file: string): SroieReceipt[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => {
    const r = JSON.parse(line) as {
      key: string;
      image_size: { width: number; height: number };
      entities: SroieReceipt['entities'];
      words: string[];
      bboxes: number[][];
    };
    const words = r.words.map((text, i) => ({ text, bbox: r.bboxes[i] }));
    const page = { width: r.image_size.width, height: r.image_size.height, words };
    return { key: r.key, entities: r.entities, tree: parseOcrJson(Buffer.from(JSON.stringify({ pages: [page] }))) };
  });
}

/** Stable split by key: the same receipts are held out on every machine and every run. */
export function isValidation(key: string, share = 0.2): boolean {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h >>> 0) / 2 ** 32 < share;
}

export const tight = (s: string | undefined) => (s ?? "").toUpperCase().replace(/\s+/g, '');

const PAYMENT = /\b(cash|change|tunai|baki|paid|tender|tendered|received|card|visa|master|mastercard|debit|credit|payment|amex|changes?)\b/i;

/** SROIE's total label as a number ("RM 59.20", "$7.60", "1,234.00"). */
export function sroieTotal(s: string): number | undefined {
  const m = /-?\d[\d,]*\.?\d*/.exec(s.replace(/,(?=\d{3}\b)/g, ''));
  return m ? Number(m[0]) : undefined;
}

/**
 * `part` printed as a piece of `whole`, allowing one misread character per 10 (the OCR text "JALAN MAJO" for the
 * label's "JALAN MAJU"); pieces under 4 characters must match exactly and not be ambiguous, so they are left out.
 */
function partOf(part: string, whole: string): boolean {
  if (part.length < 4) return false;
  if (whole.includes(part)) return true;
  if (part.length < 8) return false;
  const allowed = Math.floor(part.length / 10) || 1;
  for (let i = 0; i + part.length <= whole.length; i++) {
    let diff = 0;
    for (let j = 0; j < part.length && diff <= allowed; j++) if (part[j] !== whole[i + j]) diff++;
    if (diff <= allowed) return true;
  }
  return false;
}

export function labelReceipt(r: SroieReceipt): LabelledCells {
  const cells = layoutCells(toDoc(r.tree));
  const company = tight(r.entities.company);
  const address = tight(r.entities.address);
  const date = r.entities.date ? parseDate(r.entities.date) : null;
  const total = sroieTotal(r.entities.total ?? '');
  const roles: Role[] = cells.map((c) => {
    const t = tight(c.text);
    const name = tight(stripRegistration(c.text));
    if (name.length >= 3 && company.includes(name) && name.length >= Math.min(6, company.length)) return 'VENDOR_NAME';
    if (partOf(t, address) || (/\d/.test(t) && t.length >= 1 && address.startsWith(t))) return 'VENDOR_ADDRESS';
    if (date && findDates(c.text).some((d) => d.iso === date)) return 'DATE';
    if (total !== undefined && !PAYMENT.test(c.line.text)) {
      const amounts = findAmounts(c.text);
      if (amounts.length && Math.abs(amounts[amounts.length - 1].value - total) < 0.005) return 'TOTAL';
    }
    return 'O';
  });
  return { id: r.key, cells, roles };
}
