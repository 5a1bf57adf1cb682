import { toDoc } from '../../../src/extraction/fields/doc';
import { extractParties } from '../../../src/extraction/fields/parties';
import { tree } from '../../support/ocr-rows';

/** A legal form with its capital under the name ("SAS au capital de 150 000 €") belongs to the name above it. */
describe('the vendor named over its capital line', () => {
  it('is the line above, not the customer whose name carries a form', () => {
    const p = extractParties(toDoc(tree(
      [[50, 'Comptoir des Matériaux Bretons'], [380, 'FACTURE N° FC-26-11842']],
      [[50, 'SAS au capital de 150 000 €'], [380, 'du 18/03/2026']],
      [[50, 'ZI de Kergaradec, 29850 Gouesnou'], [380, 'Code client : 411BAT027']],
      [[50, 'TVA intracom. FR 08 388 120 554']],
      [[300, 'SARL Le Goff Rénovation']],
      [[300, '7 rue de Siam']],
      [[300, '29200 Brest']],
      [[50, 'Total TTC'], [400, '2 356,80 €']],
    )));
    expect(p.Vendor_Name).toBe('Comptoir des Matériaux Bretons');
  });
  it('leaves a capital line with nothing name-like above it', () => {
    const p = extractParties(toDoc(tree(
      [[50, 'Tél. 02 98 11 22 33']],
      [[50, 'SAS au capital de 150 000 €']],
      [[50, 'Martin Bois SARL']],
      [[50, '3 rue Neuve, 29000 Quimper']],
    )));
    expect(p.Vendor_Name).toBe('Martin Bois SARL');
  });
});
