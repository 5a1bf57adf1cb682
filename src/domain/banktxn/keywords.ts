import type { CategoryName } from './categories';
import { PRODUCT_RULES } from './product-keywords';
import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

function signed(priority: number, patterns: readonly string[], debit?: CategoryName, credit?: CategoryName): RuleSpec {
  return { patterns, debit, credit, priority };
}

/**
 * What kind of transaction it is, whoever the counterparty: these outrank merchant names. Statement words of the
 * main European languages sit beside the English ones; German umlauts are listed both folded ("GEBUHR", what the
 * accent folding makes of "GEBÜHR") and transliterated ("GEBUEHR"), since banks print either.
 */
const BANKING: RuleSpec[] = [
  // A fee that is given back is a refund, even though the line still says "fee".
  signed(PRIORITY.FEE_OVERRIDE, [
    'Fee Refund', 'Fee Reversal', 'Fee Rebate', 'Fee Rev', 'Rev Fee', 'Refund of Fee', 'Fees Refund', 'Charge Reversal',
    'Entgelterstattung', 'Remboursement Frais',
  ], 'Refunds', 'Refunds'),
  signed(PRIORITY.BANKING, [
    'Service Fee', 'Service Fees', 'Service Charge', 'Monthly Fee', 'Monthly Account Fee', 'Account Fee',
    'Monthly Credit Fee', 'Monthly Maintenance Fee', 'Maintenance Fee', 'Account Maintenance', 'Admin Fee',
    'Administration Fee', 'Transaction Fee', 'Transaction Charge', 'Notification Fee', 'SMS Fee', 'Card Fee',
    'Annual Fee', 'Kontofuehrungsgebuehr', 'Kontoführungsgebühr', 'Kontofuehrung', 'Kontoführung', 'Kontoentgelt',
    'Kartengebuehr', 'Kartengebühr', 'Jahresentgelt', 'Frais Tenue de Compte', 'Frais de Tenue de Compte',
    'Cotisation Carte', 'Frais Carte', 'Kosten Betaalrekening', 'Kosten Betaalpakket', 'Comision Mantenimiento',
    'Comision de Mantenimiento', 'Cuota Tarjeta', 'Canone Conto', 'Canone Mensile', 'Spese Tenuta Conto',
    'Comissao de Manutencao', 'Comissao Manutencao', 'Tarifa de Manutencao', 'Cesta de Servicos',
  ], 'Account Fees', 'Account Fees'),
  signed(PRIORITY.BANKING, [
    'ATM Fee', 'ATM Fees', 'ATM Charge', 'ATM Withdrawal Fee', 'Cash Withdrawal Fee', 'Withdrawal Fee',
    'Frais de Retrait', 'Frais Retrait', 'Fremdabhebung', 'Comision Cajero',
  ], 'ATM Fees', 'ATM Fees'),
  signed(PRIORITY.BANKING, [
    'Overdraft Fee', 'Overdraft Charge', 'Overdraft Interest', 'Sollzinsen', 'Dispozinsen', 'Ueberziehungszinsen',
    'Überziehungszinsen', 'Agios', 'Interets Debiteurs', 'Intereses Deudores', 'Interessi Passivi', 'Debetrente',
    'Juros Devedores',
  ], 'Overdraft & Interest Charges', 'Overdraft & Interest Charges'),
  signed(PRIORITY.BANKING, [
    'Int Pymt Fee', 'International Payment Fee', 'International Transaction Fee', 'Intl Transaction Fee',
    'Foreign Transaction Fee', 'Foreign Exchange Fee', 'Non Sterling Transaction Fee', 'Non Sterling Fee', 'FX Fee',
    'Currency Conversion Fee', 'Cross Border Fee', 'Auslandseinsatzentgelt', 'Auslandseinsatz',
  ], 'Foreign Transaction Fees', 'Foreign Transaction Fees'),
  signed(PRIORITY.BANKING, [
    'Unpaid Item', 'Item Unpaid', 'No Funds', 'Insufficient Funds', 'NSF', 'Returned Item', 'Returned Item Fee',
    'Returned Payment Fee', 'Late Fee', 'Late Payment Fee', 'Late Charge', 'Honouring Fee', 'Dishonour',
    'Frais de Rejet',
  ], 'Unpaid & Late Fees', 'Unpaid & Late Fees'),
  signed(PRIORITY.BANKING, [
    'Bank Charge', 'Bank Charges', 'Bank Fee', 'Bank Fees', 'Excess Fee', 'Frais Bancaires', 'Bankgebuehren',
    'Bankgebühren', 'Bankkosten', 'Comisiones Bancarias', 'Spese Bancarie', 'Commissioni Bancarie',
    'Tarifa Bancaria',
  ], 'Fees & Charges', 'Fees & Charges'),
  // Interest charged is a cost; interest credited is income.
  signed(PRIORITY.BANKING, [
    'Interest', 'Int on Debit Balance', 'Int on Credit Balance', 'Debit Interest', 'Credit Interest',
    'Interest Charged',
    'Interest Paid', 'Interest Earned', 'Interest Rebate', 'Int Paid', 'Int Earned', 'Int Charged', 'Finance Charge',
    'Finance Charges', 'Zinsen', 'Interets', 'Intereses', 'Interessi', 'Juros',
  ], 'Overdraft & Interest Charges', 'Interest Income'),
  signed(PRIORITY.BANKING, [
    'Habenzinsen', 'Zinsgutschrift', 'Interets Crediteurs', 'Creditrente', 'Intereses Acreedores',
    'Interessi Creditori', 'Juros Credores',
  ], 'Interest Income', 'Interest Income'),
  // A debit order returned unpaid costs a fee; the matching credit gives the money back.
  signed(
    PRIORITY.BANKING,
    ['Unpaid', 'Ruecklastschrift', 'Rücklastschrift', 'Rejet Prelevement', 'Impaye'],
    'Unpaid & Late Fees',
    'Refunds',
  ),
  signed(PRIORITY.NATURE, [
    'ATM', 'ATM Cash', 'Cash Withdrawal', 'ATM Withdrawal', 'Cash Wdl', 'ATM Wdl', 'Cash Advance', 'Cashpoint',
    'Cash Out', 'Cash at Till', 'Cash Withdrawl', 'Bargeldauszahlung', 'Geldautomat', 'Retrait DAB', 'Retrait',
    'Retrait Especes', 'Geldopname', 'Geldautomaat', 'Reintegro', 'Retirada de Efectivo', 'Cajero Automatico',
    'Prelievo', 'Prelievo Bancomat', 'Levantamento', 'Saque',
  ], 'Cash Withdrawal', 'Transfers'),
  signed(PRIORITY.NATURE, [
    'Cash Deposit', 'ATM Deposit', 'Deposit at ATM', 'Branch Deposit', 'Cash Lodgement', 'Bargeldeinzahlung',
    'Versement Especes', 'Ingreso en Efectivo', 'Ingreso Efectivo', 'Versamento Contanti', 'Deposito em Dinheiro',
  ], 'Cash Deposits', 'Cash Deposits'),
  signed(PRIORITY.NATURE, [
    'Refund', 'Refunds', 'Refunded', 'Reversal', 'Reversed', 'Rev', 'Chargeback', 'Cashback', 'Cash Back', 'Rebate',
    'Return Credit', 'Merchant Credit', 'Credit Voucher', 'Purchase Return', 'Erstattung', 'Rueckerstattung',
    'Rückerstattung', 'Remboursement', 'Rembt', 'Avoir', 'Terugbetaling', 'Restitutie', 'Devolucion', 'Reembolso',
    'Rimborso', 'Storno', 'Estorno',
  ], undefined, 'Refunds'),
  signed(PRIORITY.NATURE, [
    'Salary', 'Salaries', 'Payroll', 'Wages', 'Wage', 'Paycheck', 'Payslip', 'Stipend', 'Gehalt', 'Lohn',
    'Bezuege', 'Bezüge', 'Salaire', 'Salaires', 'Salaris', 'Nomina', 'Stipendio', 'Salario', 'Ordenado',
  ], 'Salary & Wages', 'Salary & Wages'),
  signed(PRIORITY.NATURE, ['Bonus', 'Loon', 'Paie', 'Vencimento'], undefined, 'Salary & Wages'),
  signed(PRIORITY.NATURE, [
    'Dividend', 'Dividends', 'Dividende', 'Dividenden', 'Dividendo', 'Dividendos', 'Ausschuettung',
  ], 'Dividends', 'Dividends'),
  signed(PRIORITY.NATURE, ['Pension Payment', 'Annuity Payment'], 'Income & Salary', 'Income & Salary'),
  signed(PRIORITY.NATURE, ['UIF Payment'], 'Government Benefits', 'Government Benefits'),
  signed(PRIORITY.NATURE, ['Winnings', 'Lotto Winnings', 'Jackpot'], 'Gambling & Lottery', 'Gambling & Lottery'),
  signed(PRIORITY.FEE, [
    'Fee', 'Fees', 'Charges', 'Penalty', 'Surcharge', 'Gebuehr', 'Gebühr', 'Gebuehren', 'Gebühren', 'Entgelt',
    'Entgelte', 'Frais', 'Comision', 'Comisiones', 'Commissioni', 'Spese',
  ], 'Fees & Charges', 'Fees & Charges'),
  signed(PRIORITY.KEYWORD, ['Commission'], 'Fees & Charges', 'Income & Salary'),
  // US payroll is paid by direct deposit, but so are benefits and tax refunds: a weaker word than "PAYROLL".
  signed(PRIORITY.KEYWORD, ['Direct Dep', 'Direct Deposit'], 'Income & Salary', 'Income & Salary'),
  // Rent paid is housing; rent received is income.
  signed(PRIORITY.KEYWORD, [
    'Rent', 'Rental Payment', 'Landlord', 'Letting Agent', 'Lettings', 'Miete', 'Mietzahlung', 'Kaltmiete',
    'Warmmiete', 'Loyer', 'Loyers', 'Huur', 'Huurbetaling', 'Alquiler', 'Affitto', 'Aluguel', 'Arrendamento',
  ], 'Rent', 'Rental Income'),
  signed(PRIORITY.KEYWORD, ['Rental Income', 'Mieteinnahme', 'Mieteinnahmen'], 'Rental Income', 'Rental Income'),
];

