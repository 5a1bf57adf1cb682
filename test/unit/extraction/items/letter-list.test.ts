import { extractLineItems } from '../../../../src/extraction/fields/line-items';
import { docOf } from './fixture';

const brief = (items: Array<Record<string, unknown>>) => items.map(({ Description, QTY, Price, Amount, Unit }) =>
  Object.fromEntries(Object.entries({ Description, QTY, Price, Amount, Unit }).filter(([, v]) => v !== undefined)));

describe('items of a letter printed as a list in running text', () => {
  it('reads every entry and leaves the sentence after the list out of the last item', () => {
    const doc = docOf([
      'Bluegate Consulting Limited', '1 Victoria Street, Edinburgh', 'Dear customer,',
      'We have charged for these items:',
      '– USB-C docking station Ref. 2495, 1 pcs × £ 71.12: £ 71.12',
      '– Laser printer, 2 unit × £ 274.82: £ 549.64',
      'Before tax, this comes to £ 620.76. You therefore owe us £ 744.91 including VAT at 20 % (£ 124.15),',
      'payable by 17 March 2025.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 620.76, Total: 744.91 }))).toEqual([
      { Description: 'USB-C docking station Ref. 2495', QTY: 1, Unit: 'pcs', Price: 71.12, Amount: 71.12 },
      { Description: 'Laser printer', QTY: 2, Unit: 'unit', Price: 274.82, Amount: 549.64 },
    ]);
  });

  // Entries whose amounts stand inline at the end of each one's own text: no column aligns them, the sums decide.
  it('reads entries without quantities, a count and price inside the text, and a delivery entry, where they add up', () => {
    const german = docOf([
      'Hartmann & Sohn Tischlerei', 'Lindenweg 12', 'Rechnung Nr. 2026-0417', 'Sehr geehrte Frau Albers,',
      'für die in Ihrem Auftrag ausgeführten Arbeiten berechnen wir:',
      'Einbauschrank Eiche, Maßanfertigung – 1.850,00 €',
      'Montage, 6 Stunden à 58,00 € – 348,00 €',
      'Anfahrt – 35,00 €',
      'Nettobetrag 2.233,00 €, zzgl. 19 % MwSt. 424,27 €, Gesamtbetrag 2.657,27 €.',
    ]);
    expect(brief(extractLineItems(german, { Subtotal: 2233, Tax: 424.27, Total: 2657.27 }))).toEqual([
      { Description: 'Einbauschrank Eiche, Maßanfertigung', Amount: 1850 },
      { Description: 'Montage', QTY: 6, Unit: 'Stunden', Price: 58, Amount: 348 },
      { Description: 'Anfahrt', Amount: 35 },
    ]);
    const english = docOf([
      'Brightline Studio Ltd', 'Invoice 1187', 'Please find below the work delivered this month:',
      '1. Logo design and brand guide: £650.00',
      '2. Shop signage artwork, 2 panels at £120.00: £240.00',
      '3. Printed menus (200 copies): £96.00',
      '4. Social media templates: £180.00',
      'Subtotal £1,166.00. VAT at 20% £233.20. Total due £1,399.20 by 4 June 2026.',
    ]);
    expect(brief(extractLineItems(english, { Subtotal: 1166, Tax: 233.2, Total: 1399.2 }))).toEqual([
      { Description: 'Logo design and brand guide', Amount: 650 },
      { Description: 'Shop signage artwork', QTY: 2, Unit: 'panels', Price: 120, Amount: 240 },
      { Description: 'Printed menus (200 copies)', Amount: 96 },
      { Description: 'Social media templates', Amount: 180 },
    ]);
    const french = docOf([
      'Atelier Moreau SARL', 'Facture n° F-2026-031', 'Veuillez trouver ci-dessous le détail de nos prestations :',
      "- Restauration d'un fauteuil Louis XV ........ 420,00 €",
      "- Tissu d'ameublement, 3 m à 45,00 € ........ 135,00 €",
      '- Livraison …… 30,00 €',
      'Total HT 585,00 € ; TVA 20 % 117,00 € ; Total TTC 702,00 €.',
    ]);
    expect(brief(extractLineItems(french, { Subtotal: 585, Tax: 117, Total: 702 }))).toEqual([
      { Description: "Restauration d'un fauteuil Louis XV", Amount: 420 },
      { Description: "Tissu d'ameublement", QTY: 3, Unit: 'm', Price: 45, Amount: 135 },
      { Description: 'Livraison', Amount: 30 },
    ]);
  });

  it('takes no run of entries that does not add up to a printed sum', () => {
    const doc = docOf([
      'Brightline Studio Ltd', 'Dear Mr Okafor,',
      '1. Logo design and brand guide: £650.00',
      '2. Printed menus (200 copies): £96.00',
      'Total due £1,399.20 by 4 June 2026.',
    ]);
    expect(extractLineItems(doc, { Total: 1399.2 })).toEqual([]);
  });

  it('reads an OCR hyphen between an entry and its amount as the separator, not a minus, where the sums say so', () => {
    const doc = docOf([
      'Hartmann & Sohn Tischlerei', 'Rechnung Nr. 2026-0417', 'für die ausgeführten Arbeiten berechnen wir:',
      ': Einbauschrank Eiche, Maßanfertigung - 1.850,00',
      '* Montage, 6 Stunden ä 58,00 € — 348,00 €',
      '* Anfahrt — 35,00 €',
      'Nettobetrag 2.233,00 €, zzgl. 19 % MwSt. 424,27 €, Gesamtbetrag 2.657,27 €.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 2233, Tax: 424.27, Total: 2657.27, ocr: true }))).toEqual([
      { Description: 'Einbauschrank Eiche, Maßanfertigung', Amount: 1850 },
      { Description: 'Montage', QTY: 6, Unit: 'Stunden', Price: 58, Amount: 348 },
      { Description: 'Anfahrt', Amount: 35 },
    ]);
  });

  it('reads entries whose times and pound signs OCR lost, above a sentence that states the sums', () => {
    const doc = docOf([
      'Bluegate Consulting Limited', 'We have charged for these items:',
      '- USB-C docking station Ref. 2495, 1 pcs 71.12: 71.12',
      '- Laser printer, 2 unit 274.82: 549.64',
      '- IT support, 40 hrs 90.82: 3,632.80',
      'Before tax, this comes to 4,253.56. You therefore owe us 5,104.27, which includes 850.71',
      'VAT at 20%.',
    ]);
    expect(brief(extractLineItems(doc, { Subtotal: 4253.56, Tax: 850.71, Total: 5104.27, ocr: true }))).toEqual([
      { Description: 'USB-C docking station Ref. 2495', QTY: 1, Unit: 'pcs', Price: 71.12, Amount: 71.12 },
      { Description: 'Laser printer', QTY: 2, Unit: 'unit', Price: 274.82, Amount: 549.64 },
      { Description: 'IT support', QTY: 40, Unit: 'hrs', Price: 90.82, Amount: 3632.8 },
    ]);
  });

  it('takes no sentence of the letter for an entry, even where its figure would make the items give the total', () => {
    const doc = docOf([
      'Bluegate Consulting Limited', 'We have charged for these items:',
      '– Laser printer, 2 unit × £ 274.82: £ 549.64',
      '– IT support, 40 hrs × £ 90.82: £ 3,632.80',
      'Before tax, this comes to £ 4,182.44. You therefore owe us £ 5,018.93, which includes VAT (£ 836.49)',
    ]);
    expect(extractLineItems(doc, { Subtotal: 4182.44, Tax: 836.49, Total: 5018.93 }).map((i) => i.Amount)).toEqual([549.64, 3632.8]);
  });

  it('takes no labelled line without an amount above a table for an entry', () => {
    const doc = docOf([
      'Taman Hijau', ['Pembayaran:', 'Transfer bank'], 'Uraian Kuantitas Harga Total',
      ['Pemeliharaan situs web 3 4.951.500', '14.854.500'], ['Instalasi dan konfigurasi 1 1.160.000', '1.160.000'],
      ['Subtotal', 'IDR 16.014.500'],
    ]);
    expect(extractLineItems(doc, { Subtotal: 16014500 }).map((i) => i.Description)).toEqual(['Pemeliharaan situs web', 'Instalasi dan konfigurasi']);
  });

  it('joins a bulleted first line to the entry line under it, and reads numbered entries with bracketed amounts', () => {
    const spanish = docOf([
      'Reformas García e Hijos S.L.', 'Le detallamos a continuación los trabajos realizados en su vivienda:',
      '• Sustitución de azulejos del baño principal, incluidos materiales y retirada de',
      'escombros: 1.240,00 €',
      '• Instalación de plato de ducha: 385,00 €',
      '• Pintura del pasillo, 2 manos: 310,00 €',
      'Base imponible: 1.935,00 €. IVA (21 %): 406,35 €. Total a pagar: 2.341,35 €.',
    ]);
    expect(brief(extractLineItems(spanish, { Subtotal: 1935, Tax: 406.35, Total: 2341.35 }))).toEqual([
      { Description: 'Sustitución de azulejos del baño principal, incluidos materiales y retirada de escombros', Amount: 1240 },
      { Description: 'Instalación de plato de ducha', Amount: 385 },
      { Description: 'Pintura del pasillo, 2 manos', Amount: 310 },
    ]);
    const dutch = docOf([
      'Bakker Tuinontwerp B.V.', 'Hierbij brengen wij de volgende werkzaamheden in rekening:',
      '1) Ontwerp achtertuin (€ 650,00)',
      '2) Aanleg terras, 18 m² à € 45,00 (€ 810,00)',
      '3) Beplanting en grondverbetering (€ 275,50)',
      'Totaal exclusief btw € 1.735,50, btw 21% € 364,46, totaal te betalen € 2.099,96.',
    ]);
    expect(brief(extractLineItems(dutch, { Subtotal: 1735.5, Tax: 364.46, Total: 2099.96 }))).toEqual([
      { Description: 'Ontwerp achtertuin', Amount: 650 },
      { Description: 'Aanleg terras', QTY: 18, Unit: 'm²', Price: 45, Amount: 810 },
      { Description: 'Beplanting en grondverbetering', Amount: 275.5 },
    ]);
  });
});
