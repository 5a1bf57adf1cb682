import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/** Words naming a service trade: health, care, leisure, education, giving, business, utilities and government. */
export const SERVICE_KEYWORD_RULES: readonly RuleSpec[] = fromTable(PRIORITY.KEYWORD, {
  'Healthcare & Pharmacy': ['Medical', 'Healthcare', 'Medicine', 'Medicines'],
  Pharmacies: [
    'Pharmacy', 'Pharmacies', 'Pharm', 'Apteek', 'Chemist', 'Chemists', 'Drugstore', 'Drug Store', 'Medical Hall',
    'Apotheke', 'Pharmacie', 'Parapharmacie', 'Apotheek', 'Farmacia', 'Farmacie',
  ],
  'Doctors & Dentists': [
    'Doctor', 'Doctors', 'GP', 'Dentist', 'Dental', 'Dental Clinic', 'Orthodontist', 'Optometrist', 'Optometrists',
    'Optician', 'Opticians', 'Optical', 'Physio', 'Physiotherapy', 'Physiotherapist', 'Chiropractor', 'Osteopath',
    'Psychologist', 'Psychiatrist', 'Dermatologist', 'Paediatrician', 'Pediatrics', 'Audiologist', 'Surgery', 'Arzt',
    'Arztpraxis', 'Zahnarzt', 'Zahnarztpraxis', 'Hausarzt', 'Kinderarzt', 'Frauenarzt', 'Physiotherapie', 'Optiker',
    'Medecin', 'Cabinet Medical', 'Dentiste', 'Opticien', 'Kinesitherapeute', 'Osteopathe', 'Huisarts', 'Tandarts',
    'Fysiotherapie', 'Medico', 'Dentista', 'Clinica Dental', 'Optica', 'Ottica', 'Fisioterapia',
  ],
  'Hospitals & Clinics': [
    'Clinic', 'Hospital', 'Medical Centre', 'Medical Center', 'Health Centre', 'Health Center', 'Urgent Care',
    'Pathology', 'Radiology', 'Laboratory', 'Polyclinic', 'Krankenhaus', 'Klinik', 'Klinikum', 'Poliklinik',
    'Hopital', 'Clinique', 'Laboratoire', 'Ziekenhuis', 'Ospedale', 'Clinica', 'Centro Medico', 'Laboratorio',
  ],
  'Personal Care': [
    'Cosmetics', 'Makeup', 'Skincare', 'Perfume', 'Perfumery', 'Parfum', 'Parfumerie', 'Parfuemerie', 'Perfumeria',
    'Profumeria', 'Fragrance', 'Eau de Parfum', 'Eau de Toilette', 'Kosmetik', 'Drogerie', 'Drogeriemarkt',
    'Drogisterij', 'Drogeria',
    'Tattoo', 'Piercing', 'Wellness', 'Grooming',
  ],
  'Hair & Beauty': [
    'Salon', 'Salons', 'Hair', 'Hairdresser', 'Hairdressers', 'Hair Salon', 'Barber', 'Barbers', 'Barbershop',
    'Barber Shop', 'Spa', 'Day Spa', 'Nails', 'Nail Bar', 'Nail Salon', 'Beauty', 'Waxing', 'Massage', 'Tanning',
    'Friseur', 'Frisor', 'Frisoer', 'Kosmetikstudio', 'Nagelstudio', 'Coiffeur', 'Coiffure', 'Institut de Beaute',
    'Kapper', 'Kapsalon', 'Schoonheidssalon', 'Peluqueria', 'Barberia', 'Estetica', 'Parrucchiere', 'Barbiere',
    'Cabeleireiro', 'Barbearia',
  ],
  'Laundry & Dry Cleaning': [
    'Laundry', 'Laundromat', 'Laundrette', 'Dry Cleaner', 'Dry Cleaners', 'Drycleaners', 'Dry Cleaning',
    'Waschsalon', 'Textilreinigung', 'Chemische Reinigung', 'Laverie', 'Blanchisserie', 'Wasserette', 'Wassalon',
    'Stomerij', 'Lavanderia', 'Tintoreria', 'Tinturaria',
  ],
  'Gyms & Fitness Classes': [
    'Gym', 'Fitness', 'Health Club', 'CrossFit', 'Yoga', 'Pilates', 'Dojo', 'Karate', 'Martial Arts', 'Boxing',
    'Bootcamp', 'Spin Class', 'Fitnessstudio', 'Fitness Studio', 'Salle de Sport', 'Sportschool', 'Gimnasio',
    'Palestra', 'Ginasio',
  ],
  'Sports & Fitness': [
    'Golf', 'Golf Club', 'Golf Course', 'Country Club', 'Tennis', 'Padel', 'Squash', 'Swimming', 'Swim School',
    'Sports Club', 'Sports', 'Cycling', 'Marathon', 'Race Entry', 'Climbing', 'Bouldering', 'Surf', 'Ski', 'Ski Pass',
    'Skipass', 'Diving', 'Rugby Club', 'Cricket Club', 'Football Club', 'Bowls Club', 'Sportverein', 'Golfclub',
    'Tennisclub', 'Schwimmbad', 'Hallenbad', 'Piscine', 'Zwembad', 'Piscina',
  ],
  'Cinema & Events': [
    'Cinema', 'Cinemas', 'Theatre', 'Theater', 'Theatres', 'Movies', 'Concert', 'Tickets', 'Events', 'Museum', 'Zoo',
    'Aquarium', 'Theme Park', 'Amusement', 'Waterpark', 'Water Park', 'Festival', 'Comedy', 'Kino', 'Konzert',
    'Tierpark', 'Freizeitpark', 'Bioscoop', 'Cine', 'Cines', 'Teatro', 'Museo', 'Musee', 'Museu', 'Billetterie',
    'Entradas',
  ],
  Entertainment: [
    'Bowling', 'Arcade', 'Escape Room', 'Paintball', 'Laser Tag', 'Karting', 'Go Kart', 'Trampoline', 'Entertainment',
  ],
  Gaming: ['Gaming', 'Games', 'Video Games', 'Game Store'],
  'Subscriptions & Streaming': [
    'Subscription', 'Subscriptions', 'Streaming', 'Membership Fee', 'Abonnement', 'Suscripcion', 'Assinatura',
  ],
  'News & Magazines': [
    'Newspaper', 'Newspapers', 'Newsagent', 'Newsagents', 'Magazine', 'Magazines', 'Zeitung', 'Zeitschrift',
    'Zeitschriften', 'Tijdschrift', 'Krant', 'Edicola',
  ],
  'Gambling & Lottery': [
    'Casino', 'Betting', 'Bookmaker', 'Sportsbook', 'Slots', 'Bingo', 'Spielbank', 'Spielhalle', 'Wettbuero',
    'Apuestas', 'Scommesse',
  ],
  Education: ['Education', 'Learning', 'Textbooks', 'Academy', 'Montessori'],
  'School & University Fees': [
    'School', 'Schools', 'Primary School', 'High School', 'College', 'University', 'Univ', 'Schule', 'Hochschule',
    'Universitaet', 'Universitat', 'Ecole', 'Lycee', 'Universite', 'Universiteit', 'Hogeschool', 'Colegio',
    'Universidad', 'Scuola', 'Universita', 'Escola', 'Universidade',
  ],
  'Courses & Training': [
    'Course', 'Courses', 'Tutor', 'Tutoring', 'Tuition Centre', 'Driving School', 'Language School', 'Seminar',
    'Fahrschule', 'Nachhilfe', 'Sprachschule', 'Auto Ecole', 'Rijschool', 'Autoescuela', 'Autoscuola',
  ],
  Childcare: [
    'Creche', 'Preschool', 'Pre School', 'Nursery School', 'Kindergarten', 'Daycare', 'Day Care', 'Aftercare',
    'After School', 'Childcare', 'Child Care', 'Nanny', 'Babysitter', 'Au Pair', 'Kita', 'Kindertagesstaette',
    'Tagesmutter', 'Garderie', 'Kinderopvang', 'Guarderia', 'Asilo Nido',
  ],
  Pets: [
    'Pet', 'Pets', 'Pet Shop', 'Pet Store', 'Petshop', 'Dog Grooming', 'Dog Parlour', 'Kennel', 'Kennels', 'Cattery',
    'Pet Food', 'Zoohandlung', 'Tierbedarf', 'Hundesalon', 'Animalerie', 'Dierenwinkel',
  ],
  Veterinary: [
    'Vet', 'Vets', 'Veterinary', 'Veterinarian', 'Animal Hospital', 'Animal Clinic', 'Tierarzt', 'Tierarztpraxis',
    'Tierklinik', 'Veterinaire', 'Clinique Veterinaire', 'Dierenarts', 'Dierenkliniek', 'Veterinario',
    'Clinica Veterinaria',
  ],
  'Charity & Donations': [
    'Donation', 'Donations', 'Donate', 'Charity', 'Charities', 'Church', 'Tithe', 'Tithes', 'Offering', 'Mosque',
    'Synagogue', 'Ministries', 'NPO', 'NGO', 'Welfare', 'Relief Fund', 'Animal Rescue', 'Zakat', 'Sadaqah', 'Spende',
    'Spenden', 'Kirche', 'Eglise', 'Kerk', 'Donacion', 'Donativo', 'Iglesia', 'Donazione', 'Chiesa', 'Igreja',
  ],
  'Legal Services': [
    'Attorney', 'Attorneys', 'Lawyer', 'Lawyers', 'Law Firm', 'Legal', 'Solicitor', 'Solicitors', 'Notary',
    'Conveyancer', 'Conveyancers', 'Advocate', 'Rechtsanwalt', 'Rechtsanwaelte', 'Anwalt', 'Anwaltskanzlei', 'Notar',
    'Avocat', 'Avocats', 'Notaire', 'Advocaat', 'Advocaten', 'Notaris', 'Abogado', 'Abogados', 'Notario', 'Notaria',
    'Avvocato', 'Studio Legale', 'Notaio', 'Advogado', 'Advogados',
  ],
  'Accounting & Tax Services': [
    'Accountant', 'Accountants', 'Accounting', 'Bookkeeping', 'Bookkeeper', 'Auditor', 'Auditors', 'Tax Practitioner',
    'Tax Preparation', 'Tax Advisor', 'Steuerberater', 'Steuerberatung', 'Steuerkanzlei', 'Expert Comptable',
    'Comptable', 'Boekhouder', 'Boekhouding', 'Accountantskantoor', 'Asesoria', 'Gestoria', 'Commercialista',
    'Contabilista', 'Contabilidade',
  ],
  'Professional Services': [
    'Consulting', 'Consultants', 'Consultancy', 'Architect', 'Architects', 'Engineers', 'Surveyor', 'Surveyors',
    'Recruitment', 'Staffing', 'Freelance', 'Translation', 'Coworking', 'Co Working', 'Beratung', 'Consultoria',
    'Consulenza', 'Adviesbureau',
  ],
  'Security Services': ['Armed Response', 'Security Services', 'Alarm Monitoring', 'Sicherheitsdienst'],
  'Home Services & Repairs': [
    'Plumbing', 'Plumber', 'Plumbers', 'Electrician', 'Locksmith', 'Pest Control', 'Handyman', 'Cleaning Services',
    'Cleaning Service', 'Landscaping', 'Garden Service', 'Gardener', 'Appliance Repair', 'Installateur', 'Klempner',
    'Elektriker', 'Schluesseldienst', 'Schlusseldienst', 'Gebaeudereinigung', 'Plombier', 'Electricien', 'Serrurier',
    'Loodgieter', 'Schoonmaakbedrijf', 'Fontanero', 'Fontaneria', 'Idraulico', 'Canalizador',
  ],
  'Advertising & Marketing': [
    'Advertising', 'Advertisement', 'Ads', 'AdWords', 'Marketing', 'Promotions', 'Promotional', 'Signage',
    'Billboard', 'SEO', 'Werbung', 'Publicite', 'Publicidad', 'Pubblicita', 'Publicidade', 'Reclame',
  ],
  'Shipping & Postage': [
    'Courier', 'Couriers', 'Shipping', 'Postage', 'Post Office', 'Freight', 'Logistics', 'Parcel', 'Parcels',
    'Postal', 'Paket', 'Pakete', 'Versandkosten', 'Colis', 'Frais de Port', 'Pakket', 'Pakketten', 'Paqueteria',
    'Mensajeria', 'Spedizione',
  ],
  Utilities: ['Utility', 'Utilities', 'Gas and Electric', 'Energieversorgung'],
  'Water & Municipal': [
    'Water', 'Water and Sanitation', 'Municipality', 'Municipal', 'Refuse', 'Sewer', 'Sewerage', 'Waste Collection',
    'Wasser', 'Wasserwerk', 'Eau', 'Eaux', 'Waterbedrijf', 'Drinkwater', 'Aguas de', 'Acquedotto',
    'Gemeente', 'Mairie', 'Ayuntamiento', 'Comune', 'Camara Municipal',
  ],
  'Mobile & Airtime': ['Mobile Contract', 'Cellphone', 'Cell Phone', 'SIM Card', 'Prepaid SIM', 'Cellular', 'Wireless'],
  'Internet & Fibre': [
    'Broadband', 'Fibre', 'Fiber', 'Internet Service', 'Internet Provider', 'WiFi', 'ISP', 'DSL', 'Glasfaser',
    'Breitband', 'Fibra', 'Glasvezel',
  ],
  Telecommunications: [
    'Telecom', 'Telecoms', 'Telecommunications', 'Phone Bill', 'Telefon', 'Telefonie', 'Telecomunicaciones',
    'Telecomunicazioni', 'Telecomunicacoes',
  ],
  'Credit Card Payments': ['Credit Card'],
  'Rent & Mortgage': ['Property Management', 'Hausverwaltung', 'Inmobiliaria', 'Immobiliare', 'Imobiliaria'],
  'Savings & Investments': [
    'Invest', 'Investment', 'Investments', 'Stockbroker', 'Shares', 'Securities', 'Sparplan', 'Geldanlage',
  ],
  // Generic tax words: the revenue service's name or the tax's own name ("PAYE", "VAT") says more, so they lose.
  'Taxes & Government': [
    'Tax', 'Taxes', 'Tax Payment', 'Steuer', 'Steuern', 'Steuerzahlung', 'Impots', 'Impot', 'Belasting', 'Belastingen',
    'Impuesto', 'Impuestos', 'Imposta', 'Imposte', 'Imposto', 'Government', 'Govt', 'Gov', 'Licensing', 'Licence',
    'Permit', 'Traffic Dept',
  ],
});
