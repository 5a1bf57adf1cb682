import representativeWords from '../../../src/extraction/lexicon/representative-words.json';
import departmentWords from '../../../src/extraction/lexicon/department-words.json';
import { toDoc } from '../../../src/extraction/fields/doc';
import { extractParties } from '../../../src/extraction/fields/parties';
import { addressOfParts, besideAddress, repeatedAddress } from '../../../src/extraction/fields/sender-parts';
import { letterheadAddress } from '../../../src/extraction/fields/letterhead-repeat';
import { isDepartment } from '../../../src/extraction/fields/recipient';
import { findLegalForm } from '../../../src/extraction/fields/legal-form';
import { beforeContact } from '../../../src/extraction/fields/contact-tail';
import { splitParts } from '../../../src/extraction/fields/part-separators';
import { overlapsBetter } from '../../../src/extraction/fields/block-overlap';
import { tree, type Row } from '../../support/ocr-rows';

const entries = (words: Record<string, string | string[]>) =>
  Object.entries(words).filter(([k]) => k !== '_why').flatMap(([lang, list]) => (list as string[]).map((w) => [lang, w] as const));
const blank = (n: number): Row[] => Array.from({ length: n }, () => []);

describe('every representative word sets its part of a footer line apart from the address', () => {
  it.each(entries(representativeWords))('%s "%s"', (_lang, word) => {
    expect(besideAddress(`${word} Anna Berger`)).toBe(true);
    // A street named with the word carries its number.
    expect(besideAddress(`${word} 12`)).toBe(false);
  });
});

describe('every department word is a department line, not the addressee', () => {
  it.each(entries(departmentWords))('%s "%s"', (_lang, word) => {
    expect(isDepartment(word)).toBe(true);
    expect(isDepartment(`${word.toUpperCase()}:`)).toBe(true);
    expect(isDepartment(`${word} Müller GmbH`)).toBe(false);
  });
});

describe('the address among the parts of a sender or footer line', () => {
  it('leaves out registrations, the representative, phones and bank items, and the address label', () => {
    expect(addressOfParts(['Registered in England and Wales No. 08812345', 'Registered office: 14 Wharf Road, Bristol BS1 6QE', 'VAT Reg. No. GB 298 4410 73']))
      .toBe('14 Wharf Road, Bristol BS1 6QE');
    expect(addressOfParts(['대표 김민준', '사업자등록번호 214-88-01234', '서울특별시 마포구 월드컵북로 396, 12층', '02-3142-0000'])).toBe('서울특별시 마포구 월드컵북로 396, 12층');
    expect(addressOfParts(['SIRET 812 447 219 00018', 'RCS Lyon', 'IBAN FR76 3000 4008 2100'])).toBe('');
  });

  it('keeps a street, a postcode line and a postcode alone in brackets', () => {
    expect(addressOfParts(['Hauptstr. 1', '10115 Berlin'])).toBe('Hauptstr. 1, 10115 Berlin');
    expect(addressOfParts(['대전광역시 유성구 광교로 23-9', '(34126)'])).toBe('대전광역시 유성구 광교로 23-9, (34126)');
  });

  it('takes a repeated line without a postcode only where registrations were set apart', () => {
    expect(repeatedAddress(['대표 김민준', '서울특별시 마포구 월드컵북로 396, 12층'])).toBe('서울특별시 마포구 월드컵북로 396, 12층');
    expect(repeatedAddress(['서울특별시 마포구 월드컵북로 396, 12층'])).toBeUndefined();
    expect(repeatedAddress(['SIRET 812 447 219 00018', 'RCS Lyon'])).toBeUndefined();
  });
});

describe('a sender line above the window', () => {
  it('reads a UK postcode, and not the footer line of registrations', () => {
    const p = extractParties(toDoc(tree(
      [[50, 'Hartley & Crane Ltd · 14 Wharf Road · Bristol BS1 6QE']],
      [[50, 'Accounts Payable']],
      [[50, 'Oakfield Veterinary Practice']],
      [[50, '3 Mill Lane']],
      [[50, 'Bath BA1 2QF']],
      [],
      [[50, 'Total'], [400, '3,612.00']],
      ...blank(30),
      [[50, 'Hartley & Crane Ltd · Registered in England and Wales No. 08812345 · Registered office: 14 Wharf Road, Bristol BS1 6QE']],
    )));
    expect(p.Vendor_Name).toBe('Hartley & Crane Ltd');
    expect(p.Vendor_Address).toBe('14 Wharf Road, Bristol BS1 6QE');
    expect(p.Bill_To_Name).toBe('Oakfield Veterinary Practice');
  });

  it('leaves out the labelled field printed beside it', () => {
    expect(findLegalForm('Silva & Ferreira, LDA')?.form).toBe('LDA');
    const p = extractParties(toDoc(tree(
      [[50, 'Silva & Ferreira, LDA · Rua do Almada 212 · 4050-032 Porto'], [420, 'Vencimento: 13-04-2026']],
      [[50, 'Padaria Nova Esperança, Unipessoal Lda.']],
      [[50, 'Rua de Cedofeita 415']],
      [[50, '4050-181 Porto']],
    )));
    expect(p.Vendor_Name).toBe('Silva & Ferreira, LDA');
    expect(p.Vendor_Address).toBe('Rua do Almada 212, 4050-032 Porto');
  });
});

