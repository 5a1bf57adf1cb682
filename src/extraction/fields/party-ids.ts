import { labelsIn } from '../lexicon';
import { PART_SEPARATOR } from './part-separators';
import type { Block } from './sections';

/** Where a part may start: after a comma, or after a separator such as " · " or " | ". */
const BREAK = new RegExp(String.raw`,\s*|${PART_SEPARATOR.source}`, 'gu');

/**
 * A party printed as its register entry on one line ("ООО «Невская Цифра», ИНН 7801234567, КПП 780101001, 191025,
 * г. Санкт-Петербург, …", "TRANSPORTES DEL BAJÍO, S.A. DE C.V. · RFC: TNB0807219K3 · …"): the name is what comes
 * before the first part opening with a tax-id label; what follows the last run of such parts is the rest (the
 * address, where one is printed). Undefined when no part opens with a tax-id label or nothing precedes it.
 */
export function splitAtTaxIds(text: string): { name: string; rest: string } | undefined {
  const starts = [...text.matchAll(BREAK)].map((m) => ({ at: m.index!, from: m.index! + m[0].length }));
  const opensWithId = (from: number) => labelsIn(text.slice(from)).some((s) => s.key === 'tax_id' && s.start === 0);
  const first = starts.findIndex((s) => opensWithId(s.from));
  if (first < 0) return undefined;
  const name = text.slice(0, starts[first].at).replace(/[\s,;:·|–-]+$/u, '').trim();
  if (!/\p{L}\p{M}*\p{L}/u.test(name)) return undefined;
  let last = first;
  while (last + 1 < starts.length && opensWithId(starts[last + 1].from)) last++;
  const rest = last + 1 < starts.length ? text.slice(starts[last + 1].from).trim() : '';
  return { name, rest };
}

const CONTACT = new Set(['phone', 'fax', 'email', 'website']);

/**
 * The address of a party printed as its register entry, read on from the entry's cell into the lines under it when
 * the entry ends at a comma or inside a hyphenated word ("…, 191025, г. Санкт-" / "Петербург, Невский пр-т, д. 88,
 * тел.: …"), up to a contact label.
 */
export function registerAddress(block: Block, name: string): string | undefined {
  const lines = [block.heading, ...block.lines];
  const at = lines.findIndex((l) => l.cells.some((c) => c.text.includes(name)));
  if (at < 0) return undefined;
  const cell = lines[at].cells.find((c) => c.text.includes(name))!;
  const entry = splitAtTaxIds(cell.text.slice(cell.text.indexOf(name)));
  if (!entry?.rest) return undefined;
  let text = entry.rest;
  for (const next of lines.slice(at + 1, at + 3)) {
    if (!/[,-]$/.test(text.trim())) break;
    const under = next.cells.find((c) => Math.abs(c.x0 - cell.x0) < 12);
    if (!under) break;
    text = /\p{L}-$/u.test(text.trim()) ? text.trim() + under.text.trim() : `${text.trim()} ${under.text.trim()}`;
  }
  const contact = labelsIn(text).find((s) => CONTACT.has(s.key));
  const address = (contact ? text.slice(0, contact.start) : text).replace(/[\s,;:·|–-]+$/u, '').trim();
  // "Domicilio fiscal: 37000 · Régimen: 601": more labelled fields, not a street.
  return /\p{L}/u.test(address) && /\p{Nd}/u.test(address) && !/^[^\d]*[:：]/u.test(address) ? address : undefined;
}
