import { toDoc } from '../../../src/extraction/fields/doc';
import { extractParties } from '../../../src/extraction/fields/parties';
import { fapiaoParties } from '../../../src/extraction/fields/fapiao-parties';
import { tree, type Row } from '../../support/ocr-rows';

const fapiao = (head: Row[]) => toDoc(tree(
  ...head,
  [[40, '名'], [70, '称：上海晨光文化传媒有限公司']],
  [[40, '购 纳税人识别号：91310115MA1K4T6Q2X'], [400, '密码区']],
  [[40, '方 地 址、电 话：上海市浦东新区张杨路500号 021-58881234'], [400, '>>8/27-1*6+045<39*2-7/']],
  [[40, '货物或应税劳务、服务名称'], [300, '数量'], [400, '金额']],
  [[40, '*纸制品*复印纸'], [300, '20'], [400, '3000.00']],
  [[40, '价税合计（大写）'], [200, '⊗陆仟壹佰零贰圆整'], [400, '（小写）¥6102.00']],
  [[40, '名'], [70, '称：杭州西湖办公用品有限公司']],
  [[40, '销 纳税人识别号：91330106MA2H7L8K5C']],
  [[40, '方 地 址、电 话：杭州市西湖区文三路259号 0571-88776655']],
));

describe('the parties of a Chinese VAT invoice (增值税发票)', () => {
  it('are the first name row (buyer) and the last (seller), the seller\'s address without its phone', () => {
    const doc = fapiao([[[40, '发票代码：033002100111']], [[40, '发票号码：08451276']]]);
    expect(fapiaoParties(doc)).toEqual({ buyer: '上海晨光文化传媒有限公司', seller: '杭州西湖办公用品有限公司', sellerAddress: '杭州市西湖区文三路259号' });
    const p = extractParties(doc);
    expect([p.Vendor_Name, p.Vendor_Address, p.Bill_To_Name]).toEqual(['杭州西湖办公用品有限公司', '杭州市西湖区文三路259号', '上海晨光文化传媒有限公司']);
  });

  it('are not read on a page that prints no fapiao code or number', () => {
    expect(fapiaoParties(fapiao([[[40, '销售单']]]))).toBeUndefined();
  });
});
