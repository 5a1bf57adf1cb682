import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

const fieldsOf = (...lines: string[]) => extractFields(tree(...lines.map((l) => [[50, l]] as Array<[number, string]>))).fields;

describe('dates in the sentences of a letter', () => {
  it('takes the issue date from a sentence whose other clause speaks of an order', () => {
    const f = fieldsOf('Dear Customer,', 'This letter serves as our invoice F202501-169 of 10 Mar 2025. This invoice relates to your', 'order reference B-2025-290.');
    expect(f.Date).toBe('2025-03-10');
  });

  it('still skips a date whose own clause is about another date', () => {
    const f = fieldsOf('Dear Customer,', 'The goods you ordered were delivered on 3 Mar 2025 to your warehouse in Leeds as agreed.', 'Invoice date: 10 Mar 2025');
    expect(f.Date).toBe('2025-03-10');
  });

  it('reads a due date behind deadline words after its label', () => {
    const f = fieldsOf('Invoice date: 10 Mar 2025', 'Payment is due on or before 17 Mar 2025. Kindly remit the amount by bank transfer.');
    expect(f.Due_Date).toBe('2025-03-17');
  });
});

describe('a deadline in a sentence about paying that names no amount', () => {
  it('is the due date', () => {
    expect(fieldsOf('청구일: 2025-07-16', '2025년 7월 30일까지 결제하여 주시기 바랍니다.').Due_Date).toBe('2025-07-30');
  });

  it('is not a due date when the sentence is about something else', () => {
    expect(fieldsOf('Invoice date: 10 Mar 2025', 'The goods will arrive by 20 Mar 2025 at your warehouse.').Due_Date).toBeUndefined();
  });
});
