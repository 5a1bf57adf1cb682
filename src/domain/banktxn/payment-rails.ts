import type { CategoryName } from './categories';
import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Payment rails and the statement words banks print around them, read for what they mean: an instant-payment
 * scheme made for paying people says "person to person" whichever way the money went, a transfer "to self" is
 * between the holder's own accounts, and a salary, loan, pension or tax marker names the purpose.
 */

/**
 * Rails built for paying people ("INTERAC" alone is also Canada's debit-card network, so only its e-Transfer is).
 * Shops take them too, so a named merchant or a trade word on the line wins; they only beat the bare transfer
 * words and the generic shop words.
 */
const RAIL = PRIORITY.WEAK + 5;

function signed(priority: number, patterns: readonly string[], debit?: CategoryName, credit?: CategoryName): RuleSpec {
  return { patterns, debit, credit, priority };
}

const PERSON_TO_PERSON = fromTable(RAIL, {
  'Person-to-Person Payments': [
    // Canada, Brazil, India (IMPS's person-to-person leg), Europe and Asia.
    'Interac E Transfer', 'Interac ETransfer', 'E Transfer', 'ETransfer', 'E TFR', 'E Transfer Sent',
    'E Transfer Received', 'Autodeposit', 'Pix', 'Pix Enviado', 'Pix Recebido', 'Transf Pix', 'Transferencia Pix',
    'Pix Transf', 'P2P', 'IMPS P2P', 'UPI P2P', 'MBWay', 'ShapID', 'Paym', 'Paylib', 'Wero', 'Lydia App',
  ],
});

/** Rails that move money of any purpose: India's UPI, NEFT, IMPS and RTGS, and their lookalikes elsewhere. */
const RAILS = fromTable(PRIORITY.TRANSFER, {
  Transfers: [
    'UPI', 'NEFT', 'IMPS', 'RTGS', 'NEFT CR', 'NEFT DR', 'IMPS CR', 'IMPS DR', 'RTGS CR', 'RTGS DR', 'ACH',
    'ACH Credit', 'ACH Debit', 'Transferencia Bancaria', 'Transferencia SPEI', 'SPEI', 'GIRO Transfer', 'IBG',
    'Instant Transfer', 'Pindahan', 'Pemindahan', 'Transfer Dana', 'Oorplasing', 'Oordrag', 'Betaling',
    'Bankoverschrijving', 'Ueberweisungsauftrag',
  ],
});

/** The holder paying themself. Stronger than any rail, weaker than what a merchant or product word says. */
const OWN_ACCOUNT = fromTable(PRIORITY.KEYWORD, {
  'Own Account Transfers': [
    'To Self', 'Self Transfer', 'Self Trf', 'Self Tfr', 'Transfer to Self', 'UPI Self', 'NEFT Self', 'IMPS Self',
    'RTGS Self', 'Own Acct', 'Own Account Transfer', 'Own Acc Trf', 'Between Own Accounts', 'Eigenes Konto',
    'Eigene Konten', 'Eigenuebertrag', 'Kontouebertrag', 'Kontoubertrag', 'Entre Comptes', 'Compte a Compte',
    'Virement de Compte a Compte', 'Eigen Rekening', 'Naar Eigen Rekening', 'Van Eigen Rekening', 'Entre Cuentas',
    'Cuenta Propia', 'Traspaso entre Cuentas', 'Entre Contas', 'Conta Propria', 'Mesma Titularidade',
    'Giroconto tra Conti', 'Stesso Intestatario', 'Eie Rekening', 'Tussen Rekeninge', 'Akaun Sendiri',
    'Rekening Sendiri',
  ],
});

const SALARY: RuleSpec[] = [
  signed(PRIORITY.NATURE, [
    'Sueldo', 'Sueldos', 'Gaji', 'Salario Mensal', 'Gehaltszahlung', 'Lohnzahlung', 'Salarisbetaling', 'Loonbetaling',
    'Retribuzione', 'Emolumenti', 'Vencimentos', 'Payroll Credit', 'Salary Credit', 'Salary Payment', 'Sal Credit',
    'Sal Cr', 'Wages Payment',
  ], 'Salary & Wages', 'Salary & Wages'),
  // Short or many-sense words ("SAL" is salt and a first name, "haberes" also assets): only money coming in.
  signed(PRIORITY.KEYWORD, [
    'SAL', 'Haberes', 'Remuneration', 'Upah', 'Elaun', 'Besoldiging', 'Verdienste',
  ], undefined, 'Salary & Wages'),
];

