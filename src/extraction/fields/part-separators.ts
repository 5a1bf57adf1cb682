/**
 * Separators between the parts of a one-line sender or footer block ("ACME GmbH · Hauptstr. 1 · 10115 Berlin").
 * A PDF prints them spaced; OCR of Japanese and Chinese text reads the dot as the katakana middle dot "・" and
 * drops the spaces ("山田商店・〒450-0002・愛知県…"). Between two katakana the same dot joins the words of one
 * name ("クリーン・サービス"), so there it is no separator.
 */
const KATAKANA = String.raw`[\u30a1-\u30fa\u30fc\uff66-\uff9f]`;
const CJK_DOT = String.raw`[\u30fb\uff65]`;
/** A CJK middle dot with a non-katakana character on at least one side. */
const UNSPACED_DOT = String.raw`\s*(?:(?<!${KATAKANA})${CJK_DOT}|${CJK_DOT}(?!${KATAKANA}))\s*`;

/** A spaced separator sign, or a CJK middle dot that is not inside a katakana name. */
export const PART_SEPARATOR = new RegExp(String.raw`\s+[-–|·•●∙⋅▪◦]\s+|${UNSPACED_DOT}`, 'u');

/** The same without the dash: inside an address a dash may be part of it ("Av. Sur 90 - Col. Centro"). */
export const DOT_SEPARATOR = new RegExp(String.raw`\s+[·•●∙|]\s+|${UNSPACED_DOT}`, 'u');

/**
 * The parts of a one-line sender or footer block. Where dots or bars separate them, a dash inside a part is printed
 * as part of it ("· वाराणसी - 221001 ·", "· Av. Sur 90 - Col. Centro ·") and stays; only a line without them is split
 * at dashes ("Müller GmbH - Dorfstr. 69 - 9000 St. Gallen").
 */
export function splitParts(text: string): string[] {
  return text.split(DOT_SEPARATOR.test(text) ? DOT_SEPARATOR : PART_SEPARATOR).map((p) => p.trim());
}
