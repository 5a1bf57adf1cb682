import tradeWords from '../lexicon/trade-words.json';

/**
 * Words that say what a business does but not which business it is ("TRADING", "STATIONERY", "RESTORAN", "Bäckerei"):
 * a line of nothing else cannot be a name by itself, so on a narrow receipt it is the rest of the name printed above
 * it ("WESTERN EASTERN" / "STATIONERY SDN. BHD", "TSH POWER HARDWARE" / "TRADING"). Words in trade-words.json.
 */
const PHRASES = new Set(Object.values(tradeWords as Record<string, string[]>).flat().map((w) => w.toLowerCase()));

/** "&", "AND", "UND", "DAN", "ET", "Y", "EN": joiners between trade words. */
const JOINERS = new Set(['&', 'and', 'und', 'dan', 'et', 'y', 'e', 'en']);

/** Whether the text is trade words only (with joiners between them), at least one. */
export function onlyTradeWords(text: string): boolean {
  const words = text.toLowerCase().replace(/[.,()]/g, ' ').split(/\s+/).filter(Boolean);
  let trade = 0;
  for (let i = 0; i < words.length; ) {
    if (JOINERS.has(words[i])) i++;
    else if (i + 1 < words.length && PHRASES.has(`${words[i]} ${words[i + 1]}`)) (i += 2), trade++;
    else if (PHRASES.has(words[i])) i++, trade++;
    else return false;
  }
  return trade > 0;
}
