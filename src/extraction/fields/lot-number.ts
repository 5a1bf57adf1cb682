import lotWords from '../lexicon/lot-number-words.json';

/** The land-lot words of lot-number-words.json, longest first, as one pattern before a figure. */
const LOT_WORDS = new RegExp(String.raw`(?:^|[\s,])(?:${lotWords.ms.slice().sort((a, b) => b.length - a.length).map((w) => w.replace(/[.]/g, '\\.?').replace(/ /g, '\\s*')).join('|')})\s*$`, 'iu');

/** Whether the postcode read in `text` is the number of a land lot ("LOT P.T. 33198, BATU 4"). */
export function lotNumber(text: string, zip: string): boolean {
  const at = text.indexOf(zip);
  return at >= 0 && LOT_WORDS.test(text.slice(0, at));
}
