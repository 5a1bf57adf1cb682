import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * National brands of Ireland, Belgium, Portugal, Switzerland, Austria, Poland and the Nordic countries, as their
 * banks print them. Nordic letters that do not fold to ASCII (ø, æ) are listed both ways ("Føtex", "Foetex"),
 * since tokenising turns them into a word break. A name that is also a surname, an ordinary word or a place
 * only appears with the word that settles it ("Hofer KG", "Tryg Forsikring", "Elisa Oyj", "Helen Oy") or not at all
 * ("Kiwi", "Luas", "Warta", "Matas"). "S Market" is left out because "S" is a stop-word and would leave the bare
 * word "Market", and "Rema 1000" because normalising drops "1000" as a store number, leaving the name "Rema".
 * Categories follow the taxonomy's order; within a list, countries follow the order above.
 */
const BRANDS = fromTable(PRIORITY.MERCHANT, {
  'Retirement Contributions': ['Alecta', 'AMF Pension'],
  'Hardware & DIY': [
    'Woodies DIY', 'Brico', 'Brico Plan It', 'Gamma Bouwmarkt', 'Do it Garden', 'Clas Ohlson', 'Jula', 'Byggmax',
    'Jernia', 'Byggmakker', 'Obs Bygg', 'Harald Nyborg',
  ],
  'Furniture & Homeware': ['Moebelix', 'Mobelix', 'Kika Leiner', 'Agata Meble', 'Black Red White'],
  Utilities: [
    'SSE Airtricity', 'Airtricity', 'Energia Ireland', 'Energia Customer Solutions', 'Flogas', 'Electrabel',
    'Engie Electrabel', 'Luminus', 'Fluvius', 'Sibelga', 'EDP', 'Goldenergy', 'IWB', 'Wien Energie', 'EVN',
    'Energie AG', 'Salzburg AG', 'Kelag', 'TIWAG', 'Energie Steiermark', 'Linz AG', 'Illwerke VKW', 'Innogy', 'Fortum',
    'Goteborg Energi', 'Ørsted', 'Orsted', 'Norlys', 'Ewii', 'HOFOR',
  ],
  Electricity: [
    'Panda Power', 'Prepay Power', 'E Redes', 'EWZ', 'BKW', 'Axpo', 'Romande Energie', 'CKW', 'Wiener Netze',
    'PGE Obrot', 'Tauron', 'Energa', 'Ellevio', 'Tibber', 'Jamtkraft', 'Fjordkraft', 'Hafslund', 'Elvia', 'Lyse Energi',
    'Ishavskraft', 'Norgesenergi', 'Andel Energi', 'Radius Elnet', 'Cerius', 'Helen Oy', 'Helen Sahko', 'Caruna',
  ],
  'Water & Municipal': ['Vivaqua', 'De Watergroep', 'Water Link', 'Farys', 'SWDE', 'Pidpa', 'MPWiK', 'HSY'],
  'Gas & Heating': ['PGNiG', 'Stockholm Exergi', 'Evida'],
  Telecommunications: [
    'Eir', 'Pure Telecom', 'Nowo', 'Sunrise UPC', 'Sunrise Communications', 'A1 Telekom', 'Magenta Telekom',
    'Orange Polska', 'UPC Polska', 'Multimedia Polska', 'Telia', 'Tele2', 'Telenor', 'Com Hem', 'ComHem', 'TDC',
    'YouSee', 'Stofa', 'Elisa Oyj', 'Saunalahti', 'DNA Oyj',
  ],
  'Mobile & Airtime': [
    'Three Ireland', 'GoMo', 'Mobile Vikings', 'Salt Mobile', 'Yallo', 'Hutchison Drei', 'Yesss', 'Plus GSM',
    'Polkomtel', 'Heyah', 'Nju Mobile', 'Comviq', 'Halebop', 'Hi3G Access', 'Talkmore', 'Chili Mobil', 'CBB Mobil',
    'Oister', 'Moi Mobiili',
  ],
  'Internet & Fibre': ['Netia', 'Bredband2', 'Altibox', 'Waoo'],
  Groceries: [
    'Dunnes Stores', 'SuperValu', 'Centra', 'Delhaize', 'Colruyt', 'Bio Planet', 'Hypermarche Cora', 'Froiz',
    'Meu Super', 'Migros', 'Denner AG', 'Denner Satellit', 'Volg', 'Migrolino', 'Billa', 'Billa Plus', 'Eurospar',
    'Interspar', 'Hofer KG', 'Hofer Dankt', 'MPreis', 'Unimarkt', 'Nah und Frisch', 'Biedronka', 'Zabka', 'Dino Polska',
    'Stokrotka', 'Polomarket', 'Lewiatan', 'Delikatesy Centrum', 'Frisco pl', 'ICA Kvantum', 'ICA Maxi', 'ICA Nara',
    'ICA Supermarket', 'Hemkop', 'Willys', 'City Gross', 'Mathem', 'Pressbyran', 'Bunnpris', 'Narvesen', 'Deli de Luca',
    'Føtex', 'Foetex', 'Fotex', 'Bilka', 'Løvbjerg', 'Lovbjerg', 'SuperBrugsen', 'Kvickly', 'Dagli Brugsen',
    'Nemlig com', 'K Market', 'K Citymarket', 'K Supermarket', 'Citymarket', 'Alepa',
  ],
  'Fast Food': [
    'Supermacs', 'Abrakebabra', 'Apache Pizza', 'Four Star Pizza', 'Max Hamburgare', 'Max Burgers', 'Peppes Pizza',
    'Hesburger', 'Kotipizza',
  ],
  'Coffee Shops': [
    'Insomnia Coffee', 'Bewleys', 'Exki', 'Padaria Portuguesa', 'Sprüngli', 'Spruengli', 'Brezelkoenig', 'Brezelkonig',
    'Espresso House', 'Kaffebrenneriet', 'Waynes Coffee', 'Lagkagehuset', 'Baresso', 'Roberts Coffee',
    "Robert's Coffee",
  ],
  'Food Delivery': ['Pyszne pl'],
  'Liquor Stores': ['Systembolaget', 'Vinmonopolet', 'Alko'],
  Fuel: [
    'Top Oil', 'Lukoil', 'DATS 24', 'Migrol', 'Socar', 'Agrola', 'Turmol', 'Lotos Paliwa', 'Stacja Lotos',
    'Grupa Lotos', 'Preem', 'OKQ8', 'Qstar', 'Uno X', 'YX Energi', 'OK Benzin', 'Neste', 'Teboil',
  ],
  Automotive: ['Motonet'],
  'Public Transit': [
    'Leap Card', 'Iarnrod Eireann', 'Irish Rail', 'Dublin Bus', 'Bus Eireann', 'TFI', 'SNCB', 'NMBS', 'STIB', 'MIVB',
    'De Lijn', 'Carris', 'Metro de Lisboa', 'Metro do Porto', 'Fertagus', 'CFF', 'FFS', 'ZVV', 'BLS', 'PostAuto',
    'CarPostal', 'Wiener Linien', 'Westbahn', 'PKP Intercity', 'PKP', 'Koleje Mazowieckie', 'ZTM', 'Jakdojade', 'SKM',
    'Polregio', 'Storstockholms Lokaltrafik', 'Vasttrafik', 'Skanetrafiken', 'Ostgotatrafiken', 'Ruter', 'Vy Tog',
    'Vy Buss', 'Entur', 'Skyss', 'DSB', 'Rejsekort', 'Movia', 'Midttrafik', 'HSL', 'VR Yhtyma', 'Matkahuolto', 'Nysse',
  ],
  Tolls: [
    'eFlow', 'Easytrip', 'Brisa Autoestradas', 'Ascendi', 'ASFINAG', 'Autostrada Wielkopolska', 'Trangselskatt',
    'Autopass', 'Fjellinjen', 'Bompenger', 'Skyttel', 'Storebaelt', 'Storebælt', 'Oresundsbron', 'Øresundsbron',
    'Brobizz',
  ],
  Airlines: [
    'Edelweiss Air', 'PLL LOT', 'LOT Polish Airlines', 'Scandinavian Airlines', 'Flysas', 'Braathens', 'Wideroe',
    'Widerøe',
  ],
  Shopping: ['Flying Tiger'],
  'Clothing & Apparel': ['Penneys', 'Torfs', 'Sinsay', 'Cropp', 'Lindex', 'KappAhl', 'Dressmann', 'Cubus'],
  'Electronics & Software': [
    'Vanden Borre', 'Krefel', 'Radio Popular', 'Digitec', 'Interdiscount', 'RTV Euro AGD', 'Euro RTV AGD',
    'Media Expert', 'Elgiganten', 'Webhallen', 'Elkjop', 'Elkjøp', 'Verkkokauppa com', 'Gigantti',
  ],
  'Online Marketplaces': ['Galaxus'],
  'Department Stores': [
    'Brown Thomas', 'Arnotts', 'Galeria Inno', 'Jelmoli', 'Ahlens', 'Rusta', 'Europris', 'Magasin du Nord', 'Stockmann',
    'Tokmanni',
  ],
  'Books & Media': [
    'Easons', 'Eason and Son', 'Standaard Boekhandel', 'Livraria Bertrand', 'Bertrand Livreiros', 'Orell Fussli',
    'Orell Fuessli', 'Ex Libris', 'Empik', 'Adlibris', 'Bokus', 'Akademibokhandeln', 'Norli', 'Ark Bokhandel',
    'Bog og Ide', 'Suomalainen Kirjakauppa', 'Akateeminen Kirjakauppa',
  ],
  'Toys & Hobbies': ['Smyk'],
  'Sporting Goods': ['Sport Zone', 'Ochsner Sport', 'Hervis', 'XXL Sport', 'Sportmaster'],
  Pharmacies: [
    'McCabes Pharmacy', 'Hickeys Pharmacy', 'Sam McCauley', 'Multipharma', 'Amavita', 'Coop Vitality', 'Super Pharm',
    'DOZ Apteka', 'Apteka Gemini', 'Apotek Hjartat', 'Apoteket', 'Kronans Apotek', 'Apotea', 'Apotek 1', 'Vitusapotek',
    'Yliopiston Apteekki', 'Apteekki',
  ],
  'Hospitals & Clinics': ['Medicover', 'Lux Med', 'Luxmed', 'Enel Med'],
  'Personal Care': ['Planet Parfum', 'Bipa', 'Lyko'],
  'Video Streaming': [
    'Sky Ireland', 'Streamz', 'Teleclub', 'Zattoo', 'Cyfrowy Polsat', 'Polsat Box', 'Player pl', 'CDA Premium',
    'Viaplay', 'C More', 'Cmore', 'TV 2 Play',
  ],
  'Gambling & Lottery': [
    'Boylesports', 'Loterie Nationale', 'Nationale Loterij', 'Jogos Santa Casa', 'Betclic', 'Swisslos',
    'Loterie Romande', 'Win2day', 'Oesterreichische Lotterien', 'Österreichische Lotterien', 'Totalizator Sportowy',
    'STS Zaklady', 'Superbet', 'Svenska Spel', 'Norsk Tipping', 'Danske Spil', 'Veikkaus',
  ],
  Insurance: [
    'FBD Insurance', 'Liberty Insurance', 'Chill Insurance', 'AG Insurance', 'Ethias', 'Baloise', 'Ageas',
    'Tranquilidade Seguros', 'Die Mobiliar', 'Mobiliar', 'Helvetia Versicherung', 'Helvetia Versicherungen',
    'Helvetia Assurances', 'Vaudoise Assurances', 'Uniqa', 'Wiener Staedtische', 'Wiener Stadtische',
    'Donau Versicherung', 'Grazer Wechselseitige', 'Grawe', 'PZU', 'Ergo Hestia', 'Link4', 'Folksam', 'Trygg Hansa',
    'If Skadeforsakring', 'Gjensidige', 'Tryg Forsikring', 'Fremtind', 'If Skadeforsikring', 'Topdanmark', 'Alm Brand',
    'Codan', 'LahiTapiola', 'Pohjola Vakuutus', 'Fennia', 'If Vakuutus',
  ],
  'Life Insurance': ['Irish Life', 'Swiss Life'],
  'Health Insurance': [
    'VHI', 'Laya Healthcare', 'Irish Life Health', 'Christelijke Mutualiteit', 'Mutualite Chretienne', 'Solidaris',
    'Partenamut', 'Medis', 'Helsana', 'CSS Versicherung', 'Swica', 'Visana', 'KPT Krankenkasse', 'Groupe Mutuel',
    'Assura', 'Atupri', 'OGK', 'Sygeforsikring Danmark',
  ],
  'Shipping & Postage': ['An Post'],
  'Taxes & Government': ['Serafe', 'ORF Beitrag', 'GIS Gebuehren', 'GIS Gebuhren'],
  'Income Tax': [
    'SPF Finances', 'FOD Financien', 'Autoridade Tributaria', 'Portal das Financas', 'Steueramt', 'Urzad Skarbowy',
    'Mikrorachunek', 'Skatteverket', 'Skatteetaten', 'Skattestyrelsen', 'Verohallinto',
  ],
  'VAT & Sales Tax': ['ESTV'],
  'Vehicle Licensing': [
    'Motor Tax', 'Motortax', 'NDLS', 'Transportstyrelsen', 'Statens Vegvesen', 'Motorstyrelsen', 'Traficom',
  ],
});

/** Poland's social insurers take contributions and pay pensions: money out is owed to the state, money in a benefit. */
const POLISH_SOCIAL_INSURANCE: RuleSpec[] = [
  {
    patterns: ['ZUS', 'KRUS'], debit: 'Taxes & Government', credit: 'Government Benefits', priority: PRIORITY.MERCHANT,
  },
];

export const EUROPE_MERCHANT_RULES: readonly RuleSpec[] = [...BRANDS, ...POLISH_SOCIAL_INSURANCE];
