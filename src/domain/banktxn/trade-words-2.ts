import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Trade words of health, care, leisure, education, family, giving, business and local government, in the same
 * languages as trade-words.ts and on the same terms: the word alone when it has one sense, a phrase otherwise.
 */
const HEALTH_AND_CARE = fromTable(PRIORITY.KEYWORD, {
  Pharmacies: [
    'Apotek', 'Farmasi', 'Farmacias', 'Drogaria', 'Botica', 'Pharmacist', 'Dispensary', 'Apotheker', 'Parafarmacia',
    'Kedai Ubat',
  ],
  'Doctors & Dentists': [
    'Physiotherapeut', 'Krankengymnastik', 'Ergotherapie', 'Logopaedie', 'Heilpraktiker', 'Psychotherapie',
    'Psychotherapeut', 'Orthopaede', 'Augenarzt', 'Hautarzt', 'Kieferorthopaede', 'Zahnarzte', 'Orthodontiste',
    'Ophtalmologue', 'Pediatre', 'Dermatologue', 'Psychologue', 'Podologue', 'Orthophoniste', 'Kinesitherapie',
    'Cabinet Kine', 'Cabinet Dentaire', 'Centre Dentaire', 'Tandartspraktijk', 'Huisartsenpraktijk', 'Fysiotherapeut',
    'Fysio', 'Psycholoog', 'Mondhygienist', 'Oogarts', 'Odontologo', 'Odontologia', 'Optico', 'Oftalmologo',
    'Pediatra', 'Psicologo', 'Psicologa', 'Podologo', 'Fisioterapeuta', 'Quiropractico', 'Studio Dentistico',
    'Odontoiatra', 'Odontoiatria', 'Ottico', 'Oculista', 'Fisioterapista', 'Clinica Dentaria', 'Otica', 'Dokter',
    'Oogkundige', 'Fisioterapeut', 'Sielkundige', 'Geneesheer', 'Spreekkamer', 'Klinik Gigi', 'Doktor Gigi',
    'Dokter Gigi', 'Pergigian', 'Optometri', 'Optik', 'Cermin Mata', 'Kacamata', 'Fisioterapi', 'Doktor',
    'Dental Surgery', 'Dental Practice', 'Medical Practice', 'Eye Care', 'Eyecare', 'Podiatrist', 'Chiropody',
    'Therapist',
  ],
  'Hospitals & Clinics': [
    'Kliniek', 'Hospitaal', 'Rumah Sakit', 'Laboratorium', 'Ambulatorio', 'Poliambulatorio', 'Ziekenhuizen',
    'Krankenhaeuser',
  ],
  'Hair & Beauty': [
    'Haarstudio', 'Haarsalon', 'Friseursalon', 'Coiffeuse', 'Salon de Coiffure', 'Estheticienne', 'Onglerie',
    'Manucure', 'Kapster', 'Haarkapper', 'Skoonheid', 'Skoonheidsalon', 'Schoonheidsspecialiste', 'Nagelsalon',
    'Barbier', 'Salon de Belleza', 'Centro de Estetica', 'Manicura', 'Parrucchiera', 'Estetista', 'Centro Estetico',
    'Acconciature', 'Salao de Beleza', 'Salao', 'Manicure', 'Pedicure', 'Esteticista', 'Depilacao', 'Depilacion',
    'Salun', 'Gunting Rambut', 'Pangkas Rambut', 'Tukang Cukur', 'Salon Kecantikan', 'Kecantikan', 'Lash Bar',
    'Brow Bar', 'Lashes', 'Brows', 'Hair Studio', 'Beauty Salon', 'Beautician', 'Aesthetics', 'Threading', 'Blow Dry',
    'Hairstylist',
  ],
  'Laundry & Dry Cleaning': [
    'Wasserij', 'Reinigung', 'Waescherei', 'Wascherei', 'Pressing', 'Nettoyage a Sec', 'Teinturerie', 'Lavandaria',
    'Lavasecco', 'Wassery', 'Droogskoonmaker', 'Dobi', 'Kedai Dobi', 'Binatu', 'Cuci Kering', 'Wash and Fold',
    'Laundries', 'Lavanderia Self Service',
  ],
  'Gyms & Fitness Classes': [
    'Fitnesscenter', 'Fitnessclub', 'Sportstudio', 'Gim', 'Pusat Kebugaran', 'Kebugaran', 'Yogastudio', 'Yoga Studio',
    'Pilates Studio', 'Kickboxing', 'Muay Thai', 'Jiu Jitsu', 'Judo', 'Taekwondo',
  ],
  'Sports & Fitness': [
    'Golfbaan', 'Golfplatz', 'Tennisverein', 'Turnverein', 'Reitschule', 'Reitstall', 'Kletterhalle', 'Boulderhalle',
    'Eisbahn', 'Ice Rink', 'Club de Golf', 'Club de Tenis', 'Circolo Tennis', 'Clube de Golfe', 'Campo de Golfe',
    'Campo de Golf', 'Gholfklub', 'Gholf', 'Gholfbaan', 'Sportklub', 'Kelab Golf', 'Lapangan Golf', 'Driving Range',
    'Pitch and Putt', 'Riding School', 'Equestrian', 'Polo Club', 'Yacht Club', 'Sailing Club', 'Rowing Club',
    'Swim Club', 'Tennis Club', 'Golf Estate', 'Swembad', 'Kolam Renang', 'Skischule', 'Ecole de Ski',
  ],
  'Personal Care': ['Perfumaria', 'Profumi', 'Kosmetika', 'Kosmetiek', 'Wangian'],
});

