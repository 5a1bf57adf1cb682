import { normaliseVat, normaliseVendorName, vendorKey, vendorKeys } from '../../../src/domain/vendor-memory/vendor-key';

describe('vendor key', () => {
  it('normalises VAT numbers: upper case, no spaces, dots or dashes', () => {
    expect(normaliseVat('de 123.456 789')).toBe('DE123456789');
    expect(normaliseVat('GB-123 4567-89')).toBe('GB123456789');
  });

  it.each([
    ['ACME Trading Sdn. Bhd.', 'ACME TRADING'],
    ['Müller & Söhne GmbH & Co. KG', 'MÜLLER SÖHNE'],
    ['  Initech,   Inc. ', 'INITECH'],
    ['Globex Ltd', 'GLOBEX'],
    ['Nordwind Bürobedarf GmbH', 'NORDWIND BÜROBEDARF'],
  ])('normalises the name %j → %j', (name, key) => {
    expect(normaliseVendorName(name)).toBe(key);
  });

  it('never strips a name down to nothing', () => {
    expect(normaliseVendorName('GmbH')).toBe('GMBH');
    expect(normaliseVendorName('Co')).toBe('CO');
  });

  it('prefers the VAT number and falls back to the name', () => {
    expect(vendorKey({ Vat_Number: 'DE 123 456 789', Vendor_Name: 'Acme GmbH' })).toBe('vat:DE123456789');
    expect(vendorKeys({ Vat_Number: 'DE 123 456 789', Vendor_Name: 'Acme GmbH' })).toEqual(['vat:DE123456789', 'name:ACME']);
    expect(vendorKey({ Vat_Number: '', Vendor_Name: 'ACME gmbh.' })).toBe('name:ACME');
    expect(vendorKey({ Vendor_Name: '  ', Vat_Number: '' })).toBeNull();
    expect(vendorKey(null)).toBeNull();
  });

  it('ignores a VAT "number" too short to identify anyone', () => {
    expect(vendorKey({ Vat_Number: '19', Vendor_Name: 'Acme' })).toBe('name:ACME');
  });
});
