import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Utilities, telecoms, insurers, government and business services. Suppliers that sell more than one thing (gas and
 * electricity, mobile and fibre, car and home cover) stay in the broad category; the product word on the line
 * ("STROM", "PREPAID", "AUTO") refines it where the bank prints one.
 */
const UTILITIES_AND_TELECOM = fromTable(PRIORITY.MERCHANT, {
  Utilities: [
    'British Gas', 'EDF Energy', 'E ON', 'EON Next', 'Octopus Energy', 'OVO Energy', 'Scottish Power', 'SSE',
    'PG and E', 'Con Edison', 'ConEd', 'Dominion Energy', 'Xcel Energy', 'National Grid', 'Vattenfall', 'Engie',
    'Stadtwerke', 'EnBW', 'RWE', 'Eneco', 'Essent', 'Iberdrola', 'Endesa', 'Naturgy', 'Enel Energia', 'EDP Comercial',
    'Origin Energy', 'AGL', 'EnergyAustralia', 'SP Group', 'SP Services',
  ],
  Electricity: [
    'Eskom', 'City Power', 'EDF', 'Duke Energy', 'Southern California Edison', 'Florida Power and Light', 'FPL',
    'Georgia Power', 'Yello Strom', 'Lichtblick', 'Eprimo', 'TNB', 'Tenaga Nasional', 'Tata Power',
    'Adani Electricity', 'BESCOM', 'MSEDCL', 'BSES',
  ],
  'Gas & Heating': ['Calor Gas', 'GRDF', 'Easigas'],
  'Water & Municipal': [
    'City of Johannesburg', 'CoJ', 'City of Cape Town', 'City of Tshwane', 'eThekwini', 'Ekurhuleni',
    'Johannesburg Water', 'Rand Water', 'Thames Water', 'Severn Trent', 'Anglian Water', 'United Utilities',
    'Waste Management', 'Republic Services', 'Veolia', 'Waternet', 'Vitens', 'Evides', 'Brabant Water',
    'Canal de Isabel', 'Sydney Water', 'Yarra Valley Water', 'Air Selangor',
  ],
  Telecommunications: [
    'Telkom', 'Verizon', 'AT and T', 'Comcast', 'Xfinity', 'Spectrum', 'Charter Comm', 'Cox Comm', 'CenturyLink',
    'Frontier Comm', 'BT Group', 'British Telecom', 'Vodafone', 'Virgin Media', 'Telekom', 'Deutsche Telekom',
    'Telefonica',
    'Movistar', 'Swisscom', 'KPN', 'Proximus', '1 and 1', 'SFR', 'Bouygues Telecom', 'Orange SA',
    'Orange France', 'Orange Espagne', 'Orange Belgium', 'Telecom Italia', 'Wind Tre', 'WindTre', 'MEO',
    'NOS Comunicacoes', 'Telstra', 'Optus', 'BSNL', 'Singtel', 'StarHub', 'M1 Limited', 'Maxis',
  ],
  'Mobile & Airtime': [
    'Vodacom', 'MTN', 'Cell C', 'CellC', 'Telkom Mobile', 'Rain Mobile', 'Verizon Wireless', 'Verizon Wrls',
    'T Mobile', 'TMobile', 'Sprint', 'Mint Mobile', 'Google Fi', 'Cricket Wireless', 'Boost Mobile',
    'US Cellular', 'Xfinity Mobile', 'EE Limited', 'O2', 'Three UK', 'Giffgaff', 'Lebara', 'Lycamobile', 'Tesco Mobile',
    'Sky Mobile', 'Voxi', 'Free Mobile', 'Sosh', 'Orange Mobile', 'Congstar', 'Aldi Talk', 'Lidl Connect', 'Odido',
    'Simyo', 'Yoigo', 'MasMovil', 'Pepephone', 'Digi Mobil', 'Iliad', 'Ho Mobile', 'Kena Mobile', 'Telstra Prepaid',
    'Optus Prepaid', 'Amaysim', 'Jio', 'Reliance Jio', 'Airtel', 'Bharti Airtel', 'Vodafone Idea', 'Circles Life',
    'Celcom', 'CelcomDigi', 'U Mobile', 'Safaricom',
  ],
  'Internet & Fibre': [
    'Afrihost', 'Webafrica', 'Vumatel', 'Openserve', 'Frogfoot', 'Cool Ideas', 'Mweb', 'Octotel', 'Metrofibre',
    'Herotel', 'Starlink', 'Google Fiber', 'BT Broadband', 'Sky Broadband', 'TalkTalk', 'Plusnet',
    'Hyperoptic', 'Community Fibre', 'Freebox', 'Free Telecom', 'Vodafone Kabel', 'Kabel Deutschland', 'Ziggo',
    'Telenet', 'Jazztel', 'Fastweb', 'TPG', 'iiNet', 'Aussie Broadband', 'NBN', 'ACT Fibernet', 'Hathway',
    'MyRepublic', 'Unifi',
  ],
});