const LEISURE = fromTable(PRIORITY.KEYWORD, {
  Entertainment: [
    'Bowlingbaan', 'Bowlingcenter', 'Bolera', 'Karaoke', 'Karaoke Box', 'Escape Game', 'Escape Rooms', 'Minigolf',
    'Mini Golf', 'Putt Putt', 'Trampolinpark', 'Trampoline Park', 'Indoorspielplatz', 'Speeltuin', 'Kinderboerderij',
    'Billiards', 'Snooker', 'Pool Hall', 'Biljart', 'Biliardo', 'Sinuca', 'Kartbahn', 'Play Centre', 'Soft Play',
    'Jumping Castle',
  ],
  'Cinema & Events': [
    'Dierentuin', 'Dieretuin', 'Zoologico', 'Zoologischer Garten', 'Parc Zoologique', 'Giardino Zoologico',
    'Kebun Binatang', 'Muzium', 'Planetarium', 'Botanical Garden', 'Botanischer Garten', 'Jardin Botanique',
    'Jardin Botanico', 'Orto Botanico', 'Pretpark', "Parc d'Attractions", 'Parque de Atracciones', 'Parque Tematico',
    'Parco Divertimenti', 'Luna Park', 'Parque Aquatico', 'Schouwburg', 'Teater', 'Bioskop', 'Pawagam', 'Bioskoop',
    'Konsert', 'Konser', 'Konzerthaus', 'Opera House', 'Philharmonie', 'Concerto', 'Concierto', 'Ticketing',
    'Galeri Seni', 'Kunstmuseum', 'Rijksmuseum', 'Pinacoteca',
  ],
  'News & Magazines': [
    'Tijdschriften', 'Jornal', 'Giornale', 'Quotidiano', 'Revista', 'Rivista', 'Koerant', 'Tydskrif', 'Akhbar',
    'Majalah', 'Surat Khabar', 'Banca de Jornal', 'Maison de la Presse',
  ],
  'Gambling & Lottery': [
    'Wettburo', 'Sports Toto', 'Totalizator', 'Gokken', 'Casa de Apostas', 'Sala de Bingo', 'Sale Scommesse',
    'Paris Sportifs', 'PMU', 'Bookie', 'Bookies', 'Racecourse', 'Tabcorp',
  ],
  Gaming: ['Jeux Video', 'Videojuegos', 'Videogiochi', 'Videogames', 'Jogos Eletronicos'],
});

