import { pricedRow } from '../fields/priced-row';
import { isCheckedNumber } from '../fields/name-notes';
import { closesAddress, opensAddress, startsAtPostcode } from '../fields/address-run';
import { textKey } from '../fields/text-key';
import { lexiconMatch } from './lexicon';
import { stripRegistration } from './names';
import type { LayoutCell } from './cells';
import type { CellRoles } from './layout-model';
import { ROLES, ROLE_INDEX, type Role } from './roles';

/**
 * Blocks of cells the layout model gives one role: a seed cell grown over its neighbours while they keep the role,
 * with the lines a block usually opens or closes with (a postcode line, a country) that the model scores lower.
 */
const K = ROLES.length;

export function roleProb(roles: CellRoles, cell: LayoutCell, role: Role): number {
  return roles.probs[cell.index * K + ROLE_INDEX.get(role)!];
}

/** Cells by falling probability of `role`, those above `min` only. */
export function ranked(roles: CellRoles, role: Role, min: number): Array<{ cell: LayoutCell; p: number }> {
  return roles.cells
    .map((cell) => ({ cell, p: roleProb(roles, cell, role) }))
    .filter((c) => c.p >= min)
    .sort((a, b) => b.p - a.p || a.cell.index - b.cell.index);
}

/**
 * A text block (name, address) grown from its most probable cell over neighbouring lines whose cells carry
 * the same role: vendor names and addresses span lines, but never jump over unrelated lines.
 */
export function block(roles: CellRoles, role: Role, seedMin: number, growMin: number): LayoutCell[] {
  const [top] = ranked(roles, role, seedMin);
  return top ? grow(roles, role, top.cell, growMin) : [];
}

/** The seed cell plus its neighbours (on its line, or the lines around it) that carry the role at `growMin`. */
function grow(roles: CellRoles, role: Role, seed: LayoutCell, growMin: number): LayoutCell[] {
  const chosen = new Set<LayoutCell>([seed]);
  // A neighbour joins only when this role is its most probable field role: a vendor name printed right above
  // the address is not part of the address.
  const own = (c: LayoutCell) => ROLES.every((r, j) => j === 0 || r === role || roleProb(roles, c, r) <= roleProb(roles, c, role));
  const candidates = ranked(roles, role, growMin).map((c) => c.cell).filter((c) => c.page === seed.page && own(c));
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of candidates) {
      if (chosen.has(c)) continue;
      const near = [...chosen].some((k) => {
        const h = Math.max(k.line.height, c.line.height, 1);
        const vertical = Math.max(c.box[1] - k.box[3], k.box[1] - c.box[3]);
        const sameLine = k.line === c.line;
        const overlap = Math.min(c.box[2], k.box[2]) - Math.max(c.box[0], k.box[0]);
        return sameLine ? Math.abs(c.col - k.col) === 1 : vertical < 1.8 * h && overlap > -2 * h;
      });
      if (near) {
        chosen.add(c);
        grew = true;
      }
    }
  }
  return [...chosen].sort((a, b) => a.index - b.index);
}

const hasLegalForm = (c: LayoutCell) => lexiconMatch(stripRegistration(c.text)).includes('company_suffix');
/**
 * A name line that visibly continues on the next or previous line: "AIK HUAT HARDWARE (SETIA" / "ALAM) SDN BHD",
 * "POPULAR BOOK" / "CO. (M) SDN BHD", "THE COFFEE BEAN" / "& TEA LEAF (M) SDN. BHD.".
 */
const unfinished = (t: string) =>
  t.split('(').length !== t.split(')').length || /[&(,-]\s*$/.test(t) || /^\s*(?:&|and\b|co\b)/i.test(t) || /^\s*[)\p{Ll}]/u.test(t);

/**
 * The vendor name: one line nine times in ten (SROIE: 439 of 480 receipts), and the line above a legal name is
 * usually a brand or the owner ("MYDIN" / "TRI SHAAS SDN BHD"). Among the probable name lines the one with a
 * legal form is preferred; it grows over a neighbour only when it visibly continues there, and a name without a
 * legal form only on strong evidence.
 */
export function nameBlock(roles: CellRoles): LayoutCell[] {
  const top = ranked(roles, 'VENDOR_NAME', 0.3);
  if (!top.length) return [];
  const seed = top.find((c) => c.p >= 0.5 && hasLegalForm(c.cell))?.cell ?? top[0].cell;
  const growMin = unfinished(stripRegistration(seed.text)) ? 0.3 : hasLegalForm(seed) ? 2 : 0.9;
  return withoutRepeats(grow(roles, 'VENDOR_NAME', seed, growMin));
}

/** A logo or sign line that the name repeats ("LAVENDER" over "LAVENDER CONFECTIONERY & BAKERY S/B") adds nothing. */
function withoutRepeats(cells: LayoutCell[]): LayoutCell[] {
  const kept = [...cells];
  for (let i = 0; i < kept.length && kept.length > 1; ) {
    const key = textKey(kept[i].text);
    const others = textKey(kept.filter((_, j) => j !== i).map((c) => c.text).join(' '));
    if (key && others.includes(key)) kept.splice(i, 1);
    else i++;
  }
  return kept;
}

export function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
}

/** The cells' texts, one entry per printed line. */
export function byLine(cells: LayoutCell[]): string[] {
  const lines: string[] = [];
  cells.forEach((c, i) => {
    if (i && c.line.index === cells[i - 1].line.index) lines[lines.length - 1] += ` ${c.text}`;
    else lines.push(c.text);
  });
  return lines;
}

/**
 * The address block continued down its column over the lines that close an address (its postcode line, then the
 * country or region), which the model often scores low in small print: "Seestrasse 76" / "6003 Luzern" / "Schweiz".
 */
export function withClosingLines(roles: CellRoles, cells: LayoutCell[]): LayoutCell[] {
  const out = [...cells];
  for (let last = out[out.length - 1]; out.length < 8; ) {
    const h = Math.max(last.line.height, 1);
    const next = roles.cells.find((c) => c.page === last.page && c.line.index === last.line.index + 1 && c.box[1] - last.box[3] < 1.8 * h
      && Math.min(c.box[2], last.box[2]) - Math.max(c.box[0], last.box[0]) > 0.5 * Math.min(c.box[2] - c.box[0], last.box[2] - last.box[0]));
    // "22241 WS CUT SCISSORS | 18.00": an item code reads like a postcode, but its row prints a price.
    if (!next || pricedRow(next.line, next.col) || isCheckedNumber(next.text) || !closesAddress(byLine(out), next.text)) break;
    out.push(next);
    last = next;
  }
  return out;
}

/**
 * The address block continued up its column over the street line when it opens at the postcode line: the model
 * scores a long street line low ("12, JALAN TAMPOI 7/4,KAWASAN PERINDUSTRIAN" / "TAMPOI,81200 JOHOR BAHRU,JOHOR").
 */
export function withOpeningLine(roles: CellRoles, cells: LayoutCell[]): LayoutCell[] {
  const first = cells[0];
  if (!first || !startsAtPostcode(byLine(cells)[0])) return cells;
  const h = Math.max(first.line.height, 1);
  const prev = roles.cells.filter((c) => c.page === first.page && c.line.index === first.line.index - 1 && first.box[1] - c.box[3] < 1.8 * h
    && Math.min(c.box[2], first.box[2]) - Math.max(c.box[0], first.box[0]) > 0.3 * Math.min(c.box[2] - c.box[0], first.box[2] - first.box[0]));
  return prev.length === 1 && opensAddress(prev[0].text) ? [prev[0], ...cells] : cells;
}
