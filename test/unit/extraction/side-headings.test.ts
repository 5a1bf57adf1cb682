import formRows from '../../../src/extraction/lexicon/form-party-rows.json';
import { toDoc } from '../../../src/extraction/fields/doc';
import { extractParties } from '../../../src/extraction/fields/parties';
import { sideHeadedParties } from '../../../src/extraction/fields/side-headings';
import { tree, type Row } from '../../support/ocr-rows';

/** A 거래명세서: the buyer's grid left, the seller's right, each headed one character per line. */
const statement = (nameLabel = '상호', addressLabel = '사업장주소', buyerHead = '공급받는자', sellerHead = '공급자'): Row[] => {
  const b = [...buyerHead];
  const s = [...sellerHead];
  return [
    [[230, '거래명세서']],
    [[100, nameLabel], [140, '(주)한빛푸드'], [320, '등록번호'], [372, '123-45-67890']],
    [[60, b[0]]],
    [[60, b[1]], [100, '대표'], [140, '이영희 귀하'], [284, s[0]], [325, nameLabel], [410, '대성식자재유통']],
    [[60, b[2]], [284, s[1]]],
    [[60, b[3] ?? ''], [88, '작성일자'], [140, '2026년 3월 14일'], [284, s[2]], [313, addressLabel], [410, '경기도 성남시 중원구 둔촌대로 83']],
    [[60, b[4] ?? '']],
    [[88, '합계금액'], [140, '오십오만원정 (₩550,000)']],
  ];
};

describe('side-headed party grids (거래명세서)', () => {
  it("read the seller's name and address and the buyer's name from the grid under each heading", () => {
    const doc = toDoc(tree(...statement()));
    expect(sideHeadedParties(doc)).toEqual({ buyer: { name: '(주)한빛푸드' }, seller: { name: '대성식자재유통', address: '경기도 성남시 중원구 둔촌대로 83' } });
    const p = extractParties(doc);
    expect([p.Vendor_Name, p.Vendor_Address, p.Bill_To_Name]).toEqual(['대성식자재유통', '경기도 성남시 중원구 둔촌대로 83', '(주)한빛푸드']);
  });

  it.each(formRows.name.ko)('name row "%s"', (label) => {
    expect(sideHeadedParties(toDoc(tree(...statement(label))))?.seller.name).toBe('대성식자재유통');
  });

  it.each(formRows.address.ko)('address row "%s"', (label) => {
    expect(sideHeadedParties(toDoc(tree(...statement('상호', label))))?.seller.address).toBe('경기도 성남시 중원구 둔촌대로 83');
  });

  it('need both headings', () => {
    expect(sideHeadedParties(toDoc(tree(...statement('상호', '사업장주소', '공급받는자', '거래처명'))))).toBeUndefined();
  });
});
