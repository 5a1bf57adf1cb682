import { actualText, markedContentTexts } from '../../../src/extraction/pdf/actual-text';

describe('ActualText of marked-content sequences', () => {
  it('reads every BDC in drawing order, with its ActualText or null', () => {
    const stream = Buffer.from(
      'BT /F4 24 Tf <003A> Tj\n/Span<</ActualText <FEFF0930094D092E093E> >> BDC\n18 0 Td <0032> Tj EMC\n' +
        '/OC /oc1 BDC (a\\) b) Tj EMC /Span <</MCID 3>> BDC EMC /Span<</ActualText (\\376\\377\\000A)>> BDC EMC ET',
      'latin1',
    );
    expect(markedContentTexts(stream)).toEqual(['र्मा', null, null, 'A']);
  });

  it('skips inline image data, which may hold any byte', () => {
    const stream = Buffer.concat([Buffer.from('BI /W 1 /H 1 ID '), Buffer.from([0x42, 0x44, 0x43, 0x28]), Buffer.from(' EI /Span<</ActualText (x)>> BDC EMC')]);
    expect(markedContentTexts(stream)).toEqual(['x']);
  });

  it('decodes literal strings in PDFDocEncoding and hex strings in UTF-16BE', () => {
    expect(actualText('<</ActualText (fi)>>')).toBe('fi');
    expect(actualText('<</ActualText <FEFF0628>>>')).toBe('ب');
    expect(actualText('<</MCID 1>>')).toBeNull();
  });
});