const FAMILY_AND_GIVING = fromTable(PRIORITY.KEYWORD, {
  Childcare: [
    'Kindertagesstatte', 'Kinderkrippe', 'Krippe', 'Halte Garderie', 'Assistante Maternelle', 'Micro Creche',
    'Kinderdagverblijf', 'Buitenschoolse Opvang', 'Gastouder', 'Peuterspeelzaal', 'Escuela Infantil',
    'Jardin de Infancia', 'Jardin Infantil', "Scuola dell'Infanzia", 'Scuola Materna', 'Bercario',
    'Jardim de Infancia', 'Infantario', 'Kleuterskool', 'Dagsorg', 'Nasorg', 'Taska', 'Tadika', 'Taman Asuhan',
    'Penitipan Anak', 'PAUD', 'Playgroup', 'Play School', 'Playschool', 'Childminder', 'Child Minder',
    'Before School Care', 'OSHC', 'Day Nursery',
  ],
  'School & University Fees': [
    'Skool', 'Hoerskool', 'Laerskool', 'Kollege', 'Sekolah', 'Universiti', 'Universitas', 'Kolej', 'Politeknik',
    'Escuela', 'Liceo', 'Grundschule', 'Gesamtschule', 'Realschule', 'Basisschool', 'Middelbare School', 'Faculdade',
    'Facultad', 'Privatschule',
  ],
  'Courses & Training': [
    'Bijles', 'Huiswerkbegeleiding', 'Cours Particuliers', 'Soutien Scolaire', 'Clases Particulares',
    'Academia de Idiomas', 'Ripetizioni', 'Explicacoes', 'Aulas Particulares', 'Kursus', 'Bimbel',
    'Bimbingan Belajar', 'Tuisyen', 'Pusat Tuisyen', 'Autorijschool', 'Bestuurskool', 'Autoescola', 'Auto Escola',
    'Sekolah Memandu', 'Kursus Mengemudi', 'Music School', 'Musikschule', 'Muziekschool', 'Ecole de Musique',
    'Escuela de Musica', 'Scuola di Musica', 'Escola de Musica', 'Dance School', 'Tanzschule', 'Dansschool',
    'Ecole de Danse', 'Escuela de Danza', 'Scuola di Danza', 'Escola de Danca', 'Music Lessons', 'Piano Lessons',
    'Language Course', 'Sprachkurs', 'Cours de Langue', 'Taalcursus', 'Curso', 'Cursus', 'Volkshochschule',
  ],
  Pets: [
    'Dierenspeciaalzaak', 'Trimsalon', 'Hondentrimsalon', 'Dierenpension', 'Hundeschule', 'Tierhandlung',
    'Zoofachhandel', 'Tienda de Mascotas', 'Mascotas', 'Peluqueria Canina', 'Toelettatura', 'Negozio Animali',
    'Racao', 'Banho e Tosa', 'Troeteldierwinkel', 'Dierewinkel', 'Kedai Haiwan', 'Toko Hewan', 'Pet Grooming',
    'Doggy Daycare', 'Dog Walker', 'Dog Walking', 'Pet Sitter', 'Pet Sitting', 'Boarding Kennels',
  ],
  Veterinary: [
    'Vet Clinic', 'Vet Hospital', 'Veterinair', 'Veterinaria', 'Dierenartsenpraktijk', 'Dierenartspraktijk',
    'Dierearts', 'Dierehospitaal', 'Veearts', 'Klinik Haiwan', 'Doktor Haiwan', 'Klinik Veterinar', 'Klinik Hewan',
    'Dokter Hewan', 'Hospital Veterinario', 'Ambulatorio Veterinario', 'Veterinarios', 'Tierarzte',
  ],
  'Charity & Donations': [
    'Gereja', 'Masjid', 'Surau', 'Tiende', 'Tienden', 'Kollekte', 'Dizimo', 'Diezmo', 'Ofrenda', 'Parroquia',
    'Parrocchia', 'Paroisse', 'Parochie', 'Paroquia', 'Pfarrei', 'Pfarramt', 'Liefdadigheid', 'Goede Doel',
    'Sumbangan', 'Infaq', 'Sedekah', 'Wakaf', 'Waqf', 'Zakat Fitrah', 'Beneficencia', 'Beneficenza', 'Doacao',
    'Doacoes', 'Gift Aid', 'Crowdfunding', 'Templo', 'Vihara', 'Gurdwara', 'Mandir',
  ],
});

