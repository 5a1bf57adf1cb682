import branchWords from '../../../src/extraction/lexicon/branch-words.json';
import { isBranchLine } from '../../../src/extraction/lexicon';

/** Scripts written without spaces put the branch word last ("渋谷支店"); the others open the line with it. */
const UNSPACED = /[\u3040-\u9fff\uac00-\ud7af]/u;
const cases = Object.entries(branchWords as Record<string, string[]>).flatMap(([lang, words]) => words.map((w) => [lang, w] as const));

describe('every branch word opens (or, without spaces, closes) a branch line in its language', () => {
  it.each(cases)('%s "%s"', (_lang, word) => {
    const line = UNSPACED.test(word) ? `渋谷${word}` : `${word} 375, Centro`;
    expect([line, isBranchLine(line)]).toEqual([line, true]);
  });

  it('reads a Greek receipt branch line with the abbreviation ("Υποκ. 375, Θεσσαλονίκη") and not a street line', () => {
    expect(isBranchLine('Υποκ. 375, Θεσσαλονίκη')).toBe(true);
    expect(isBranchLine('Οδός Αθηνάς 9')).toBe(false);
  });
});
