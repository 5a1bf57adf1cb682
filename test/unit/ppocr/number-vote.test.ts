import type { Decoded, WordSpan } from '../../../src/extraction/ppocr/ctc';
import { isLookAlike, tokenKind, voteLine, voteWord } from '../../../src/extraction/ppocr/number-vote';

/** A line of words at the given places (fractions of the line's width). */
const line = (words: Array<[string, number, number, number?]>): Decoded => {
  const spans: WordSpan[] = words.map(([text, start, end, confidence = 0.9]) => ({ text, start, end, confidence }));
  return { text: spans.map((s) => s.text).join(' '), confidence: 0.9, spans };
};

describe('number vote between a script reader and the English recogniser', () => {
  it('tells numbers, codes, suffixed counts and mixed guesses apart', () => {
    expect(tokenKind('1.320,64')).toBe('number');
    expect(tokenKind('24%')).toBe('number');
    expect(tokenKind('2025-09-10')).toBe('number');
    expect(tokenKind('(06234)')).toBe('number');
    expect(tokenKind('ART-56123')).toBe('code');
    expect(tokenKind('14일')).toBe('suffixed');
    expect(tokenKind('203.90원')).toBe('suffixed');
    expect(tokenKind('Ε6.823,32')).toBe('mixed');
    expect(tokenKind('ΔΟΟ6Ο7Ο473')).toBe('mixed');
    expect(tokenKind('Σύνολο')).toBe('word');
  });

  it('takes English digits where the script model changed them, keeps the script\'s own writing', () => {
    const englishWins = (script: string, english: string) => voteWord(script, english) !== undefined;
    expect(englishWins('302007', '302001')).toBe(true);
    expect(englishWins('2406', '24%')).toBe(true);
    expect(englishWins('ΔΟΟ6Ο7Ο473', '4006070473')).toBe(true);
    expect(englishWins('Ε6.823,32', '6.823,32')).toBe(true);
    expect(englishWins('ΑΚΤ-56123', 'ART-56123')).toBe(true);
    expect(englishWins('ΤΝ-Ί9ΟΟ', 'TN-1900')).toBe(true);
    // Same digits, other separators: the script reading keeps its small comma.
    expect(englishWins('89,50', '89.50')).toBe(false);
    // A count with its unit, and a word of the script, are not digits misread.
    expect(englishWins('14일', '142')).toBe(false);
    expect(englishWins('제2024-001호', 'H2024-001')).toBe(false);
    expect(englishWins('Σύνολο', '123')).toBe(false);
    // Letters of the script around a number stay; only the number is voted on.
    expect(voteWord('교로978,', '978,')).toBeUndefined();
    expect(voteWord('번호830-59-25007', '830-59-25001')).toBe('번호830-59-25001');
    expect(voteWord('302007원', '302001')).toBe('302001원');
    expect(voteWord('4/03/2024년', '14/03/2024')).toBe('14/03/2024년');
    // The English reading of script letters is no number.
    expect(englishWins('Πάτρα', 'atpa')).toBe(false);
  });

  it('replaces words where both readers saw the same place, with the English confidence', () => {
    const hindi = line([['पिन', 0, 0.2], ['302007', 0.25, 0.6, 0.4], ['दिनांक', 0.65, 1]]);
    const english = line([['fua', 0, 0.2, 0.6], ['302001', 0.24, 0.58, 0.99], ['feiics', 0.66, 1, 0.5]]);
    const voted = voteLine(hindi, english, ['devanagari']).line;
    expect(voted.text).toBe('पिन 302001 दिनांक');
    expect(voted.spans![1].confidence).toBe(0.99);
  });

  it('votes a run of script words under one English number as one', () => {
    const greek = line([['Σύνολο', 0, 0.4], ['Ε5.485', 0.5, 0.8, 0.8], ['81', 0.82, 1, 0.8]]);
    const english = line([['EuvoAo', 0, 0.4, 0.7], ['5.485,81', 0.52, 1, 1]]);
    expect(voteLine(greek, english, ['greek']).line.text).toBe('Σύνολο 5.485,81');
  });

  it('leaves a line alone when the English word is unsure or elsewhere', () => {
    const greek = line([['ΔΟΟ6Ο7Ο473', 0, 1]]);
    expect(voteLine(greek, line([['4006070473', 0, 1, 0.6]]), ['greek']).line).toBe(greek);
    expect(voteLine(greek, line([['4006070473', 1.2, 2, 1]]), ['greek']).line).toBe(greek);
    // The English word also covers a glyph of the next script word: not the same word.
    const korean = line([['14', 0, 0.3], ['일', 0.32, 0.5]]);
    expect(voteLine(korean, line([['142', 0, 0.5, 1]]), ['hangul']).line).toBe(korean);
    expect(voteLine(greek, { text: '4006070473', confidence: 1 }, ['greek']).line).toBe(greek);
  });

  it('takes Latin print the script model garbled, and judges the line by the script\'s own words', () => {
    // "이메일 billing@alpha-serv.co.kr" on a Korean invoice: the Korean model reads the address as noise.
    const korean = line([['이메일', 0, 0.12, 0.95], ['5[08@', 0.18, 0.4, 0.2], ['13-56『/.00.', 0.42, 1, 0.1]]);
    const english = line([['o|', 0, 0.12, 0.6], ['billing@alpha-serv.co.kr', 0.16, 1, 0.99]]);
    const voted = voteLine(korean, english, ['hangul']);
    expect(voted.line.text).toBe('이메일 billing@alpha-serv.co.kr');
    expect(voted.own.text).toBe('이메일');
    expect(voted.own.confidence).toBeCloseTo(0.95);
    // A word with the script's letters is the script's, whatever the English model read there.
    const label = line([['멀티탭', 0, 0.4, 0.9]]);
    expect(voteLine(label, line([['E|', 0, 0.4, 0.95]]), ['hangul']).line).toBe(label);
  });

  it('does not count the script model\'s guesses at digits as the script\'s words', () => {
    expect(isLookAlike('Ί1χΧ8,ρ94')).toBe(true);
    expect(isLookAlike('Ε6.823,32')).toBe(true);
    expect(isLookAlike('교로978,')).toBe(false);
    expect(isLookAlike('2024년')).toBe(false);
    const greek = line([['Ί1χΧ8,ρ94', 0, 1, 0.5]]);
    const voted = voteLine(greek, line([['1', 0, 0.2, 0.99], ['8,94', 0.4, 1, 0.99]]), ['greek']);
    expect(voted.line).toBe(greek);
    expect(voted.own.text).toBe('');
  });
  it('keeps Arabic-Indic figures read from the ink: the English model cannot read them', () => {
    const script = line([['المجموع', 0.5, 1], ['٣٬٢٠٠٫٠٠', 0.1, 0.4]]);
    const english = line([['3,700.00', 0.1, 0.4, 0.95], ['gyaJl', 0.5, 1, 0.95]]);
    expect(voteLine(script, english, ['arabic']).line.text).toBe('المجموع ٣٬٢٠٠٫٠٠');
  });
});
