import sectionSums from '../lexicon/section-sums.json';
import { headingSource } from './column-words';

/**
 * Intermediate sums of a sectioned table ("Zwischensumme Titel 01 Erdarbeiten  3.515,90", "Totale parziale capitolo 1
 * 817,00"; words in lexicon/section-sums.json): a sum word, then a section word. The items go on under the next
 * section's heading, so such a line pauses the table where a total would end it.
 */
type Lists = Record<string, string[]>;

const alternation = (lists: Lists) => Object.values(lists).flat().sort((a, b) => b.length - a.length).map(headingSource).join('|');
const { sums, sections } = sectionSums as { sums: Lists; sections: Lists };
const SECTION_SUM = new RegExp(String.raw`^\s*(?:${alternation(sums)})\s*:?\s+(?:${alternation(sections)})(?=[\s.:\d]|$)`, 'iu');

export function isSectionSum(text: string): boolean {
  return SECTION_SUM.test(text);
}
