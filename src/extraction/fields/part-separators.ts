/**
 * Separators between the parts of a one-line sender or footer block ("ACME GmbH · Hauptstr. 1 · 10115 Berlin").
 * A PDF prints them spaced; OCR of Japanese and Chinese text reads the dot as the katakana middle dot "・" and
 * drops the spaces ("山田商店・〒450-0002・愛知県…"). Between two katakana the same dot joins the words of one
 * name ("クリーン・サービス"), so there it is no separator.
 */
const KATAKANA = String.raw`[\u30a1-\u30fa\u30fc\uff66-\uff9f]`;
const CJK_DOT = String.raw`[\u30fb\uff65]`;
/** Han, hiragana or Hangul: where a Latin middle dot "·" read without its spaces still separates ("公司·上海市"). */
const CJK_WORD = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Hangul}]`;
/**
 * A CJK middle dot with a non-katakana character on at least one side, or a Latin middle dot with Han, hiragana or
 * Hangul on one side (between Latin letters it is part of a word: "Col·legi").
 */
const UNSPACED_DOT = String.raw`\s*(?:(?<!${KATAKANA})${CJK_DOT}|${CJK_DOT}(?!${KATAKANA})|(?<=${CJK_WORD})\u00b7|\u00b7(?=${CJK_WORD}))\s*`;

/**
 * OCR of an Arabic or Persian line reads a spaced middle dot as the Arabic-Indic zero "٠" (or "۰"), often wrapped in
 * the direction marks the recogniser adds around a neutral sign ("مؤسسة … ‎٠‏ طريق الملك فهد"). A zero standing
 * alone between spaces is no figure of an address (house numbers, postcodes print in one script), so it is the dot.
 */
const INDIC_ZERO_DOT = String.raw`\s+[\u200e\u200f]?[\u0660\u06f0][\u200e\u200f]?\s+`;

/**
 * Tesseract's Hebrew model reads a spaced middle dot as ">", "<", "+", "=" or ".=" ("נתיב הובלות בע"מ > רחוב ויצמן 6
 * + ירושלים 9414101"), and on a photo as a colon or a full stop ("… בע"מ : רחוב ויצמן 6 . ירושלים …"). Such a sign alone
 * between Hebrew words of one line is no part of a name or an address (Hebrew prints its colon and full stop against
 * the word before).
 */
const HEBREW_DOT = String.raw`(?<=\p{Script=Hebrew}.*)\s+(?:[<>+=:.]|\.=)\s+(?=.*\p{Script=Hebrew})`;

/**
 * OCR of a Korean line reads a spaced bar as the vowel letter "ㅣ" ("주식회사 코드브릿지 ㅣ 대표 김민준 ㅣ …"): a jamo
 * standing alone between spaces is no Korean word, so it is the bar.
 */
const HANGUL_BAR = String.raw`\s+\u3163\s+`;

/** A spaced separator sign, or a CJK middle dot that is not inside a katakana name. */
export const PART_SEPARATOR = new RegExp(String.raw`\s+[-–|·•●∙⋅▪◦]\s+|${UNSPACED_DOT}|${INDIC_ZERO_DOT}|${HEBREW_DOT}|${HANGUL_BAR}`, 'u');

/** The same without the dash: inside an address a dash may be part of it ("Av. Sur 90 - Col. Centro"). */
export const DOT_SEPARATOR = new RegExp(String.raw`\s+[·•●∙|]\s+|${UNSPACED_DOT}|${INDIC_ZERO_DOT}|${HEBREW_DOT}|${HANGUL_BAR}`, 'u');

/**
 * The parts of a one-line sender or footer block. Where dots or bars separate them, a dash inside a part is printed
 * as part of it ("· वाराणसी - 221001 ·", "· Av. Sur 90 - Col. Centro ·") and stays; only a line without them is split
 * at dashes ("Müller GmbH - Dorfstr. 69 - 9000 St. Gallen").
 */
export function splitParts(text: string): string[] {
  return text.split(DOT_SEPARATOR.test(text) ? DOT_SEPARATOR : PART_SEPARATOR).map((p) => p.trim());
}
