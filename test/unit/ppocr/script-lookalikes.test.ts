import data from '../../../src/extraction/ppocr/script-lookalikes.json';
import { englishReads, scriptReads, tableOf } from '../../../src/extraction/ppocr/lookalike-vote';

/** Every entry of the look-alike table, checked one by one: its letters are of the script it is filed under, and the vote reads it. */
const SCRIPTS = { greek: /^\p{Script=Greek}$/u, cyrillic: /^\p{Script=Cyrillic}$/u } as const;
const ASCII = /^[\x21-\x7e]$/;

describe.each(Object.keys(SCRIPTS) as Array<keyof typeof SCRIPTS>)('look-alike table: %s', (script) => {
  const t = tableOf([script])!;
  const table = data[script];

  it.each(Object.entries(table.homoglyphs))('homoglyph %s ↔ %s reads either way', (letter, latin) => {
    expect(letter).toMatch(SCRIPTS[script]);
    expect(latin).toMatch(ASCII);
    expect(englishReads(t, letter, latin)).toBe(true);
    expect(scriptReads(t, latin, letter)).toBe(true);
  });

  it.each(Object.entries(table.englishReads))('the English model reads %s as one of "%s"', (letter, latins) => {
    expect(letter).toMatch(SCRIPTS[script]);
    for (const c of latins) {
      expect(c).toMatch(ASCII);
      expect(englishReads(t, letter, c)).toBe(true);
      // Not a homoglyph listed twice.
      expect((table.homoglyphs as Record<string, string>)[letter] ?? '').not.toBe(c);
    }
  });

  it.each(Object.entries(table.scriptReads))('the script model reads %s as one of "%s"', (latin, letters) => {
    expect(latin).toMatch(ASCII);
    for (const c of letters) {
      expect(c).toMatch(new RegExp(`${SCRIPTS[script].source.slice(1, -1)}|^[\\d$\\p{S}№]$`, 'u'));
      expect(scriptReads(t, latin, c)).toBe(true);
    }
  });
});

describe('look-alike tables by script', () => {
  it('has tables for Greek and Cyrillic only: Hebrew, Arabic and the rest keep their own votes', () => {
    expect(tableOf(['greek'])).toBeDefined();
    expect(tableOf(['cyrillic'])).toBeDefined();
    for (const s of ['hebrew', 'arabic', 'hangul', 'devanagari', 'latin'] as const) expect(tableOf([s])).toBeUndefined();
  });
});
