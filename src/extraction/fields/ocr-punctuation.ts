import { LANGUAGE_LABELS } from '../lexicon';

/**
 * Punctuation OCR misreads inside address values. The Arabic comma "،" is a small raised mark that the recogniser
 * often reads as a full stop ("شارع الوحدة. مبنى 58" for "شارع الوحدة، مبنى 58"). In an address a full stop
 * between two Arabic words is no sentence end and no abbreviation (those print the dot between letters without a
 * space: "ص.ب"), so it is the comma that separates the address's parts.
 */
const ARABIC_LETTER = String.raw`[\u0620-\u064a\u0671-\u06d3]`;
/** After a house or office number too ("مكتب 946. شارع الاتحاد"): a figure ends no sentence inside an address. */
const DOT_AS_COMMA = new RegExp(String.raw`(?<=${ARABIC_LETTER}|${ARABIC_LETTER}\s?[\d\u0660-\u0669]+)\.(?=\s+${ARABIC_LETTER})`, 'gu');

/**
 * A lower-case l read as a capital I in the articles of street names ("81 place de Ia Gare", "Calle de Ios Reyes"):
 * after a lower-case word, "Ia", "Ie", "Ias", "Ies", "Ios" are no words of any Latin-script language we read.
 */
const I_FOR_L_ARTICLE = /(?<=(?<![\p{L}])\p{Ll}+ )I(?=(?:a|e|as|es|os)(?![\p{L}]))/gu;

/**
 * A spaced middle dot between two parts of a one-line address, read as a colon ("Veldstraat 6 bus 5 : 3500 Hasselt"):
 * a figure on both sides, so no label ("Postfach: 1234") precedes it. It separates the parts as a line break would.
 */
const COLON_AS_DOT = /(?<=\p{Nd})\s+:\s+(?=\p{Nd})/gu;
/**
 * The same after a street with its number, before the town ("14 Wharf Road : Bristol BS1 6QE"; a French label's colon
 * follows a word without a figure: "Tél : …"), and the dot before the first part, left when the name before it was
 * taken off (": 14 Wharf Road").
 */
const COLON_AFTER_NUMBER = /(?<=\p{Nd}[^:,\d]*)\s+:\s+(?=\p{Lu})/gu;
const LEADING_COLON = /^\s*[:：]\s+(?=[\p{L}\p{Nd}])/u;

/**
 * The space after an abbreviated street or district word that a photo's OCR lost ("Av.Insurgentes Sur 422",
 * "Col.Centro", "Brgy.San Antonio"): a short capitalised word, its full stop, then a capitalised word.
 */
const LOST_SPACE_AFTER_ABBREVIATION = /(?<=(?<![\p{L}\p{N}.])\p{Lu}\p{Ll}{1,3})\.(?=\p{Lu}\p{Ll})/gu;

const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * Number signs written with a final dot in scripts other than Latin ("नं.", "αρ."), without it. Latin receipts do print
 * "NO,35" with a comma (SROIE training receipts); the Devanagari recogniser reads the dot of "नं." as a comma.
 */
const DOTTED_SIGNS = [...new Set(LANGUAGE_LABELS.flatMap((f) => f.signs ?? []).filter((x) => /^[\p{L}\p{M}]+\.$/u.test(x) && !/\p{Script=Latin}/u.test(x)).map((x) => x.slice(0, -1)))];
/**
 * The dot of such a sign read as a comma before its figure ("दुकान नं, 85" for "दुकान नं. 85"): a number sign is not a
 * part of an address of its own, so the comma is the abbreviation's dot.
 */
const SIGN_COMMA = new RegExp(String.raw`(?<![\p{L}\p{M}])(${DOTTED_SIGNS.map(escape).join('|')}),(?=\s*\p{Nd})`, 'giu');

/** The postal mark is printed against its postcode; a space after it is OCR's ("T 104-0061" read as "〒 104-0061"). */
const SPACED_POSTAL_MARK = /〒\s+(?=\d{3}-\d{4}(?!\d))/gu;

export function repairAddressPunctuation(address: string): string {
  return address.replace(SPACED_POSTAL_MARK, '〒').replace(SIGN_COMMA, '$1.').replace(DOT_AS_COMMA, '،').replace(I_FOR_L_ARTICLE, 'l').replace(COLON_AS_DOT, ', ').replace(COLON_AFTER_NUMBER, ', ').replace(LEADING_COLON, '').replace(LOST_SPACE_AFTER_ABBREVIATION, '. ');
}

/**
 * OCR loses the space after an abbreviation's dot before a capitalised word ("Bb.Carla Mendoza", "Dr.Weber"): in a
 * name a short abbreviation and the word after it are two words.
 */
export function spaceAfterAbbreviation(name: string): string {
  return name.replace(/(?<![\p{L}.])(\p{Lu}\p{Ll}{0,3}\.)(?=\p{Lu}\p{Ll})/gu, '$1 ');
}
