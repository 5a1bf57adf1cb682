import { extractFields } from '../../../src/extraction/fields';
import { categorize, scoreCategories } from '../../../src/extraction/fields/category';
import { CATEGORY_EVIDENCE, EXPENSE_CATEGORIES, EXPENSE_CATEGORY_NAMES } from '../../../src/extraction/fields/expense-categories';
import { parseOcrJson } from '../../../src/extraction/ocr-json';

describe('the published expense categories', () => {
  it('are 20 unique Title Case names, each with a description and evidence (Other only by its own evidence)', () => {
    expect(EXPENSE_CATEGORY_NAMES).toHaveLength(20);
    expect(new Set(EXPENSE_CATEGORY_NAMES).size).toBe(20);
    for (const c of EXPENSE_CATEGORIES) {
      expect(c.name).toMatch(/^[A-Z][a-z]+(?: (?:&|[A-Z][a-z]+))*$/);
      expect(c.description.length).toBeGreaterThan(10);
      expect(CATEGORY_EVIDENCE[c.name].length).toBeGreaterThan(0);
    }
    expect(EXPENSE_CATEGORY_NAMES).toEqual(expect.arrayContaining(['Meals & Entertainment', 'Fuel & Auto', 'Office Supplies', 'Other']));
  });
});

describe('category from vendor and text', () => {
  it.each<[string, string | undefined, string, string]>([
    ['en restaurant', 'The Olive Tree Restaurant', 'Table 4\nLasagne 12.50', 'Meals & Entertainment'],
    ['de Bäckerei', 'Bäckerei Schmidt', 'Brötchen 0,40', 'Meals & Entertainment'],
    ['de Tankstelle', 'ARAL Tankstelle', 'Super E10 45,20 l', 'Fuel & Auto'],
    ['de Baumarkt', 'Hornbach Baumarkt AG', 'Schrauben 4,99', 'Hardware & Equipment'],
    ['fr pharmacie', 'PHARMACIE DU CENTRE', 'Doliprane 2,18', 'Healthcare'],
    ['fr hôtel (no accent printed)', 'HOTEL DE LA GARE', 'Nuitée 1 x 89,00', 'Lodging'],
    ['nl boekhandel', 'Boekhandel Van Dam', 'Agenda 2024', 'Office Supplies'],
    ['es gasolinera', 'Gasolinera Repsol', 'Gasóleo A 50,00', 'Fuel & Auto'],
    ['it ristorante', 'Ristorante Da Mario', 'Coperto 2,00', 'Meals & Entertainment'],
    ['pt farmácia', 'Farmácia Central', 'Paracetamol', 'Healthcare'],
    ['da apotek', 'Apotek Nørrebro', 'Panodil', 'Healthcare'],
    ['id apotik', undefined, 'APOTIK SEHAT\nObat batuk 25.000', 'Healthcare'],
    ['ms restoran', 'RESTORAN WAN SHENG', 'TEH (B) 2.10\nKOPI (B) 2.20', 'Meals & Entertainment'],
    ['ms kedai runcit', 'KEDAI RUNCIT ZBH', 'GULA 1KG 2.85', 'Groceries'],
    ['ms petrol', 'BHPETROL SUBANG AIRPORT', 'PRIMAX 95', 'Fuel & Auto'],
    ['ms stationery', 'SANYU STATIONERY SHOP', 'A4 PAPER 80G', 'Office Supplies'],
    ['ms hardware', 'AIK HUAT HARDWARE ENTERPRISE', 'PAINT BRUSH 3"', 'Hardware & Equipment'],
    ['fil karinderya', undefined, 'Aling Nena Karinderya\nAdobo 60.00', 'Meals & Entertainment'],
    ['ru аптека', 'Аптека №5', 'Нурофен', 'Healthcare'],
    ['el εστιατόριο', 'ΕΣΤΙΑΤΟΡΙΟ Η ΩΡΑΙΑ ΕΛΛΑΣ', 'Μουσακάς', 'Meals & Entertainment'],
    ['ar صيدلية', 'صيدلية النهدي', 'بنادول', 'Healthcare'],
    ['he מסעדה', 'מסעדת הים', 'מסעדה כשרה', 'Meals & Entertainment'],
    ['hi होटल', 'होटल सागर', 'कमरा 1 रात', 'Lodging'],
    ['zh 餐厅', '老北京餐厅', '饺子 38.00', 'Meals & Entertainment'],
    ['ja ホテル', 'ホテルニューオータニ', '宿泊料 1泊', 'Lodging'],
    ['ko 약국', '온누리약국', '타이레놀', 'Healthcare'],
    ['telecom', 'Vodafone GmbH', 'Mobilfunk Grundgebühr', 'Telecommunications'],
    ['software', 'Adobe Systems', 'Creative Cloud subscription', 'Software & Subscriptions'],
    ['courier', 'DHL Express', 'Shipping charges', 'Shipping & Postage'],
    ['florist is Other', 'LEE WAH FLORIST SDN BHD', 'BOUQUET 80.00', 'Other'],
  ])('%s', (_name, vendor, text, expected) => {
    expect(categorize({ vendor, text })).toBe(expected);
  });

  it('reuses the bank-transaction merchant list for well-known vendors', () => {
    expect(categorize({ vendor: 'Wendys', text: 'Order 12' })).toBe('Meals & Entertainment');
    expect(categorize({ vendor: 'Sainsburys', text: 'Receipt' })).toBe('Groceries');
  });

  it('does not read "Mr D" (food delivery) into "MR. D.I.Y."', () => {
    expect(categorize({ vendor: 'MR. D.I.Y. (M) SDN BHD', text: 'EPOXY PUTTY' })).toBe('Hardware & Equipment');
    expect(scoreCategories({ vendor: 'MR. D.I.Y. (M) SDN BHD', text: '' }).map((s) => s.category)).not.toContain('Meals & Entertainment');
  });

  it('is empty when the evidence is weak', () => {
    expect(categorize({ vendor: 'ABC HO TRADING', text: 'PLASTIC 2 15.50\nTOTAL 31.00' })).toBe('');
    expect(categorize({ text: 'Coffee 3.00' })).toBe('');
    expect(categorize({ text: '' })).toBe('');
  });

  it('is empty when the evidence is split between categories', () => {
    expect(categorize({ vendor: 'Hotel Restaurant Krone', text: '' })).toBe('');
  });

  it('caps item words: a long list of snacks does not outweigh the kind of shop', () => {
    expect(categorize({ vendor: 'SUPER SEVEN CASH & CARRY', text: 'COFFEE\nTEA\nCAKE\nBREAD\nJUICE\nMILO' })).toBe('Groceries');
  });

  it('does not take the words of a receipt for ordinary words ("TOTAL" is no petrol brand)', () => {
    expect(categorize({ text: 'TOTAL 12.00\nTOTAL AMOUNT 12.00\nNETTO 10.08' })).toBe('');
  });
});

describe('Category in extractFields', () => {
  it('fills Category for a restaurant receipt and leaves it out when unsure', () => {
    const t = (lines: string[]) =>
      parseOcrJson(Buffer.from(JSON.stringify({ pages: [{ width: 600, height: 800, words: lines.map((text, r) => ({ text, bbox: [50, 40 + r * 16, 50 + text.length * 6, 50 + r * 16] })) }] })));
    expect(extractFields(t(['TRATTORIA BELLA', 'Pizza Margherita', 'Total 9.50'])).fields.Category).toBe('Meals & Entertainment');
    expect(extractFields(t(['ACME LTD', 'Widget', 'Total 9.50'])).fields.Category).toBeUndefined();
  });
});
