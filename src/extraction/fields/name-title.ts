import { labelsIn } from '../lexicon';
import { findLegalForm } from './legal-form';

const DOCUMENT_WORDS: ReadonlySet<string> = new Set(['doc_invoice', 'doc_receipt', 'doc_credit_note', 'doc_proforma']);

/**
 * A name read together with the document's title printed on the same line ("इनवॉइस जैन इलेक्ट्रिकल्स प्रा. लि.",
 * "مؤسسة الصقر للنقل فاتورة ضريبية"): the title words (label files' document words) at either end are not part of
 * the name, as long as what remains still carries the legal form that made it a name.
 */
export function withoutTitle(name: string): string {
  const form = findLegalForm(name);
  if (!form) return name;
  for (const s of labelsIn(name)) {
    if (!DOCUMENT_WORDS.has(s.key)) continue;
    const rest = s.start <= 1 && s.end <= form.index ? name.slice(s.end) : s.end >= name.trimEnd().length - 1 && s.start >= form.end ? name.slice(0, s.start) : undefined;
    const trimmed = rest?.replace(/^[\s:：\-–|·]+|[\s:：\-–|·]+$/gu, '');
    const kept = trimmed ? findLegalForm(trimmed) : null;
    // The rest names a business besides its legal form ("Rechnung GmbH" is a name, not a title over "GmbH").
    if (trimmed && kept && ((trimmed.slice(0, kept.index) + trimmed.slice(kept.end)).match(/\p{L}/gu) ?? []).length >= 3) return trimmed;
  }
  return name;
}
