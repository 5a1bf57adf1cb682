import formerNameWords from '../lexicon/former-name-words.json';

/**
 * A name printed with the name the business had before ("MYNEWS RETAIL SB FKA BISON STORES SB", "Müller GmbH vormals
 * Schmidt KG") and with its registration number glued on ("… SB(306295-X)"): the business is the part before the
 * marker, without the number. Markers in former-name-words.json.
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+');
const WORDS = Object.values(formerNameWords as Record<string, string[]>).flat().sort((a, b) => b.length - a.length);
const MARKER = new RegExp(String.raw`(?<![\p{L}\d])(?:${WORDS.map(escape).join('|')})(?![\p{L}\d])`, 'iu');
/** "(306295-X)", "(1198447 X)" at the end of the name, glued or spaced. */
const REGISTRATION_TAIL = /\s*\(\s*[A-Z]{0,3}\d{5,12}\s?-?\s?[A-Z]?\s*\)\s*$/;

export function currentName(text: string): string {
  const m = MARKER.exec(text);
  // Only after a name of its own: "FORMERLY" opening a line is a note, not a name to cut.
  const before = m && /\p{L}{2}/u.test(text.slice(0, m.index)) ? text.slice(0, m.index) : text;
  return before.replace(/[\s,;:-]+$/, '').replace(REGISTRATION_TAIL, '').trim();
}
