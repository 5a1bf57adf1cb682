import { withoutName } from '../../../src/extraction/fields/resolve';
import { addressRun, closesAddress, joinAddress, looksLikeAddress, modelAddressLines } from '../../../src/extraction/fields/address-run';

describe('where a printed address ends', () => {
  it('stops at a tax or registration number printed without its label', () => {
    for (const line of ['NL791898770B02', 'MWST CHE-355.221.217', 'RFC del emisor VJL965396WD6', '7866142780', '361-98-30173']) {
      expect(looksLikeAddress(line)).toBe(false);
    }
    for (const line of ['8001 Zürich', 'CH-9000 St. Gallen', '12345-6789', '〒220-0011 神奈川県横浜市西区みなとみらい2丁目4-40', 'Avenida Brasil, 179 - sala 75']) {
      expect(looksLikeAddress(line)).toBe(true);
    }
    expect(addressRun(['Marktgasse 72', '8001 Zürich', 'Schweiz', 'MWST CHE-355.221.217'])).toEqual(['Marktgasse 72', '8001 Zürich', 'Schweiz']);
  });

  it('reads a heading word before a number sign and figure on a street line as the premises ("Shop No. 5")', () => {
    expect(addressRun(['दुकान नं. 79, एम.जी. रोड', 'जयपुर - 302001', 'राजस्थान'])).toEqual(['दुकान नं. 79, एम.जी. रोड', 'जयपुर - 302001', 'राजस्थान']);
    expect(looksLikeAddress('Shop No. 5, MG Road')).toBe(true);
    expect(looksLikeAddress('Store #4, Main Street')).toBe(true);
    // Still a heading: with a colon, or with no street on the line.
    expect(looksLikeAddress('दुकान: शर्मा ट्रेडर्स')).toBe(false);
    expect(looksLikeAddress('दुकान नं. 79')).toBe(false);
  });

  it('keeps a postcode under its label and the country after it', () => {
    expect(addressRun(['浙江省杭州市天河区体育西路796号', '邮编：310002', '中国'])).toEqual(['浙江省杭州市天河区体育西路796号', '邮编：310002', '中国']);
    expect(addressRun(['Rua Augusta 12', 'Tel.: 21 555 1234'])).toEqual(['Rua Augusta 12']);
  });

  it('leaves out a slogan: a founding year, or a line without figures after a one-line CJK address', () => {
    expect(joinAddress(addressRun(['Seit 1954 in Familienbesitz', 'Marktgasse 5', 'CH-9000 St. Gallen']))).toBe('Marktgasse 5, CH-9000 St. Gallen');
    expect(addressRun(['上海市西湖区延安路56号', '每日新鲜直达'])).toEqual(['上海市西湖区延安路56号']);
    // A building word inside the slogan ("oficina") does not make it a street line; one opening the line does.
    expect(joinAddress(addressRun(['Su proveedor de oficina desde 1986', 'Av. Insurgentes Sur 422, Col. Centro', '44100 Guadalajara, Jal.']))).toBe(
      'Av. Insurgentes Sur 422, Col. Centro, 44100 Guadalajara, Jal.',
    );
    expect(addressRun(['Calle 1986', '44100 Guadalajara'])).toEqual(['Calle 1986', '44100 Guadalajara']);
  });

  it("cuts the layout model's address cells at the next party's heading, a tax id or a slogan", () => {
    expect(modelAddressLines(['대전광역시 유성구 세종대로 29-5, 524호', '(34126)', '공급받는자 받는 곳', '주식회사 동양건설'])).toEqual([
      '대전광역시 유성구 세종대로 29-5, 524호',
      '(34126)',
    ]);
    expect(modelAddressLines(['創業1962年', '〒220-0011 神奈川県横浜市西区みなとみらい2丁目4-40'])).toEqual(['〒220-0011 神奈川県横浜市西区みなとみらい2丁目4-40']);
    // Receipts' capital addresses keep their state line and labels the model already weighed ("NO.53").
    expect(modelAddressLines(['NO.53 55,57 & 59, JALAN SAGU 18,', 'TAMAN DAYA,', '81100 JOHOR BAHRU,', 'JOHOR.'])).toHaveLength(4);
  });
});

describe('addresses around their edges', () => {
  it('keeps a region line after the postcode line ("Jawa Barat", "Metro Manila")', () => {
    expect(addressRun(['Jl. Jenderal Sudirman No. 186', 'Bandung 40111', 'Jawa Barat'])).toHaveLength(3);
    expect(addressRun(['1583 Osmeña Boulevard', 'Makati City 1226', 'Metro Manila'])).toHaveLength(3);
  });

  it("drops the vendor's name from a sender line's address", () => {
    expect(withoutName('Tibay Construction Enterprises · 842 Osmeña Boulevard · Cebu City, Cebu 6000', 'Tibay Construction Enterprises')).toBe(
      '842 Osmeña Boulevard, Cebu City, Cebu 6000',
    );
    expect(withoutName('वाराणसी - 221001', 'x')).toBe('वाराणसी - 221001');
  });
});

describe('postcodes that could be years, and the lines that close an address', () => {
  it('reads a four-digit postcode before its city under a street line as the postcode line', () => {
    expect(addressRun(['Rue de Lausanne 72', '2000 Neuchâtel', 'Suisse'])).toEqual(['Rue de Lausanne 72', '2000 Neuchâtel', 'Suisse']);
    expect(modelAddressLines(['Rue de Lausanne 72', '2000 Neuchâtel'])).toEqual(['Rue de Lausanne 72', '2000 Neuchâtel']);
    // Without a street line above it, a year is still a slogan's.
    expect(joinAddress(addressRun(['Seit 1954 in Familienbesitz', 'Marktgasse 5', 'CH-9000 St. Gallen']))).toBe('Marktgasse 5, CH-9000 St. Gallen');
  });

  it('closes an address with its postcode line, then the country or region, and nothing else', () => {
    expect(closesAddress(['Seestrasse 76'], '6003 Luzern')).toBe(true);
    expect(closesAddress(['Seestrasse 76', '6003 Luzern'], 'Schweiz')).toBe(true);
    expect(closesAddress(['Jl. Asia Afrika No. 951'], 'Yogyakarta, DI Yogyakarta 55213')).toBe(true);
    expect(closesAddress(['경기도 수원시 영통구 광교로 65-6'], '(16677)')).toBe(true);
    expect(closesAddress(['Seestrasse 76'], 'Schweiz')).toBe(false);
    expect(closesAddress(['Seestrasse 76', '6003 Luzern'], 'Lösungen, die passen')).toBe(false);
    expect(closesAddress(['Seestrasse 76', '6003 Luzern'], 'Konto 12345')).toBe(false);
    expect(closesAddress([], '6003 Luzern')).toBe(false);
  });

  it('reads a year-like postcode after city and state, and a heading word inside an address as a place', () => {
    expect(closesAddress(['Unit 8/80 Hay Street'], 'Sydney NSW 2000')).toBe(true);
    expect(closesAddress(['Via Roma 92'], '10121 Torino (TO)')).toBe(true);
    expect(closesAddress(['Calle 5'], 'Desde 1986')).toBe(false);
    expect(looksLikeAddress('Bill to: ACME Ltd')).toBe(false);
    expect(looksLikeAddress('Ship to')).toBe(false);
    expect(looksLikeAddress('Praça do Comércio, 185')).toBe(true);
  });
});
