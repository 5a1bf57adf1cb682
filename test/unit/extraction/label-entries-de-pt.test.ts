/** Label-file entries added for the de/pt digital PDFs (issue 12): each is read from a line printing it. */
import { extractFields } from '../../../src/extraction/fields';
import { type Row, tree } from '../../support/ocr-rows';
import { labelsAValue, labelsIn } from '../../../src/extraction/lexicon';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('label entries', () => {
  it.each([
    ['Bestell-Ref.', '4533309473'],
    ['Bestell-Ref', 'PO-44313'],
  ])('de po_number "%s"', (label, value) => {
    expect(fields([[50, 'Krause Metallbau GmbH']], [[50, label], [300, value]], [[50, 'Total'], [400, '10.00']]).PO_Number).toBe(value);
  });

  it('pt tax_id "CNPJ/MF"', () => {
    expect(fields([[50, 'Informática Rodrigues ME']], [[50, 'CNPJ/MF 28.633.150/0001-81']], [[50, 'Total'], [400, '10,00']]).Vat_Number).toBe('28.633.150/0001-81');
  });

  it('de phone "Ruf" (Austrian letterheads) labels the number after it', () => {
    expect(labelsIn('Ruf 01 997075').map((s) => s.key)).toContain('phone');
    expect(labelsAValue('Ruf 01 997075')).toBe(true);
  });

  it('a tax id opening with its country code and a space is a labelled value', () => {
    expect(labelsAValue('Umsatzsteuer-ID DE 867 647 589')).toBe(true);
    expect(labelsAValue('Umsatzsteuer-ID Deutschland')).toBe(false);
  });

  it('de due_date "Fälligkeitstag" (insurance premium invoices)', () => {
    expect(labelsIn('Fälligkeitstag: 01.04.2014').map((s) => s.key)).toContain('due_date');
    expect(fields([[50, 'MVM Versicherungsverein a.G.']], [[50, 'Beitragsrechnung 11.03.2014']], [[50, 'Fälligkeitstag: 01.04.2014']], [[50, 'Summe'], [400, '10,00']]).Due_Date).toBe('2014-04-01');
  });

  it('de tax "Versicherungsteuer" (insurance tax, printed as included in the premium)', () => {
    expect(labelsIn('in diesem Beitrag enthaltene Versicherungsteuer (35,13 €)').map((s) => s.key)).toContain('tax');
    expect(labelsIn('Versicherungsteuer 19 %').map((s) => s.key)).toContain('tax');
  });
});
