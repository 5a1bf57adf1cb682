import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('the recipient of a letter-style invoice (envelope window, no heading)', () => {
  it('is read from the block under the sender line, left (DIN 5008)', () => {
    const f = extractFields(
      tree(
        [[50, 'Nordwind Handel GmbH · Hafenstraße 12 · 20457 Hamburg']],
        [],
        [[50, 'Bäckerei Sonnenschein']],
        [[50, 'Frau Anna Schmidt']],
        [[50, 'Lindenweg 7']],
        [[50, '80331 München']],
        [],
        [[50, 'Rechnung Nr. 2026/0417 vom 14.03.2026']],
        [[50, 'Gesamtbetrag'], [400, '1.234,56 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Vendor_Name: 'Nordwind Handel GmbH', Bill_To_Name: 'Bäckerei Sonnenschein', Bill_To_Address: 'Frau Anna Schmidt, Lindenweg 7, 80331 München' });
  });

  it('is read on the right, as French letters print it, and not confused with the vendor block', () => {
    const f = extractFields(
      tree(
        [[50, 'Atelier Lumière SARL']],
        [[50, '12 rue des Lilas']],
        [[50, '69003 Lyon']],
        [[50, 'Tél. 04 72 11 22 33']],
        [],
        [[330, 'Café du Port']],
        [[330, '3 quai de la Marine']],
        [[330, '13002 Marseille']],
        [],
        [[50, 'Facture n° F-2026-118 du 14/03/2026']],
        [[50, 'Total TTC'], [400, '240,00 €']],
      ),
    ).fields;
    expect(f).toMatchObject({ Vendor_Name: 'Atelier Lumière SARL', Bill_To_Name: 'Café du Port', Bill_To_Address: '3 quai de la Marine, 13002 Marseille' });
  });

  it('is not guessed when two unlabelled address blocks compete', () => {
    const f = extractFields(
      tree(
        [[50, 'Gamma Supplies Ltd · Tel +44 113 496 0000']],
        [[50, 'Invoice 12']],
        [],
        [[50, 'John Smith'], [330, 'Mary Jones']],
        [[50, '1 High St'], [330, '2 Low St']],
        [[50, 'Leeds LS1 4AB'], [330, 'York YO1 7HH']],
        [],
        [[50, 'Total'], [400, '10.00']],
      ),
    ).fields;
    expect(f.Bill_To_Name).toBeUndefined();
  });
});
