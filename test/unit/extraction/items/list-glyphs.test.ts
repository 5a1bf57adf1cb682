import listEntries from '../../../../src/extraction/lexicon/list-entries.json';
import { BULLET_MARK, BULLET_PREFIX, BULLETED, bulletToken, LIST_GLYPHS, readListGlyphs } from '../../../../src/extraction/items/list-glyphs';
import { BULLET } from '../../../../src/extraction/items/leading';

describe('list entry glyphs (lexicon/list-entries.json)', () => {
  it('loads the bullets, the look-alike tables and the leaders from the data file', () => {
    expect(LIST_GLYPHS.bullets).toContain('•');
    expect(LIST_GLYPHS.ocrBullets).toEqual(expect.arrayContaining([':', '.']));
    expect(LIST_GLYPHS.currencyLookalikes.get('€')).toContain('E');
    expect(LIST_GLYPHS.opens).toContain('{');
    expect(LIST_GLYPHS.closes).toContain('}');
    expect(LIST_GLYPHS.superscripts.get('²')).toEqual(expect.arrayContaining(['?', '2']));
  });

  it('gives every stage its form of the one bullet: a token, a line prefix, a first line, a mark before a description', () => {
    for (const mark of ['-', '–', '•', '*', '▪', ':', '.', '3.', '2)']) expect([mark, BULLET.test(mark)]).toEqual([mark, true]);
    expect(BULLET.test('+')).toBe(true);
    expect(bulletToken().test('+')).toBe(false);
    expect(BULLET.test('12')).toBe(false);
    expect('• Stuhl, 2 Stk × 12,50 €'.replace(BULLET_PREFIX, '')).toBe('Stuhl, 2 Stk × 12,50 €');
    expect(': Einbauschrank Eiche'.replace(BULLET_PREFIX, '')).toBe('Einbauschrank Eiche');
    expect(BULLETED.test('. Einbauschrank Eiche, Maßanfertigung')).toBe(true);
    expect(BULLETED.test('2) Aanleg terras')).toBe(true);
    expect(BULLETED.test('2026 Kassel')).toBe(false);
    expect(BULLETED.test('- 35,00 €')).toBe(false);
    expect('* Sustitución de azulejos'.replace(BULLET_MARK, '')).toBe('Sustitución de azulejos');
    expect('2 Cappuccino'.replace(BULLET_MARK, '')).toBe('2 Cappuccino');
  });

  it('rejects a broken file with a clear error', () => {
    expect(() => readListGlyphs(null)).toThrow(/expected an object/);
    expect(() => readListGlyphs({ ...listEntries, bullets: undefined })).toThrow(/"bullets" must hold/);
    expect(() => readListGlyphs({ ...listEntries, bullets: { ...listEntries.bullets, ocr: ['::'] } })).toThrow(/"bullets.ocr" holds "::"/);
    expect(() => readListGlyphs({ ...listEntries, leaders: ['.', '.'] })).toThrow(/"leaders" lists an entry twice/);
    expect(() => readListGlyphs({ ...listEntries, brackets: { '(': ['{'] } })).toThrow(/"brackets" must give/);
    expect(() => readListGlyphs({ ...listEntries, currencyLookalikes: { E: ['€'] } })).toThrow(/maps a currency sign to letters/);
    expect(() => readListGlyphs({ ...listEntries, superscripts: { '²': ['²'] } })).toThrow(/must be one character read otherwise/);
  });
});
