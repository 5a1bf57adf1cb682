import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('a letter with its letterhead under the signature', () => {
  const body: Array<Array<[number, string]>> = [
    [[50, 'Kestrel Data Services Ltd']],
    [[50, '61 King Street']],
    [[50, 'Leeds LS1 4AP']],
    [],
    [[50, 'Dear Sir or Madam,']],
    [[50, 'Please find below our invoice no. INV-001847 dated 10 March 2025.']],
    [[50, 'The total payable is therefore £1,200.00.']],
    [[50, 'Yours faithfully,']],
    [],
    [[50, 'Grace Murphy']],
    [],
  ];

  it('takes the window for the addressee and the signed-off block with contact details for the vendor', () => {
    const f = extractFields(tree(...body,
      [[50, 'Bluegate Consulting Limited']],
      [[50, '1 Victoria Street']],
      [[50, 'Edinburgh EH2 2ER']],
      [[50, 'Tel. 0131 104 9715 · billing@bluegate.co.uk · VAT No: GB814483492']],
    )).fields;
    expect(f).toMatchObject({ Vendor_Name: 'Bluegate Consulting Limited', Bill_To_Name: 'Kestrel Data Services Ltd' });
    expect(f.Vendor_Name).not.toBe('Grace Murphy');
  });

  it('keeps the first company when the later one shows no contact details of its own', () => {
    const f = extractFields(tree(...body,
      [[50, 'Bluegate Consulting Limited']],
      [[50, '1 Victoria Street']],
    )).fields;
    expect(f.Vendor_Name).toBe('Kestrel Data Services Ltd');
  });
});

describe('a Japanese envelope window', () => {
  it('opens its address with the postcode and ends with the country, and is still the addressee', () => {
    const f = extractFields(tree(
      [[50, '中央電機工業株式会社']], [[50, '小林 大輔']], [[50, '〒530-0001']], [[50, '大阪府大阪市北区梅田8丁目3-90']], [[50, '日本']], [],
      [[50, 'いつもお世話になっております。']],
      [[50, '令和7年12月21日付けで請求書番号37103を発行いたしましたので、ご確認ください。']],
      [[50, 'お支払い総額は¥52,430です。']], [],
      [[50, '株式会社匠木工']], [[50, '〒104-0061 東京都中央区銀座2-1-7']], [[50, '電話： 03-5030-4001 · メール： mail@takumi.co.jp']],
    )).fields;
    expect(f).toMatchObject({ Vendor_Name: '株式会社匠木工', Bill_To_Name: '中央電機工業株式会社' });
  });
});
