/**
 * The final sigma ς read as έ: the recogniser takes the small hooked glyph at a Greek word's end for an epsilon with
 * its accent ("Οδοέ Αθηναέ 9", "Μπακλαβαέ" for "Οδός Αθηνάς 9", "Μπακλαβάς"). No Greek word ends in a vowel and then
 * έ (a word's one accent, and its stem, come before its ending: -ος, -ας, -ης, -ες, -ους are all spelt with ς), while
 * loan words that end in έ have a consonant or ι before it ("καφέ", "καναπέ", "ατελιέ"). One character for one, so
 * word and cell offsets still agree.
 */
const EPSILON_AS_FINAL_SIGMA = /(?<=\p{Script=Greek}[αεηοωυάέήόώύ])έ(?![\p{L}\p{M}\p{N}])/gu;

const GREEK = /\p{Script=Greek}/u;

export function repairFinalSigma(text: string): string {
  return GREEK.test(text) ? text.replace(EPSILON_AS_FINAL_SIGMA, 'ς') : text;
}
