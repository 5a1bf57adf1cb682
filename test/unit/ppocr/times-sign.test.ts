import { withEnglishTimes, withTimes } from '../../../src/extraction/ppocr/times-sign';

describe("a quantity line's times sign from the English reading", () => {
  it('puts the English x between the same two numbers, spaces where either reading has one', () => {
    expect(withTimes('办公椅2×89.50', '2 x 89.50')).toBe('办公椅2 x 89.50');
    expect(withTimes('사무용 의자 2×89.50', 'A 2x89.50')).toBe('사무용 의자 2x89.50');
    expect(withTimes('의자 2※', 'ol 2 x')).toBe('의자 2 x');
  });

  it('leaves other numbers and a line without a times sign alone', () => {
    expect(withTimes('台灯 1×24.90', '1 x 24.00')).toBe('台灯 1×24.90');
    expect(withTimes('合计:203.90元', '203.90')).toBe('合计:203.90元');
  });

  it('keeps the word spans of an ONNX reading where the words stay as many', () => {
    const d = { text: '台灯 1×24.90', confidence: 0.9, spans: [{ text: '台灯', start: 0, end: 0.4, confidence: 0.9 }, { text: '1×24.90', start: 0.5, end: 1, confidence: 0.9 }] };
    expect(withEnglishTimes(d, { text: 'EiT 1x24.90', confidence: 0.8 })).toEqual({ ...d, text: '台灯 1x24.90', spans: [d.spans[0], { ...d.spans[1], text: '1x24.90' }] });
    const spaced = withEnglishTimes(d, { text: 'EiT 1 x 24.90', confidence: 0.8 });
    expect([spaced.text, spaced.spans]).toEqual(['台灯 1 x 24.90', undefined]);
    expect(withEnglishTimes(d, { text: 'EiT', confidence: 0.8 })).toBe(d);
  });
});
