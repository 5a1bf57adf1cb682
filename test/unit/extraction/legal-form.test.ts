import { findLegalForm, nameWithLegalForm, repairLegalForm } from '../../../src/extraction/fields/legal-form';

describe('legal forms from the country table', () => {
  it.each([
    ['Van Dijk Kantoorartikelen BVBA', 'Van Dijk Kantoorartikelen BVBA'],
    ['Free SAS au capital de 3 441 812 €', 'Free SAS'],
    ['ООО "Северная Торговля"', 'ООО "Северная Торговля"'],
    ['PT Maju Jaya Abadi', 'PT Maju Jaya Abadi'],
    ['富士ソフトウェア株式会社', '富士ソフトウェア株式会社'],
    ['넥스트정보기술(주)', '넥스트정보기술(주)'],
    ['Catering La Mesa S. de R.L. de C.V.', 'Catering La Mesa S. de R.L. de C.V.'],
    ['Bar Centrale SpA', 'Bar Centrale SpA'],
    ['Müller Bürotechnik AG - Hauptstr. 1 - 8001 Zürich', 'Müller Bürotechnik AG'],
    ['טעמים קייטרינג בע"מ', 'טעמים קייטרינג בע"מ'],
    ["KING'S BAKERY S/B 273500-U (KSB)", "KING'S BAKERY S/B"],
    ['Gráfica Oliveira ME', 'Gráfica Oliveira ME'],
  ])('%s → %s', (text, name) => {
    expect(nameWithLegalForm(text)).toBe(name);
  });

  it.each(['5611 AB Eindhoven', '2511 CV Den Haag', '1012 PT Amsterdam', 'SE-nr. 36309336', 'We are as good as it gets', 'pt. 3 of the order', 'GmbH', 'Portland, ME 04101', '12 Main Street, Adelaide SA 5000'])('finds no company in %s', (text) => {
    expect(nameWithLegalForm(text)).toBeUndefined();
  });

  it('takes short forms only in capitals', () => {
    expect(findLegalForm('Hansen AS')?.form).toBe('AS');
    expect(findLegalForm('Hansen as well')).toBeNull();
  });
});

describe('a legal form OCR printed with a digit for a letter', () => {
  it('reads the digits as the letters they resemble where that makes a legal form', () => {
    expect(repairLegalForm('000 «Дубрава»')).toBe('ООО «Дубрава»');
    expect(repairLegalForm('3АО «Вектор»')).toBe('ЗАО «Вектор»');
    expect(repairLegalForm('Cafe 6mbH')).toBe('Cafe GmbH');
    expect(repairLegalForm('99 SPEED MART 5/B')).toBe('99 SPEED MART S/B');
  });

  it('spaces a legal form of several words that OCR glued together, in capitals only', () => {
    expect(repairLegalForm('GARDENIA BAKERIES (KL)SDNBHD')).toBe('GARDENIA BAKERIES (KL) SDN BHD');
    expect(repairLegalForm('GLOBAL PTYLTD')).toBe('GLOBAL PTY LTD');
    expect(repairLegalForm('the sdnbhd file')).toBe('the sdnbhd file');
    expect(repairLegalForm('TOTAL 5/8')).toBe('TOTAL 5/8');
  });

  it('leaves figures that are part of a name alone', () => {
    expect(repairLegalForm('Studio 54 Ltd')).toBe('Studio 54 Ltd');
    expect(repairLegalForm('Bar 50 GmbH')).toBe('Bar 50 GmbH');
    expect(repairLegalForm('Room 101')).toBe('Room 101');
    expect(repairLegalForm('Handelsrechnung Nr. KR87654321012 vom 06.03.2018')).toBe('Handelsrechnung Nr. KR87654321012 vom 06.03.2018');
  });
});

describe('a dotted legal form whose last dot OCR lost', () => {
  it('is still the form when printed with a capital ("Informatica Marino S.p.A", "Acme B.V")', () => {
    expect(findLegalForm('Informatica Marino S.p.A')?.form).toBe('S.p.A');
    expect(findLegalForm('Acme Holding B.V')?.form).toBe('B.V');
    expect(findLegalForm('Transportes López S.A. de C.V')?.form).toBe('S.A. de C.V');
  });

  it('is not found in lower case, where a word\'s abbreviation is more likely', () => {
    expect(findLegalForm('the s.a meeting')).toBeNull();
  });
});

it('finds no dotless form inside another dotted word ("T.A.S LEISURE SDN BHD")', () => {
  expect(findLegalForm('T.A.S LEISURE SDN BHD')?.form).toBe('SDN BHD');
});