/** How money moved, not what it bought: the weakest signal, used when nothing names the counterparty. */
const TRANSFERS = fromTable(PRIORITY.TRANSFER, {
  Transfers: [
    'Transfer', 'Transfers', 'TRF', 'TFR', 'XFER', 'IB Transfer', 'IB Payment', 'EFT', 'Payment to', 'Payment from',
    'Pmt to', 'Pmt from', 'Send Money', 'SendMoney', 'CashSend', 'Instant Money', 'RTC', 'RTC Pmt', 'Real Time',
    'Realtime', 'Immediate Payment', 'Instant Payment', 'Internet Pmt', 'Internet Payment', 'Internet Transfer',
    'Online Transfer', 'Mobile Transfer', 'App Payment', 'Faster Payment', 'Faster Payments', 'FPS', 'BACS', 'CHAPS',
    'SEPA', 'Wire', 'Wire Transfer', 'Standing Order', 'Giro', 'Interac', 'E Transfer', 'P2P', 'Credit Transfer',
    'Ueberweisung', 'Überweisung', 'Dauerauftrag', 'Echtzeitueberweisung', 'Virement', 'Virement SEPA',
    'Overboeking', 'Transferencia', 'Bonifico',
  ],
  'Own Account Transfers': [
    'Own Account', 'Own Acc', 'Inter Account', 'Interaccount', 'Between Accounts', 'Umbuchung', 'Uebertrag',
    'Übertrag', 'Virement Interne', 'Traspaso', 'Giroconto',
  ],
  'Wallet Top-ups': ['eWallet', 'E Wallet', 'Wallet Top up', 'Wallet Topup'],
});

/** Words that show up glued to references or compounds ("DISCINSURE4002", "HAFTPFLICHTVERSICHERUNG"). */
export const INFIX_RULES: readonly RuleSpec[] = fromTable(PRIORITY.INFIX, {
  Insurance: ['INSURE', 'INSURANCE', 'ASSURANCE', 'VERSICHERUNG', 'VERZEKERING'],
  'Loans & Credit Repayments': ['LOAN'],
});

export const TRANSACTION_RULES: readonly RuleSpec[] = [...BANKING, ...PRODUCT_RULES, ...TRANSFERS];