const INSURERS = fromTable(PRIORITY.MERCHANT, {
  Insurance: [
    'Discovery', 'Momentum', 'Old Mutual', 'Hollard', 'OUTsurance',
    'MiWay', 'King Price', 'Santam', 'Budget Insurance', 'Dial Direct', 'Auto and General', '1st for Women',
    'First for Women', 'Aon', 'Allianz', 'AXA', 'Aviva', 'State Farm', 'Allstate', 'Liberty Mutual',
    'Nationwide Ins', 'Prudential',
    'Admiral', 'Direct Line', 'Churchill Ins', 'Hastings Direct', 'Lemonade', 'Zurich', 'Generali', 'HUK Coburg',
    'HUK24', 'Signal Iduna', 'Gothaer', 'Devk', 'MAIF', 'MACIF', 'MAAF', 'Matmut', 'Groupama',
    'Centraal Beheer', 'Interpolis', 'FBTO', 'Nationale Nederlanden', 'Mapfre', 'Mutua Madrilena', 'Linea Directa',
    'UnipolSai', 'Fidelidade', 'NRMA', 'AAMI', 'Budget Direct', 'Youi', 'QBE', 'Suncorp', 'Acko', 'Great Eastern',
    'NTUC Income', 'Etiqa',
  ],
  'Life Insurance': [
    'Discovery Life', 'DiscLife', 'Sanlam', 'Liberty Life', 'Clientele', 'Assupol', 'AVBOB', '1Life', 'FNB Life',
    'FNBLife',
    'Absa Life', 'MetLife', 'Northwestern Mutual', 'New York Life', 'LIC of India', 'Life Insurance Corporation',
    'HDFC Life', 'SBI Life', 'Max Life',
  ],
  'Health Insurance': [
    'Discovery Health', 'Disc Health', 'Bonitas', 'Medshield', 'Fedhealth', 'Bestmed', 'Profmed', 'Bupa',
    'Vitality Health', 'AOK', 'Barmer', 'DAK Gesundheit', 'Techniker Krankenkasse', 'Harmonie Mutuelle', 'MGEN',
    'Zilveren Kruis', 'VGZ', 'Menzis', 'Sanitas', 'Adeslas', 'Medibank', 'HCF', 'Star Health', 'Aetna', 'Cigna',
    'UnitedHealthcare', 'Humana', 'Blue Cross', 'BCBS', 'Kaiser Permanente',
  ],
  // Discovery Insure began as, and mostly is, car insurance.
  'Vehicle Insurance': ['Discovery Insure', 'DiscInsure', 'Geico', 'Progressive Ins', 'Esurance'],
});

const SERVICES = fromTable(PRIORITY.MERCHANT, {
  'Taxes & Government': [
    'Home Affairs', 'CIPC', 'Companies House', 'Post Office Licence', 'SABC Licence', 'Finanzamt', 'DGFiP',
    'Tresor Public', 'Belastingdienst', 'Agencia Tributaria', 'AEAT', 'Agenzia delle Entrate', 'Revenue Commissioners',
    'Beitragsservice', 'Rundfunkbeitrag', 'ARD ZDF',
  ],
  'Income Tax': [
    'SARS', 'SARS eFiling', 'IRS', 'US Treasury', 'HMRC', 'Australian Taxation Office', 'IRAS', 'LHDN',
    'Canada Revenue Agency', 'Income Tax Department',
  ],
  'Vehicle Licensing': ['DVLA', 'DMV'],
  'Fines & Penalties': ['JMPD', 'AARTO', 'ANTAI', 'Bussgeldstelle'],
  'Advertising & Marketing': [
    'Google Ads', 'Google AdWords', 'Facebk', 'Facebook Ads', 'FB Ads', 'Meta Ads', 'Meta Platforms', 'LinkedIn Ads',
    'Twitter Ads', 'X Ads', 'TikTok Ads', 'Mailchimp', 'HubSpot', 'SEMrush', 'Taboola', 'Outbrain', 'Vistaprint',
    'Moo Print', 'Constant Contact', 'Sendinblue', 'Brevo', 'Klaviyo', 'Hootsuite',
  ],
  'Professional Services': ['Upwork', 'Fiverr', 'Toptal', 'DocuSign', 'Regus', 'WeWork'],
  'Legal Services': ['LegalZoom', 'Rocket Lawyer'],
  'Accounting & Tax Services': ['Deloitte', 'PwC', 'KPMG', 'EY', 'Ernst and Young', 'H and R Block', 'TurboTax'],
  'Security Services': ['Fidelity ADT', 'ADT Security', 'ADT', 'Chubb', 'SimpliSafe', 'Verisure', 'Securitas'],
  'Home Services & Repairs': ['Taskrabbit', 'HomeAdvisor', 'Urban Company'],
  'Shipping & Postage': [
    'PostNet', 'Paxi', 'Courier Guy', 'Aramex', 'DSV', 'SAPO', 'SA Post Office', 'Fastway', 'Pargo', 'Royal Mail',
    'Parcelforce', 'Evri', 'Hermes', 'DPD', 'Yodel', 'USPS', 'UPS', 'FedEx', 'DHL', 'Stamps com', 'Pitney Bowes',
    'La Poste', 'Colissimo', 'Chronopost', 'Mondial Relay', 'Deutsche Post', 'GLS', 'PostNL', 'Correos', 'SEUR',
    'CTT Correios', 'Australia Post', 'AusPost', 'Sendle', 'India Post', 'Delhivery', 'Blue Dart', 'DTDC',
    'SingPost', 'Ninja Van', 'Pos Malaysia', 'Poslaju', 'Canada Post', 'Purolator', 'Bpost',
  ],
});

/** A brand name that is also an everyday word: it decides only when nothing at all is better. */
const WEAK_BRANDS = fromTable(PRIORITY.WEAK, { Telecommunications: ['Orange'] });

export const SERVICE_MERCHANT_RULES: readonly RuleSpec[] = [
  ...UTILITIES_AND_TELECOM,
  ...INSURERS,
  ...SERVICES,
  ...WEAK_BRANDS,
];