const BUSINESS = fromTable(PRIORITY.KEYWORD, {
  'Legal Services': [
    'Prokureur', 'Prokureurs', 'Advokaat', 'Peguam', 'Pengacara', 'Advokat', 'Kantor Hukum', 'Cartorio', 'Tabeliao',
    'Tabelionato', 'Huissier', 'Gerichtsvollzieher', 'Deurwaarder', 'Kanzlei', 'Rechtsanwaltskanzlei', 'Notariat',
    'Office Notarial', 'Etude Notariale', "Cabinet d'Avocats", 'Notariskantoor', 'Advocatenkantoor', 'Advocatuur',
    'Bufete', 'Despacho de Abogados', 'Procurador', 'Studio Notarile', 'Avvocati', 'Escritorio de Advocacia',
    'Advocacia', 'Solicitadoria', 'Law Office', 'Law Offices', 'Law Group', 'Legal Fees', 'Barrister', 'Barristers',
  ],
  'Accounting & Tax Services': [
    'Rekenmeester', 'Rekenmeesters', 'Ouditeur', 'Ouditeure', 'Boekhouer', 'Akauntan', 'Juruaudit', 'Akuntan',
    'Konsultan Pajak', 'Perakaunan', 'Wirtschaftspruefer', 'Buchhaltung', 'Buchfuehrung', 'Lohnbuero', 'Steuerbuero',
    'Cabinet Comptable', 'Expertise Comptable', 'Belastingadviseur', 'Administratiekantoor', 'Asesoria Fiscal',
    'Contabilidad', 'Ragioniere', 'Studio Commercialista', 'Contabilita', 'Escritorio Contabil', 'CPA',
    'Chartered Accountants', 'Tax Consultant', 'Tax Services',
  ],
  'Professional Services': [
    'Adviseurs', 'Konsultan', 'Perunding', 'Ingenieurbuero', 'Architekt', 'Architekturbuero', 'Architecte',
    'Architectenbureau', 'Arquitecto', 'Architetto', 'Arquiteto', 'Argitek', 'Arkitek', 'Vertaalbureau',
    'Uebersetzung', 'Traduction', 'Traducciones', 'Traduzioni', 'Traducoes', 'Interpreter',
  ],
  'Home Services & Repairs': [
    'Loodgieterswerk', 'Elektricien', 'Slotenmaker', 'Schoonmaak', 'Glazenwasser', 'Ongediertebestrijding',
    'Hovenier', 'Dakdekker', 'Klusbedrijf', 'Klusjesman', 'Malerbetrieb', 'Dachdecker', 'Gartenbau',
    'Hausmeisterservice', 'Reinigungsservice', 'Sanitaer', 'Elektroinstallation', 'Gebaudereinigung', 'Menuisier',
    'Vitrier', 'Couvreur', 'Chauffagiste', 'Nettoyage', 'Jardinier', 'Paysagiste', 'Electricista', 'Cerrajero',
    'Cerrajeria', 'Limpieza', 'Jardineria', 'Fumigacion', 'Control de Plagas', 'Elettricista', 'Fabbro', 'Pulizie',
    'Giardiniere', 'Disinfestazione', 'Eletricista', 'Serralheiro', 'Chaveiro', 'Limpeza', 'Dedetizacao',
    'Jardinagem', 'Encanador', 'Elektrisien', 'Slotmaker', 'Skoonmaak', 'Skoonmaakdienste', 'Tuindiens',
    'Plaagbeheer', 'Tukang Paip', 'Tukang', 'Aircond Service', 'Aircon Service', 'Aircon Repair', 'HVAC',
    'Air Conditioning', 'Roofing', 'Roofer', 'Painting Contractor', 'Window Cleaning', 'Carpet Cleaning',
    'Maid Service', 'Housekeeping', 'Chimney Sweep', 'Exterminator', 'Lawn Care', 'Lawn Service', 'Tree Service',
    'Pool Service', 'Pool Cleaning', 'Removals', 'Movers', 'Moving Company', 'Umzug', 'Umzuege', 'Demenagement',
    'Verhuisbedrijf', 'Mudanzas', 'Traslochi', 'Mudancas', 'Glazier', 'Joinery', 'Carpentry', 'Carpenter', 'Tiling',
    'Plasterer', 'Renovations', 'Geyser Repair',
  ],
  'Security Services': [
    'Bewaking', 'Beveiliging', 'Vigilancia', 'Vigilanza', 'Alarmanlage', 'Sekuriteit', 'Gewapende Reaksie',
    'Kawalan Keselamatan', 'Satpam', 'Security Guard', 'Security Company', 'CCTV', 'Wachdienst',
  ],
  'Advertising & Marketing': [
    'Reklame', 'Pengiklanan', 'Iklan', 'Werbeagentur', 'Agence de Publicite', 'Reclamebureau',
    'Agencia de Publicidad', 'Agenzia Pubblicitaria', 'Agencia de Publicidade', 'Advertensies',
  ],
  'Shipping & Postage': [
    'Postkantoor', 'Poskantoor', 'Koerier', 'Koeriersdienst', 'Kurier', 'Kurierdienst', 'Paketdienst',
    'Bureau de Poste', 'Oficina de Correos', 'Ufficio Postale', 'Spedizioni', 'Correio', 'Correios', 'Encomenda',
    'Pejabat Pos', 'Kantor Pos', 'Kurir', 'Ekspedisi', 'Pos Laju', 'Spedition',
  ],
});

