import { addressRun } from '../../../src/extraction/fields/address-run';

describe('an address ends', () => {
  it('at its country: a line after it without a figure is a slogan', () => {
    expect(addressRun(['שדרות רוטשילד 61', 'חיפה', 'ישראל', 'פתרונות לעסק שלך'])).toEqual(['שדרות רוטשילד 61', 'חיפה', 'ישראל']);
  });

  it('after a postcode printed alone in brackets, unless a figure or the country follows', () => {
    expect(addressRun(['대전광역시 유성구 세종대로 29-5, 524호', '(34126)', '품질로 보답합니다'])).toEqual(['대전광역시 유성구 세종대로 29-5, 524호', '(34126)']);
    expect(addressRun(['서울특별시 중구 테헤란로 93-5, 673호', '(04533)', '대한민국'])).toEqual(['서울특별시 중구 테헤란로 93-5, 673호', '(04533)', '대한민국']);
  });
});