describe("the vendor's legal name in the footer, its trade name at the top", () => {
  const page = (footer: string, x = 130) => toDoc(tree(
    [[x, 'Menuiserie Durand']],
    [[65, '12 rue des Tanneurs'], [340, 'Boulangerie Martin']],
    [[65, '69007 Lyon'], [340, '85 cours Gambetta']],
    [[340, '69003 Lyon']],
    ...blank(32),
    [[60, footer]],
  ));

  it('reads the address under the letterhead, the name centred over it', () => {
    const p = extractParties(page('Menuiserie Durand SAS au capital de 8 000 € · SIRET 812 447 219 00018 · RCS Lyon'));
    expect(p.Vendor_Name).toBe('Menuiserie Durand SAS');
    expect(p.Vendor_Address).toBe('12 rue des Tanneurs, 69007 Lyon');
  });

  it('reads nothing for a name high on the page, without a form, or not printed at the top', () => {
    const doc = page('Menuiserie Durand SAS · SIRET 812 447 219 00018');
    const footer = doc.lines[doc.lines.length - 1];
    expect(letterheadAddress(doc, 'Menuiserie Durand SAS', footer)).toBe('12 rue des Tanneurs, 69007 Lyon');
    expect(letterheadAddress(doc, 'Menuiserie Durand SAS', doc.lines[0])).toBeUndefined();
    expect(letterheadAddress(doc, 'Menuiserie Durand', footer)).toBeUndefined();
    expect(letterheadAddress(doc, 'Ébénisterie Morel SAS', footer)).toBeUndefined();
  });
});

describe('a party block', () => {
  it('names the party after "Razão social:" and reads the street under a registration line', () => {
    const p = extractParties(toDoc(tree(
      [[50, 'PRESTADOR DE SERVIÇOS']],
      [[50, 'Oficina Digital Ltda.']],
      [[50, 'CNPJ 12.345.678/0001-90 · Inscrição Municipal 4.418.227-3']],
      [[50, 'Rua Augusta, 1508, sala 34, Consolação, São Paulo - SP, 01304-001']],
      [],
      [[50, 'TOMADOR DE SERVIÇOS']],
      [[50, 'Razão social: Clínica Sorriso Feliz Ltda.']],
      [[50, 'CNPJ 98.765.432/0001-10 · Av. Paulista, 900, cj. 71, Bela Vista, São Paulo - SP']],
    )));
    expect(p.Vendor_Name).toBe('Oficina Digital Ltda.');
    expect(p.Vendor_Address).toBe('Rua Augusta, 1508, sala 34, Consolação, São Paulo - SP, 01304-001');
    expect(p.Bill_To_Name).toBe('Clínica Sorriso Feliz Ltda.');
  });
});

describe('a footer line repeating the name with registrations around a Korean address', () => {
  it('gives the street and city without a postcode', () => {
    const p = extractParties(toDoc(tree(
      [[50, '청구서']],
      [[50, '주식회사 새봄디자인 귀하']],
      [[50, '합계'], [400, '1,100,000']],
      ...blank(34),
      [[50, '주식회사 코드브릿지 | 대표 김민준 | 사업자등록번호 214-88-01234 | 서울특별시 마포구 월드컵북로 396, 12층 | 02-3142-0000']],
    )));
    expect(p.Vendor_Name).toBe('주식회사 코드브릿지');
    expect(p.Vendor_Address).toBe('서울특별시 마포구 월드컵북로 396, 12층');
  });
});

