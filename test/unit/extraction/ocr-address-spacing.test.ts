import { spaceOcrAddress } from '../../../src/extraction/normalise/ocr-address-spacing';

describe('spaceOcrAddress (spaces OCR lost inside an address)', () => {
  it.each([
    ['52 Bay Street, Hamilton,ON L8P 4R5', '52 Bay Street, Hamilton, ON L8P 4R5'],
    ['Havnegade 7,6.sal, 8000 Aarhus C', 'Havnegade 7, 6. sal, 8000 Aarhus C'],
    ['Οδός Πανεπιστημίου 988,546 24 Θεσσαλονίκη', 'Οδός Πανεπιστημίου 988, 546 24 Θεσσαλονίκη'],
    ['José González, 72000 Puebla,Pue.', 'José González, 72000 Puebla, Pue.'],
    ['Hauptstraße 4, 3.OG, 10115 Berlin', 'Hauptstraße 4, 3. OG, 10115 Berlin'],
  ])('%s', (ocr, want) => expect(spaceOcrAddress(ocr)).toBe(want));

  it('keeps decimal commas, spaced marks, abbreviations and identifiers', () => {
    for (const kept of ['Via Emilia km 1,5, 40100 Bologna', 'Rue de la Loi 16, 1000 Bruxelles', '〒450-0002 愛知県名古屋市，中村区',
      'Strasse 5 ,Berlin', 'Str.5, 10115 Berlin', 'Unit 12.5A, 1.2km Road', 'P.O. Box 1.234', 'No.3, Jalan 3/2'])
      expect(spaceOcrAddress(kept)).toBe(kept);
  });
});
