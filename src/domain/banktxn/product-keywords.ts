import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Products sold through retailers, banks and agencies: "CHECKERS AIRTIME" is airtime, not groceries, and
 * "SARS VAT" is VAT although SARS mostly collects income tax. Each product names the finest category it proves.
 */
export const PRODUCT_RULES: readonly RuleSpec[] = fromTable(PRIORITY.PRODUCT, {
  'Mobile & Airtime': [
    'Airtime', 'Prepaid Airtime', 'Airtime Topup', 'Airtime Top up', 'Data Bundle', 'Data Bundles', 'Prepaid Data',
    'Mobile Data', 'Prepaid Mobile', 'Mobile Topup', 'Mobile Top up', 'Mobile Recharge', 'Prepaid Recharge',
    'Recarga Movil', 'Mobilfunk', 'Mobilfunkrechnung', 'Handyrechnung',
  ],
  Electricity: [
    'Prepaid Elec', 'Prepaid Electricity', 'Electricity', 'Elec Prepaid', 'Electricity Token', 'Electricity Bill',
    'Strom', 'Stromrechnung', 'Electricite', 'Stroom', 'Energia Elettrica', 'Electricidade', 'Power and Light',
  ],
  'Gas & Heating': [
    'Heating Oil', 'Heizoel', 'Heizöl', 'Fernwaerme', 'Fernwärme', 'Erdgas', 'Gasrechnung', 'Abschlag Gas', 'LPG',
    'Propane', 'Gas Bill', 'Butano',
  ],
  'Water & Municipal': [
    'Prepaid Water', 'Rates and Taxes', 'Council Tax', 'Property Tax', 'Grundsteuer', 'Taxe Fonciere',
    'Taxe d Habitation', 'Abwasser', 'Muellabfuhr', 'Müllabfuhr', 'Wassergeld',
  ],
  Insurance: [
    'Insurance', 'Insure', 'Assurance', 'Insurance Premium', 'Policy Premium', 'Versicherung', 'Versicherungen',
    'Versicherungs', 'Verzekering', 'Verzekeringen', 'Assurances', 'Seguros', 'Assicurazione', 'Assicurazioni',
  ],
  'Life Insurance': [
    'Funeral Cover', 'Funeral Plan', 'Funeral Policy', 'Life Cover', 'Life Insurance', 'Life Assurance', 'Term Life',
    'Disability Cover', 'Lebensversicherung', 'Risikolebensversicherung', 'Sterbegeld', 'Assurance Vie',
    'Levensverzekering', 'Seguro de Vida', 'Seguro Vida', 'Assicurazione Vita',
  ],
  'Health Insurance': [
    'Medical Aid', 'Medical Scheme', 'Gap Cover', 'Health Insurance', 'Dental Plan', 'Krankenversicherung',
    'Krankenkasse', 'Mutuelle', 'Complementaire Sante', 'Zorgverzekering', 'Zorgverzekeraar', 'Seguro Medico',
    'Seguro de Salud', 'Seguro Saude', 'Assicurazione Sanitaria',
  ],
  'Vehicle Insurance': [
    'Car Insurance', 'Auto Insurance', 'Motor Insurance', 'Vehicle Insurance', 'Kfz Versicherung', 'Kfz Haftpflicht',
    'Autoversicherung', 'Assurance Auto', 'Autoverzekering', 'Seguro Auto', 'Seguro Coche', 'Assicurazione Auto',
    'RC Auto',
  ],
  'Home Insurance': [
    'Home Insurance', 'Household Insurance', 'Contents Insurance', 'Buildings Insurance', 'Homeowners Insurance',
    'Renters Insurance', 'Hausratversicherung', 'Hausrat', 'Wohngebaeudeversicherung', 'Gebaeudeversicherung',
    'Assurance Habitation', 'Multirisque Habitation', 'Inboedelverzekering', 'Opstalverzekering', 'Seguro Hogar',
    'Seguro de Hogar', 'Assicurazione Casa',
  ],
  'Loans & Credit Repayments': [
    'Loan', 'Loans', 'Loan Repayment', 'Instalment', 'Installment', 'Student Loan', 'Kredit', 'Kreditrate',
    'Darlehen', 'Tilgung', 'Echeance Pret', 'Remboursement Pret', 'Prestamo', 'Cuota Prestamo', 'Prestito',
    'Rata Prestito', 'Finanziamento', 'Emprestimo', 'Lening', 'Aflossing',
  ],
  'Personal Loans': [
    'Personal Loan', 'Privatkredit', 'Ratenkredit', 'Pret Personnel', 'Persoonlijke Lening', 'Prestamo Personal',
    'Prestito Personale',
  ],
  'Vehicle Finance': [
    'Vehicle Finance', 'Car Finance', 'Auto Loan', 'Car Loan', 'Vehicle Loan', 'Auto Finance', 'Autokredit',
    'Autofinanzierung', 'Leasingrate', 'Credit Auto', 'Pret Auto',
  ],
  'Credit Card Payments': [
    'Credit Card Payment', 'Credit Card Repayment', 'Credit Card Autopay', 'Credit Card Pmt', 'Credit Crd',
    'CC Payment', 'CC Repayment', 'Card Repayment', 'Kreditkartenabrechnung', 'Kreditkarten Abrechnung',
    'Creditcard',
  ],
  'Buy Now Pay Later': ['Buy Now Pay Later', 'Pay in 3', 'Pay in 4', 'Pay Later'],
  Mortgage: [
    'Home Loan', 'Mortgage', 'Bond Repayment', 'Bond Payment', 'Hypothek', 'Hypothekenrate', 'Baufinanzierung',
    'Immobilienkredit', 'Hypotheek', 'Credit Immobilier', 'Pret Immobilier', 'Hipoteca', 'Prestamo Hipotecario',
    'Mutuo', 'Rata Mutuo', 'Credito Habitacao',
  ],
  'Body Corporate & HOA': [
    'Levy', 'Levies', 'Body Corporate', 'HOA', 'HOA Dues', 'Homeowners Association', 'Sectional Title', 'Strata Levy',
    'Hausgeld', 'Charges de Copropriete', 'Copropriete', 'Syndic', 'VvE', 'Comunidad de Propietarios',
    'Spese Condominiali', 'Condominio',
  ],
  'Savings Deposits': [
    'Savings', 'Savings Pocket', 'Savings Account', 'Fixed Deposit', 'Notice Deposit', 'Transfer to Savings',
    'Tax Free Savings', 'Tagesgeld', 'Festgeld', 'Sparkonto', 'Sparbuch', 'Livret A', 'Livret', 'Epargne',
    'Spaarrekening', 'Sparen', 'Ahorro', 'Cuenta Ahorro', 'Risparmio', 'Poupanca', 'Deposito a Prazo',
  ],
  'Brokerage & Funds': [
    'Unit Trust', 'Unit Trusts', 'Brokerage', 'ETF', 'ETF Sparplan', 'Wertpapierkauf', 'Wertpapier', 'Mutual Fund',
    'Index Fund', 'Stocks and Shares ISA',
  ],
  'Retirement Contributions': [
    'Retirement Annuity', 'Provident Fund', 'Pension Contribution', 'Pension Fund', 'Pensionskasse', '401k',
    'Roth IRA', 'IRA Contribution', 'SIPP', 'Riester', 'Ruerup', 'Superannuation', 'Super Contribution',
    'Plan de Pensiones', 'Fondo Pensione', 'EPF', 'Employee Provident Fund',
  ],
  Cryptocurrency: ['Crypto', 'Bitcoin', 'Ethereum'],
  'Taxes & Government': ['TV Licence', 'Passport', 'Zoll', 'Customs Duty', 'Douane'],
  'Income Tax': [
    'Income Tax', 'PAYE', 'Self Assessment', 'Provisional Tax', 'Estimated Tax', 'Einkommensteuer', 'Lohnsteuer',
    'Impot sur le Revenu', 'Prelevement a la Source', 'Inkomstenbelasting', 'IRPF', 'IRPEF',
  ],
  'VAT & Sales Tax': [
    'VAT', 'VAT Payment', 'GST', 'Sales Tax', 'Umsatzsteuer', 'USt Vorauszahlung', 'TVA', 'BTW', 'Omzetbelasting',
    'IVA',
  ],
  'Vehicle Licensing': [
    'Road Tax', 'Vehicle Tax', 'Vehicle Licence', 'Vehicle License', 'Licence Renewal', 'Licence Disc', 'License Disc',
    'Driving Licence', 'Drivers License', 'Motor Licence', 'Vehicle Registration', 'Kfz Steuer',
    'Kraftfahrzeugsteuer',
  ],
  'Fines & Penalties': [
    'Traffic Fine', 'Traffic Fines', 'Parking Fine', 'Speeding Fine', 'Penalty Charge Notice', 'PCN', 'Municipal Fine',
    'Bussgeld', 'Verwarnungsgeld', 'Amende', 'Amendes', 'Multa', 'Multas', 'Contravvenzione', 'Boete',
    'Verkeersboete',
  ],
  // Parking and fuel bought at a mall, hospital or supermarket are parking and fuel ("TESCO PETROL").
  Parking: [
    'Parking', 'Parkade', 'Car Park', 'Carpark', 'Park and Ride', 'Parkhaus', 'Parkplatz', 'Parkgebuehr',
    'Parkgebühr', 'Parkeren', 'Parkeergarage', 'Aparcamiento', 'Parcheggio', 'Estacionamento', 'Stationnement',
  ],
  Fuel: ['Petrol', 'Gas Station', 'Filling Station', 'Petrol Station', 'Fuel Station', 'Tankstelle'],
  Tolls: ['Vignette'],
  'School & University Fees': [
    'School Fees', 'Tuition', 'Tuition Fees', 'Registration Fee University', 'Schulgeld', 'Studiengebuehr',
    'Semesterbeitrag', 'Frais de Scolarite', 'Collegegeld', 'Retta Scolastica', 'Propinas',
  ],
  'Courses & Training': ['Course Fee', 'Driving Lessons'],
  Education: ['Exam Fee'],
  'Gambling & Lottery': [
    'Lotto', 'Lottery', 'Powerball', 'Lotto Purchase', 'Powerball Purchase', 'Scratch Card', 'Lotterie', 'Loterie',
    'Loteria', 'Lotteria', 'Euromillions', 'Eurojackpot',
  ],
  'Car Rental': [
    'Rent a Car', 'Car Rental', 'Car Hire', 'Rentacar', 'Mietwagen', 'Autovermietung', 'Location Voiture',
    'Location de Voiture', 'Autoverhuur', 'Alquiler de Coches', 'Alquiler Coche', 'Noleggio Auto', 'Autonoleggio',
  ],
  Airlines: ['Airline Ticket', 'Flight Booking', 'Flight Ticket', 'Air Ticket'],
  'Hotels & Lodging': ['Hotel Booking'],
});
