import { splitAddress } from '../../../src/extraction/address/address-parts';

const EMPTY = { Address_Line: '', City: '', State: '', Zipcode: '', Country: '' };

describe('splitAddress on awkward input', () => {
  it('returns empty parts for no lines, blank lines and separators only', () => {
    expect(splitAddress([])).toEqual(EMPTY);
    expect(splitAddress(['', '   ', '\t'])).toEqual(EMPTY);
    expect(splitAddress([', ,', ' - '], 'DE')).toEqual(EMPTY);
    expect(splitAddress(undefined as unknown as string[])).toEqual(EMPTY);
    expect(splitAddress([null as unknown as string, 'Kaiserstraße 29', '60311 Frankfurt am Main'], 'DE').City).toBe('Frankfurt am Main');
  });

  it('ignores a line that is only a phone number, an e-mail, a web address or a tax id', () => {
    for (const line of ['+49 30 1234567', 'Tel.: 030 1234567', '(030) 123 45 67', 'info@example.com', 'E-Mail: info@example.de', 'www.example.de', 'USt-IdNr.: DE123456789', 'ИНН 7707083893', 'هاتف: 0112345678', 'טלפון: 03-1234567']) {
      expect(splitAddress([line])).toEqual(EMPTY);
    }
    expect(splitAddress(['Musterweg 3', '12345 Entenhausen', 'Tel. 030 123456', 'info@firma.de', 'USt-IdNr. DE123456789'], 'DE')).toEqual({
      ...EMPTY, Address_Line: 'Musterweg 3', City: 'Entenhausen', Zipcode: '12345',
    });
    expect(splitAddress(['Musterweg 3, 12345 Entenhausen, Tel. +49 30 123456'], 'DE').City).toBe('Entenhausen');
  });

  it('does not take "Tel Aviv" for a phone label', () => {
    expect(splitAddress(['Rothschild Blvd 22', 'Tel Aviv 6688218'], 'IL')).toEqual({ Address_Line: 'Rothschild Blvd 22', City: 'Tel Aviv', State: '', Zipcode: '6688218', Country: 'IL' });
  });

  it('finds City and Zipcode of an unknown country in a clear "PC City" or "City PC" form, and no Country', () => {
    expect(splitAddress(['Hauptgasse 3, 3011 Bern'])).toEqual({ ...EMPTY, Address_Line: 'Hauptgasse 3', City: 'Bern', Zipcode: '3011' });
    expect(splitAddress(['Area 3, Plot 44', 'Lilongwe 30304'])).toEqual({ ...EMPTY, Address_Line: 'Area 3, Plot 44', City: 'Lilongwe', Zipcode: '30304' });
    expect(splitAddress(['Rua Direita 5', 'Praia', '7600'])).toEqual({ ...EMPTY, Address_Line: 'Rua Direita 5', City: 'Praia', Zipcode: '7600' });
    // No clear form: nothing is guessed.
    expect(splitAddress(['Building 12345 North Wing'])).toEqual({ ...EMPTY, Address_Line: 'Building 12345 North Wing' });
    expect(splitAddress(['Main Street 12'])).toEqual({ ...EMPTY, Address_Line: 'Main Street 12' });
  });

  it('reads the parse rules from the script of an address of unknown country, without setting Country', () => {
    expect(splitAddress(['125009, г. Москва, ул. Тверская, д. 7'])).toEqual({ Address_Line: 'ул. Тверская, д. 7', City: 'Москва', State: '', Zipcode: '125009', Country: '' });
    expect(splitAddress(['12, महात्मा गांधी मार्ग, नई दिल्ली 110001']).City).toBe('नई दिल्ली');
  });

  it('keeps P.O. boxes in Address_Line and never reads their number as the postcode', () => {
    expect(splitAddress(['P.O. Box 12345', 'Dubai', 'UAE'])).toEqual({ Address_Line: 'P.O. Box 12345', City: 'Dubai', State: 'Dubai', Zipcode: '', Country: 'AE' });
    expect(splitAddress(['Postfach 10115', '10117 Berlin'], 'DE')).toEqual({ ...EMPTY, Address_Line: 'Postfach 10115', City: 'Berlin', Zipcode: '10117' });
    expect(splitAddress(['PO Box 54321', 'Nairobi'])).toEqual({ ...EMPTY, Address_Line: 'PO Box 54321, Nairobi' });
    expect(splitAddress(['Apartado de Correos 1234', '28080 Madrid'], 'ES')).toEqual({ ...EMPTY, Address_Line: 'Apartado de Correos 1234', City: 'Madrid', Zipcode: '28080' });
  });

  it('keeps a c/o or attention line in Address_Line, never as the city', () => {
    expect(splitAddress(['c/o Regus Business Centre', 'Friedrichstraße 123', '10117 Berlin'], 'DE')).toEqual({
      ...EMPTY, Address_Line: 'c/o Regus Business Centre, Friedrichstraße 123', City: 'Berlin', Zipcode: '10117',
    });
    expect(splitAddress(['Attn: Accounts Payable', '500 Oracle Pkwy', 'Redwood City, CA 94065'], 'US')).toEqual({
      Address_Line: 'Attn: Accounts Payable, 500 Oracle Pkwy', City: 'Redwood City', State: 'CA', Zipcode: '94065', Country: 'US',
    });
    expect(splitAddress(['123 High Street', 'c/o Smith'], 'GB').City).toBe('');
  });

  it('reads a country name in the middle of an address as a place, not as the country', () => {
    expect(splitAddress(['12 E 8th St', 'Holland, MI 49423'])).toEqual({ Address_Line: '12 E 8th St', City: 'Holland', State: 'MI', Zipcode: '49423', Country: '' });
    expect(splitAddress(['Mexico, MO 65265'], 'US')).toEqual({ Address_Line: '', City: 'Mexico', State: 'MO', Zipcode: '65265', Country: 'US' });
    expect(splitAddress(['Calle 5 de Mayo 20, 06000 Ciudad de México'], 'MX').City).toBe('Ciudad de México');
    // "Wales" closes a state's name here, not the address.
    expect(splitAddress(['1 Martin Place', 'Sydney, New South Wales']).Country).toBe('');
  });

  it('sets Country from the hint only when the address confirms it', () => {
    // A format only one country uses, or a state of the hinted country before its postcode.
    expect(splitAddress(['Damrak 1, 1012 LG Amsterdam'], 'NL').Country).toBe('NL');
    expect(splitAddress(['Springfield, IL 62704'], 'US').Country).toBe('US');
    // Five digits are printed in many countries.
    expect(splitAddress(['Hauptstr. 5, 10115 Berlin'], 'DE').Country).toBe('');
    // The hint is ignored where the address contradicts it; a printed country wins over it.
    expect(splitAddress(['Bahnhofstrasse 1, 8001 Zürich'], 'DE')).toEqual({ ...EMPTY, Address_Line: 'Bahnhofstrasse 1', City: 'Zürich', Zipcode: '8001' });
    expect(splitAddress(['10 Downing Street, London SW1A 2AA, UK'], 'DE').Country).toBe('GB');
    // Hints in lower case count; unknown hints are ignored.
    expect(splitAddress(['Damrak 1, 1012 LG Amsterdam'], 'nl').Country).toBe('NL');
    expect(splitAddress(['Damrak 1, 1012 LG Amsterdam'], 'XX')).toEqual({ ...EMPTY, Address_Line: 'Damrak 1', City: 'Amsterdam', Zipcode: '1012 LG' });
  });

  it('writes postcode digits in ASCII whatever digits were printed, and keeps the rest as printed', () => {
    expect(splitAddress(['شارع العليا ٤٥، الرياض ١٢٢١١'], 'SA')).toEqual({ Address_Line: 'شارع العليا ٤٥', City: 'الرياض', State: '', Zipcode: '12211', Country: '' });
    expect(splitAddress(['〒１００－０００１', '東京都千代田区千代田１－１']).Zipcode).toBe('100-0001');
  });
});
