import type { CategoryName } from '../../../src/domain/banktxn/categories';
import { PAYMENT_RAIL_RULES } from '../../../src/domain/banktxn/payment-rails';
import { classify, tokenize } from '../../../src/domain/banktxn/rules';
import { PRIORITY } from '../../../src/domain/banktxn/rule-spec';
import { TRADE_WORD_RULES } from '../../../src/domain/banktxn/trade-words';
import { TRADE_WORD_RULES_2 } from '../../../src/domain/banktxn/trade-words-2';
import { REGIONAL_PROVIDER_RULES } from '../../../src/domain/banktxn/trade-words-3';

const category = (description: string, amount: number | null = -100): CategoryName =>
  classify(description, amount).category;

describe('trade words', () => {
  it.each<[string, string, CategoryName]>([
    ['English', 'POS PURCHASE HILLSIDE LAUNDROMAT', 'Laundry & Dry Cleaning'],
    ['English', 'CARD 4421 PARKVIEW TOBACCONIST', 'Tobacco & Vaping'],
    ['English', 'RIVERSIDE LAW OFFICES', 'Legal Services'],
    ['German', 'KARTENZAHLUNG WAESCHEREI BRAUN', 'Laundry & Dry Cleaning'],
    ['German', 'REINIGUNG SCHMIDT', 'Laundry & Dry Cleaning'],
    ['German', 'Gaststätte Zum Löwen', 'Restaurants & Dining'],
    ['German', 'KFZ WERKSTATT HUBER', 'Automotive'],
    ['German', 'Tiefgarage am Markt', 'Parking'],
    ['French', 'CARTE X1234 PRESSING DU CENTRE', 'Laundry & Dry Cleaning'],
    ['French', 'QUINCAILLERIE DUPONT', 'Hardware & DIY'],
    ["French", "CHAMBRE D'HOTES LES TILLEULS", 'Hotels & Lodging'],
    ['French', 'CABINET DENTAIRE DR MARTIN', 'Doctors & Dentists'],
    ['Dutch', 'BEA BETAALPAS WASSERIJ DE BRUG', 'Laundry & Dry Cleaning'],
    ['Dutch', 'KINDERDAGVERBLIJF DE KLEINE BEER', 'Childcare'],
    ['Dutch', 'SLOTENMAKER JANSEN', 'Home Services & Repairs'],
    ['Dutch', 'DIERENSPECIAALZAAK DE HOND', 'Pets'],
    ['Spanish', 'COMPRA TARJETA CERRAJERIA LOPEZ', 'Home Services & Repairs'],
    ['Spanish', 'BUFETE GARCIA ABOGADOS', 'Legal Services'],
    ['Spanish', 'PESCADERIA EL PUERTO', 'Groceries'],
    ['Italian', 'PAGAMENTO POS SALI E TABACCHI ROSSI', 'Tobacco & Vaping'],
    ['Italian', 'LAVASECCO BIANCHI', 'Laundry & Dry Cleaning'],
    ['Italian', 'STUDIO DENTISTICO VERDI', 'Doctors & Dentists'],
    ['Portuguese', 'CARTORIO 2 OFICIO DE NOTAS', 'Legal Services'],
    ['Portuguese', 'ACOUGUE BOI GORDO', 'Groceries'],
    ['Portuguese', 'AUTO POSTO IPIRANGA', 'Fuel'],
    ['Portuguese', 'SALAO DE BELEZA ANA', 'Hair & Beauty'],
    ['Afrikaans', 'POS PURCHASE SLAGHUIS DE WET', 'Groceries'],
    ['Afrikaans', 'PROKUREURS VAN DER MERWE', 'Legal Services'],
    ['Afrikaans', 'DIEREARTS PAARL', 'Veterinary'],
    ['Afrikaans', 'LAERSKOOL WATERKLOOF', 'School & University Fees'],
    ['Malay', 'KEDAI DOBI SRI PETALING', 'Laundry & Dry Cleaning'],
    ['Malay', 'TADIKA SERI BESTARI', 'Childcare'],
    ['Malay', 'KLINIK GIGI SENYUM', 'Doctors & Dentists'],
    ['Malay', 'MAJLIS BANDARAYA PETALING JAYA', 'Water & Municipal'],
    ['Indonesian', 'APOTEK KIMIA FARMA', 'Pharmacies'],
    ['Indonesian', 'BENGKEL MOTOR JAYA', 'Automotive'],
    ['Indonesian', 'RUMAH MAKAN PADANG', 'Restaurants & Dining'],
    ['Indonesian', 'PULSA TELKOMSEL', 'Mobile & Airtime'],
    ['any', 'SCHOOLGELD 2024', 'School & University Fees'],
    ['any', 'KARAOKE BOX KL', 'Entertainment'],
  ])('%s: %s → %s', (_language, description, expected) => {
    expect(category(description)).toBe(expected);
  });

  it('lets a named merchant beat a trade word on the same line', () => {
    expect(category('AUTO POSTO SHELL')).toBe('Fuel');
    expect(classify('AUTO POSTO SHELL', -200).matched).toBe('Shell');
  });

  it('reads a trade word on money coming in as a refund from that trade', () => {
    expect(category('LAVANDERIA SILVA', 30)).toBe('Refunds');
  });
});

describe('regional providers', () => {
  it.each<[string, CategoryName]>([
    ['TANGEDCO EB BILL', 'Electricity'],
    ['INDAH WATER KONSORTIUM', 'Water & Municipal'],
    ['SABESP CONTA', 'Water & Municipal'],
    ['DIRECT DEBIT SOUTHERN WATER', 'Water & Municipal'],
    ['PRLV SEPA HOOGHEEMRAADSCHAP RIJNLAND', 'Water & Municipal'],
    ['TOKEN LISTRIK PLN', 'Electricity'],
    ['HP GAS CYLINDER', 'Gas & Heating'],
  ])('%s → %s', (description, expected) => {
    expect(category(description)).toBe(expected);
  });
});

