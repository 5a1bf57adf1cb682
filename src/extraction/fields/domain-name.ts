import providers from '../lexicon/mail-providers.json';
import type { Doc } from './doc';

/**
 * The names a business's own web and mail domains spell ("azure-interior.com", "info@nordwind-handel.de"): a line
 * at the top of a page that spells the same is the business's name, where a tagline or a logo's words above it are
 * not. Public mail hosts (mail-providers.json) spell nobody's name.
 */
/** Letters and digits, lower case, accents dropped: "Azure Interior" and "azure-interior" meet. */
const nameKey = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const PUBLIC = new Set((providers as { domains: string[] }).domains);
const DOMAIN = /(?:https?:\/\/)?(?:www\.)?(?:[\p{L}\p{N}._%+-]+@)?((?:[\p{L}\p{N}-]+\.)+)(?:[a-z]{2,24})\b/giu;

/** Keys (nameKey) of the second-level labels of every domain printed in the document. */
export function domainKeys(doc: Doc): string[] {
  const keys = new Set<string>();
  for (const line of doc.lines) {
    for (const m of line.text.matchAll(DOMAIN)) {
      if (!/@|www\.|https?:\/\//i.test(m[0]) && !/\.(?:com|net|org|[a-z]{2})$/i.test(m[0])) continue;
      const labels = m[1].split('.').filter(Boolean);
      const label = labels[labels.length - 1]?.toLowerCase();
      // "co.uk", "com.au": the name is the label before the country's own second level.
      const own = label && /^(?:co|com|net|org|gov|ac|or|ne)$/.test(label) && labels.length > 1 ? labels[labels.length - 2].toLowerCase() : label;
      if (!own || PUBLIC.has(own) || /^\d+$/.test(own)) continue;
      const key = nameKey(own);
      if (key.length >= 4) keys.add(key);
    }
  }
  return [...keys];
}

/** Whether `name` is spelled by one of `keys`: the domain is the name ("azureinterior") or starts with it. */
export function spelledByDomain(name: string, keys: string[]): boolean {
  const key = nameKey(name);
  if (key.length < 4) return false;
  return keys.some((k) => k === key || (k.length >= 5 && key.startsWith(k)) || (key.length >= 5 && k.startsWith(key)));
}
