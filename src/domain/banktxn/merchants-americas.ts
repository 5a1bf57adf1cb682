import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * National brands of Mexico, Brazil, Argentina, Chile, Colombia and Canada, as their banks print them. Names that
 * are also ordinary words, first names or places ("Liverpool", "Claro", "Vivo", "Lider", "Exito", "Rogers") are only
 * listed with the word that makes them unmistakable ("El Puerto de Liverpool", "Claro Movil", "Hiper Lider"): a
 * wrong confident answer costs more than "Uncategorized". "CFE" alone is also a French business tax, so Mexico's
 * power company needs its Spanish context. Energy and telecom firms that sell several services stay in the broad
 * category, as in merchants-services.ts. Categories follow the taxonomy's order; within a list, countries follow
 * the order above.
 */
const BRANDS = fromTable(PRIORITY.MERCHANT, {
  'Wallet Top-ups': ['Nequi', 'Daviplata'],
  'Retirement Contributions': [
    'AFP Habitat', 'AFP Cuprum', 'AFP Provida', 'AFP Capital', 'AFP Modelo', 'AFP PlanVital', 'Colfondos',
  ],
  'Hardware & DIY': ['Sodimac', 'Homecenter', 'Home Hardware', 'Kent Building Supplies'],
  'Furniture & Homeware': ['HomeSense', 'Structube', "Leon's Furniture"],
  Utilities: [
    'EPM', 'Empresas Publicas de Medellin', 'Enmax', 'Epcor', 'ATCO', 'FortisBC', 'Manitoba Hydro', 'Direct Energy',
  ],
  Electricity: [
    'CFE Suministrador', 'Pago CFE', 'Comision Federal de Electricidad', 'Enel Distribuicao',
    'Light Servicos de Eletricidade', 'Energisa', 'Neoenergia', 'Celesc', 'Cosern', 'CEEE', 'Elektro Redes', 'Edenor',
    'Edesur', 'EPEC', 'Edelap', 'Enel Distribucion', 'Chilquinta', 'Saesa', 'Frontel', 'Codensa', 'Enel Codensa',
    'Electricaribe', 'Celsia', 'Alectra', 'Hydro Ottawa', 'FortisAlberta', 'NB Power', 'Nova Scotia Power', 'SaskPower',
  ],
  'Water & Municipal': [
    'SACMEX', 'SIAPA', 'Agua y Drenaje de Monterrey', 'Corsan', 'Caesb', 'Cagece', 'Saneago', 'AySA',
    'Aguas Cordobesas', 'Aguas Andinas', 'Esval', 'Essbio', 'Nuevosur', 'Aguas Antofagasta', 'Acueducto de Bogota',
    'EAAB',
  ],
  'Gas & Heating': [
    'Ultragaz', 'Liquigas', 'Supergasbras', 'Copagaz', 'Nacional Gas', 'Metrogas', 'Camuzzi Gas', 'Ecogas',
    'Litoral Gas', 'Abastible', 'Lipigas', 'Gasco', 'Vanti', 'Gases de Occidente', 'Surtigas', 'SaskEnergy',
  ],
  Telecommunications: [
    'Telmex', 'Telefonica Brasil', 'TIM Brasil', 'Claro Brasil', 'Claro NET', 'NET Servicos', 'Algar Telecom',
    'Telecom Argentina', 'Telecom Personal', 'Cablevision', 'Telecentro', 'Claro Argentina', 'Entel', 'VTR',
    'Claro Chile', 'Comcel', 'Claro Colombia', 'Tigo', 'ETB', 'Rogers Communications', 'Rogers Cable', 'Shaw Cable',
    'Shaw Communications', 'Cogeco', 'SaskTel', 'Bell MTS',
  ],
  'Mobile & Airtime': [
    'Telcel', 'Unefon', 'Vivo Movel', 'Vivo Recarga', 'Vivo Celular', 'TIM Celular', 'Oi Movel', 'Nextel', 'WOM',
    'Rogers Wireless', 'Bell Mobility', 'Virgin Plus', 'Virgin Mobile', 'Public Mobile', 'Chatr', 'Lucky Mobile',
  ],
  'Internet & Fibre': ['Totalplay', 'Izzi', 'Megacable', 'Vivo Fibra', 'Oi Fibra', 'Fibertel', 'TekSavvy'],
  Groceries: [
    'OXXO', 'Bodega Aurrera', 'Mi Bodega Aurrera', 'Aurrera', 'Superama', 'Soriana', 'Chedraui', 'La Comer', 'Calimax',
    'Casa Ley', 'Tiendas Neto', 'Tiendas 3B', 'Pao de Acucar', 'Assai Atacadista', 'Atacadao', 'Hipermercado Extra',
    'Sonda Supermercados', 'Cia Zaffari', 'Companhia Zaffari', 'Savegnago Supermercados', 'Supermercados Guanabara',
    'Oba Hortifruti', 'St Marche', 'Mateus Supermercados', 'Supermercados BH', 'Supermercados Angeloni',
    'Super Muffato', 'Giassi Supermercados', 'Fort Atacadista', 'Tenda Atacado', 'ampm', 'BR Mania', 'Coto CICSA',
    'Supermercados Coto', 'La Anonima', 'Supermercados Disco', 'Supermercados Vea', 'Changomas', 'Chango Mas',
    'Hiper Lider', 'Lider Express', 'Express de Lider', 'Supermercado Lider', 'Lider cl', 'Unimarc', 'Tottus',
    'Supermercado Santa Isabel', 'SuperBodega Acuenta', 'Almacenes Exito', 'Exito com', 'Grupo Exito', 'Carulla',
    'Surtimax', 'Supertiendas Olimpica', 'Tiendas D1', 'Tiendas Ara', 'Jeronimo Martins', 'Real Canadian Superstore',
    'Atlantic Superstore', 'No Frills', 'NoFrills', 'Zehrs', 'Fortinos', 'Provigo', 'Foodland', 'FreshCo',
    'Save on Foods', 'Thrifty Foods', 'Farm Boy', 'Longos', 'T and T Supermarket', 'Food Basics', 'Couche Tard',
  ],
  'Restaurants & Dining': [
    'Toks', 'Crepes and Waffles', 'Swiss Chalet', 'Boston Pizza', 'East Side Marios', 'Keg Steakhouse',
  ],
  'Fast Food': [
    'Churchs Chicken', 'Habibs', 'Giraffas', 'China in Box', 'Hamburguesas El Corral', 'Frisby', 'Kokoriko', 'A and W',
    'Mary Browns', 'Pizza Pizza', 'Freshii',
  ],
  'Coffee Shops': [
    'Punta del Cielo', 'Italian Coffee', 'Cafe Martinez', 'Juan Valdez Cafe', 'Procafecol', 'Tostao', 'Second Cup',
    'Booster Juice',
  ],
  'Food Delivery': ['DiDi Food'],
  Fuel: [
    'Pemex', 'Oxxo Gas', 'Petro Seven', 'Hidrosina', 'Petrobras', 'Posto Ipiranga', 'Rede Ipiranga', 'Vibra Energia',
    'Posto BR', 'Raizen', 'Ale Combustiveis', 'Shell Box', 'YPF', 'Axion Energy', 'Copec', 'Pronto Copec', 'Enex',
    'Terpel', 'Primax', 'Biomax', 'Husky Energy', 'Irving Oil', 'Canadian Tire Gas',
  ],
  'Ride Hailing & Taxis': [
    'DiDi Rides', 'DiDi Mobility', 'DiDi Taxi', 'DiDi Chuxing', '99 Pop', '99 Taxis', '99 Tecnologia',
  ],
  'Public Transit': [
    'Metrobus', 'Autobuses ADO', 'ADO Boletos', 'Primera Plus', 'ETN Turistar', 'SPTrans', 'CPTM', 'Riocard',
    'MetroRio', 'Carga SUBE', 'Tarjeta SUBE', 'Recarga SUBE', 'Metro de Santiago', 'Tarjeta Bip', 'Carga Bip', 'Turbus',
    'Tur Bus', 'Pullman Bus', 'TransMilenio', 'TuLlave', 'Metro de Medellin', 'Presto Card', 'Presto Fare', 'Metrolinx',
    'GO Transit', 'TTC', 'OC Transpo', 'Via Rail',
  ],
  Tolls: [
    'IAVE', 'TeleVia', 'CAPUFE', 'Pase Urbano', 'Sem Parar', 'ConectCar', 'Veloe', 'Ecovias', 'Arteris', 'AutoBan',
    'AUSA Autopistas', 'AUBASA', 'Autopista Central', 'Autopista Vespucio Sur', 'Vespucio Norte Express', 'Flypass',
    '407 ETR',
  ],
  Airlines: [
    'Aeromexico', 'Volaris', 'Viva Aerobus', 'VivaAerobus', 'Aeromar', 'Interjet', 'Gol Linhas Aereas', 'Gol Linhas',
    'Voegol', 'Azul Linhas Aereas', 'Azul Linhas', 'Voe Azul', 'Voeazul', 'Aerolineas Argentinas', 'Flybondi',
    'JetSMART', 'Sky Airline', 'Viva Air', 'Satena', 'Porter Airlines', 'Flyporter', 'Flair Airlines', 'Air Transat',
    'Sunwing',
  ],
  Shopping: ['PriceSmart', 'Alkosto', 'Canadian Tire'],
  'Clothing & Apparel': [
    'Lojas Renner', 'Lojas Marisa', 'Lojas Riachuelo', 'Arturo Calle', 'Aritzia', 'La Senza', 'Reitmans',
    'Roots Canada',
  ],
  'Electronics & Software': ['Ponto Frio', 'Fravega', 'Musimundo', 'Ktronix'],
  'Office Supplies': ['Kalunga'],
  'Department Stores': [
    'Walmex', 'El Puerto de Liverpool', 'Distribuidora Liverpool', 'Palacio de Hierro', 'Sears', 'Sanborns', 'Coppel',
    'Tiendas Elektra', 'Famsa', 'Tiendas Suburbia', 'Lojas Americanas', 'Americanas SA', 'Americanas com',
    'Magazine Luiza', 'Magalu', 'Casas Bahia', 'Lojas Havan', 'Havan Lojas', 'Falabella', 'Tiendas Paris', 'Paris cl',
    'Tiendas Ripley', 'Ripley cl', 'La Polar', 'Hites', 'Hudsons Bay', "Hudson's Bay", 'Giant Tiger', 'Dollarama',
    'La Maison Simons',
  ],
  'Books & Media': ['Chapters Indigo', 'Indigo Books'],
  'Sporting Goods': ['Netshoes'],
  Pharmacies: [
    'Farmacias Guadalajara', 'Farmacia Guadalajara', 'Fahorro', 'Farmacias Similares', 'Farmacia San Pablo',
    'Farmacias San Pablo', 'Farmacias Benavides', 'Dr Simi', 'Drogasil', 'Droga Raia', 'Raia Drogasil',
    'Drogaria Sao Paulo', 'Farmacias Pague Menos', 'Drogaria Pacheco', 'Panvel', 'Drogaria Araujo', 'Ultrafarma',
    'Farmacity', 'Cruz Verde', 'Salcobrand', 'Farmacias Ahumada', 'Farmatodo', 'Locatel', 'Droguerias Olimpica',
    'Pharmaprix', 'Jean Coutu', 'Uniprix', 'Rexall', 'Familiprix', 'London Drugs',
  ],
  'Cinema & Events': ['Cinepolis', 'Cinemex'],
  'Video Streaming': [
    'Sky Mexico', 'Blim TV', 'ViX Premium', 'Claro Video', 'Sky Brasil', 'Globoplay', 'Globo Play', 'DirecTV',
    'CraveTV', 'Crave TV', 'CBC Gem',
  ],
  Insurance: [
    'GNP Seguros', 'Grupo Nacional Provincial', 'Seguros Monterrey', 'HDI Seguros', 'Seguros Atlas', 'Seguros Banorte',
    'Seguros Inbursa', 'Porto Seguro Cia', 'Porto Seguro Seguros', 'Bradesco Seguros', 'SulAmerica Seguros',
    'Tokio Marine', 'Azul Seguros', 'Caixa Seguradora', 'BB Seguros', 'Itau Seguros', 'Sancor Seguros',
    'Federacion Patronal', 'La Segunda Seguros', 'Rivadavia Seguros', 'La Caja Seguros', 'Seguros Sura', 'Sura Seguros',
    'Seguros Bolivar', 'Intact Insurance', 'Intact Assurance', 'Belairdirect', 'Wawanesa', 'Economical Insurance',
    'TD Insurance', 'RBC Insurance', 'Desjardins Insurance', 'Cooperators',
  ],
  'Life Insurance': ['Sun Life', 'Sunlife', 'Manulife', 'Canada Life', 'Great West Life'],
  'Health Insurance': [
    'Bradesco Saude', 'SulAmerica Saude', 'Amil Assistencia', 'Amil Saude', 'Unimed', 'Hapvida',
    'NotreDame Intermedica', 'OSDE', 'Swiss Medical', 'Medife', 'Omint', 'Isapre', 'Banmedica', 'Isapre Cruz Blanca',
    'Consalud', 'EPS Sura', 'Colsanitas',
  ],
  'Vehicle Insurance': ['Qualitas Compania', 'ICBC Autoplan'],
  'Taxes & Government': [
    'Simples Nacional', 'DAS Simples', 'ARBA', 'Tesoreria General de la Republica', 'ServiceOntario', 'Service Ontario',
  ],
  'Income Tax': [
    'Servicio de Administracion Tributaria', 'Pago Referenciado SAT', 'AFIP', 'Servicio de Impuestos Internos',
    'Pago DIAN', 'Revenu Quebec',
  ],
  'Vehicle Licensing': ['Refrendo Vehicular', 'IPVA', 'Detran', 'SAAQ'],
});

/**
 * Brazil's INSS takes contributions and pays pensions: money out is a payment to the state, money in a benefit.
 * Spain's INSS (the social-security institute) means the same both ways.
 */
const SOCIAL_SECURITY: RuleSpec[] = [
  { patterns: ['INSS'], debit: 'Taxes & Government', credit: 'Government Benefits', priority: PRIORITY.MERCHANT },
];

export const AMERICAS_MERCHANT_RULES: readonly RuleSpec[] = [...BRANDS, ...SOCIAL_SECURITY];
