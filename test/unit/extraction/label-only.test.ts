import { isHeadingOnly } from '../../../src/extraction/fields/label-only';

describe('a value that is only a heading', () => {
  it('is a party heading or the title alone, punctuation aside', () => {
    expect(isHeadingOnly('प्रेषक')).toBe(true);
    expect(isHeadingOnly('Seller:')).toBe(true);
    expect(isHeadingOnly('מאת')).toBe(true);
    expect(isHeadingOnly('Lieferant')).toBe(true);
    expect(isHeadingOnly('Invoice')).toBe(true);
  });

  it('is not a name that holds a heading word, nor a field label a shop may be called', () => {
    expect(isHeadingOnly('जैन इलेक्ट्रिकल्स प्रा. लि.')).toBe(false);
    expect(isHeadingOnly('Seller Brothers GmbH')).toBe(false);
    expect(isHeadingOnly('Total')).toBe(false);
    expect(isHeadingOnly('')).toBe(false);
  });
});
