/**
 * Punctuation OCR misreads inside address values. The Arabic comma "،" is a small raised mark that the recogniser
 * often reads as a full stop ("شارع الوحدة. مبنى 58" for "شارع الوحدة، مبنى 58"). In an address a full stop
 * between two Arabic words is no sentence end and no abbreviation (those print the dot between letters without a
 * space: "ص.ب"), so it is the comma that separates the address's parts.
 */
const ARABIC_LETTER = String.raw`[\u0620-\u064a\u0671-\u06d3]`;
const DOT_AS_COMMA = new RegExp(String.raw`(?<=${ARABIC_LETTER})\.(?=\s+${ARABIC_LETTER})`, 'gu');

export function repairAddressPunctuation(address: string): string {
  return address.replace(DOT_AS_COMMA, '،');
}
