import { repairStreetWords } from '../../../src/extraction/lexicon';
import { closeCjkSpaces } from '../../../src/extraction/fields/cjk-spacing';
import { extractFields } from '../../../src/extraction/fields';
import { labelsIn } from '../../../src/extraction/lexicon';
import { type Row, tree } from '../../support/ocr-rows';

describe('CJK glyphs that OCR spaced one by one', () => {
  it('closes the spaces of Chinese and Japanese names and addresses, keeping a postcode apart', () => {
    expect(closeCjkSpaces('精肉 の 田中 株 式 会 社')).toBe('精肉の田中株式会社');
    expect(closeCjkSpaces('新 华 印 务 股份 有 限 公司')).toBe('新华印务股份有限公司');
    expect(closeCjkSpaces('〒100-0005 東京 都 千 代田 区 名 駅 3 丁目 6-82')).toBe('〒100-0005 東京都千代田区名駅3丁目6-82');
    expect(closeCjkSpaces('上海 市 体育 西 路 42 号')).toBe('上海市体育西路42号');
    expect(closeCjkSpaces('106 臺北市大安區復興南路一段218號3樓')).toBe('106 臺北市大安區復興南路一段218號3樓'); // zh3: a Taiwanese postcode
    // A Japanese personal name keeps its space between family and given name.
    expect(closeCjkSpaces('渡辺 愛', { name: true })).toBe('渡辺 愛');
    expect(closeCjkSpaces('四季 ケータリング 株 式 会 社', { name: true })).toBe('四季ケータリング株式会社');
  });

  it('joins lone Korean syllables into their word and keeps the spaces between words', () => {
    expect(closeCjkSpaces('넥 스 트 정 보 기술 주식회사')).toBe('넥스트정보기술 주식회사');
    expect(closeCjkSpaces('주식회사 동 양 건설')).toBe('주식회사 동양건설');
    expect(closeCjkSpaces('넥 스 트 정 보 기 술 (주)')).toBe('넥스트정보기술(주)');
    expect(closeCjkSpaces('대 전 광 역시 유성구 세 종 대 로 29-5, 524 호')).toBe('대전광역시 유성구 세종대로 29-5, 524호');
    expect(closeCjkSpaces('서울특별시 강남구 대학로 59')).toBe('서울특별시 강남구 대학로 59');
    expect(closeCjkSpaces('해운대로 452, 379 호, (04533)')).toBe('해운대로 452, 379호, (04533)');
  });

  it('leaves other scripts alone', () => {
    expect(closeCjkSpaces('Müller Bürotechnik GmbH')).toBe('Müller Bürotechnik GmbH');
    expect(closeCjkSpaces('Jl. Malioboro No. 617')).toBe('Jl. Malioboro No. 617');
  });

  it('reads labels whose glyphs are spaced', () => {
    expect(labelsIn('공 급 가 액').map((s) => s.key)).toContain('subtotal');
    expect(labelsIn('請求 書 番号').map((s) => s.key)).toContain('invoice_number');
  });

  it('gives a spaced vendor name and address as written', () => {
    const rows: Row[] = [[[50, '精肉 の 田中 株 式 会 社']], [[50, '〒530-0001 大 阪 府 大 阪 市 北 区 銀座 3 丁目 1-72']], [[50, '合 計'], [400, '¥5,209']]];
    const f = extractFields(tree(...rows)).fields;
    expect(f.Vendor_Name).toBe('精肉の田中株式会社');
    expect(f.Total).toBe(5209);
  });
});

describe('street words OCR misread with I for l', () => {
  it('reads "JI." as "Jl." and leaves real words alone', () => {
    expect(repairStreetWords('JI. Malioboro No. 617, RT 007/RW 017')).toBe('Jl. Malioboro No. 617, RT 007/RW 017');
    expect(repairStreetWords('Via Il Prato 5')).toBe('Via Il Prato 5');
    expect(repairStreetWords('23, JIN BURUNG JENTAYU')).toBe('23, JLN BURUNG JENTAYU');
    expect(repairStreetWords('Calle Iglesia 3')).toBe('Calle Iglesia 3');
  });
});