const LOANS = fromTable(PRIORITY.PRODUCT, {
  'Loans & Credit Repayments': [
    'EMI', 'Loan EMI', 'EMI Debit', 'Loan Instalment', 'Loan Installment', 'Pinjaman', 'Ansuran', 'Angsuran',
    'Cicilan', 'Doorlopend Krediet', 'Lening Aflossing', 'Paaiement', 'Rata Finanziamento',
  ],
  'Personal Loans': [
    'Pers Loan', 'Pers Ln', 'PL EMI', 'Personal Ln', 'Credito Pessoal', 'Emprestimo Pessoal', 'Credit Conso',
    'Credit a la Consommation', 'Pret Perso', 'Konsumentenkredit', 'Persoonlike Lening', 'Pinjaman Peribadi',
    'Kredit Tanpa Agunan',
  ],
  Mortgage: [
    'HomeLoan', 'Home Ln', 'Housing Loan', 'Home Loan EMI', 'Bond Instalment', 'Bond Installment', 'Bond Pmt',
    'Bond Account', 'Mortgage Payment', 'Mtg Pmt', 'Financiamento Imobiliario', 'Financiamiento Hipotecario',
    'Huislening', 'Verbandlening', 'Pinjaman Perumahan', 'KPR',
  ],
  'Vehicle Finance': [
    'Auto Pmt', 'Car Payment', 'Car Instalment', 'Vehicle Instalment', 'Auto Loan Pmt', 'Car Lease', 'Auto Lease',
    'Vehicle Lease', 'Kfz Finanzierung', 'Autolening', 'Autofinanciering', 'Financiamento Veiculo',
    'Financiacion Vehiculo', 'Prestamo Coche', 'Prestito Auto', 'Finanziamento Auto', 'Motorfinansiering',
    'Voertuigfinansiering', 'Pinjaman Kereta', 'Sewa Beli', 'Hire Purchase',
  ],
  'Retirement Contributions': [
    'RA Contribution', 'RA Contrib', 'Ret Annuity', 'Retirement Contribution', 'Pension Contrib', 'Super Contrib',
    'Super Guarantee', 'Salary Sacrifice Super', 'IRA Contrib', 'Traditional IRA', 'SEP IRA', '401k Contribution',
    'PPF', 'PPF Deposit', 'PPF Contribution', 'EPF Voluntary', 'VPF', 'NPS Contribution', 'NPS Tier', 'PRSA',
    'Previdencia Privada', 'PGBL', 'VGBL', 'Plan Pensiones', 'Aportacion Plan', 'Previdenza Complementare',
    'Plan Epargne Retraite', 'PERP', 'PERCO', 'Pensioenpremie', 'Pensioenopbouw', 'Lijfrente', 'Altersvorsorge',
    'Private Rentenversicherung', 'Betriebliche Altersvorsorge', 'Uittree Annuiteit', 'Uittreeannuiteit',
    'Voorsorgfonds', 'Pensioenfonds', 'Caruman KWSP',
  ],
});

