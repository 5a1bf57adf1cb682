import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { ExtractionPipeline } from '../../../src/extraction/pipeline';
import expected from '../../fixtures/letters/expected.json';

/**
 * Letters whose items are a list with the amounts inline, and two till receipts, printed to PDF by Chromium
 * (test/fixtures/letters): the record a bookkeeper would type.
 */
describe('letters that list their items, and till receipts, as digital PDFs', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());
  const read = (name: string) => pipeline.extract({ bytes: readFileSync(path.join(__dirname, '../../fixtures/letters', name)), type: 'pdf' });
  const items = (r: { lineItems: Array<Record<string, unknown>> }) =>
    r.lineItems.map(({ Description, QTY, Unit, Price, Amount }) => Object.fromEntries(Object.entries({ Description, QTY, Unit, Price, Amount }).filter(([, v]) => v !== undefined)));

  it.each([
    ['l1.pdf', { Invoice_Number: '2026-0417', Date: '2026-03-14', Due_Date: '2026-03-28', Subtotal: 2233, Tax: 424.27, Total: 2657.27, Bill_To_Name: 'Frau Petra Albers' }, [
      { Description: 'Einbauschrank Eiche, Maßanfertigung', Amount: 1850 },
      { Description: 'Montage', QTY: 6, Unit: 'Stunden', Price: 58, Amount: 348 },
      { Description: 'Anfahrt', Amount: 35 },
    ]],
    ['l2.pdf', { Invoice_Number: '1187', Subtotal: 1166, Tax: 233.2, Total: 1399.2, Due_Date: '2026-06-04', Bill_To_Name: 'Mr Tom Okafor' }, [
      { Description: 'Logo design and brand guide', Amount: 650 },
      { Description: 'Shop signage artwork', QTY: 2, Unit: 'panels', Price: 120, Amount: 240 },
      { Description: 'Printed menus (200 copies)', Amount: 96 },
      { Description: 'Social media templates', Amount: 180 },
    ]],
    ['l3.pdf', { Invoice_Number: 'F-2026-031', Date: '2026-02-02', Subtotal: 585, Tax: 117, Total: 702, Bill_To_Name: 'M. Julien Perrin' }, [
      { Description: "Restauration d'un fauteuil Louis XV", Amount: 420 },
      { Description: "Tissu d'ameublement", QTY: 3, Unit: 'm', Price: 45, Amount: 135 },
      { Description: 'Livraison', Amount: 30 },
    ]],
    ['l4.pdf', { Invoice_Number: '2026/118', Date: '2026-04-09', Due_Date: '2026-05-09', Subtotal: 1935, Tax: 406.35, Total: 2341.35, Bill_To_Name: 'Dña. Lucía Fernández' }, [
      { Description: 'Sustitución de azulejos del baño principal, incluidos materiales y retirada de escombros', Amount: 1240 },
      { Description: 'Instalación de plato de ducha', Amount: 385 },
      { Description: 'Pintura del pasillo, 2 manos', Amount: 310 },
    ]],
    ['l5.pdf', { Invoice_Number: 'BT-2026-044', Date: '2026-03-21', Subtotal: 1735.5, Tax: 364.46, Total: 2099.96, Bill_To_Name: 'De heer J. de Vries' }, [
      { Description: 'Ontwerp achtertuin', Amount: 650 },
      { Description: 'Aanleg terras', QTY: 18, Unit: 'm²', Price: 45, Amount: 810 },
      { Description: 'Beplanting en grondverbetering', Amount: 275.5 },
    ]],
    ['l6.pdf', { Invoice_Number: 'NW-5521', Date: '2026-06-02', Due_Date: '2026-07-02', Total: 1205, Bill_To_Name: 'Sarah Kim' }, [
      { Description: 'Event coverage', QTY: 5, Unit: 'hours', Price: 180, Amount: 900 },
      { Description: 'Edited high-resolution images (120)', Amount: 240 },
      { Description: 'Travel', Amount: 65 },
    ]],
  ])('%s', async (file, fields, want) => {
    const r = await read(file);
    expect(r.fields).toMatchObject(fields);
    expect(items(r)).toEqual(want);
  });

  // Written later, apart from the rules: Italian lettered entries with bracketed amounts, Portuguese disc bullets.
  it.each(['l7', 'l8'] as const)('%s.pdf', async (name) => {
    const r = await read(`${name}.pdf`);
    expect(r.fields).toMatchObject(expected[name].fields);
    expect(items(r)).toEqual(expected[name].items);
  });

  it('reads a New Zealand receipt whose GST number is no tax, and its "GST included" line is', async () => {
    const r = await read('r2.pdf');
    expect(r.fields).toMatchObject({ Vendor_Name: 'FRESHMART', Total: 18.15, Tax: 2.37, Currency_Code: 'NZD', Date: '2026-05-17' });
    expect(items(r).map((i) => i.Amount)).toEqual([4.29, 3.5, 3.37, 7.99, -1]);
  });

  it('reads a Spanish café receipt with a quantity line', async () => {
    const r = await read('r1.pdf');
    expect(r.fields).toMatchObject({ Total: 10.8, Tax: 0.98, Currency_Code: 'EUR', Date: '2026-04-12' });
    expect(items(r).map((i) => [i.QTY, i.Price, i.Amount])).toEqual([[2, 1.8, 3.6], [undefined, undefined, 2.5], [undefined, undefined, 3.2], [undefined, undefined, 1.5]]);
  });
});
