/**
 * The published expense categories of a record's `Category` (GET /api/v4/categories, GraphQL expenseCategories).
 * Clients store and compare the names: never rename or reuse one once published, only add.
 */
export interface ExpenseCategory {
  readonly name: string;
  readonly description: string;
}

export const EXPENSE_CATEGORIES = [
  { name: 'Meals & Entertainment', description: 'Restaurants, cafés, bakeries, bars, fast food, catering and food delivery; events and tickets' },
  { name: 'Travel', description: 'Flights, trains, buses, taxis and ride-hailing, car hire, parking and tolls' },
  { name: 'Lodging', description: 'Hotels, motels, hostels, guest houses and holiday lettings' },
  { name: 'Fuel & Auto', description: 'Petrol, diesel and EV charging; vehicle servicing, tyres, parts and car washes' },
  { name: 'Groceries', description: 'Supermarkets, minimarkets, convenience stores, cash & carry, fresh food and drinks for the office' },
  { name: 'Office Supplies', description: 'Stationery, books, printing and copying, paper and office consumables' },
  { name: 'Software & Subscriptions', description: 'Software licences, SaaS, cloud and hosting, domains, app stores and subscriptions' },
  { name: 'Telecommunications', description: 'Mobile and landline contracts, prepaid airtime, internet access' },
  { name: 'Utilities', description: 'Electricity, gas, water, heating and waste collection' },
  { name: 'Rent & Facilities', description: 'Rent, leases, service charges, cleaning and security of premises' },
  { name: 'Insurance', description: 'Business, liability, vehicle, health and property insurance premiums' },
  { name: 'Professional Services', description: 'Accounting, legal, consulting, notary, recruitment and other fees for expertise' },
  { name: 'Shipping & Postage', description: 'Couriers, parcel services, freight and postage' },
  { name: 'Hardware & Equipment', description: 'Hardware and DIY stores, tools, building materials, electrical goods, computers, furniture and machinery' },
  { name: 'Repairs & Maintenance', description: 'Repair work, servicing, installation and maintenance of premises and equipment' },
  { name: 'Advertising & Marketing', description: 'Advertising, printing of promotional material, signage, marketing agencies' },
  { name: 'Taxes & Fees', description: 'Taxes, duties, government and bank fees, licences and permits' },
  { name: 'Healthcare', description: 'Pharmacies, doctors, dentists, clinics, hospitals, health and beauty stores' },
  { name: 'Education & Training', description: 'Courses, training, tuition, seminars and conferences' },
  { name: 'Other', description: 'Clearly outside every other category: flowers and gifts, donations, clothing, personal items' },
] as const satisfies readonly ExpenseCategory[];

export type ExpenseCategoryName = (typeof EXPENSE_CATEGORIES)[number]['name'];

export const EXPENSE_CATEGORY_NAMES: readonly ExpenseCategoryName[] = EXPENSE_CATEGORIES.map((c) => c.name);

/**
 * Evidence per category as [weight, terms]. 3: the kind of business says it ("restaurant", "petrol station",
 * "Apotheke"); 2: a well-known chain or a strong product word; 1: an item that tips the balance but is sold in
 * many shops ("coffee", "paper"). Terms are matched as whole words, case-insensitively; Chinese, Japanese and
 * Korean terms, which are not separated by spaces, as substrings. Malay covers the SROIE receipts.
 */