const FEES: RuleSpec[] = [
  signed(PRIORITY.BANKING, [
    'IOF', 'IOF Compra Exterior', 'Non Sterling', 'Non Sterling Purchase', 'Non Sterling Cash Fee', 'Foreign Fee',
    'Foreign Txn Fee', 'Foreign Trans Fee', 'Foreign Currency Fee', 'Forex Fee', 'Intl Fee', 'International Fee',
    'Currency Fee', 'Conversion Fee', 'DCC Fee', 'Cross Border Charge', 'Cross Border Transaction',
    'Cross Border Txn', 'Commission de Change', 'Frais de Change', 'Frais Hors Zone Euro', 'Frais Operation Etranger',
    'Auslandsentgelt', 'Fremdwaehrungsentgelt', 'Waehrungsumrechnung', 'Comision Cambio', 'Comision Divisa',
    'Comissao Cambio', 'Tarifa Internacional', 'Commissione Cambio', 'Commissione Valuta', 'Valutakosten',
    'Wisselkoerskosten', 'Buitelandse Transaksiefooi',
  ], 'Foreign Transaction Fees', 'Foreign Transaction Fees'),
  signed(PRIORITY.BANKING, [
    'Cheque Book', 'Chequebook Fee', 'Chequebook Charge', 'Cheque Book Charges', 'Checkbook Order', 'Check Order',
    'Cheque Book Fee', 'Statement Fee', 'Statement Charge', 'Stmt Fee', 'Duplicate Statement', 'Paper Statement Fee',
    'Kontoauszug', 'Chequier', 'Frais de Releve', 'Talao de Cheques', 'Libretto Assegni', 'Talonario de Cheques',
    'Tjekboek',
  ], 'Account Fees', 'Account Fees'),
];

/** Benefits the state pays in; on money going out the word says nothing. */
const BENEFITS: RuleSpec[] = [
  signed(PRIORITY.MERCHANT, [
    'CCB', 'Canada Child Benefit', 'Canada Carbon Rebate', 'GST HST Credit', 'Child Tax Credit', 'Tax Credits',
    'Child Support Grant', 'Child Grant', 'SRD Grant', 'Old Age Grant', 'Disability Grant', 'Social Grant',
    'Foster Care Grant', 'Jobseekers Allowance', 'Carers Allowance', 'Pension Credit', 'Unemployment Benefit',
    'Unemployment Insurance Benefit', 'Family Tax Benefit', 'JobSeeker Payment', 'Buergergeld', 'Burgergeld',
    'Wohngeld', 'Kinderzuschlag', 'BAfoeG', "Prime d'Activite", 'Allocation Chomage', 'Allocation Logement',
    'AOW Uitkering', 'Uitkering', 'SVB', 'Bolsa Familia', 'Auxilio Brasil', 'Abono de Familia',
    'Subsidio de Desemprego', 'Prestacion por Desempleo', 'Subsidio Desempleo', 'Assegno Unico', 'Assegno Familiare',
    'NASpI', 'Kindertoelaag', 'Bantuan Tunai', 'Sumbangan Tunai Rahmah', 'Bantuan Sosial', 'Bansos', 'PM Kisan',
  ], undefined, 'Government Benefits'),
];

/** Revenue services that mostly collect income tax; the tax's own name on the line ("VAT", "GST") outranks them. */
const TAX = fromTable(PRIORITY.MERCHANT, {
  'Income Tax': [
    'ATO', 'ATO Payment', 'Receita Federal', 'DARF', 'IRPF DARF', 'Lembaga Hasil Dalam Negeri', 'Hasil LHDN',
    'DJP Online', 'Direktorat Jenderal Pajak', 'ITD Challan', 'Advance Tax', 'TDS Payment', 'Receiver General',
    'Canada Revenue',
  ],
});

const TAX_WORDS = fromTable(PRIORITY.PRODUCT, {
  'Income Tax': [
    'Cukai Pendapatan', 'PPh', 'Pajak Penghasilan', 'Inkomstebelasting', 'Imposto de Renda',
    'Impuesto sobre la Renta', 'Imposta sul Reddito',
  ],
  'VAT & Sales Tax': ['MwSt', 'Mehrwertsteuer', 'HST', 'SST', 'PPN', 'Cukai Jualan', 'Sales and Service Tax'],
  'Taxes & Government': ['Pajak', 'Cukai', 'Kirchensteuer'],
});

/** CRA pays benefits (CCB, GST credit) far more often than it refunds tax. */
const CRA: RuleSpec[] = [signed(PRIORITY.MERCHANT, ['CRA', 'CRA ARC'], 'Income Tax', 'Government Benefits')];

export const PAYMENT_RAIL_RULES: readonly RuleSpec[] = [
  ...PERSON_TO_PERSON, ...RAILS, ...OWN_ACCOUNT, ...SALARY, ...LOANS, ...FEES, ...BENEFITS, ...TAX, ...TAX_WORDS,
  ...CRA,
];
