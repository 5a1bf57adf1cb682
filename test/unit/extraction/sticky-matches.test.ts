import { GROUPS, scoreCategories } from '../../../src/extraction/fields/category';
import { CATEGORY_EVIDENCE } from '../../../src/extraction/fields/expense-categories';
import { foldAccents } from '../../../src/extraction/fields/fold';
import { positionsWhere, stickyMatches } from '../../../src/extraction/fields/sticky-matches';

/** What matchAll finds with the pattern made global: the reference stickyMatches must equal. */
const globalMatches = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.flags.replace('y', 'g')))].map((m) => [m.index, m[0]]);
const sticky = (re: RegExp, text: string, starts?: number[]) => [...stickyMatches(re, text, starts)].map((m) => [m.index, m[0]]);
const WORD_START = /(?<![\p{L}\p{M}\d])/iuy;

describe('stickyMatches', () => {
  it.each<[RegExp, string]>([
    [/a+/y, 'caaab aa'],
    [/x*/y, 'axxb'], // empty matches: one position on, as matchAll does
    [/x*/uy, 'a😀xx😀'], // … a whole surrogate pair on under the u flag
    [/(?:)/y, '😀'], // … but one code unit without it
    [/(?<![\p{L}\d])(?:tea|teas?hop)(?![\p{L}])/iuy, 'TEASHOP tea-house teatime 1tea Tea'],
    [/(?<![\p{L}\p{M}\d])(?:car\s*wash|car)(?![\p{L}\p{M}])/iuy, 'car  wash, CARWASH carwashes car\nwash'],
    [/咖啡|カフェ/uy, '星巴克咖啡カフェ咖啡'],
    [/\p{L}/uy, '😀a😀'],
  ])('finds what matchAll finds for %s in %j', (re, text) => {
    expect(sticky(re, text)).toEqual(globalMatches(re, text));
  });

  it('tried only where its leading lookbehind holds, finds the same', () => {
    const re = /(?<![\p{L}\p{M}\d])(?:tea|teas?hop)(?![\p{L}\p{M}])/iuy;
    for (const text of ['TEASHOP tea-house teatime 1tea Tea', '😀tea😀 ẞtea teaß', '']) {
      expect(sticky(re, text, positionsWhere(WORD_START, text))).toEqual(globalMatches(re, text));
    }
  });

  it('refuses a global or non-sticky pattern (it would skip ahead by itself)', () => {
    expect(() => [...stickyMatches(/a/g, 'a')]).toThrow(/sticky/);
    expect(() => [...stickyMatches(/a/, 'a')]).toThrow(/sticky/);
  });
});

describe('category terms matched with sticky patterns', () => {
  const terms = Object.values(CATEGORY_EVIDENCE).flatMap((lists) => lists.flatMap(([, t]) => t));
  // Every term alone, glued to letters or digits on either side, in capitals, with its spaces doubled or dropped,
  // terms run together: the places where the lookarounds and the order of alternatives decide.
  const contexts: Array<(t: string) => string> = [
    (t) => t,
    (t) => `x${t}`,
    (t) => `${t}s`,
    (t) => `1${t}1`,
    (t) => t.toUpperCase(),
    (t) => t.replace(/\s+/g, '  '),
    (t) => t.replace(/\s+/g, ''),
    (t) => `(${t})\u0301`,
  ];
  const texts = [
    ...contexts.map((c) => foldAccents(terms.map(c).join(' ; '))),
    foldAccents(terms.join('')),
    foldAccents(terms.join('\n')),
    'Café 😀 RESTAURANT 😀pizza ΤΑΒΕΡΝΑ मेडिकल स्टोर סופרמרקט 便利店 ガソリンスタンド 주유소',
  ];

  it(`finds for every one of the ${GROUPS.length} term patterns what a global search finds`, () => {
    expect(GROUPS.length).toBeGreaterThan(40);
    for (const g of GROUPS) {
      expect(g.re.sticky && !g.re.global).toBe(true);
      for (const text of texts) expect(sticky(g.re, text, g.spaced ? positionsWhere(WORD_START, text) : undefined)).toEqual(globalMatches(g.re, text));
    }
  });

  // Recorded with the global patterns (matchAll) before the change; the tie (Lodging, Healthcare) keeps its order.
  it.each<[{ vendor?: string; text: string }, unknown]>([
    [{"vendor": "THAI DELICIOUS RESTAURANT", "text": "THAI DELICIOUS RESTAURANT\nPLAINRICE 7.20\nCOCONUT\nDISTILLED\nWATER\nTEA\nTotal 92.80"}, [{"category": "Meals & Entertainment", "score": 7}]],
    [{"vendor": "MR.D.I.Y. KUCHAI SDN BHD\nCO Reg 750441-W", "text": "MR.D.I.Y. KUCHAI SDN BHD\nSTEEL WOOL SH-2#\nTOILET BRUSH\nCEMENT\nHSS TWIST DRILL\nPetrol 10.00 coffee"}, [{"category": "Hardware & Equipment", "score": 7}, {"category": "Fuel & Auto", "score": 3}, {"category": "Meals & Entertainment", "score": 1}]],
    [{"vendor": "Apotheke am Markt", "text": "Apotheke am Markt\nIbuprofen 400\nHustensaft\nTaxi Quittung\nHotel Zimmer"}, [{"category": "Lodging", "score": 6}, {"category": "Healthcare", "score": 6}, {"category": "Travel", "score": 3}]],
    [{"text": "Café de Flore\nCafé crème 2\nCroissant\nPOURBOIRE"}, [{"category": "Meals & Entertainment", "score": 7}]],
  ])('gives the scores the global search gave: %j', (evidence, scores) => {
    expect(scoreCategories(evidence)).toEqual(scores);
  });
});
