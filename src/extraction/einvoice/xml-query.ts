import type { XmlElement } from './xml-reader';

/** Lookups by local name: CII's rsm/ram/udt and UBL's cbc/cac prefixes vary between writers, the names do not. */

/** The first child with this local name, following a path of local names ('A/B/C'). */
export function child(el: XmlElement | undefined, path: string): XmlElement | undefined {
  let cur = el;
  for (const step of path.split('/')) {
    cur = cur?.children.find((c) => c.name === step);
    if (!cur) return undefined;
  }
  return cur;
}

/** Every element at the end of a path of local names (all matches at every step). */
export function all(el: XmlElement | undefined, path: string): XmlElement[] {
  let cur = el ? [el] : [];
  for (const step of path.split('/')) cur = cur.flatMap((c) => c.children.filter((k) => k.name === step));
  return cur;
}

/** Trimmed text at a path, or '' when absent. */
export function text(el: XmlElement | undefined, path?: string): string {
  const target = path ? child(el, path) : el;
  return target ? target.text.trim() : '';
}
