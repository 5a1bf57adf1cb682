import { LabelMatcher } from '../lexicon/label-matcher';
import type { LabelFile } from '../lexicon/schema';
import ownReferenceWords from '../lexicon/own-reference-words.json';
import { valueCandidates, type Doc } from './doc';

const OWN_REFERENCE = new LabelMatcher([{
  language: 'x',
  fields: { page: { labels: Object.entries(ownReferenceWords).filter(([k]) => k !== '_comment').flatMap(([, v]) => v as string[]), examples: [] } },
  signs: [],
  connectors: [],
}] as unknown as LabelFile[]);

/**
 * The sender's own reference of an invoice letter, read as the invoice's number when no invoice-number label gave
 * one: "Our ref.: KEC-2026-0193", a DIN 5008 reference row ("Ihr Zeichen | Unser Zeichen | Datum" over its values),
 * "Αρ. πρωτ.: ΤΠΥ 0092" (own-reference-words.json). The phrase must open its cell, so "please quote our reference"
 * inside a sentence is not read. `readId` turns the text after the phrase into an identifier, or nothing.
 */
export function ownReferenceNumber(doc: Doc, readId: (text: string) => string | undefined): string | undefined {
  for (const line of doc.lines.slice(0, 40)) {
    for (let cell = 0; cell < line.cells.length; cell++) {
      const text = line.cells[cell].text;
      const span = OWN_REFERENCE.find(text).find((s) => !/\S/.test(text.slice(0, s.start)));
      if (!span) continue;
      for (const c of valueCandidates(doc, { line, cell, start: span.start, end: span.end, weight: 0 })) {
        const id = readId(c.text.replace(/^[\s:：#.]+/u, ''));
        if (id) return id;
        if (c.where === 'inline') break;
      }
    }
  }
  return undefined;
}
