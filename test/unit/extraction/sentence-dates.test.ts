import { extractFields } from '../../../src/extraction/fields';
import { findDates } from '../../../src/extraction/fields/dates';
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

  it('takes no date after a deadline word for the issue date, even behind a word another language dates with', () => {
    const f = fieldsOf('Madrid, 9 de abril de 2026', 'Factura nº 2026/118', 'Total a pagar: 2.341,35 €.', 'Forma de pago: transferencia bancaria antes del 9 de mayo de 2026.');
    expect([f.Date, f.Due_Date]).toEqual(['2026-04-09', '2026-05-09']);
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

describe('a date with a Korean or Japanese particle run straight on', () => {
  it('is a date ("2026.12.17까지", "2026/04/30まで"), and a date inside Latin letters is not', () => {
    expect(fieldsOf('당사는 2026.11.17에 귀사 앞으로 청구서 F202606-284을(를) 발행하였습니다.', '2026.12.17까지 결제하여 주시기 바랍니다. 등록하신 신용카드 VISA ****9952로 청구됩니다.'))
      .toMatchObject({ Date: '2026-11-17', Due_Date: '2026-12-17' });
    expect(findDates('お支払いは2026/04/30までにお願いします。').map((d) => d.iso)).toEqual(['2026-04-30']);
    expect(fieldsOf('Ref ABC2026.12.17X').Date).toBeUndefined();
  });

  it('is a deadline in a sentence naming the total, whose amount has a particle run on ("KRW 1,309,330을 2026년 9월 8일까지")', () => {
    const f = fieldsOf('제목: 청구서 EK644098, 2026년 9월 1일', '청구 금액 KRW 1,309,330을 2026년 9월 8일까지 아래 계좌로 입금해 주십시오.');
    expect(f).toMatchObject({ Date: '2026-09-01', Due_Date: '2026-09-08' });
  });
});

describe('unlabelled issue date below a format version line', () => {
  it('skips the date of a stylesheet or format version printed above the title', () => {
    const f = fieldsOf('ZUGFeRD-Version : 2.1 vom 24.03.2020', 'Stylesheet-Version: 2.0 vom 18.10.2018', 'Gutschrift (Selbst ausgestellte Rechnung) Nr. 47110818', 'vom 31.10.2018');
    expect(f.Date).toBe('2018-10-31');
  });
});

describe('a version line set out in cells', () => {
  it('skips "ZUGFeRD-Version | : 2.1 vom 24.03.2020" even with the date word in the next cell', () => {
    const f = extractFields(tree([[50, 'ZUGFeRD-Version'], [200, ': 2.1 vom 24.03.2020']], [[50, 'Gutschrift Nr. 47110818']], [[50, 'vom 31.10.2018']])).fields;
    expect(f.Date).toBe('2018-10-31');
  });
});
