import { toDoc } from '../../../src/extraction/fields/doc';
import { joinWrapped, wrapsInto } from '../../../src/extraction/fields/wrapped-lines';
import { tree } from '../../support/ocr-rows';

describe('a line wrapped by its column', () => {
  it('goes on under it when the next first word would not have fitted before the next column', () => {
    const doc = toDoc(tree(
      [[10, 'Luntiang Hardin Corporation'], [200, 'E-mail accounts@luntiang.ph']],
      [[10, '5389 Ayala Avenue, Brgy. San'], [200, 'hardin.com.ph']],
      [[10, 'Antonio']],
      [[10, 'Davao City 8000']],
    ));
    const [, street, wrap, city] = doc.lines;
    expect(wrapsInto(doc, street, street.cells[0], wrap.cells[0])).toBe(true);
    // A line with a figure in a spaced script is a line of its own (the postcode line).
    expect(wrapsInto(doc, wrap, wrap.cells[0], city.cells[0])).toBe(false);
  });

  it('is not seen in a right-aligned block, where every line ends at the edge', () => {
    const doc = toDoc(tree([[400, 'Makati City 1226']], [[424, 'Metro Manila']]));
    expect(wrapsInto(doc, doc.lines[0], doc.lines[0].cells[0], doc.lines[1].cells[0])).toBe(false);
  });

  it('across a till receipt: the full-width line continues in the centred line under it', () => {
    const doc = toDoc(tree([[10, '〒812-0011 福岡県福岡市博多区丸の内']], [[60, '3丁目5-75']], [[70, '日本']], [[10, 'レシート合計'], [190, '1,000']]));
    const [line, wrap] = doc.lines;
    // The receipt's text runs to 220 (an item amount): the address line (to 142) had room for "3丁目5-75", so it was broken on purpose.
    expect(wrapsInto(doc, line, line.cells[0], wrap.cells[0])).toBe(false);
    // Text running to 180 only: "3丁目5-75" would not have fitted after 142.
    const full = toDoc(tree([[10, '〒812-0011 福岡県福岡市博多区丸の内']], [[60, '3丁目5-75']], [[10, 'レシート合計'], [150, '1,000']]));
    expect(wrapsInto(full, full.lines[0], full.lines[0].cells[0], full.lines[1].cells[0])).toBe(true);
    // The country under a full line is a line of its own.
    const country = toDoc(tree([[10, '〒100-0005 東京都千代田区銀座3-71-6']], [[80, '日本']], [[10, 'レシート合計'], [140, '1,000']]));
    expect(wrapsInto(country, country.lines[0], country.lines[0].cells[0], country.lines[1].cells[0])).toBe(false);
  });

  it('is joined without a space between Han or kana, or between a figure and a Hangul counter', () => {
    expect(joinWrapped('〒104-0061 東京都中央区博多駅前3丁', '目7-61')).toBe('〒104-0061 東京都中央区博多駅前3丁目7-61');
    expect(joinWrapped('福岡県福岡市博多区丸の内', '3丁目5-75')).toBe('福岡県福岡市博多区丸の内3丁目5-75');
    expect(joinWrapped('경기도 수원시 영통구 해운대로 859, 758', '호')).toBe('경기도 수원시 영통구 해운대로 859, 758호');
    expect(joinWrapped('부산광역시 해운대구 테헤란로', '42, 379호')).toBe('부산광역시 해운대구 테헤란로 42, 379호');
    expect(joinWrapped('5389 Ayala Avenue, Brgy. San', 'Antonio')).toBe('5389 Ayala Avenue, Brgy. San Antonio');
  });
});
