import { type LabelKey, labelsIn } from '../lexicon';
import { isRunningText } from './running-text';

/**
 * Headings that name a part of the document, never a party: "Seller", "From", "प्रेषक", "מאת", "Bill to",
 * the document's title. On OCR'd pages the layout model's name may be such a heading cell alone (the label
 * of a two-column label/value table, "प्रेषक | जैन इलेक्ट्रिकल्स प्रा. लि."), and there it outranks the rules'
 * name; a value that is only a heading is no name. Not amount or field labels: a shop may be called "Total".
 */
const HEADINGS: ReadonlySet<LabelKey> = new Set<LabelKey>(['vendor_hint', 'bill_to', 'ship_to', 'remit_to', 'doc_invoice', 'doc_receipt', 'doc_credit_note']);

/** Whether `text` is a heading and nothing else (punctuation around it aside). */
export function isHeadingOnly(text: string): boolean {
  const bare = text.replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
  if (!bare) return false;
  return labelsIn(bare).some((s) => HEADINGS.has(s.key) && s.start === 0 && s.end === bare.length);
}

/** A heading or label and nothing else ("KLANT", "VERZENDEN NAAR", "받는 곳", "इनवॉइस क्र,"): a column's heading, not a name. */
export function onlyLabels(text: string): boolean {
  let rest = text;
  for (const s of labelsIn(text)) rest = rest.slice(0, s.start) + ' '.repeat(s.end - s.start) + rest.slice(s.end);
  return !/\p{L}/u.test(rest);
}

/**
 * Sentences of a letter's body ("Magandang araw po, Bb. Mendoza. Narito po ang singil …"): running text that goes on
 * past a full stop is no name, however the layout model read the top of the page.
 */
export function isSentences(text: string): boolean {
  return isRunningText(text) && /[.!?。]\s+\p{Lu}\p{Ll}/u.test(text);
}
