import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * National brands of Australia and New Zealand (what merchants.ts lacks), India (the same), South-East Asia, Japan
 * (romanised as card statements print them), Kenya, Nigeria and the UAE. Names that are ordinary words in a
 * language of the region, surnames or places only appear in an unmistakable form, or not at all: "PLN" is also the
 * Polish zloty, "Lawson" a surname, "Dana" Indonesian for fund, "Dewa" a Balinese name, "Matahari" Indonesian for
 * sun, "Parco" Italian for park, "Lotteria" Italian for lottery, "SEWA" an Indian charity. Names whose last word the
 * normaliser strips as a country code ("Spark NZ") only match where more text follows, as statements print them.
 * Categories follow the taxonomy's order; within a list, countries follow the order above.
 */
const BRANDS = fromTable(PRIORITY.MERCHANT, {
  'Wallet Top-ups': [
    'Mobikwik', 'BigPay', 'ShopeePay', 'LinkAja', 'PayMaya', 'TrueMoney', 'PayPay', 'Rakuten Pay', 'LINE Pay', 'Merpay',
    'Airtel Money',
  ],
  'Savings Deposits': ['M Shwari'],
  'Brokerage & Funds': ['Angel One', 'Kuvera', 'Paytm Money'],
  'Retirement Contributions': [
    'AustralianSuper', 'Australian Super', 'Hostplus', 'REST Super', 'UniSuper', 'Aware Super', 'Cbus Super',
    'NPS Trust', 'NSSF',
  ],
  'Loans & Credit Repayments': ['Bajaj Finserv', 'Bajaj Finance', 'Fuliza'],
  'Personal Loans': ['KreditBee', 'FairMoney', 'Renmoney', 'PalmCredit'],
  'Hardware & DIY': ['PlaceMakers', 'Wilcon Depot', 'HomePro', 'Thai Watsadu', 'Boonthavorn'],
  'Furniture & Homeware': ['Amart Furniture', 'Nick Scali', 'Beacon Lighting', 'Briscoes', 'Nitori', 'Danube Home'],
  Utilities: [
    'Jemena', 'AusNet', 'ActewAGL', 'Momentum Energy', 'Sumo Power', 'Tango Energy', 'Lumo Energy', 'Dodo Power',
    'Mercury Energy', 'Genesis Energy', 'Contact Energy', 'Trustpower', 'Nova Energy', 'Tokyo Gas', 'Osaka Gas',
    'Toho Gas', 'Dubai Electricity and Water', 'Dubai Electricity', 'ADDC', 'AADC', 'FEWA',
    'Etihad Water and Electricity', 'Tabreed',
  ],
  Electricity: [
    'Energex', 'Ergon Energy', 'Aurora Energy', 'Meridian Energy', 'Electric Kiwi', 'Flick Electric', 'MGVCL', 'UGVCL',
    'DGVCL', 'PGVCL', 'HESCOM', 'GESCOM', 'MESCOM', 'TPDDL', 'BRPL', 'BYPL', 'NBPDCL', 'SBPDCL', 'Noida Power',
    'Geneco', 'Senoko', 'Tuas Power', 'Keppel Electric', 'Meralco', 'VECO', 'Davao Light',
    'Metropolitan Electricity Authority', 'Provincial Electricity Authority', 'TEPCO', 'Tokyo Electric',
    'Tokyo Denryoku', 'Kansai Electric', 'Kanden', 'Chubu Electric', 'Tohoku Electric', 'Kyushu Electric',
    'Kenya Power', 'KPLC', 'Ikeja Electric', 'Eko Electricity', 'EKEDC', 'Abuja Electricity', 'AEDC', 'IBEDC', 'PHED',
    'KEDCO', 'EEDC', 'BEDC',
  ],
  'Water & Municipal': [
    'Hunter Water', 'Melbourne Water', 'Greater Western Water', 'Barwon Water', 'City West Water', 'Watercare',
    'Wellington Water', 'Aetra', 'PAM Jaya', 'Palyja', 'Maynilad', 'Manila Water', 'Metropolitan Waterworks Authority',
    'Suidokyoku', 'Nairobi Water',
  ],
  'Gas & Heating': ['Kleenheat', 'Elgas', 'Gas Malaysia', 'Solane'],
  Telecommunications: [
    'Spark NZ', 'Spark New Zealand', 'One NZ', 'Vodafone NZ', 'MTNL', 'Digi Telecommunications', 'Globe Telecom',
    'PLDT', 'Advanced Info Service', 'True Corporation', 'KDDI', 'NTT East', 'NTT West', 'NTT Finance',
    'NTT Communications', 'J COM', 'JCOM', 'Telkom Kenya', 'Etisalat', 'Emirates Integrated Telecom',
  ],
  'Mobile & Airtime': [
    'Kogan Mobile', '2degrees', 'Skinny Mobile', 'Simba Telecom', 'Tune Talk', 'Yoodo', 'redONE',
    'Smart Communications', 'Smart Prepaid', 'DITO Telecommunity', 'TrueMove', 'True Move H', 'dtac', 'NTT Docomo',
    'Docomo', 'SoftBank', 'Rakuten Mobile', 'Ymobile', 'Y Mobile', 'UQ Mobile', 'Globacom', 'Glo Mobile', '9mobile',
  ],
  'Internet & Fibre': [
    'Superloop', 'Tangerine Telecom', 'Orcon', 'Excitel', 'ViewQwest', 'Time dotCom', 'Globe At Home', 'Converge ICT',
    'AIS Fibre', 'TrueOnline', 'Triple T Broadband', 'Biglobe', 'OCN', 'So net', 'Nuro Hikari', 'Faiba', 'Zuku',
    'Spectranet', 'Smile Communications', 'IPNX',
  ],
  Groceries: [
    'Drakes Supermarket', 'Spudshed', 'New World', 'Pak n Save', 'PaknSave', 'Four Square', 'FreshChoice',
    'Fresh Choice', 'SuperValue', 'Spencers Retail', 'More Retail', 'More Megastore', 'Star Bazaar', 'Natures Basket',
    "Nature's Basket", 'Ratnadeep', 'Big Bazaar', 'Lulu Hypermarket', 'Dunzo', 'Country Delight', 'Licious',
    'Milkbasket', 'AEON Big', 'AEON Maxvalu', 'MaxValu', 'NSK Trade City', 'Hero Market', 'MyNews', 'Indomaret',
    'Alfamart', 'Alfamidi', 'Hypermart', 'Superindo', 'Super Indo', 'Transmart', 'Lotte Mart', 'Ranch Market',
    'Hero Supermarket', 'Sayurbox', 'SM Supermarket', 'SM Hypermarket', 'SM Savemore', 'Savemore', 'Puregold',
    'Robinsons Supermarket', 'Waltermart', 'Landers Superstore', 'Ministop', 'Big C', 'Tops Supermarket', 'Tops Market',
    'Central Food Hall', 'Villa Market', 'Gourmet Market', 'CJ Express', 'Natural Lawson', 'Lawson 100',
    'Daily Yamazaki', 'Seicomart', 'Ito Yokado', 'Itoyokado', 'Seiyu', 'Maruetsu', 'York Benimaru', 'Gyomu Super',
    'Naivas', 'Quickmart', 'Quick Mart', 'Chandarana', 'Cleanshelf', 'Magunas', 'Justrite', 'Prince Ebeano',
    'Ebeano Supermarket', 'Hubmart', 'Spinneys', 'Choithrams', 'Union Coop', 'Al Maya Supermarket', 'Nesto Hypermarket',
  ],
  'Restaurants & Dining': [
    'Paradise Biryani', 'Sushi King', 'Nasi Kandar Pelita', 'MK Restaurant', 'MK Suki', 'Bar B Q Plaza', 'Saizeriya',
    'Sushiro', 'Kura Sushi', 'Hamazushi', 'Gyukaku', 'Ootoya',
  ],
  'Fast Food': [
    "Grill'd", 'Mad Mex', 'Pie Face', 'Crust Pizza', 'Pizza Capers', 'Chicken Treat', 'Hell Pizza', 'BurgerFuel',
    'Burger Fuel', 'Haldirams', "Haldiram's", 'Bikanervala', 'Wow Momo', 'Faasos', 'Behrouz Biryani', 'Old Chang Kee',
    'Kenny Rogers Roasters', 'Chicken Rice Shop', 'Hokben', 'Hoka Hoka Bento', 'Mixue', 'Richeese Factory', 'Bakmi GM',
    'Es Teh Indonesia', 'Chowking', 'Greenwich Pizza', 'Mang Inasal', 'Shakeys Pizza', "Shakey's Pizza",
    'Yellow Cab Pizza', 'Tokyo Tokyo', 'Yoshinoya', 'Sukiya', 'CoCo Ichibanya', 'Marugame Seimen', 'Tenya',
    'Chicken Inn', 'Pizza Inn', 'Chicken Republic', 'Mr Biggs', 'Tantalizers', 'Cold Stone Creamery',
    'Operation Falafel', 'Shawarmer',
  ],
  'Coffee Shops': [
    'Boost Juice', 'Hudsons Coffee', 'Coffee Club', 'Zarraffas', "Michel's Patisserie", 'Columbus Coffee', 'Chai Point',
    'Barista Coffee', 'OldTown White Coffee', 'Old Town White Coffee', 'Secret Recipe', 'Richiamo Coffee',
    'Kopi Kenangan', 'Janji Jiwa', 'Fore Coffee', 'Excelso', 'JCO Donuts', 'J Co Donuts', 'Red Ribbon Bakeshop',
    'Goldilocks Bakeshop', 'Bos Coffee', "Bo's Coffee", 'Cafe Amazon', 'Black Canyon Coffee', 'Doutor Coffee',
    'Tullys Coffee', "Tully's Coffee", 'Komeda', 'Excelsior Caffe', 'Java House', 'Artcaffe', 'Dormans', 'Cafe Neo',
  ],
  'Food Delivery': ['LINE MAN', 'Noon Food', 'Careem Food'],
  'Liquor Stores': ['Super Liquor'],
  Fuel: [
    'United Petroleum', 'Liberty Oil', 'Metro Petroleum', 'Viva Energy', 'Reddy Express', 'Coles Express',
    'Woolworths Petrol', 'Woolworths Caltex', 'Z Energy', 'Nayara Energy', 'Jio bp', 'Sinopec', 'BHPetrol',
    'BHP Petrol', 'Setel', 'Pertamina', 'BP AKR', 'Seaoil', 'Phoenix Petroleum', 'Cleanfuel', 'Unioil',
    'Jetti Petroleum', 'PTT Station', 'PTT Oil', 'Bangchak', 'Susco', 'ENEOS', 'Idemitsu', 'Cosmo Oil', 'Apollostation',
    'Rubis', 'Vivo Energy', 'Ola Energy', 'KenolKobil', 'Kenol Kobil', 'Hashi Energy', 'Hass Petroleum', 'NNPC',
    'Oando', 'Conoil', 'Ardova', 'Forte Oil', 'MRS Oil', 'Nipco', 'Rain Oil', 'ADNOC', 'ENOC', 'EPPCO',
  ],
  'Ride Hailing & Taxis': [
    'BluSmart', 'Namma Yatri', 'Meru Cabs', 'ComfortDelGro', 'CDG Zig', 'AirAsia Ride', 'Blue Bird Taxi',
    'Bluebird Taxi', 'Blue Bird Group', 'Angkas', 'GO Taxi', 'Nihon Kotsu', 'Little Cab', 'Dubai Taxi',
  ],
  'Public Transit': [
    'SmartRider', 'V Line', 'Sydney Trains', 'Queensland Rail', 'PTV', 'Metro Tasmania', 'AT HOP', 'Auckland Transport',
    'Metlink', 'KiwiRail', 'Interislander', 'Mumbai Metro', 'Namma Metro', 'BMRCL', 'Chennai Metro', 'Redbus',
    'AbhiBus', 'KRL', 'KRL Commuter', 'Commuter Line', 'KAI Access', 'Kereta Api Indonesia', 'MRT Jakarta',
    'TransJakarta', 'LRT Jakarta', 'Beep Card', 'BTS Skytrain', 'Bangkok Mass Transit', 'Rabbit Card', 'JR East',
    'JR West', 'JR Central', 'JR Kyushu', 'Suica', 'Mobile Suica', 'Pasmo', 'ICOCA', 'Tokyo Metro', 'Toei Subway',
    'Keikyu', 'Shinkansen', 'SmartEX', 'Eki Net', 'Madaraka Express', 'Kenya Railways', 'GIGM', 'Cowry Card',
    'Nol Card', 'Nol Topup', 'Dubai Metro',
  ],
  Parking: ['Mawaqif'],
  Tolls: [
    'Transurban', 'NHAI', 'SmartTAG', 'PLUS Malaysia', 'Jasa Marga', 'Autosweep', 'Easy Pass', 'NEXCO',
    'Metropolitan Expressway', 'Nairobi Expressway', 'Moja Expressway', 'Salik',
  ],
  Airlines: [
    'Rex Airlines', 'Regional Express', 'Air New Zealand', 'Air NZ', 'Vistara', 'Air India Express', 'Garuda Indonesia',
    'Lion Air', 'Citilink', 'Super Air Jet', 'Sriwijaya Air', 'Wings Air', 'Pelita Air', 'Philippine Airlines',
    'Cebu Pacific', 'Cebu Air', 'Thai Airways', 'Bangkok Airways', 'Nok Air', 'Thai Vietjet', 'VietJet',
    'Japan Airlines', 'All Nippon Airways', 'Peach Aviation', 'Skymark', 'Zipair', 'Jambojet', 'Safarilink',
    'Air Peace', 'Arik Air', 'Dana Air', 'Ibom Air', 'United Nigeria Airlines',
  ],
  Shopping: [
    'Baby Bunting', 'Tanishq', 'FirstCry', 'Don Don Donki', 'Eco Shop', 'Ecoshop', 'Mustafa Centre', 'Muji',
    'AEON Mall',
  ],
  'Clothing & Apparel': [
    'Best and Less', 'Hallensteins', 'Glassons', 'Zudio', 'Max Fashion', 'Reliance Trends', 'Bata India', 'Zalora',
    'Namshi',
  ],
  'Electronics & Software': [
    'Noel Leeming', 'Best Denki', 'Gain City', 'Senheng', 'Erafone', 'Electronic City', 'Abenson', 'Powerbuy',
    'Power Buy', 'Yodobashi', 'Bic Camera', 'BicCamera', 'Yamada Denki', 'Edion', 'Ks Denki', "K's Denki", 'Sharaf DG',
    'Jumbo Electronics',
  ],
  'Office Supplies': ['Warehouse Stationery'],
  'Online Marketplaces': ['Trade Me', 'Blibli', 'Bukalapak', 'Mercari', 'Zozotown', 'Jumia', 'Konga', 'Noon com'],
  'Department Stores': [
    'Harris Scarfe', 'Vishal Mega Mart', 'Lifestyle Stores', 'Matahari Department Store', 'Matahari Dept Store',
    'SM Store', 'SM Department Store', 'Robinsons Department Store', 'Central Department Store', 'Mitsukoshi',
    'Daimaru', 'Matsuzakaya', 'Sogo', 'Marui', 'Lumine',
  ],
  'Books & Media': [
    'Whitcoulls', 'Paper Plus', 'MPH Bookstores', 'Gramedia', 'National Book Store', 'Fully Booked', 'Book Off',
    'BookOff', 'Tsutaya', 'Text Book Centre',
  ],
  'Toys & Hobbies': ['Lincraft'],
  'Sporting Goods': ['Torpedo7'],
  Pharmacies: [
    'Amcal', 'Blooms the Chemist', 'Discount Drug Stores', 'Good Price Pharmacy', 'National Pharmacies', 'Unichem',
    'Bargain Chemist', 'Life Pharmacy', 'Wellness Forever', 'Truemeds', 'Unity Pharmacy', 'Caring Pharmacy',
    'Big Pharmacy', 'Alpro Pharmacy', 'Apotek K24', 'Kimia Farma', 'Mercury Drug', 'Rose Pharmacy', 'Southstar Drug',
    'Matsumoto Kiyoshi', 'Matsukiyo', 'Welcia', 'Tsuruha', 'Sundrug', 'Cocokara Fine', 'Sugi Pharmacy',
    'Goodlife Pharmacy', 'Haltons Pharmacy', 'Pharmaplus', 'HealthPlus', 'Aster Pharmacy', 'BinSina Pharmacy',
  ],
  'Doctors & Dentists': ['Lenskart'],
  'Personal Care': ['Mecca Cosmetica', 'Mecca Maxima', 'Nykaa', 'Purplle'],
  'Video Streaming': [
    'Kayo Sports', 'Stan com', 'Sky Network Television', 'Sky NZ', 'Tata Play', 'Tata Sky', 'Dish TV', 'Videocon D2H',
    'Sun Direct', 'Airtel Digital TV', 'Airtel DTH', 'Voot', 'ALTBalaji', 'Sun NXT', 'MX Player', 'meWatch', 'iQIYI',
    'WeTV', 'Vidio', 'MNC Vision', 'Transvision', 'Sky Cable', 'Cignal', 'TrueVisions', 'TrueID', 'AIS Play', 'Monomax',
    'U Next', 'Abema', 'Niconico', 'GOtv', 'StarTimes', 'OSN Plus', 'OSNplus', 'StarzPlay', 'Shahid VIP',
  ],
  'Music Streaming': ['Wynk', 'Hungama Music'],
  'Gambling & Lottery': [
    'Lotto NZ', 'TAB NZ', 'Singapore Pools', 'Magnum 4D', 'Da Ma Cai', 'PCSO', 'Takarakuji', 'SportPesa', 'Betika',
    'Odibets', 'Mozzartbet', 'Bet9ja', 'SportyBet', 'NairaBet', 'BetKing', '1xBet',
  ],
  Pets: ['Petbarn', 'Pet Barn'],
  Insurance: [
    'RACV', 'RACQ', 'RAC Insurance', 'GIO Insurance', 'CGU Insurance', 'AA Insurance', 'AMI Insurance',
    'State Insurance', 'Tower Insurance', 'ICICI Lombard', 'Bajaj Allianz', 'HDFC Ergo', 'Go Digit', 'Digit Insurance',
    'New India Assurance', 'United India Insurance', 'Oriental Insurance', 'PolicyBazaar', 'AIA', 'Income Insurance',
    'Singlife', 'MSIG', 'Takaful Malaysia', 'AXA Mandiri', 'Sequis', 'Dhipaya Insurance', 'Viriyah Insurance',
    'Bangkok Insurance', 'Allianz Ayudhya', 'Sompo Japan', 'Mitsui Sumitomo Insurance', 'Aioi Nissay Dowa',
    'Sony Sonpo', 'Aflac', 'Jubilee Insurance', 'Britam', 'CIC Insurance', 'APA Insurance', 'Madison Insurance',
    'AIICO', 'Leadway', 'AXA Mansard', 'Oman Insurance', 'Sukoon Insurance', 'Orient Insurance', 'AXA Gulf', 'GIG Gulf',
  ],
  'Life Insurance': [
    'TAL Life', 'Fidelity Life', 'Partners Life', 'ICICI Prudential Life', 'ICICI Pru Life', 'Tata AIA', 'Kotak Life',
    'Astra Life', 'Pru Life UK', 'Philam Life', 'Muang Thai Life', 'Thai Life Insurance', 'Krungthai AXA',
    'Nippon Life', 'Dai ichi Life', 'Meiji Yasuda', 'Sumitomo Life', 'Sony Life',
  ],
  'Health Insurance': [
    'HBF', 'Australian Unity', 'nib Health', 'GMHBA', 'Defence Health', 'Teachers Health', 'Southern Cross Health',
    'Southern Cross Healthcare', 'Niva Bupa', 'Care Health', 'Aditya Birla Health', 'Maxicare', 'Intellicare',
    'PhilHealth', 'NHIF', 'Hygeia HMO', 'Reliance HMO', 'NHIA', 'Daman Health', 'Daman National Health',
  ],
  'Vehicle Insurance': ['Bingle', 'Garda Oto'],
  'Taxes & Government': [
    'Service NSW', 'Waka Kotahi', 'MyEG', 'PERKESO', 'SOCSO', 'BPJS Ketenagakerjaan', 'NHK', 'eCitizen', 'GDRFA',
    'DubaiNow', 'TAMM',
  ],
  'Income Tax': [
    'Inland Revenue', 'CBDT', 'Bureau of Internal Revenue', 'National Tax Agency', 'Kenya Revenue Authority',
    'Federal Inland Revenue', 'LIRS',
  ],
  'VAT & Sales Tax': ['Federal Tax Authority'],
  'Vehicle Licensing': ['VicRoads', 'JPJ', 'Samsat', 'E Samsat', 'NTSA'],
  'Fines & Penalties': ['PDRM', 'Dubai Police', 'Abu Dhabi Police'],
});

/** The Philippines' social-security systems take contributions and pay pensions and benefits. */
const PHILIPPINE_SOCIAL_SECURITY: RuleSpec[] = [
  {
    patterns: ['SSS', 'GSIS'], debit: 'Taxes & Government', credit: 'Government Benefits', priority: PRIORITY.MERCHANT,
  },
];

export const ASIA_AFRICA_MERCHANT_RULES: readonly RuleSpec[] = [...BRANDS, ...PHILIPPINE_SOCIAL_SECURITY];
