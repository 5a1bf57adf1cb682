import { findLegalForm } from './legal-form';
import { nameKey } from './name-key';
import { editDistance } from '../normalise/edit-distance';

/**
 * An address read with the vendor's name in front of it, where OCR lost the separators of a sender line
 * ("Muller Bir technik GmbH Dorfstrasse 69" for "Müller Bürotechnik GmbH · Dorfstrasse 69", "新华印务股份有限公司 ，
 * 上海市…"): the lead up to a legal form that reads as the name (a misread glyph or two allowed) is not the address.
 */
export function withoutNamePrefix(address: string, name: string | undefined): string {
  const form = name ? findLegalForm(address) : null;
  if (!name || !form || form.index === 0 || form.end > 80) return address;
  const rest = address.slice(form.end).replace(/^[\s,，、.·•|–-]+/u, '');
  if (!/\p{Nd}/u.test(rest)) return address;
  const head = nameKey(address.slice(0, form.end));
  const want = nameKey(name);
  if (!head || !want) return address;
  return 1 - editDistance(head, want) / Math.max(head.length, want.length) >= 0.8 ? rest : address;
}