describe('the address before a contact on the same line', () => {
  it('drops the address label and takes a Chinese street with its number for the postcode it lacks', () => {
    expect(beforeContact('地址：杭州市拱墅区湖墅南路188号　电话：0571-8810 2245')).toBe('杭州市拱墅区湖墅南路188号');
    expect(beforeContact('81750 JOHOR BAHRU, JOHOR, TEL NO.: 07-387 3322')).toBe('81750 JOHOR BAHRU, JOHOR');
    // A street without its number, or a Latin street without a postcode, is not taken.
    expect(beforeContact('地址：杭州市拱墅区湖墅南路　电话：0571-8810 2245')).toBeUndefined();
    expect(beforeContact('Main Street 5, Tel: 0571 8810 2245')).toBeUndefined();
  });

  it('reads the address line under a centred shop name', () => {
    const p = extractParties(toDoc(tree(
      [[200, '杭州华信办公用品商行']],
      [[120, '地址：杭州市拱墅区湖墅南路188号　电话：0571-8810 2245']],
      [[250, '销售单']],
      [[50, '合计'], [400, '2,450.00']],
    )));
    expect(p.Vendor_Address).toBe('杭州市拱墅区湖墅南路188号');
  });
});

describe('a Korean footer line as OCR reads it', () => {
  it('splits at the vowel letter "ㅣ" read for a spaced bar, not inside words', () => {
    expect(splitParts('주식회사 코드브릿지 ㅣ 대표 김민준 ㅣ 서울특별시 마포구 월드컵북로 396')).toEqual(['주식회사 코드브릿지', '대표 김민준', '서울특별시 마포구 월드컵북로 396']);
    expect(splitParts('서울특별시 마포구 월드컵북로 396')).toEqual(['서울특별시 마포구 월드컵북로 396']);
  });

  it("keeps the rules' address over the model's whole footer line of name, registrations and phone", () => {
    const model = '주식회사 코드브릿지, 대표 김민준, 사업자등록번호 214-88-01234, 서울특별시 마포구 월드컵북로 396, 12층, 02-3142-0000';
    expect(overlapsBetter('Vendor_Address', '서울특별시 마포구 월드컵북로 396, 12층', model)).toBe(true);
    // Not when the model's block holds another address line the rules lack.
    expect(overlapsBetter('Vendor_Address', '서울특별시 마포구 월드컵북로 396', '서울특별시 마포구 월드컵북로 396, 12층, 사업자등록번호 214-88-01234')).toBe(false);
  });
});

describe('contacts printed without labels after the address', () => {
  it('end the address line at the phone and e-mail parts', () => {
    expect(beforeContact('Veldweg 23, 3781 PB Voorthuizen · 0342 471 190 · info@groenenzo.nl')).toBe('Veldweg 23, 3781 PB Voorthuizen');
    expect(besideAddress('www.groenenzo.nl')).toBe(true);
    // Not without a postcode, nor when a part after the contacts is no contact.
    expect(beforeContact('Veldweg 23 · 0342 471 190')).toBeUndefined();
    expect(beforeContact('Veldweg 23, 3781 PB Voorthuizen · 0342 471 190 · Tuinaanleg')).toBeUndefined();
  });

  it('under the name and its slogan', () => {
    const p = extractParties(toDoc(tree(
      [[50, 'Groen & Zo Hoveniers']],
      [[50, 'T U I N A A N L E G · O N D E R H O U D']],
      [[50, 'Veldweg 23, 3781 PB Voorthuizen · 0342 471 190 · info@groenenzo.nl']],
      [[50, 'Factuur #2026-042']],
    )));
    expect(p.Vendor_Address).toBe('Veldweg 23, 3781 PB Voorthuizen');
  });
});

describe('a footer line naming the business without a legal form', () => {
  const page = (footer: string, gap = 2) => toDoc(tree(
    [[50, 'BK'], [300, 'SALES INVOICE #BK-0042']],
    [[300, 'SINGILIN KAY']],
    [[300, 'Casa Amparo Bed & Breakfast']],
    [[300, '45 Calle Crisologo, Vigan City, Ilocos Sur 2700']],
    [[50, 'Kabuuang Halaga'], [400, '₱50,000.00']],
    ...blank(gap),
    [[50, footer]],
    [[50, 'Maraming salamat po! · GCash 0917 555 0142']],
  ));

  it('is the vendor, with its address, when no other line names one', () => {
    const p = extractParties(page('Bahay Kubo Furniture Trading · 17 Mabini St., Brgy. Malanday, Marikina City 1805 · VAT Reg. TIN 321-654-987-000'));
    expect(p.Vendor_Name).toBe('Bahay Kubo Furniture Trading');
    expect(p.Vendor_Address).toBe('17 Mabini St., Brgy. Malanday, Marikina City 1805');
  });

  it('is not taken without a registration, nor from a thank-you line', () => {
    expect(extractParties(page('Bahay Kubo Furniture Trading · 17 Mabini St., Brgy. Malanday, Marikina City 1805')).Vendor_Name).not.toBe('Bahay Kubo Furniture Trading');
    expect(extractParties(page('Maraming salamat po · 17 Mabini St., Marikina City 1805 · VAT Reg. TIN 321-654-987-000')).Vendor_Name).toBeUndefined();
  });
});
