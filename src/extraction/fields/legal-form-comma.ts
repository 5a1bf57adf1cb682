import { findLegalForm } from './legal-form';

/**
 * Tesseract's Hindi model reads the dot of an abbreviated word as a comma ("प्रा, लि." for "प्रा. लि.", a Hindi
 * "Pvt. Ltd."; also the address's "नं, 255"). After a Devanagari letter, where the dot makes a longer legal form than
 * the comma does, the comma was the dot: "जैन इलेक्ट्रिकल्स प्रा, लि." → "जैन इलेक्ट्रिकल्स प्रा. लि.". A comma
 * before the form ("शर्मा ट्रेडर्स, लिमिटेड") and Latin print are left alone.
 */
export function repairFormComma(name: string): string {
  const before = findLegalForm(name);
  const span = (m: ReturnType<typeof findLegalForm>) => (m ? m.end - m.index : 0);
  let out = name;
  for (const m of name.matchAll(/(?<=\p{Script=Devanagari}\p{M}*),(?= \S)/gu)) {
    const tried = out.slice(0, m.index) + '.' + out.slice(m.index! + 1);
    const form = findLegalForm(tried);
    if (form && form.index <= m.index! && form.end > m.index! && span(form) > span(before)) out = tried;
  }
  return out;
}
