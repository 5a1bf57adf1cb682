import termWords from '../lexicon/term-days.json';
import { findDates, type DateOptions } from './dates';

/**
 * "bis 27.03.2026 2 % Skonto, bis 16.04.2026 netto": of several dates in one payment term, the one whose clause names
 * the net term (term-days.json "net" words) is the due date; the earlier one is the cash-discount date.
 */
const NET_WORDS = [...new Set(Object.values(termWords as unknown as Record<string, { net?: string[] }>).flatMap((l) => (Array.isArray(l.net) ? l.net : [])))];
const NET = new RegExp(String.raw`^[^,;.]{0,12}?(?<![\p{L}])(?:${NET_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\p{L}])`, 'iu');

export function netTermDate(text: string, options: DateOptions): string | undefined {
  const dates = findDates(text, options);
  if (dates.length < 2) return undefined;
  return dates.find((d) => NET.test(text.slice(d.end)))?.iso;
}
