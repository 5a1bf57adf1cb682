import providers from '../../../src/extraction/lexicon/mail-providers.json';
import { domainKeys, spelledByDomain } from '../../../src/extraction/fields/domain-name';
import { extractFields } from '../../../src/extraction/fields';
import type { Doc } from '../../../src/extraction/fields/doc';
import type { DocumentTree, Line } from '../../../src/extraction/types';

const doc = (...texts: string[]) => ({ lines: texts.map((text) => ({ text })), monthFirst: false }) as unknown as Doc;

describe('domainKeys', () => {
  it('reads the second-level label of web addresses and mail domains', () => {
    expect(domainKeys(doc('(870)-931-0505 sales@azure-interior.com http://www.nordwind-handel.de'))).toEqual(['azureinterior', 'nordwindhandel']);
    expect(domainKeys(doc('www.bakery-smith.co.uk', 'https://shop.kaffeehaus.com.au/'))).toEqual(['bakerysmith', 'kaffeehaus']);
  });

  it('ignores legal forms, amounts and abbreviations that look like domains', () => {
    expect(domainKeys(doc('Marino S.p.A.', 'Total 12.50', 'Acme Co.Ltd', 'Tel.No 123'))).toEqual([]);
  });

  it.each((providers as { domains: string[] }).domains)('a public mail or web host spells nobody\'s name: %s', (host) => {
    expect(domainKeys(doc(`shopowner@${host}.com`, `www.${host}.com/shop`))).toEqual([]);
  });
});

describe('spelledByDomain', () => {
  it('matches a name the domain spells, whole or as its start', () => {
    expect(spelledByDomain('Azure Interior', ['azureinterior'])).toBe(true);
    expect(spelledByDomain('Nordwind Handel GmbH', ['nordwind'])).toBe(true);
    expect(spelledByDomain('Global Wholesaler', ['azureinterior'])).toBe(false);
    expect(spelledByDomain('Abc', ['abc'])).toBe(false);
  });
});

const line = (text: string, y: number): Line => ({ text, box: [40, y, 40 + text.length * 6, y + 10], words: text.split(' ').map((w, i) => ({ text: w, box: [40 + i * 40, y, 70 + i * 40, y + 10], confidence: 1 })) });

describe('the vendor of a letterhead with a tagline above the name', () => {
  const tree = (footer: string): DocumentTree => ({
    source: 'pdf-text',
    pages: [{
      number: 1, width: 595, height: 842, origin: 'text-layer',
      lines: [
        line('Quality Furniture', 40), line('Azure Interior', 56), line('4557 De Silva St', 70), line('Fremont CA 94538', 84),
        line('Invoice INV/2023/0008', 200), line('Total $ 279.84', 400), line(footer, 800),
      ],
    }],
  });

  it('is the line the document\'s web domain spells', () => {
    expect(extractFields(tree('(870)-931-0505 www.azure-interior.com')).fields.Vendor_Name).toBe('Azure Interior');
  });

  it('stays the first line when no domain spells another', () => {
    expect(extractFields(tree('(870)-931-0505 info@gmail.com')).fields.Vendor_Name).toBe('Quality Furniture');
  });
});
