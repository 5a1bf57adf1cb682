import { isHeadingOnly, isSentences, onlyLabels } from '../../../src/extraction/fields/label-only';

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

describe('label words and sentences are no names', () => {
  it('a cell of label words alone', () => {
    expect(onlyLabels('इनवॉइस क्र.')).toBe(true);
    expect(onlyLabels('받는 곳')).toBe(true);
    expect(onlyLabels('Bill to')).toBe(true);
    expect(onlyLabels('Reyes Aircon Services')).toBe(false);
  });

  it("a letter's sentences that go on past a full stop", () => {
    expect(isSentences('Magandang araw po, Bb. Mendoza. Narito po ang singil para sa serbisyong ginawa namin sa')).toBe(true);
    expect(isSentences('Dela Paz Hardware & Construction Supply Co. of Cavite')).toBe(false);
    expect(isSentences('Reyes Aircon Services')).toBe(false);
  });
});
