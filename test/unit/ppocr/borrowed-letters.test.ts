import { donorFor, withBorrowed } from '../../../src/extraction/ppocr/borrowed-letters';
import lexicon from '../../../src/extraction/ppocr/letter-donors.json';
import type { Decoded } from '../../../src/extraction/ppocr/ctc';

const read = (text: string): Decoded => ({
  text,
  confidence: 0.9,
  spans: text.split(' ').map((t, i, all) => ({ text: t, start: i / all.length, end: (i + 1) / all.length, confidence: 0.9 })),
});
const ENYE = { letters: new Set(['ñ', 'Ñ']), misread: new Set(['n', 'f', 'fi', 'ni']) };

describe('letters a page model does not know, from the model that does', () => {
  it('puts ñ where the Spanish reading has it on the same n (Filipino names and loanwords)', () => {
    const out = withBorrowed(read('Tindahan ni Senora Osmena'), read('Tindahan ni Señora Osmeña'), ENYE);
    expect(out.text).toBe('Tindahan ni Señora Osmeña');
    expect(out.spans?.map((s) => s.text)).toEqual(['Tindahan', 'ni', 'Señora', 'Osmeña']);
    expect(withBorrowed(read('NINO BREAD'), read('NIÑO BREAD'), ENYE).text).toBe('NIÑO BREAD');
  });

  it('takes ñ over the one or two letters the Filipino model makes of it (f, fi), nothing else', () => {
    expect(withBorrowed(read('Kabuuan: PHP 127.50'), read('Kabuvan: PHP 1275O'), ENYE).text).toBe('Kabuuan: PHP 127.50');
    expect(withBorrowed(read('Sefiora Osmefa'), read('Señora Osmeña'), ENYE).text).toBe('Señora Osmeña');
    expect(withBorrowed(read('Osmena'), read('Osmeña'), ENYE).text).toBe('Osmeña');
    expect(withBorrowed(read('Senora'), read('Sñora'), ENYE).text).toBe('Senora');
    const own = read('Blvd. Osmena');
    expect(withBorrowed(own, read('Blvd. Osmena'), ENYE)).toBe(own);
  });

  it('lends only where a donor is listed and its model loaded', () => {
    expect(donorFor('fil', ['fil', 'spa'])?.model).toBe('spa');
    expect(donorFor('fil', ['fil'])).toBeUndefined();
    expect(donorFor('spa', ['spa'])).toBeUndefined();
  });

  it('lists, per language, a donor model and the letters it lends', () => {
    const entries = Object.entries(lexicon).filter(([k]) => k !== 'note') as Array<[string, { model: string; letters: string; misread: string[] }]>;
    expect(entries.map(([k]) => k)).toEqual(['fil']);
    for (const [lang, d] of entries) {
      expect(d.model).not.toBe(lang);
      expect([...d.letters].length).toBeGreaterThan(0);
      expect(d.misread.every((m) => m === m.toLowerCase() && m.length > 0)).toBe(true);
      expect(donorFor(lang, [d.model])?.letters).toEqual(new Set(d.letters));
    }
  });
});
