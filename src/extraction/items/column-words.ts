import columnWords from '../lexicon/item-columns.json';

/**
 * Item-table headings from lexicon/item-columns.json, as regular-expression alternatives per column key, to extend
 * the core heading patterns (fields/line-item-columns.ts). A space in a heading stands for any run of spaces, a
 * trailing dot is optional, other characters stand for themselves.
 */
type Lists = Record<string, Record<string, string[]>>;

const lists = (columnWords as { columns: Lists }).columns;
const qualifiers = (columnWords as unknown as { qualifiers: Record<'net' | 'gross', Record<string, string[]>> }).qualifiers;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function headingSource(heading: string): string {
  return escape(heading.trim().replace(/\.$/, '')).replace(/\s+/g, String.raw`\s+`);
}

/** The lexicon's headings for one column key, as one alternation (empty when it lists none). */
export function extraHeadings(key: string): string {
  return Object.values(lists[key] ?? {}).flat().map(headingSource).join('|');
}

/** A currency printed after a heading ("Betrag EUR", "GP €", "Amount (€)"). */
export const HEADING_CURRENCY = String.raw`(?:\s*\(?(?:€|eur|chf|usd|gbp|\$|£)\)?)?`;

/**
 * A net or gross qualifier after a price or amount heading ("Einzelpreis netto", "Gesamt brutto", "PU (HT)"), as a
 * regular-expression suffix: the qualifier belongs to the heading before it, not to a column of its own.
 */
export function qualifierSuffix(kind: 'net' | 'gross'): string {
  const words = Object.values(qualifiers[kind]).flat().map((w) => headingSource(w) + String.raw`\.?`);
  return String.raw`\s*(?:\(\s*)?(?:${words.join('|')})(?:\s*\))?`;
}

/**
 * "Preis/ME", "Price / unit", "Preis/Einh.": a price heading with the unit it is per. Only with a slash: "Prijs Per"
 * are two columns (the price and its price unit).
 */
export const PER_UNIT = String.raw`\s*/\s*\p{L}{1,8}\.?`;
