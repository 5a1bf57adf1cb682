import { ExtractionPipeline } from '../../../../src/extraction/pipeline';
import { makePdf, stack, summary } from '../../../support/pdf-factory';

/** Digital PDFs whose item rows are single text runs, columns made of spaces. */
describe('line items of a PDF whose rows are single text runs', () => {
  let pipeline: ExtractionPipeline;
  beforeAll(async () => {
    pipeline = await ExtractionPipeline.create();
  });
  afterAll(() => pipeline.close());

  it('reads the toner row as QTY 2, Price 62.50, Amount 125.00 (code kept in the description)', async () => {
    const pdf = await makePdf([
      {
        texts: [
          ...stack(50, 60, ['Office Supply Co.', 'Invoice No. 2024-118', 'Date: 2024-03-01']),
          { text: 'Description                     Qty     Price           Amount', x: 50, y: 200 },
          { text: 'Toner cartridge TN-2420         2       62.50           125.00', x: 50, y: 216 },
          { text: 'Copy paper A4 80 g/m²           5        4.20            21.00'.replace('²', '2'), x: 50, y: 232 },
          ...summary(300, 545, 280, [['Subtotal', '146.00'], ['VAT 20 %', '29.20'], ['Total', '175.20']]),
        ],
      },
    ]);
    const got = await pipeline.extract({ bytes: pdf, type: 'pdf' });
    expect(got.lineItems).toEqual([
      expect.objectContaining({ Description: 'Toner cartridge TN-2420', QTY: 2, Price: 62.5, Amount: 125 }),
      expect.objectContaining({ Description: 'Copy paper A4 80 g/m2', QTY: 5, Price: 4.2, Amount: 21 }),
    ]);
  });
});
