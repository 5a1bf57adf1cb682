/**
 * OCR reads Chinese, Japanese and Korean glyph by glyph and puts a space between glyphs its boxes do not join
 * ("精肉 の 田中 株 式 会 社", "넥 스 트 정 보 기술 주식회사", "体育 西 路 42 号"). A name or an address is given as
 * it is written:
 * - Chinese and Japanese put no spaces between words: none between two Han or kana glyphs, none between a Han or
 *   kana glyph and a number that follows it or a short number before it ("名駅3丁目", "42号"); a postcode keeps its
 *   space ("〒100-0005 東京都");
 * - Korean spaces its words, so a space stays between two words of several syllables; a lone syllable is a piece of
 *   the word beside it ("골 목 커피" → "골목커피"), a counter joins its number ("180 호" → "180호") and "(주)" its name.
 */
const HAN_KANA = /[\u3005\u3006\u3007\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const HANGUL = /[\uac00-\ud7af]/u;
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
/** A house or block number, not a postcode or phone number. */
const SHORT_NUMBER = /^\d{1,4}$/;

const BRACKETED = /^\([\uac00-\ud7af]\)$/u;
/** A lone syllable, maybe with the comma or full stop that ends its phrase ("379 호,"). */
const SINGLE = /^[\uac00-\ud7af][,.;]?$/u;

/** Chinese and Japanese: no space between Han or kana glyphs, nor between them and a number inside an address. */
function hanKanaJoins(a: string, b: string): boolean {
  const last = a[a.length - 1];
  const first = b[0];
  return (HAN_KANA.test(last) && (HAN_KANA.test(first) || /\d/.test(first))) || (SHORT_NUMBER.test(a) && HAN_KANA.test(first));
}

/**
 * Korean: a run of lone syllables is one word, and the start of the Hangul word after it ("대 전 광 역시" → "대전광역시");
 * one lone syllable after a short number is its counter ("180 호"); "(주)" belongs to the name before it.
 */
function closeHangul(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const prev = out[out.length - 1];
    if (BRACKETED.test(t) && prev && HANGUL.test(prev[prev.length - 1])) {
      out[out.length - 1] += t;
      continue;
    }
    if (!SINGLE.test(t)) {
      out.push(t);
      continue;
    }
    let j = i;
    let run = '';
    while (j < tokens.length && SINGLE.test(tokens[j]) && !/[,.;]$/.test(run)) run += tokens[j++];
    if (run.replace(/[,.;]$/, '').length === 1 && prev && SHORT_NUMBER.test(prev)) out[out.length - 1] += run;
    else if (j < tokens.length && !/[,.;]$/.test(run) && HANGUL.test(tokens[j][0]) && !BRACKETED.test(tokens[j])) {
      out.push(run + tokens[j]);
      j++;
    } else out.push(run);
    i = j - 1;
  }
  return out;
}

/** "渡辺 愛", "山田 太郎": a Japanese personal name keeps the space between family and given name. */
const PERSONAL_NAME = /^[\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]{1,3} [\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]{1,3}$/u;

export function closeCjkSpaces(text: string, opts: { name?: boolean } = {}): string {
  if (!CJK.test(text) || (opts.name && PERSONAL_NAME.test(text.trim()))) return text;
  const tokens = closeHangul(text.split(/ +/));
  let out = tokens[0];
  // Three digits opening the text are a postcode before the city ("106 臺北市大安區…", Taiwan), not a house number.
  const postcode = /^\d{3}$/.test(tokens[0]);
  for (let i = 1; i < tokens.length; i++) out += (hanKanaJoins(tokens[i - 1], tokens[i]) && !(i === 1 && postcode) ? '' : ' ') + tokens[i];
  return out;
}
