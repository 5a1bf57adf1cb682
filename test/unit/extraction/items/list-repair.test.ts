import { documentSign, repairEntry } from '../../../../src/extraction/items/list-repair';

describe('list entries repaired from what OCR made of them', () => {
  it('reads a currency sign taken for a letter beside an amount with cents, where the document uses that sign', () => {
    expect(repairEntry('1) Ontwerp achtertuin (E 650,00)', '€')).toBe('1) Ontwerp achtertuin (€ 650,00)');
    expect(repairEntry('4. Social media templates: L180.00', '£')).toBe('4. Social media templates: £180.00');
    expect(repairEntry('Anfahrt — 35,00 E', '€')).toBe('Anfahrt – 35,00 €');
    expect(repairEntry('Travel S65.00', '$')).toBe('Travel $65.00');
  });

  it('turns no word into money: a letter inside a word, after a plain word, before a figure without cents, or of another currency', () => {
    expect(repairEntry('Vitamin C 12,50', '€')).toBe('Vitamin C 12,50');
    expect(repairEntry('T-Shirt Size L 12.00', '£')).toBe('T-Shirt Size L 12.00');
    expect(repairEntry('Klasse E 35,00', '€')).toBe('Klasse E 35,00');
    expect(repairEntry('Energieklasse E 120', '€')).toBe('Energieklasse E 120');
    expect(repairEntry('Travel - E65.00', '$')).toBe('Travel - E65.00');
    expect(repairEntry('1) Ontwerp achtertuin (E 650,00)')).toBe('1) Ontwerp achtertuin (E 650,00)');
  });

  it('reads braces and square brackets around the amount as its brackets', () => {
    expect(repairEntry('2) Aanleg terras, 18 m? à € 45,00 (E 810,00}', '€')).toBe('2) Aanleg terras, 18 m² à € 45,00 (€ 810,00)');
    expect(repairEntry('3) Beplanting en grondverbetering {E 275,50}', '€')).toBe('3) Beplanting en grondverbetering (€ 275,50)');
    expect(repairEntry('Ontwerp [€ 650,00]', '€')).toBe('Ontwerp (€ 650,00)');
    expect(repairEntry('Sconto {vedi nota} 10,00', '€')).toBe('Sconto {vedi nota} 10,00');
  });

  it('puts back a unit superscript, a lost times sign and spaces OCR lost', () => {
    expect(repairEntry('2) Aanleg terras, 18 m2 a 45,00 ( 810,00)')).toBe('2) Aanleg terras, 18 m² a 45,00 ( 810,00)');
    expect(repairEntry('Processamento de salarios, 3 colaboradores 25,00 - 75,00')).toBe('Processamento de salarios, 3 colaboradores × 25,00 – 75,00');
    expect(repairEntry('Miete, 2 Monate 500,00 – 999,00')).toBe('Miete, 2 Monate 500,00 – 999,00');
    expect(repairEntry('3.Printed menus(200 copies):96.00')).toBe('3. Printed menus (200 copies): 96.00');
    expect(repairEntry('Event coverage, 5 hours @$180.00- $900.00')).toBe('Event coverage, 5 hours @ $180.00 - $900.00');
  });

  it('reads dashes and dot leaders as OCR returns them, glued or not, as the separator before the amount', () => {
    expect(repairEntry('Travel-$65.00')).toBe('Travel - $65.00');
    expect(repairEntry('Edited high-resolution images (120)- $240.00')).toBe('Edited high-resolution images (120) - $240.00');
    expect(repairEntry('Einbauschrank Eiche, Maßanfertigung-1.850,00')).toBe('Einbauschrank Eiche, Maßanfertigung - 1.850,00');
    expect(repairEntry('Anfahrt ~ 35,00 €')).toBe('Anfahrt – 35,00 €');
    expect(repairEntry('Livraison .......30,00 €')).toBe('Livraison … 30,00 €');
    expect(repairEntry('Livraison , , , , , 30,00 €')).toBe('Livraison … 30,00 €');
    // Only before an amount that ends the text: a hyphenated word or a date range stays.
    expect(repairEntry('Wartung 01.03.-31.03.2026')).toBe('Wartung 01.03.-31.03.2026');
    expect(repairEntry('Edited high-resolution images')).toBe('Edited high-resolution images');
  });

  it('takes the sign the document prints most often', () => {
    expect(documentSign(['Totaal € 1.735,50, btw 21% £ 364,46, totaal € 2.099,96.', '(€ 650,00)'])).toBe('€');
    expect(documentSign(['Subtotal 1,166.00'])).toBeUndefined();
  });
});