export const CATEGORY_EVIDENCE: Record<ExpenseCategoryName, Array<[number, string[]]>> = {
  'Meals & Entertainment': [
    [3, ['restaurant', 'restaurants', 'restoran', 'rstoran', 'restaurante', 'ristorante', 'trattoria', 'pizzeria', 'osteria', 'brasserie', 'bistro', 'bistrot', 'gaststätte', 'gasthaus', 'gasthof', 'wirtshaus', 'imbiss', 'speiselokal', 'eetcafé', 'eethuis', 'cafetaria', 'snackbar', 'cafe', 'café', 'caffè', 'coffee shop', 'coffeehouse', 'kopitiam', 'kedai makan', 'warung', 'rumah makan', 'gerai makan', 'food court', 'medan selera', 'kafe', 'bakery', 'bäckerei', 'konditorei', 'boulangerie', 'pâtisserie', 'bakkerij', 'panadería', 'pastelería', 'panetteria', 'pasticceria', 'padaria', 'pastelaria', 'bageri', 'konditori', 'toko roti', 'kedai roti', 'cake house', 'confectionery', 'pub', 'bar & grill', 'steakhouse', 'diner', 'eatery', 'canteen', 'kantine', 'mensa', 'cantine', 'cantina', 'kantin', 'catering', 'traiteur', 'restaurang', 'spisested', 'kainan', 'karinderya', 'ресторан', 'кафе', 'столовая', 'εστιατόριο', 'ταβέρνα', 'καφετέρια', 'مطعم', 'مقهى', 'מסעדה', 'בית קפה', 'रेस्टोरेंट', 'रेस्तरां', 'भोजनालय', 'ढाबा', '餐厅', '餐廳', '饭店', '飯店', '酒楼', '酒樓', '茶餐厅', '咖啡', '食堂', 'レストラン', '喫茶', '居酒屋', '飲食店', 'カフェ', '식당', '레스토랑', '카페', '음식점', 'dine in', 'take away', 'takeaway', 'dine-in', 'table no', 'tisch nr', 'food & beverage', 'f&b', 'food n beverage', 'food services', 'noodle house', 'cuisine']],
    [2, ["mcdonald's", 'mcdonalds', 'kfc', 'burger king', 'subway', 'starbucks', "domino's", 'dominos', 'pizza hut', "nando's", 'papparich', 'old town white coffee', 'tealive', 'secret recipe', 'marrybrown', 'texas chicken', 'the coffee bean', 'costa coffee', 'tim hortons', 'dunkin', 'gerbang alaf', 'golden arches', 'sushi king', 'uniqlo cafe', 'deliveroo', 'uber eats', 'foodpanda', 'grabfood', 'lieferando', 'thuisbezorgd', 'just eat', 'doordash', 'wolt', 'glovo']],
    [1, ['pizza', 'burger', 'nasi', 'mee', 'mi goreng', 'kopi', 'teh', 'teh tarik', 'roti canai', 'ayam', 'chicken rice', 'rice', 'noodle', 'noodles', 'laksa', 'dim sum', 'sushi', 'ramen', 'coffee', 'latte', 'cappuccino', 'espresso', 'tea', 'beer', 'wine', 'bier', 'wein', 'bière', 'vin', 'cerveza', 'vino', 'birra', 'cake', 'kuchen', 'bread', 'roti', 'bun', 'croissant', 'menu', 'dessert', 'soup', 'sup', 'meal', 'set meal', 'breakfast', 'lunch', 'dinner', 'frühstück', 'mittagessen', 'abendessen', 'déjeuner', 'dîner', 'almuerzo', 'cena', 'pranzo', 'tickets', 'getränke', 'speisen', 'boissons', 'bebidas', 'bevande']],
    [3, ['cinema', 'kino', 'cinéma', 'theatre', 'theater', 'concert', 'konzert', 'bowling', 'karaoke']],
    [2, ['kitchen', 'seafood', 'pax', 'service charge', 'caj servis']],
    [3, ['eat in', 'take out', 'waiter', 'waitress', 'kellner', 'serveur', 'camarero', 'cameriere', 'coperto', 'couvert', 'trinkgeld', 'pourboire', 'propina', 'gorjeta', 'fooi']],
    [1, ['juice', 'jus', 'saft', 'zumo', 'succo', 'suco', 'spaghetti', 'pasta', 'fried', 'goreng', 'curry', 'kari', 'tiramisu', 'cendol', 'waffle', 'ice cream', 'aiskrim', 'milo', 'soda', 'cola', 'mocha', 'smoothie']],
  ],
  Travel: [
    [3, ['airline', 'airlines', 'airways', 'air ticket', 'boarding pass', 'flight', 'flug', 'vlucht', 'vuelo', 'volo', 'voo', 'penerbangan', 'bahn', 'railway', 'rail', 'train ticket', 'fahrkarte', 'fahrschein', 'billet de train', 'treinkaartje', 'billete', 'biglietto', 'bilhete', 'togbillet', 'tiket', 'taxi', 'uber', 'lyft', 'car rental', 'car hire', 'mietwagen', 'autovermietung', 'location de voiture', 'autoverhuur', 'alquiler de coches', 'noleggio auto', 'parking', 'parkhaus', 'parkgebühr', 'stationnement', 'parkeren', 'aparcamiento', 'parcheggio', 'estacionamento', 'parkering', 'letak kereta', 'toll', 'maut', 'péage', 'peaje', 'pedaggio', 'portagem', 'tol', 'такси', 'авиабилет', 'поезд', 'ταξί', 'πτήση', 'سيارة أجرة', 'طيران', 'מונית', 'טיסה', 'टैक्सी', 'उड़ान', '出租车', '計程車', '机票', '機票', '航空', '火车票', '停车', 'タクシー', '航空券', '乗車券', '駐車', '택시', '항공', '주차']],
    [2, ['lufthansa', 'ryanair', 'easyjet', 'klm', 'air france', 'airasia', 'malaysia airlines', 'singapore airlines', 'emirates', 'qatar airways', 'deutsche bahn', 'sncf', 'trenitalia', 'renfe', 'ktm', 'rapid rail', 'rapidkl', 'mrt', 'lrt', 'flixbus', 'touch n go', 'plus malaysia', 'rest and service area']],
    [2, ['grab', 'ride']],
  ],
  Lodging: [
    [3, ['hotel', 'hotels', 'motel', 'hostel', 'inn', 'resort', 'guest house', 'guesthouse', 'gästehaus', 'ferienwohnung', 'übernachtung', 'hôtel', 'hébergement', 'nuitée', 'albergo', 'pernottamento', 'hospedaje', 'alojamiento', 'hospedagem', 'pousada', 'overnatning', 'overnachting', 'penginapan', 'homestay', 'chalet', 'room charge', 'room rate', 'zimmer', 'chambre', 'habitación', 'гостиница', 'отель', 'ξενοδοχείο', 'فندق', 'מלון', 'होटल', '酒店', '旅馆', '旅館', '宾馆', 'ホテル', '旅館', '宿泊', '호텔', '숙박', '모텔']],
    [2, ['airbnb', 'booking.com', 'marriott', 'hilton', 'hyatt', 'ibis', 'novotel', 'holiday inn', 'radisson', 'sheraton', 'accor', 'premier inn', 'travelodge', 'agoda', 'expedia']],
  ],
  'Fuel & Auto': [
    [3, ['petrol', 'petrol station', 'service station', 'filling station', 'gas station', 'fuel', 'tankstelle', 'station-service', 'station service', 'carburant', 'gasolinera', 'gasolina', 'distributore', 'benzina', 'posto de combustível', 'combustível', 'tankstation', 'brændstof', 'bensin', 'bahan bakar', 'stesen minyak', 'petrokiosk', 'diesel', 'unleaded', 'ron95', 'ron 95', 'ron97', 'ron 97', 'primax', 'v-power', 'benzin', 'super e10', 'super e5', 'sans plomb', 'gazole', 'gasóleo', 'gasolio', 'azs', 'азс', 'бензин', 'топливо', 'βενζίνη', 'καύσιμα', 'بنزين', 'وقود', 'דלק', 'पेट्रोल', 'डीज़ल', '加油', '汽油', '柴油', 'ガソリン', '給油', '軽油', '주유', '휘발유', '경유', 'car wash', 'autowäsche', 'tyre', 'tyres', 'tire', 'reifen', 'pneus', 'banden', 'neumáticos', 'pneumatici', 'tayar', 'bengkel', 'autowerkstatt', 'oil change', 'ölwechsel', 'vidange']],
    [2, ['petronas', 'shell', 'caltex', 'bhpetrol', 'petron', 'esso', 'bp', 'aral', 'totalenergies', 'relais total', 'repsol', 'cepsa', 'agip', 'q8', 'omv', 'texaco', 'chevron', 'exxon', 'mobil', 'pertamina', 'lukoil', 'лукойл', 'роснефть', 'газпромнефть']],
    [2, ['motor', 'garage', 'tankstation']],
  ],
  Groceries: [
    [3, ['supermarket', 'supermarché', 'supermercado', 'supermercato', 'hypermarket', 'hypermarché', 'minimarket', 'mini market', 'minimart', 'mini mart', 'pasar mini', 'pasaraya', 'pasar raya', 'pasar', 'kedai runcit', 'runcit', 'grocer', 'grocery', 'groceries', 'lebensmittel', 'épicerie', 'alimentation', 'supermarkt', 'kruidenier', 'ultramarinos', 'alimentari', 'mercearia', 'dagligvarer', 'købmand', 'toko kelontong', 'swalayan', 'sari-sari', 'grocery store', 'cash & carry', 'cash and carry', 'fresh mart', 'freshmart', 'fresh market', 'value-mart', 'convenience store', 'продукты', 'супермаркет', 'σούπερ μάρκετ', 'παντοπωλείο', 'سوبر ماركت', 'بقالة', 'סופרמרקט', 'מכולת', 'किराना', 'सुपरमार्केट', '超市', '超级市场', '便利店', '便利商店', 'スーパー', 'コンビニ', '食料品', '마트', '슈퍼마켓', '편의점']],
    [2, ['99 speed mart', 'speed mart', 'aeon', 'tesco', 'giant', 'mydin', 'lotus', "lotus's", 'jaya grocer', 'village grocer', 'cold storage', 'econsave', 'familymart', 'family mart', '7-eleven', '7 eleven', 'mynews', 'checkers', 'aldi', 'lidl', 'rewe', 'edeka', 'kaufland', 'penny', 'carrefour', 'auchan', 'leclerc', 'intermarché', 'albert heijn', 'jumbo', 'mercadona', 'esselunga', 'conad', 'coop', 'pingo doce', 'continente', 'føtex', 'bilka', 'rema 1000', 'indomaret', 'alfamart', 'sm supermarket', 'puregold', 'walmart', 'kroger', 'costco', 'sainsbury', 'asda', 'morrisons', 'waitrose', 'пятёрочка', 'перекрёсток', 'магнит', 'ашан']],
    [1, ['sugar', 'gula', 'milk', 'susu', 'eggs', 'telur', 'beras', 'minyak masak', 'vegetables', 'sayur', 'fruit', 'buah', 'milch', 'lait', 'leche', 'latte intero', 'brot', 'pain', 'pan', 'pane', 'fresh', 'mineral water', 'biscuit', 'biskut', 'snacks', 'detergent']],
    [3, ['gardenia']],
  ],
  'Office Supplies': [
    [3, ['stationery', 'stationer', 'stationers', 'bookstore', 'bookstores', 'book store', 'bookshop', 'book shop', 'bookcentre', 'book co', 'books', 'alat tulis', 'kedai buku', 'schreibwaren', 'bürobedarf', 'papeterie', 'librairie', 'fournitures de bureau', 'kantoorartikelen', 'boekhandel', 'papelería', 'librería', 'cartoleria', 'libreria', 'papelaria', 'livraria', 'kontorartikler', 'boghandel', 'papeles', 'alat kantor', 'toko buku', 'канцтовары', 'канцелярские', 'χαρτοπωλείο', 'γραφική ύλη', 'قرطاسية', 'مكتبة', 'ציוד משרדי', 'स्टेशनरी', '文具', '办公用品', '辦公用品', '書店', '书店', '文房具', '事務用品', '문구', '사무용품', 'toner', 'cartridge', 'printer ink', 'photocopy', 'fotokopi', 'copy paper', 'a4 paper', 'kertas a4']],
    [2, ['popular book', 'mph bookstores', 'times bookstores', 'staples', 'office depot', 'officeworks', 'viking direct', 'mcpaper', 'bruneau', 'lyreco']],
    [1, ['pen', 'pens', 'pencil', 'pensel', 'paper', 'kertas', 'envelope', 'sampul surat', 'file', 'folder', 'stapler', 'glue', 'gam', 'notebook', 'buku', 'ink', 'marker', 'highlighter', 'eraser', 'ruler', 'scissors', 'tape', 'a4', 'papier', 'stift', 'kugelschreiber', 'ordner', 'stylo', 'cahier', 'classeur', 'enveloppe', 'boli', 'cuaderno', 'penna', 'quaderno', 'caneta', 'caderno']],
  ],
  'Software & Subscriptions': [
    [3, ['software', 'subscription', 'abonnement', 'suscripción', 'abbonamento', 'assinatura', 'langganan', 'saas', 'hosting', 'web hosting', 'domain name', 'подписка', 'συνδρομή', 'اشتراك', 'מנוי', 'सदस्यता', '订阅', '訂閱', 'サブスクリプション', '구독']],
    [2, ['microsoft', 'office 365', 'microsoft 365', 'adobe', 'google workspace', 'google cloud', 'aws', 'amazon web services', 'github', 'atlassian', 'jira', 'dropbox', 'salesforce', 'hubspot', 'shopify', 'godaddy', 'namecheap', 'hetzner', 'ovh', 'digitalocean', 'netflix', 'spotify', 'apple.com/bill', 'app store', 'google play', 'openai', 'canva', 'mailchimp', 'qualityhosting', 'strato', 'ionos']],
    [2, ['cloud', 'domain', 'web services']],
    [1, ['licence', 'license', 'lizenz', 'licencia', 'licenza', 'licença', 'lisensi']],
  ],
  Telecommunications: [
    [3, ['telecommunications', 'telecom', 'telekom', 'telekommunikation', 'mobilfunk', 'mobile phone', 'téléphonie', 'telefonie', 'telefonía', 'telefonia', 'topup card', 'airtime', 'broadband', 'internet access', 'kredit telefon', 'pulsa', 'связь', 'мобильная связь', 'τηλεπικοινωνίες', 'اتصالات', 'תקשורת', 'दूरसंचार', 'रिचार्ज', '电信', '電信', '话费', '通信料', '携帯電話', '통신', '휴대폰 요금']],
    [2, ['digi', 'maxis', 'celcom', 'u mobile', 'unifi', 'tm net', 'time internet', 'vodafone', 'o2', 'deutsche telekom', 't-mobile', 'bouygues', 'sfr', 'free mobile', 'kpn', 'movistar', 'wind tre', 'iliad', 'tdc', 'telenor', 'telia', 'telkomsel', 'indosat', 'smart communications', 'мтс', 'билайн', 'мегафон', 'cosmote', 'etisalat', 'bezeq', 'jio', 'airtel', 'china mobile', '中国移动', 'docomo', 'ドコモ', 'softbank', 'kddi', 'sk telecom', 'lg u+', 'verizon', 'at&t']],
    [2, ['reload', 'prepaid', 'top up', 'top-up', 'topup', 'fibre', 'fiber']],
  ],
  Utilities: [
    [3, ['electricity', 'electric bill', 'strom', 'stromrechnung', 'électricité', 'elektriciteit', 'electricidad', 'elettricità', 'eletricidade', 'elektricitet', 'listrik', 'elektrik', 'kuryente', 'gas bill', 'erdgas', 'water bill', 'abwasser', 'heating', 'fernwärme', 'heizkosten', 'chauffage', 'müllabfuhr', 'waste collection', 'utility bill', 'utilities', 'nebenkosten', 'электроэнергия', 'электричество', 'водоснабжение', 'ρεύμα', 'ηλεκτρικό ρεύμα', 'كهرباء', 'مياه', 'חשמל', 'מים', 'बिजली', 'पानी', '电费', '電費', '水费', '水費', '燃气', '電気料金', '水道料金', 'ガス料金', '전기요금', '수도요금', '가스요금', 'kwh']],
    [2, ['tenaga nasional', 'tnb', 'syabas', 'air selangor', 'indah water', 'e.on', 'vattenfall', 'engie', 'edf', 'enel', 'iberdrola', 'endesa', 'edp', 'eneco', 'essent', 'pln', 'meralco', 'maynilad', 'british gas', 'octopus energy', 'stadtwerke']],
    [3, ['water supply', 'water charges', 'wasserversorgung', 'trinkwasser', 'distribution d\'eau', 'drinkwater', 'suministro de agua', 'servizio idrico', 'abastecimento de água', 'bekalan air', 'air selangor', 'pdam']],
  ],
  'Rent & Facilities': [
    [3, ['rent', 'rental', 'miete', 'mietzins', 'pacht', 'loyer', 'huur', 'alquiler', 'affitto', 'aluguel', 'arrendamento', 'husleje', 'sewa', 'аренда', 'ενοίκιο', 'إيجار', 'שכירות', 'किराया', '租金', '房租', '家賃', '賃料', '임대료', '월세', 'lease', 'leasing', 'office space', 'coworking', 'service charge for premises', 'cleaning services', 'reinigung', 'nettoyage', 'schoonmaak', 'limpieza', 'pulizia', 'security services', 'facility management', 'realty', 'realties', 'realiti', 'property management']],
  ],
  Insurance: [
    [3, ['insurance', 'insurer', 'versicherung', 'versicherungsbeitrag', 'assurance', 'verzekering', 'assicurazione', 'forsikring', 'asuransi', 'insurans', 'takaful', 'seguro', 'страхование', 'страховка', 'ασφάλεια', 'تأمين', 'ביטוח', 'बीमा', '保险', '保險', '保険', '보험']],
    [2, ['allianz', 'axa', 'generali', 'zurich', 'ergo', 'huk-coburg', 'aviva', 'prudential', 'great eastern', 'etiqa', 'aia', 'manulife', 'mapfre', 'ageas', 'tryg']],
  ],
  'Professional Services': [
    [3, ['consulting', 'consultancy', 'beratung', 'steuerberatung', 'steuerberater', 'rechtsanwalt', 'rechtsanwälte', 'anwaltskanzlei', 'notar', 'wirtschaftsprüfer', 'conseil', 'avocat', 'expert-comptable', 'expertise comptable', 'notaire', 'advocaat', 'accountant', 'accountancy', 'accounting', 'boekhouding', 'asesoría', 'abogado', 'gestoría', 'consulenza', 'avvocato', 'commercialista', 'consultoria', 'advogado', 'contabilidade', 'rådgivning', 'advokat', 'revisor', 'konsultan', 'peguam', 'akuntan', 'legal fees', 'legal services', 'audit fee', 'audit fees', 'professional fees', 'professional services', 'honorar', 'honoraires', 'honorarios', 'onorario', 'honorários', 'консалтинг', 'юридические услуги', 'бухгалтерские услуги', 'συμβουλευτικές', 'δικηγόρος', 'λογιστής', 'استشارات', 'محاماة', 'محاسبة', 'ייעוץ', 'עורך דין', 'רואה חשבון', 'परामर्श', 'वकील', '咨询', '諮詢', '律师', '律師', '会计师', 'コンサルティング', '弁護士', '税理士', '컨설팅', '변호사', '세무사']],
  ],
  'Shipping & Postage': [
    [3, ['courier', 'postage', 'shipping', 'freight', 'parcel', 'porto', 'versand', 'paket', 'affranchissement', 'colis', 'expédition', 'verzending', 'pakket', 'envío', 'paquete', 'spedizione', 'pacco', 'envio', 'encomenda', 'forsendelse', 'pakke', 'pengiriman', 'paket', 'kurier', 'pos laju', 'poslaju', 'pengeposan', 'доставка', 'почта', 'посылка', 'ταχυδρομ', 'αποστολή', 'شحن', 'بريد', 'משלוח', 'דואר', 'कूरियर', 'डाक', '快递', '快遞', '邮费', '郵資', '送料', '宅配', '택배', '배송', '우편']],
    [2, ['dhl', 'ups', 'fedex', 'tnt', 'dpd', 'gls', 'hermes', 'deutsche post', 'la poste', 'postnl', 'correos', 'poste italiane', 'ctt', 'postnord', 'j&t', 'ninja van', 'gdex', 'city-link', 'jne', 'lbc', 'royal mail', 'usps', 'yamato', 'ヤマト運輸', 'sf express', '顺丰']],
  ],
  'Hardware & Equipment': [
    [3, ['hardware', 'hardware store', 'ironmonger', 'baumarkt', 'eisenwaren', 'werkzeug', 'quincaillerie', 'bricolage', 'ijzerwaren', 'bouwmarkt', 'ferretería', 'ferramenta', 'ferragens', 'byggemarked', 'isenkram', 'toko bangunan', 'perkakasan', 'kedai besi', 'besi', 'kedai papan', 'papan', 'timber', 'building materials', 'baustoffe', 'matériaux', 'bouwmaterialen', 'materiales de construcción', 'materiali edili', 'materiais de construção', 'electrical', 'electrical supplies', 'machinery', 'furniture', 'furnishing', 'möbel', 'meubles', 'meubelen', 'muebles', 'mobili', 'móveis', 'møbler', 'perabot', 'hardwares', 'computers', 'laptop', 'notebook computer', 'электротовары', 'стройматериалы', 'инструменты', 'σιδηρικά', 'οικοδομικά', 'عدد وأدوات', 'أدوات', 'כלי עבודה', 'חומרי בניין', 'हार्डवेयर', '五金', '建材', 'ホームセンター', '工具', '철물', '공구']],
    [2, ['mr. d. i. y.', 'mr d. i. y.', 'mr. d. i. y', 'mr diy', 'mr. diy', 'ikea', 'ikano', 'home depot', "lowe's", 'bauhaus', 'obi', 'hornbach', 'toom', 'hagebau', 'leroy merlin', 'castorama', 'brico', 'bricomart', 'brico depot', 'media markt', 'mediamarkt', 'saturn', 'best buy', 'harvey norman', 'senheng', 'best denki', 'apple store', 'dell', 'lenovo']],
    [1, ['screw', 'skru', 'nails', 'paku', 'bolt', 'nut', 'drill', 'hammer', 'spanner', 'pipe', 'paip', 'cement', 'simen', 'paint', 'cat', 'brush', 'berus', 'cable', 'kabel', 'wire', 'wayar', 'socket', 'plug', 'switch', 'bulb', 'mentol', 'lamp', 'led', 'tape', 'hose', 'valve', 'pvc', 'plywood', 'lock', 'kunci', 'battery', 'bateri', 'tool', 'tools', 'ladder', 'glove', 'sarung tangan', 'schraube', 'dübel', 'bohrer', 'vis', 'perceuse', 'tornillo', 'taladro', 'vite', 'trapano', 'parafuso']],
    [2, ['computers', 'laptop', 'hardware & electrical']],
    [1, ['basin', 'alarm', 'baldi', 'bucket', 'hinge', 'bracket', 'silicone', 'sealant', 'spray', 'sandpaper', 'cutter', 'pliers', 'timber', 'wood', 'kayu', 'zink']],
  ],
  'Repairs & Maintenance': [
    [3, ['repair', 'repairs', 'reparatur', 'instandhaltung', 'wartung', 'réparation', 'entretien', 'maintenance', 'reparatie', 'onderhoud', 'reparación', 'mantenimiento', 'riparazione', 'manutenzione', 'reparação', 'manutenção', 'reparation', 'vedligeholdelse', 'perbaikan', 'pembaikan', 'penyelenggaraan', 'plumber', 'plumbing', 'klempner', 'plombier', 'loodgieter', 'fontanero', 'idraulico', 'encanador', 'vvs', 'electrician', 'elektriker', 'électricien', 'locksmith', 'key maker', 'schlüsseldienst', 'serrurier', 'ремонт', 'обслуживание', 'επισκευή', 'συντήρηση', 'إصلاح', 'صيانة', 'תיקון', 'תחזוקה', 'मरम्मत', '维修', '維修', '保养', '修理', 'メンテナンス', '수리', '정비']],
  ],
  'Advertising & Marketing': [
    [3, ['advertising', 'advertisement', 'werbung', 'publicité', 'reclame', 'advertentie', 'publicidad', 'pubblicità', 'publicidade', 'reklame', 'annonce', 'iklan', 'pengiklanan', 'patalastas', 'signage', 'banner', 'flyers', 'brochures', 'business cards', 'visitenkarten', 'cartes de visite', 'реклама', 'διαφήμιση', 'إعلان', 'פרסום', 'विज्ञापन', '广告', '廣告', '広告', '광고']],
    [2, ['google ads', 'facebook ads', 'meta ads', 'linkedin ads', 'adwords']],
    [3, ['marketing agency', 'marketing services', 'marketingagentur', 'agence de communication']],
  ],
  'Taxes & Fees': [
    [3, ['tax assessment', 'steuerbescheid', 'finanzamt', 'gebührenbescheid', 'verwaltungsgebühr', 'avis d\'imposition', 'impôts', 'belastingdienst', 'aanslag', 'agencia tributaria', 'hacienda', 'agenzia delle entrate', 'autoridade tributária', 'skattestyrelsen', 'lhdn', 'lembaga hasil dalam negeri', 'cukai pintu', 'cukai tanah', 'stamp duty', 'customs', 'zoll', 'douane', 'aduana', 'dogana', 'alfândega', 'kastam', 'bea cukai', 'licence fee', 'license fee', 'summons', 'saman', 'bußgeld', 'amende', 'пошлина', 'אגרה', '税务局']],
  ],
  Healthcare: [
    [3, ['pharmacy', 'farmasi', 'kedai ubat', 'apotheke', 'pharmacie', 'apotheek', 'farmacia', 'farmácia', 'apotek', 'apotik', 'botika', 'parmasya', 'drugstore', 'chemist', 'drogerie', 'clinic', 'klinik', 'clinique', 'kliniek', 'clínica', 'clinica', 'hospital', 'krankenhaus', 'hôpital', 'ziekenhuis', 'ospedale', 'sygehus', 'rumah sakit', 'ospital', 'dental', 'dentist', 'zahnarzt', 'dentiste', 'tandarts', 'dentista', 'tandlæge', 'doctor', 'arzt', 'arztpraxis', 'médecin', 'huisarts', 'médico', 'medico', 'læge', 'dokter', 'doktor', 'optician', 'optiker', 'opticien', 'medical', 'medizinisch', 'médical', 'healthcare', 'health and beauty', 'health & beauty', 'personal care', 'аптека', 'клиника', 'больница', 'стоматология', 'φαρμακείο', 'κλινική', 'νοσοκομείο', 'صيدلية', 'عيادة', 'مستشفى', 'בית מרקחת', 'מרפאה', 'בית חולים', 'फार्मेसी', 'दवाखाना', 'अस्पताल', '药房', '藥房', '药店', '诊所', '診所', '医院', '醫院', '薬局', 'クリニック', '病院', '약국', '병원', '의원']],
    [2, ['guardian', 'watsons', "watson's", 'caring pharmacy', 'alpro', 'dm-drogerie', 'rossmann', 'cvs', 'walgreens', 'bemed']],
    [1, ['tablet', 'tablets', 'capsule', 'syrup', 'medicine', 'ubat', 'panadol', 'vitamin', 'mask', 'sanitizer']],
    [2, ['cosmetics', 'kosmetik', 'beauty', 'skincare', 'tonymoly']],
  ],
  'Education & Training': [
    [3, ['tuition', 'tuition fee', 'course fee', 'school fees', 'training', 'schulung', 'weiterbildung', 'seminar', 'formation', 'opleiding', 'cursus', 'formación', 'curso', 'formazione', 'corso', 'kursus', 'uddannelse', 'pelatihan', 'latihan', 'yuran', 'workshop fee', 'conference', 'konferenz', 'conférence', 'обучение', 'курсы', 'εκπαίδευση', 'σεμινάριο', 'تدريب', 'دورة', 'הדרכה', 'קורס', 'प्रशिक्षण', 'शिक्षण शुल्क', '培训', '培訓', '学费', '學費', '研修', '受講料', '교육', '수강료']],
  ],
  Other: [
    [3, ['florist', 'flowers', 'blumen', 'fleuriste', 'bloemist', 'floristería', 'fioraio', 'florista', 'blomster', 'kedai bunga', 'gift shop', 'handicraft', 'donation', 'spende', 'donatie', 'donación', 'donazione', 'doação', 'sumbangan', 'boutique', 'fashion', 'apparel', 'clothing', 'bekleidung', 'vêtements', 'kleding', 'ropa', 'abbigliamento', 'roupa', 'tøj', 'pakaian', 'tailoring', 'tailor', 'jahit']],
  ],
};
