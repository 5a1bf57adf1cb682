import { findAnchor, readAtAnchor } from '../../../src/domain/vendor-memory/anchors';

const A1 = [
  'Nordwind Bürobedarf GmbH',
  'Rechnung\tNr. RE-2024-0117',
  'Datum: 05.03.2024',
  '1\tKopierpapier A4\t10\t4,99\t49,90',
  '2\tToner schwarz\t2\t59,90\t119,80',
  'Summe netto\t169,70',
  'Zu begleichen bis Monatsende\t201,94 EUR',
  'Betrag in Worten',
  '201,94',
].join('\n');

const A2 = [
  'Nordwind Bürobedarf GmbH',
  'Rechnung\tNr. RE-2024-0231',
  'Datum: 19.04.2024',
  '1\tHaftnotizen\t4\t3,20\t12,80',
  'Summe netto\t12,80',
  'ZU BEGLEICHEN  BIS MONATSENDE:\t15,23 EUR',
  'Betrag in Worten',
  '15,23',
].join('\n');

describe('findAnchor', () => {
  it('takes the label before an amount on its line, preferring a word label to a line-item row', () => {
    expect(findAnchor(A1, 'number', 201.94)).toEqual({ label: 'zu begleichen bis monatsende', line: 6, placement: 'inline' });
    expect(findAnchor(A1, 'number', 169.7)).toEqual({ label: 'summe netto', line: 5, placement: 'inline' });
  });

  it('takes the line above a value that stands alone', () => {
    const text = 'Amount payable\n1.234,56\nThank you';
    expect(findAnchor(text, 'number', 1234.56)).toEqual({ label: 'amount payable', line: 1, placement: 'above' });
  });

  it('finds dates, identifiers and text', () => {
    expect(findAnchor(A1, 'date', '2024-03-05')).toEqual({ label: 'datum', line: 2, placement: 'inline' });
    expect(findAnchor(A1, 'id', 'RE-2024-0117')).toEqual({ label: 'nr', line: 1, placement: 'inline' });
  });

  it('answers null when the value is not printed, or printed without any label', () => {
    expect(findAnchor(A1, 'number', 999.99)).toBeNull();
    expect(findAnchor('42,00', 'number', 42)).toBeNull();
    expect(findAnchor('', 'number', 42)).toBeNull();
  });
});

describe('readAtAnchor', () => {
  it('reads the amount after the learned label in another document, whatever its case and spacing', () => {
    const anchor = findAnchor(A1, 'number', 201.94)!;
    expect(readAtAnchor(A2, anchor, 'number')).toBe(15.23);
  });

  it('reads the value on the next line when the label stands alone', () => {
    expect(readAtAnchor('x\nAmount payable\n99.10\n', { label: 'amount payable', line: 2, placement: 'above' }, 'number')).toBe(99.1);
  });

  it('reads dates and identifiers', () => {
    expect(readAtAnchor(A2, findAnchor(A1, 'date', '2024-03-05')!, 'date')).toBe('2024-04-19');
    expect(readAtAnchor(A2, findAnchor(A1, 'id', 'RE-2024-0117')!, 'id')).toBe('RE-2024-0231');
  });

  it('answers null when the label is missing or nothing of the kind follows it', () => {
    expect(readAtAnchor(A2, { label: 'gesamtbetrag', line: 6, placement: 'inline' }, 'number')).toBeNull();
    expect(readAtAnchor('Total\tsee attachment\nThank you', { label: 'total', line: 0, placement: 'inline' }, 'number')).toBeNull();
    // Whole words only: "nr" is not inside "Einrichtung".
    expect(readAtAnchor('Einrichtung 2024-77\nx', { label: 'nr', line: 0, placement: 'inline' }, 'id')).toBeNull();
  });

  it('of several lines with the label, reads the one nearest the learned line', () => {
    const text = 'Total\t1,00\nfiller\nfiller\nfiller\nTotal\t2,00';
    expect(readAtAnchor(text, { label: 'total', line: 4, placement: 'inline' }, 'number')).toBe(2);
    expect(readAtAnchor(text, { label: 'total', line: 0, placement: 'inline' }, 'number')).toBe(1);
  });
});