describe('payment rails', () => {
  it.each<[string, number, CategoryName]>([
    ['UPI/123456789012/TO SELF/HDFC', -5000, 'Own Account Transfers'],
    ['NEFT SELF TRANSFER', -20000, 'Own Account Transfers'],
    ['UEBERWEISUNG EIGENES KONTO', -500, 'Own Account Transfers'],
    ['UPI/RAMESH KUMAR/PAYMENT', -200, 'Transfers'],
    ['IMPS/P2P/RAHUL KUMAR', -500, 'Person-to-Person Payments'],
    ['INTERAC E-TRANSFER JOHN SMITH', -50, 'Person-to-Person Payments'],
    ['E-TFR AUTODEPOSIT JOHN', 120, 'Person-to-Person Payments'],
    ['PIX ENVIADO JOAO SILVA', -100, 'Person-to-Person Payments'],
    ['PIX RECEBIDO MARIA SOUZA', 100, 'Person-to-Person Payments'],
    ['ZELLE FROM JANE DOE', 40, 'Person-to-Person Payments'],
    ['BIZUM DE ANA', 25, 'Person-to-Person Payments'],
    ['SAL CREDIT ACME', 30000, 'Salary & Wages'],
    ['GAJI BULAN MEI', 3000, 'Salary & Wages'],
    ['ABONO NOMINA EMPRESA SL', 1800, 'Salary & Wages'],
    ['EMI HDFC BANK', -12000, 'Loans & Credit Repayments'],
    ['HOMELOAN EMI', -25000, 'Mortgage'],
    ['PERS LOAN INSTALMENT', -1500, 'Personal Loans'],
    ['PRESTAMO COCHE BBVA', -300, 'Vehicle Finance'],
    ['RA CONTRIBUTION ALLAN GRAY', -2000, 'Retirement Contributions'],
    ['PPF DEPOSIT', -1000, 'Retirement Contributions'],
    ['PREVIDENCIA PRIVADA BRASILPREV', -300, 'Retirement Contributions'],
    ['IOF COMPRA EXTERIOR', -5, 'Foreign Transaction Fees'],
    ['COMMISSION DE CHANGE', -1, 'Foreign Transaction Fees'],
    ['CHEQUE BOOK CHARGES', -100, 'Account Fees'],
    ['STATEMENT FEE', -5, 'Account Fees'],
    ['CCB CANADA', 200, 'Government Benefits'],
    ['KINDERGELD FAMILIENKASSE', 250, 'Government Benefits'],
    ['ATO PAYMENT', -1000, 'Income Tax'],
    ['RECEITA FEDERAL DARF', -500, 'Income Tax'],
    ['CRA TAX PAYMENT', -100, 'Income Tax'],
    ['CRA ARC', 150, 'Government Benefits'],
    ['FINANZAMT KOELN MEHRWERTSTEUER', -900, 'VAT & Sales Tax'],
    ['SARS VAT201 PAYMENT', -5000, 'VAT & Sales Tax'],
  ])('%s (%d) → %s', (description, amount, expected) => {
    expect(category(description, amount)).toBe(expected);
  });

  it('does not read an Interac debit-card purchase as a payment to a person', () => {
    expect(category('INTERAC RETAIL PURCHASE 1234 CORNER DEPANNEUR', -12)).not.toBe('Person-to-Person Payments');
  });

  it('lets a named merchant paid over UPI keep its category', () => {
    expect(category('UPI-SWIGGY-PAYMENT', -450)).toBe('Food Delivery');
  });
});

describe('ambiguous words stay unsettled', () => {
  it.each<[string, number]>([
    ['CLUB', -50],
    ['PENSION', -100],
    ['TOKO', -100],
    ['SAL', -30],
    ['HABERES', -30],
    ['MARIA FLORES', -40],
    ['DOC MARTENS', -120],
    ['PLN 45.00 ZAKUP', -45],
    ['MR JOHN SCHNEIDER', -60],
    ['DEPOSIT CHEQUE', -500],
    ['GREAT ESCAPE', -80],
    ['MUDDY WATERS', -20],
  ])('%s (%d) → not a trade', (description, amount) => {
    expect(['Uncategorized', 'Shopping']).toContain(category(description, amount));
    expect(classify(description, amount).source).not.toBe('truncated');
  });

  it('reads a short word that is also a salary marker only on money coming in', () => {
    expect(category('SAL', -30)).toBe('Uncategorized');
    expect(category('SAL', 3000)).toBe('Salary & Wages');
  });

  it('reads "pension" alone as neither a guest house nor a retirement contribution', () => {
    expect(category('PENSION', -100)).toBe('Uncategorized');
    expect(category('HOTEL PENSION ALPENBLICK', -140)).toBe('Hotels & Lodging');
  });
});

describe('new tables', () => {
  const all = [...PAYMENT_RAIL_RULES, ...TRADE_WORD_RULES, ...TRADE_WORD_RULES_2, ...REGIONAL_PROVIDER_RULES];

  it('write every pattern so that it tokenizes to something', () => {
    for (const rule of all) for (const p of rule.patterns) expect(tokenize(p).length).toBeGreaterThan(0);
  });

  it('never outrank what a line says the transaction is (fees, refunds, salary)', () => {
    const trade = [...TRADE_WORD_RULES, ...TRADE_WORD_RULES_2];
    for (const rule of trade) expect(rule.priority).toBeLessThanOrEqual(PRIORITY.PRODUCT);
  });
});
