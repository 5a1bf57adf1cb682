import stampWords from '../lexicon/stamp-words.json';
import { closesWithForm } from './receipt-anchor';

/** Lower-cased stamp words of every language (stamp-words.json). */
const STAMPS = new Set(Object.values(stampWords as Record<string, string[]>).flat().map((w) => w.toLocaleLowerCase()));

/**
 * A name without the rubber stamp OCR read into its line ("YONG CEN ENTERPRISE POSTED", "… SDN BHD PAID"): a stamp
 * word after the name's legal form or trade-name form is no part of the name. Only there: before the form the word
 * may be the name's own ("PAID PARKING SDN BHD").
 */
export function withoutStamp(name: string): string {
  const m = /^(.*\S)\s+(\p{L}+)[.!]?$/u.exec(name.trim());
  return m && STAMPS.has(m[2].toLocaleLowerCase()) && closesWithForm(m[1]) ? m[1] : name;
}
