import branchPlaces from './branch-places.json';

const flat = (m: Record<string, string[]>) => [...new Set(Object.values(m).flat())];
const PLACE_BRANCH = new RegExp(
  String.raw`^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]{1,10}(?:${flat(branchPlaces.place_endings).join('|')})(?:${flat(branchPlaces.shop_signs).join('|')})$`,
  'u',
);

/**
 * A line that is only a place and the shop sign ("福岡市博多区店", "중구점"): the branch of a chain printed under its
 * name on a Chinese, Japanese or Korean receipt, which names no part of the address (branch-places.json).
 */
export function isPlaceBranch(text: string): boolean {
  return PLACE_BRANCH.test(text.trim());
}
