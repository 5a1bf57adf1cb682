/**
 * Spaces OCR lost inside an address. The recogniser reads a mark and the part after it as one word when they stand
 * close, while the print (and the text layer of the same document) spaces them: "Hamilton,ON", "Havnegade 7,6.sal"
 * for "Hamilton, ON", "Havnegade 7, 6. sal". Only for text our own OCR read: receipts print "NO.3,JALAN" as is, and
 * words from an OCR file (SROIE's) are kept as printed.
 */

/** A comma between two letters or figures (or after a closing dot or bracket), with no space after it. */
const GLUED_COMMA = /(?<=[\p{L}\p{N}.)]),(?=[\p{L}\p{N}])/gu;

/**
 * A decimal comma stays: a figure, the comma, one or two figures that end the number ("km 1,5", "Nr. 12,50"). A part
 * after an address comma is a word, a house or floor number with its sign ("6. sal") or a postcode of three or more
 * figures.
 */
const DECIMAL = /^\p{Nd}{1,2}(?![\p{N}.])/u;

/**
 * An ordinal's dot glued to the word it counts ("6.sal", "3.OG", "2.tv"): a number of one or two figures standing
 * alone, its dot, then a word of two letters or more. No address abbreviation puts figures before its dot, and a
 * domain or e-mail is no part of an address value.
 */
const GLUED_ORDINAL = /(?<![\p{L}\p{N}.,])(\p{Nd}{1,2}\.)(?=\p{L}{2})/gu;

export function spaceOcrAddress(address: string): string {
  return address
    .replace(GLUED_COMMA, (comma, at: number) => (/\p{Nd}/u.test(address[at - 1]) && DECIMAL.test(address.slice(at + 1)) ? comma : ', '))
    .replace(GLUED_ORDINAL, '$1 ');
}
