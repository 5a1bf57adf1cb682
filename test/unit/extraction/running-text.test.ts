import { isRunningText, sentenceAround, upToClauseEnd } from '../../../src/extraction/fields/running-text';

describe('running text', () => {
  it('is a text of eight words or more', () => {
    expect(isRunningText('Total excl. VAT 100.00')).toBe(false);
    expect(isRunningText('The total of this invoice is 100.00 without tax')).toBe(true);
  });

  it('keeps a short cell whole', () => {
    expect(upToClauseEnd('Total 100.00 excl. VAT', 6)).toBe('Total 100.00 excl. VAT');
  });

  it('ends a long cell at the clause break after a position', () => {
    const text = 'Total: $1,205.00 (no sales tax on services in Oregon).';
    expect(upToClauseEnd(text, text.indexOf('$'))).toBe('Total: $1,205.00 ');
  });

  it('takes the sentence around a date in prose, commas kept', () => {
    const text = 'Payment is due on 30 April 2026. This invoice is dated March 14, 2026 and numbered 17.';
    const at = text.indexOf('March');
    expect(sentenceAround(text, at, at + 'March 14, 2026'.length)).toBe(' This invoice is dated March 14, 2026 and numbered 17');
  });

  it('keeps a short line whole around a date', () => {
    expect(sentenceAround('Due. 30 April 2026', 5, 18)).toBe('Due. 30 April 2026');
  });
});
