import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Regional utilities and telecoms that merchants-services.ts does not list: water boards, municipal services and
 * state electricity boards, by the names their customers see on statements. Only names that mean nothing else are
 * here; a supplier that sells both gas and power stays in Utilities, as in merchants-services.ts. School fees by
 * their local names close the file.
 */
const PROVIDERS = fromTable(PRIORITY.MERCHANT, {
  Utilities: [
    // UK, US, Australia, Canada, Netherlands, Italy.
    'Utility Warehouse', 'Shell Energy', 'So Energy', 'Good Energy', 'Ecotricity', 'PSEG', 'Entergy', 'Ameren',
    'DTE Energy', 'Consumers Energy', 'Eversource', 'CenterPoint Energy', 'Puget Sound Energy', 'LADWP', 'SDG and E',
    'Red Energy', 'Alinta Energy', 'Simply Energy', 'Powershop', 'Greenchoice', 'Budget Energie', 'Oxxio',
    'Energiedirect', 'A2A Energia', 'Hera Comm', 'Acea Energia', 'Iren Mercato', 'Edison Energia', 'Sorgenia',
    'Sarawak Energy',
  ],
  Electricity: [
    // Indian state boards and distributors.
    'TANGEDCO', 'KSEB', 'UPPCL', 'WBSEDCL', 'CESC', 'PSPCL', 'TSSPDCL', 'APSPDCL', 'APEPDCL', 'DHBVN', 'JVVNL',
    'Torrent Power', 'MSEB', 'PLN Prepaid', 'PLN Postpaid', 'Token PLN', 'Sabah Electricity', 'SESB', 'ComEd', 'PECO',
    'Pepco', 'Alabama Power', 'Appalachian Power', 'Oncor', 'TXU Energy', 'Reliant Energy', 'Hydro One', 'BC Hydro',
    'Hydro Quebec', 'Toronto Hydro', 'Electric Ireland', 'CEMIG', 'Copel', 'Eletropaulo', 'Coelba', 'Celpe', 'CPFL',
    'Equatorial Energia', 'Ausgrid',
  ],
  'Gas & Heating': [
    'Mahanagar Gas', 'Indraprastha Gas', 'Adani Gas', 'Gujarat Gas', 'Indane', 'HP Gas', 'Bharat Gas',
    'Southern California Gas', 'SoCalGas', 'Nicor Gas', 'Peoples Gas', 'Piedmont Natural Gas', 'Enbridge Gas',
    'Egoli Gas', 'Bord Gais', 'Italgas', 'Comgas',
  ],
  'Water & Municipal': [
    'Southern Water', 'South West Water', 'Wessex Water', 'Yorkshire Water', 'Northumbrian Water', 'Welsh Water',
    'Dwr Cymru', 'Scottish Water', 'Affinity Water', 'South East Water', 'Bristol Water', 'Portsmouth Water',
    'SES Water', 'Essex and Suffolk Water', 'American Water', 'Irish Water', 'Uisce Eireann', 'Joburg Water',
    'Umgeni Water', 'Pikitup', 'BWSSB', 'Delhi Jal Board', 'MCGM', 'BBMP', 'Indah Water', 'Ranhill SAJ', 'PBAPP',
    'PDAM', 'Suez Eau', 'Eau de Paris', 'Aigues de Barcelona', 'Aqualia', 'Emasesa', 'Aguas do', 'EPAL', 'SMAS',
    'Sabesp', 'Cedae', 'Copasa', 'Sanepar', 'Embasa', 'Compesa', 'Dunea', 'Oasen', 'PWN Waterleidingbedrijf',
    'SA Water', 'Unitywater', 'Urban Utilities', 'Water Corporation', 'Icon Water',
  ],
  Telecommunications: [
    'Telekom Malaysia', 'Telkom Indonesia', 'Bell Canada', 'Telus', 'Videotron', 'Eircom',
  ],
  'Mobile & Airtime': ['Telkomsel', 'Indosat', 'XL Axiata', 'Smartfren', 'Fido Mobile', 'Koodo', 'Freedom Mobile'],
  'Internet & Fibre': ['IndiHome', 'Biznet', 'First Media'],
});

/**
 * School fees by the name each language gives them. A keyword, not a product: "SCHOOLGELD" must not outrank
 * "NURSERY SCHOOL" when a cut-off "SCHOOL" could be read as its start.
 */
const SCHOOL_FEES = fromTable(PRIORITY.KEYWORD, {
  'School & University Fees': [
    'Schoolgeld', 'Skoolgeld', 'Skoolfonds', 'Colegiatura', 'Mensalidade Escolar', 'Matricula Escolar',
    'Yuran Sekolah', 'Yuran Pengajian', 'Uang Sekolah', 'SPP Sekolah', 'Lesgeld', 'Studiegeld', 'Schoolbijdrage',
    'Ouderbijdrage', 'Tasse Universitarie', 'Tassa Universitaria', 'Studiengebuhr', 'Frais Scolaires',
    'Pension Scolaire', 'Cuota Escolar',
  ],
});

export const REGIONAL_PROVIDER_RULES: readonly RuleSpec[] = [...PROVIDERS, ...SCHOOL_FEES];
