import { repairFinalSigma } from '../../../src/extraction/normalise/greek-final-sigma';
import { toDoc } from '../../../src/extraction/fields/doc';
import type { DocumentTree } from '../../../src/extraction/types';

describe('repairFinalSigma (ς read as έ at a Greek word end)', () => {
  it.each([
    ['Οδοέ Αθηναέ 9', 'Οδος Αθηνας 9'],
    ['2 Μπακλαβαέ 22,44', '2 Μπακλαβας 22,44'],
    ['Σύνολο πληρωμήέ:', 'Σύνολο πληρωμής:'],
    ['τιμεέ, φόροι', 'τιμες, φόροι'],
  ])('%s', (ocr, want) => expect(repairFinalSigma(ocr)).toBe(want));

  it('keeps έ after a consonant or ι, inside a word, and outside Greek', () => {
    for (const kept of ['καφέ 2,50', 'καναπέ', 'ατελιέ', 'φουαγιέ', 'Αθηναέων', 'Café Olé', 'Οδός Αθηνάς 9']) expect(repairFinalSigma(kept)).toBe(kept);
  });

  it('is applied to OCR pages only, in the line and its words', () => {
    const line = { text: 'Οδοέ Αθηναέ 9', box: [0, 0, 300, 20] as [number, number, number, number], words: [
      { text: 'Οδοέ', box: [0, 0, 60, 20] as [number, number, number, number], confidence: 1 },
      { text: 'Αθηναέ', box: [70, 0, 160, 20] as [number, number, number, number], confidence: 1 },
      { text: '9', box: [170, 0, 180, 20] as [number, number, number, number], confidence: 1 },
    ] };
    const tree = (source: DocumentTree['source']): DocumentTree => ({ source, pages: [{ number: 1, width: 600, height: 800, lines: [line] }] });
    const ocr = toDoc(tree('ocr')).lines[0];
    expect(ocr.text).toBe('Οδος Αθηνας 9');
    expect(ocr.cells.map((c) => c.text).join(' ')).toBe('Οδος Αθηνας 9');
    expect(toDoc(tree('pdf-text')).lines[0].text).toBe('Οδοέ Αθηναέ 9');
  });
});
