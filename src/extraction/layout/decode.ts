import { findAmounts } from '../fields/amounts';
import { joinAddressLines } from '../fields/address-lines';
import { pricedRow } from '../fields/priced-row';
import { modelAddressLines } from '../fields/address-run';
import { findDates } from '../fields/dates';
import { textKey } from '../fields/text-key';
import { stripRegistration } from './names';
import { block, byLine, mean, nameBlock, ranked, roleProb, withClosingLines, withOpeningLine } from './cell-blocks';
import type { LayoutCell } from './cells';
import type { CellRoles } from './layout-model';
import type { Role } from './roles';

/** A value the layout model proposes for a record field, with the cells it was read from. */
export interface LayoutCandidate {
  field: string;
  value: string | number;
  /** The model's probability for the role on the cells used (their mean for multi-cell blocks). */
  score: number;
  cells: LayoutCell[];
  raw: string;
}

/** The model's address cells cut where the rules would end the address (a tax id, a heading, a slogan). */
function addressOf(lines: string[]): string {
  const run = modelAddressLines(lines);
  return joinAddressLines(run.length ? run : lines);
}

function textBlock(roles: CellRoles, field: string, role: Role, clean: (s: string) => string, cells = block(roles, role, 0.3, 0.45)): LayoutCandidate | undefined {
  if (!cells.length) return undefined;
  const raw = cells.map((c) => c.text).join(' ');
  // An address printed over several lines reads as the rules join it (address-lines.ts).
  const value = clean(role === 'VENDOR_ADDRESS' ? addressOf(byLine(cells)) : raw).replace(/\s+/g, ' ').trim();
  if (!value) return undefined;
  return { field, value, score: mean(cells.map((c) => roleProb(roles, c, role))), cells, raw };
}

function amountCandidates(roles: CellRoles, field: string, role: Role): LayoutCandidate[] {
  const out: LayoutCandidate[] = [];
  for (const { cell, p } of ranked(roles, role, 0.05)) {
    const amounts = findAmounts(cell.text);
    if (!amounts.length) continue;
    const last = amounts[amounts.length - 1];
    out.push({ field, value: last.value, score: p, cells: [cell], raw: cell.text.slice(last.start, last.end).trim() });
  }
  return out;
}

function dateCandidates(roles: CellRoles, field: string, role: Role, monthFirst: boolean): LayoutCandidate[] {
  const out: LayoutCandidate[] = [];
  for (const { cell, p } of ranked(roles, role, 0.05)) {
    const [d] = findDates(cell.text, { monthFirst });
    if (d) out.push({ field, value: d.iso, score: p, cells: [cell], raw: cell.text.slice(d.start, d.end) });
  }
  return out;
}

/** Every field the model has an opinion on, best candidate first per field. */
export function decodeLayout(roles: CellRoles, monthFirst: boolean): Map<string, LayoutCandidate[]> {
  const out = new Map<string, LayoutCandidate[]>();
  const put = (c: LayoutCandidate | undefined) => {
    if (c) out.set(c.field, [...(out.get(c.field) ?? []), c]);
  };
  put(textBlock(roles, 'Vendor_Name', 'VENDOR_NAME', stripRegistration, nameBlock(roles)));
  // An item row under a branch line is no address line, however the model reads it: the block ends above it.
  const grown = block(roles, 'VENDOR_ADDRESS', 0.3, 0.45);
  const priced = grown.findIndex((c) => pricedRow(c.line, c.col));
  const address = priced < 0 ? grown : grown.slice(0, priced);
  const vendorAddress = textBlock(roles, 'Vendor_Address', 'VENDOR_ADDRESS', (s) => s, address.length ? withClosingLines(roles, withOpeningLine(roles, address)) : address);
  // The confidence stays the model's own, on the cells it chose.
  if (vendorAddress) vendorAddress.score = mean(address.map((c) => roleProb(roles, c, 'VENDOR_ADDRESS')));
  put(vendorAddress);
  for (const [field, role] of [['Total', 'TOTAL'], ['Subtotal', 'SUBTOTAL'], ['Tax', 'TAX']] as const) {
    amountCandidates(roles, field, role).forEach(put);
  }
  for (const [field, role] of [['Date', 'DATE'], ['Due_Date', 'DUE_DATE']] as const) {
    dateCandidates(roles, field, role, monthFirst).forEach(put);
  }
  return out;
}

const FIELD_ROLE: Record<string, Role> = { Vendor_Name: 'VENDOR_NAME' };

/** The highest probability of the field's role on a cell that prints (part of) `value`. */
export function valueSupport(roles: CellRoles, field: string, value: string | number): number {
  const role = FIELD_ROLE[field];
  const v = textKey(String(value));
  if (!role || v.length < 3) return 0;
  let best = 0;
  for (const cell of roles.cells) {
    const t = textKey(cell.text);
    if (t.length >= 3 && (v.includes(t) || t.includes(v))) best = Math.max(best, roleProb(roles, cell, role));
  }
  return best;
}
