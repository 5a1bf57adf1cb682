import { findLegalForm } from './legal-form';
import { nameKey } from './vendor';

/** Edit distance of two short strings (names of a few dozen letters). */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

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
  return 1 - distance(head, want) / Math.max(head.length, want.length) >= 0.8 ? rest : address;
}
