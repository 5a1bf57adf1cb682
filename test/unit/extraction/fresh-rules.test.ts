/** Field rules found on the fresh documents (test/fixtures/fresh, issue 12), each on a page of its own. */
import { extractFields } from '../../../src/extraction/fields';
import { honorificName } from '../../../src/extraction/fields/honorific';
import { type Row, tree } from '../../support/ocr-rows';

const fields = (...rows: Row[]) => extractFields(tree(...rows)).fields;

describe('party rules from the fresh documents', () => {
  it('a letter window under "प्रति," names the addressee, not the heading', () => {
    const f = fields(
      [[50, 'मिश्रा एंड एसोसिएट्स']], [[50, '304, सुमेरु टावर, हज़रतगंज, लखनऊ 226001']], [],
      [[50, 'प्रति,']], [[50, 'श्रीमती सुनीता रस्तोगी']], [[50, 'रस्तोगी फ़ार्मा डिस्ट्रीब्यूटर्स']], [[50, 'अमीनाबाद, लखनऊ 226018']], [],
      [[50, 'कुल देय राशि'], [400, '64,900.00']],
    );
    expect(f.Bill_To_Name).toBe('श्रीमती सुनीता रस्तोगी');
  });

  it('a grid of label/value pairs keeps the value beside the bill-to label', () => {
    const f = fields(
      [[50, '넥스트웨이브 소프트 주식회사']], [[50, '부산광역시 해운대구 센텀중앙로 97']], [],
      [[50, '청구처'], [130, '대한물류 주식회사'], [300, '입금 마감일'], [400, '2026-04-30']],
      [[50, '담당자'], [130, '최민호 과장'], [300, '통화'], [400, 'KRW']],
      [[50, '합계'], [400, '6,270,000']],
    );
    expect(f.Bill_To_Name).toBe('대한물류 주식회사');
    expect(f.Due_Date).toBe('2026-04-30');
  });

  it('a sidebar party beside an item table keeps only its own cell', () => {
    const f = fields(
      [[20, '(주)한빛디자인랩']], [[20, '서울특별시 성동구 성수이로 118']], [],
      [[20, '공급받는 자']],
      [[20, '주식회사 푸른숲출판'], [200, '표지 디자인'], [420, '1'], [500, '1,200,000']],
      [[20, '경기도 파주시 회동길 77'], [200, '내지 편집'], [420, '240'], [500, '1,920,000']],
      [[200, '총 청구액'], [500, '3,120,000']],
    );
    expect(f.Bill_To_Name).toBe('주식회사 푸른숲출판');
  });

  it('a sidebar heading under the vendor name is no part of its address', () => {
    const f = fields([[20, '(주)한빛디자인랩']], [[20, '공급자']], [[20, '서울특별시 성동구 성수이로 118, 5층']], [[20, 'TEL 02-468-2290']], [], [[20, '합계'], [400, '10,000']]);
    expect(f.Vendor_Address).toBe('서울특별시 성동구 성수이로 118, 5층');
  });

  it('a name before 御中 is the customer, never the vendor', () => {
    const f = fields([[50, '株式会社さくら食品 御中'], [350, '請求日'], [420, '2026年4月30日']], [], [[350, '合同会社ミドリ印刷']], [[350, '京都府京都市中京区御池通8-12']], [], [[50, '合計'], [400, '198,000']]);
    expect(f.Bill_To_Name).toBe('株式会社さくら食品');
    expect(f.Vendor_Name).toBe('合同会社ミドリ印刷');
  });

  it.each([
    ['山田太郎 様', '山田太郎'], ['대한물류 주식회사 귀하', '대한물류 주식회사'], ['ご担当者様', undefined], ['お客様', undefined], ['請求日 2026年4月30日', undefined],
    // A label word inside the name ("設計": "計") does not make it a field; one opening the line or with a colon does.
    ['株式会社みどり設計 様', '株式会社みどり設計'], ['合計 様', undefined], ['請求先：田中 様', undefined],
  ])('honorificName(%s)', (text, name) => {
    expect(honorificName(text)).toBe(name);
  });

  it('a title of label words alone is no vendor name', () => {
    const f = fields([[50, 'बिल / इनवॉइस'], [400, 'प्रकाश ट्रेडर्स']], [[400, 'चांदनी चौक, दिल्ली 110006']], [], [[50, 'कुल देय'], [400, '10.00']]);
    expect(f.Vendor_Name).not.toBe('बिल / इनवॉइस');
  });

  it('a letter window under the letter\'s date, followed by the letter\'s number line and text', () => {
    const f = fields(
      [[50, 'Reyes Aircon Services']], [[50, 'Unit 3, 88 Kalayaan Ave., Quezon City 1100']], [[50, '0918-220-7731 · reyesaircon.ph@gmail.com']], [], [],
      [[50, 'Mayo 12, 2026']], [[50, 'Bb. Carla Mendoza']], [[50, 'Mendoza Dental Clinic']], [[50, '21 Scout Tuason St., Quezon City 1103']],
      [[50, 'Singil Blg. RAS-0512']], [[50, 'Magandang araw po, Bb. Mendoza. Narito po ang singil']], [], [[50, 'Kabuuang babayaran: ₱9,800.00']],
    );
    expect(f.Bill_To_Name).toBe('Bb. Carla Mendoza');
  });
});

describe('numbers that are not the invoice number (fresh @s12/@s13)', () => {
  it('the printer\'s "Authority to Print No." in a receipt\'s footer sentence is not the receipt\'s number', () => {
    const f = fields(
      [[50, 'DELA CRUZ ACCOUNTING SERVICES']], [[50, 'Cebu City 6000']],
      [[50, 'OFFICIAL RECEIPT'], [250, 'No. 0004521'], [400, 'Date: March 14, 2026']],
      [[50, 'TOTAL AMOUNT DUE'], [400, '16,800.00']], [],
      [[50, 'BIR Authority to Print No. 082AU20250000012345 · Date Issued 01-15-2025 · 50 Bkts. (50x3) 0001-2500 · Printer: Cebu Press Inc.']],
    );
    expect(f.Invoice_Number).toBe('0004521');
  });

  it('the Portuguese ATCUD code is not the invoice number', () => {
    const f = fields(
      [[50, 'TASCA DO ZÉ, LDA']], [[50, 'RUA DA MADALENA, 88']], [[50, '1100-322 LISBOA']], [],
      [[50, 'FATURA-RECIBO FR 2026A/1234']], [[50, 'ATCUD: JF9K2M4P-1234']], [[50, 'Data: 14-03-2026']],
      [[50, 'TOTAL'], [300, '32,00 €']],
    );
    expect(f.Invoice_Number).toBe('FR 2026A/1234');
  });
});