/** Local government and its charges, by the word each language uses. */
const MUNICIPAL = fromTable(PRIORITY.PRODUCT, {
  'Water & Municipal': [
    'Wasserversorgung', 'Wasserverband', 'Abwasserverband', 'Abfallwirtschaft', 'Eau Potable', 'Assainissement',
    'Service des Eaux', 'Ordures Menageres', 'Hoogheemraadschap', 'Waterschapsbelasting', 'Afvalstoffenheffing',
    'Rioolheffing', 'Gemeentelijke Belastingen', 'Gemeentebelasting', 'Suministro de Agua', 'Saneamiento',
    'Tasa de Basuras', 'Impuesto Bienes Inmuebles', 'Servizio Idrico', 'Tassa Rifiuti', 'IMU', 'IPTU',
    'Servicos Municipalizados', 'Munisipaliteit', 'Stadsraad', 'Water en Sanitasie', 'Majlis Bandaraya',
    'Majlis Perbandaran', 'Majlis Daerah', 'Cukai Taksiran', 'Cukai Pintu', 'Bil Air', 'Borough Council',
    'City Council', 'County Council', 'District Council', 'Water Bill', 'Water Dept', 'Water Utility',
    'Utility Billing',
  ],
  Electricity: ['Listrik', 'Token Listrik', 'Bil Elektrik', 'Elektrisiteit'],
  'Mobile & Airtime': ['Pulsa', 'Paket Data', 'Kuota Internet', 'Kredit Prabayar', 'Lugtyd'],
  Insurance: ['Seguro', 'Versekering', 'Versekeraar', 'Asuransi', 'Insurans', 'Takaful'],
  'Life Insurance': ['Lewensversekering', 'Begrafnispolis', 'Insurans Hayat', 'Asuransi Jiwa'],
  'Health Insurance': ['Mediese Fonds', 'Asuransi Kesehatan', 'BPJS Kesehatan', 'Insurans Perubatan'],
});

export const TRADE_WORD_RULES_2: readonly RuleSpec[] = [
  ...HEALTH_AND_CARE, ...LEISURE, ...FAMILY_AND_GIVING, ...BUSINESS, ...MUNICIPAL,
];
