import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Well-known merchants (South Africa, UK, US, EU and global brands) with the abbreviations banks print for them.
 * Names that are also ordinary words or other brands ("DELTA", "UNITED", "TOTAL", "NEXT", "PUMA", "BUDGET") are
 * only listed in a form that cannot be mistaken ("DELTA AIR", "TOTALENERGIES"), because a wrong confident answer
 * is worse than "Uncategorized".
 */
const MERCHANTS = fromTable(PRIORITY.MERCHANT, {
  Groceries: [
    'Pick n Pay', 'PicknPay', 'PnP', 'PNP Fam', 'PNP Crp', 'PNP Hyper', 'Pnpasap', 'PnP asap', 'Checkers',
    'Checkers Sixty60', 'Sixty60', 'Shoprite', 'Usave', 'Spar', 'Superspar', 'Kwikspar', 'Savemor', 'Woolworths',
    'Woolies', 'WW Food', 'Food Lovers', 'Food Lovers Market', 'FLM', 'Boxer', 'OK Foods', 'OK Minimark', 'OK Grocer',
    'OK Express', 'Fruit and Veg City', 'Jwayelani', 'Game Foodco', 'Friendly Grocer', 'Tesco', 'Sainsbury',
    'Sainsburys', 'Asda', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co op', 'Coop', 'Iceland Foods',
    'M and S Simply Food', 'M and S Food', 'Ocado', 'Farmfoods', 'Walmart Grocery', 'Kroger', 'Safeway',
    'Whole Foods', 'WholeFds', 'Trader Joe', 'Trader Joes', 'Publix', 'Albertsons', 'HEB', 'H E B', 'Wegmans',
    'Food Lion', 'Giant Eagle', 'Stop and Shop', 'Meijer', 'Winco', 'Sprouts', 'Instacart', 'Carrefour', 'Auchan',
    'Leclerc', 'Intermarche', 'Rewe', 'Edeka', 'Netto', 'Penny Markt', 'Kaufland', 'Albert Heijn', 'Jumbo',
    'Mercadona', 'Esselunga', 'Conad', 'Woolworths Supermarket', 'Coles', 'Countdown', 'Loblaws', 'Sobeys', 'Getir',
  ],
  'Restaurants & Dining': [
    'McDonald', 'McDonalds', 'McD', 'KFC', 'Burger King', 'Wendys', 'Wendy', 'Taco Bell', 'Subway', 'Chick fil A',
    'Chipotle', 'Dominos', 'Domino', 'Pizza Hut', 'Papa Johns', 'Little Caesars', 'Five Guys', 'Shake Shack',
    'In N Out', 'Popeyes', 'Panera', 'Arbys', 'Sonic Drive', 'Dairy Queen', 'Jack in the Box', 'Dunkin', 'Starbucks',
    'Tim Hortons', 'Costa Coffee', 'Caffe Nero', 'Pret', 'Pret a Manger', 'Greggs', 'Itsu', 'Wagamama', 'Nandos',
    'Nando', 'Steers', 'Wimpy', 'Spur', 'Spur Steak', 'Debonairs', 'Romans Pizza', 'Ocean Basket', 'Mugg and Bean',
    'Vida e Caffe', 'Seattle Coffee', 'Bootlegger', 'Bean There', 'Motherland Coffee', 'Chicken Licken', 'Fishaways',
    'Galitos', 'Pedros', 'Hungry Lion', 'Col Cacchio', 'Tashas', 'RocoMamas', 'Panarottis', 'John Dory', 'Mochachos',
    'Simply Asia', 'Krispy Kreme', 'Cinnabon', 'Wakaberry', 'Kauai', 'Vovo Telo', 'Primi Piatti', 'Doppio Zero',
    'Hussar Grill', 'Cattle Baron', 'Milky Lane', 'Scooters Pizza', 'Pizza Perfect', 'Barcelos', 'News Cafe',
    'Fego Caffe', 'Uber Eats', 'UberEats', 'Mr D', 'Mr D Food', 'MrD', 'Bolt Food', 'Deliveroo', 'Just Eat',
    'JustEat', 'DoorDash', 'Grubhub', 'Postmates', 'Seamless', 'Wolt', 'Glovo', 'Lieferando', 'Thuisbezorgd',
    'Foodpanda', 'Swiggy', 'Zomato', 'Menulog',
  ],
  Fuel: [
    'Shell', 'BP', 'Engen', 'Sasol', 'Caltex', 'Astron', 'Astron Energy', 'TotalEnergies', 'Total Energies',
    'Puma Energy', 'Chevron', 'Exxon', 'ExxonMobil', 'Mobil', 'Texaco', 'Sunoco', 'Valero', 'Arco', 'Esso',
    'Gulf Oil', 'Speedway', 'Circle K', 'Wawa', 'Sheetz', 'QuikTrip', 'Murphy USA', 'Phillips 66', 'Conoco', 'Citgo',
    'Marathon Petro', 'Aral', 'Repsol', 'Cepsa', 'Jet Tankstelle', 'Q8', 'OMV', 'Orlen', 'Tesla Supercharger',
  ],
  Transportation: [
    'Uber', 'Uber Trip', 'Uber Rides', 'Lyft', 'Bolt', 'Taxify', 'Free Now', 'FreeNow', 'Ola Cabs', 'inDrive',
    'Gautrain', 'MyCiTi', 'Rea Vaya', 'Metrorail', 'PRASA', 'Golden Arrow', 'Areyeng', 'SANRAL', 'E toll', 'Etoll',
    'TfL', 'Transport for London', 'Trainline', 'National Rail', 'LNER', 'GWR', 'Northern Rail', 'Stagecoach',
    'National Express', 'MTA', 'NYCT Paygo', 'Amtrak', 'Clipper', 'Ventra', 'SEPTA', 'WMATA', 'Caltrain', 'E ZPass',
    'EZPass', 'FasTrak', 'SunPass', 'ParkMobile', 'SpotHero', 'RingGo', 'PayByPhone', 'NCP', 'Deutsche Bahn',
    'DB Vertrieb', 'SNCF', 'Trenitalia', 'Renfe', 'NS Reizigers', 'Flixbus', 'Greyhound', 'Intercape', 'Citiliner',
    'Bird Rides',
  ],
  Automotive: [
    'Midas', 'Autozone', 'Autobarn', 'Goldwagen', 'Tiger Wheel', 'Tiger Wheel and Tyre', 'Supa Quick', 'Hi Q',
    'Tyremart', 'Dunlop Zone', 'Bridgestone', 'Firestone', 'Jiffy Lube', 'Pep Boys', 'OReilly Auto', 'Advance Auto',
    'Halfords', 'Kwik Fit', 'Valvoline', 'Meineke', 'CAA', 'AA Membership', 'AAA',
  ],
  Travel: [
    'Airbnb', 'Booking com', 'Expedia', 'Hotels com', 'Agoda', 'Trivago', 'Lekkeslaap', 'SafariNow', 'Travelstart',
    'Flight Centre', 'Kayak', 'Skyscanner', 'Marriott', 'Hilton', 'Hyatt', 'IHG', 'Holiday Inn', 'Radisson',
    'Sheraton', 'Westin', 'Premier Inn', 'Travelodge', 'Ibis', 'Novotel', 'Accor', 'Protea Hotel', 'Tsogo Sun',
    'City Lodge', 'Sun City', 'Southern Sun', 'Best Western', 'Motel 6', 'SANParks', 'FlySafair', 'Kulula', 'Airlink',
    'South African Airways', 'SAA', 'Mango Airlines', 'Lift Airline', 'British Airways', 'Ryanair', 'easyJet',
    'Wizz Air', 'Jet2', 'Virgin Atlantic', 'Lufthansa', 'KLM', 'Air France', 'Emirates', 'Qatar Airways', 'Etihad',
    'Turkish Airlines', 'Ethiopian Airlines', 'Kenya Airways', 'Delta Air', 'Delta Airlines', 'United Airlines',
    'American Airlines', 'American Air', 'Southwest Air', 'Southwest Airlines', 'JetBlue', 'Alaska Air',
    'Spirit Airl', 'Frontier Airlines', 'Air Canada', 'Qantas', 'Singapore Airlines', 'Cathay Pacific', 'Iberia',
    'Swiss Intl', 'Aer Lingus', 'Avis', 'Hertz', 'Europcar', 'Sixt', 'Budget Rent', 'Enterprise Rent', 'Alamo',
    'Thrifty', 'Woodford Car Hire', 'Bidvest Car Rental', 'Tempest Car Hire', 'Bidvest Lounge', 'Slow Lounge',
  ],
  Utilities: [
    'Eskom', 'City Power', 'City of Johannesburg', 'CoJ', 'City of Cape Town', 'City of Tshwane', 'eThekwini',
    'Ekurhuleni', 'Johannesburg Water', 'Rand Water', 'British Gas', 'EDF Energy', 'E ON', 'EON Next',
    'Octopus Energy', 'OVO Energy', 'Scottish Power', 'SSE', 'Thames Water', 'Severn Trent', 'Anglian Water',
    'United Utilities', 'PG and E', 'Con Edison', 'ConEd', 'Duke Energy', 'Dominion Energy', 'Xcel Energy',
    'Southern California Edison', 'National Grid', 'Waste Management', 'Republic Services', 'Vattenfall', 'Engie',
  ],
  Telecommunications: [
    'Vodacom', 'MTN', 'Cell C', 'CellC', 'Telkom', 'Telkom Mobile', 'Rain Mobile', 'Afrihost', 'Webafrica', 'Vumatel',
    'Openserve', 'Frogfoot', 'Cool Ideas', 'Mweb', 'Verizon', 'AT and T', 'T Mobile', 'TMobile', 'Sprint', 'Comcast',
    'Xfinity', 'Spectrum', 'Charter Comm', 'Cox Comm', 'Mint Mobile', 'Google Fi', 'BT Group', 'BT Broadband',
    'British Telecom', 'EE Limited', 'O2', 'Vodafone', 'Three UK', 'Virgin Media', 'TalkTalk', 'Plusnet', 'Giffgaff',
    'Lebara', 'Lycamobile', 'Deutsche Telekom', 'Telefonica', 'Movistar', 'Swisscom', 'KPN', 'Safaricom', 'Airtel',
    'Starlink',
  ],
  Insurance: [
    'Discovery', 'Discovery Health', 'Discovery Insure', 'DiscInsure', 'DiscLife', 'Disc Health', 'Momentum',
    'Old Mutual', 'Sanlam', 'Liberty Life', 'Hollard', 'OUTsurance', 'MiWay', 'King Price', 'Santam',
    'Budget Insurance', 'Dial Direct', 'Auto and General', '1st for Women', 'First for Women', 'Clientele', 'Assupol',
    'AVBOB', '1Life', 'FNB Life', 'FNBLife', 'Absa Life', 'Bonitas', 'Medshield', 'Fedhealth', 'Bestmed', 'Profmed',
    'Aon', 'Allianz', 'AXA', 'Aviva', 'Geico', 'State Farm', 'Allstate', 'Progressive Ins', 'Liberty Mutual',
    'Nationwide Ins', 'MetLife', 'Prudential', 'Admiral', 'Direct Line', 'Churchill Ins', 'Hastings Direct',
    'Lemonade', 'Zurich', 'Generali', 'Bupa', 'Vitality Health',
  ],
  'Healthcare & Pharmacy': [
    'Clicks', 'Dis Chem', 'Dischem', 'Medirite', 'Alpha Pharm', 'Link Pharmacy', 'Netcare', 'Mediclinic',
    'Life Healthcare', 'Lancet', 'PathCare', 'Ampath', 'Spec Savers', 'Specsavers', 'Boots', 'Superdrug',
    'Lloyds Pharmacy', 'CVS', 'Walgreens', 'Rite Aid', 'LabCorp', 'Quest Diagnostics', 'Vision Express',
  ],
  Entertainment: [
    'Ster Kinekor', 'Nu Metro', 'Computicket', 'Webtickets', 'Quicket', 'Howler', 'Ticketpro', 'Ticketmaster',
    'Live Nation', 'Eventbrite', 'StubHub', 'AMC', 'Regal Cinemas', 'Cinemark', 'Cineworld', 'Odeon', 'Vue',
    'Everyman', 'Gold Reef City', 'Ratanga', 'uShaka', 'Steampowered', 'Steam Purchase', 'Steam Games', 'PlayStation',
    'PlayStation Network', 'Xbox', 'Nintendo', 'Epic Games', 'Riot Games', 'Blizzard', 'Twitch', 'Roblox',
  ],
  'Subscriptions & Streaming': [
    'Netflix', 'Spotify', 'Disney Plus', 'DisneyPlus', 'Hulu', 'HBO', 'HBO Max', 'Paramount Plus', 'Peacock',
    'YouTube', 'YouTube Premium', 'YouTubePremium', 'Apple com Bill', 'iTunes', 'Apple Music', 'Apple TV', 'iCloud',
    'Prime Video', 'Amazon Prime', 'Audible', 'Kindle Unlimited', 'Showmax', 'DStv', 'MultiChoice', 'Deezer', 'Tidal',
    'Crunchyroll', 'Patreon', 'Substack', 'Medium com', 'NYTimes', 'New York Times', 'Economist', 'News24', 'BritBox',
    'NOW TV', 'Sky Digital', 'Sky UK', 'Canal Plus', 'DAZN', 'SiriusXM', 'Storytel',
  ],
  Shopping: [
    'Amazon com', 'Amazon co uk', 'Amazon de', 'Amzn Mktp', 'Amazon Mktplace', 'Amazon Marketplace', 'Takealot',
    'Superbalist', 'Loot co za', 'Makro', 'Game Stores', 'Crazy Store', 'Walmart', 'Wal Mart', 'Target', 'Costco',
    'Sams Club', 'Kohls', 'Macys', 'Nordstrom', 'TJ Maxx', 'TJMaxx', 'Marshalls', 'Ross Stores', 'Dollar Tree',
    'Dollar General', 'Family Dollar', 'Argos', 'John Lewis', 'Marks and Spencer', 'Debenhams', 'Poundland',
    'B and M', 'Home Bargains', 'Wilko', 'TK Maxx', 'Etsy', 'eBay', 'AliExpress', 'Alibaba', 'Temu', 'Shein',
    'Wish com', 'Bol com', 'Zalando', 'Galeries Lafayette', 'El Corte Ingles', 'Cape Union Mart', 'Exclusive Books',
    'CNA', 'Waterstones', 'Barnes and Noble', 'American Swiss', 'Claires', 'Toys R Us', 'Toy Kingdom', 'Smyths',
  ],
  'Clothing & Apparel': [
    'Edgars', 'Jet Stores', 'Jet', 'Truworths', 'Woolworths Clothing', 'Mr Price', 'MRP', 'Pep Stores', 'PEP',
    'Ackermans', 'Foschini', 'TFG', 'Markham', 'Studio 88', 'Side Step', 'Old Khaki', 'Country Road', 'Trenery',
    'Witchery', 'Exact Stores', 'Relay Jeans', 'Sportscene', 'Totalsports', 'Cotton On', 'H and M', 'Zara', 'Uniqlo',
    'Old Navy', 'Primark', 'New Look', 'Next Retail', 'River Island', 'ASOS', 'Boohoo', 'Levis', 'Nike', 'Adidas',
    'Skechers', 'Foot Locker', 'JD Sports', 'Sole Supplier', 'Aldo', 'Spitz', 'Queenspark', 'Cross Trainer',
    'Superdry', 'Forever 21', 'Mango', 'Pull and Bear', 'Bershka',
  ],
  'Electronics & Software': [
    'Incredible Connection', 'iStore', 'HiFi Corp', 'Hi Fi Corp', 'Best Buy', 'Currys', 'Currys PC World',
    'Apple Store', 'Samsung', 'Dell', 'Lenovo', 'HP Store', 'Microsoft', 'MSFT', 'Adobe', 'Dropbox', 'GitHub',
    'GitLab', 'Atlassian', 'JetBrains', 'Slack', 'Zoom us', 'Zoom Video', 'Notion', 'Figma', 'Canva', 'OpenAI',
    'ChatGPT', 'Anthropic', 'Claude ai', 'Amazon Web Services', 'AWS', 'Google Cloud', 'Google Storage',
    'Google Workspace', 'GSuite', 'DigitalOcean', 'Heroku', 'Vercel', 'Netlify', 'Cloudflare', 'GoDaddy', 'Namecheap',
    'Name Cheap', 'Hetzner', 'OVH', 'Linode', 'Xneelo', 'Hostinger', 'Squarespace', 'Wix com', 'Shopify', 'Xero',
    'QuickBooks', 'Intuit', 'Sage Pastel', 'Sage Software', 'Norton', 'McAfee', 'NordVPN', 'ExpressVPN', '1Password',
    'LastPass', 'Grammarly', 'Media Markt', 'Fnac', 'Darty', 'Boulanger', 'Coolblue', 'MediaMarkt', 'B and H Photo',
    'Newegg',
  ],
  'Office Supplies': [
    'Staples', 'Office Depot', 'OfficeMax', 'Ryman', 'Viking Direct', 'Waltons', 'Office National', ],
  Education: [
    'Unisa', 'Udemy', 'Coursera', 'edX', 'Skillshare', 'Duolingo', 'MasterClass', 'Pluralsight', 'Khan Academy',
    'Curro', 'Advtech', 'Varsity College', 'IIE', 'Wits University', 'Chegg', 'Van Schaik',
  ],
  'Taxes & Government': [
    'SARS', 'SARS eFiling', 'IRS', 'US Treasury', 'HMRC', 'DVLA', 'DMV', 'Home Affairs', 'CIPC', 'Companies House',
    'Post Office Licence', 'SABC Licence', 'Finanzamt', 'DGFiP', 'Belastingdienst', 'Agencia Tributaria',
  ],
  'Charity & Donations': [
    'Gift of the Givers', 'Red Cross', 'Salvation Army', 'UNICEF', 'Oxfam', 'SPCA', 'RSPCA', 'WWF',
    'Doctors Without Borders', 'MSF', 'Cancer Research', 'CANSA', 'Hospice', 'GoFundMe', 'JustGiving', 'BackaBuddy',
    'Givengain', 'Wikimedia',
  ],
  'Personal Care': [
    'Sorbet', 'Placecol', 'Sephora', 'Ulta', 'Bath and Body Works', 'The Body Shop', 'Lush', 'Rituals', 'Supercuts',
    'Great Clips', 'Toni and Guy',
  ],
  'Sports & Fitness': [
    'Virgin Active', 'Planet Fitness', 'Zone Fitness', 'PureGym', 'Pure Gym', 'Anytime Fitness', 'Gold Gym',
    'Golds Gym', 'LA Fitness', 'Equinox', 'Crunch Fitness', 'Orangetheory', 'Peloton', 'Strava', 'ClassPass',
    'Parkrun', 'Decathlon', 'Sportsmans Warehouse', 'Sports Direct', 'Dicks Sporting', 'Runners World', 'David Lloyd',
  ],
  'Home & Garden': [
    'Builders', 'Builders Warehouse', 'Builders Express', 'Leroy Merlin', 'Cashbuild', 'Mica', 'Chamberlains',
    'Gelmar', 'Buco', 'Build it', 'Home Depot', 'Lowes', 'Menards', 'Ace Hardware', 'B and Q', 'Homebase', 'Wickes',
    'Screwfix', 'Toolstation', 'Dunelm', 'IKEA', 'Wayfair', 'Bed Bath and Beyond', 'Williams Sonoma', 'Pottery Barn',
    'Crate and Barrel', 'Mr Price Home', 'MRP Home', 'Sheet Street', 'Home Etc', 'Coricraft', 'Weylandts',
    'Wetherlys', 'Plascon', 'Dulux', 'Starke Ayres', 'Bauhaus', 'Hornbach', 'OBI',
  ],
  Pets: [
    'PetSmart', 'Petco', 'Pets at Home', 'Petstock', 'Petzone', 'Pet Heaven', 'Chewy', 'Zooplus', 'Fressnapf',
    'Montego', 'Absolute Pets',
  ],
  'Alcohol & Tobacco': [
    'Tops at Spar', 'Liquor City', 'Picardi Rebel', 'Picardi', 'Norman Goodfellows', 'Ultra Liquors', 'Makro Liquor',
    'Checkers LiquorShop', 'PnP Liquor', 'Drizly', 'Total Wine', 'BevMo', 'Majestic Wine', 'Vapour Lounge', 'JUUL',
  ],
  'Gambling & Lottery': [
    'Ithuba', 'National Lottery', 'Betway', 'Hollywoodbets', 'Sportingbet', 'Supabets', 'SunBet', 'Playabets',
    'World Sports Betting', 'Bet365', 'William Hill', 'Paddy Power', 'Ladbrokes', 'Betfair', 'Sky Bet', 'DraftKings',
    'FanDuel', 'BetMGM', 'Camelot', 'Grand West Casino', 'Montecasino',
  ],
  'Advertising & Marketing': [
    'Google Ads', 'Google AdWords', 'Facebk', 'Facebook Ads', 'FB Ads', 'Meta Ads', 'Meta Platforms', 'LinkedIn Ads',
    'Twitter Ads', 'X Ads', 'TikTok Ads', 'Mailchimp', 'HubSpot', 'SEMrush', 'Taboola', 'Outbrain', 'Vistaprint',
    'Moo Print', 'Constant Contact', 'Sendinblue', 'Brevo', 'Klaviyo', 'Hootsuite', ],
  'Professional Services': [
    'Upwork', 'Fiverr', 'Toptal', 'LegalZoom', 'Rocket Lawyer', 'DocuSign', 'Regus', 'WeWork', 'Deloitte', 'PwC',
    'KPMG', 'EY', 'Ernst and Young', 'Fidelity ADT', 'ADT Security', 'Chubb',
  ],
  'Shipping & Postage': [
    'PostNet', 'Paxi', 'Courier Guy', 'Aramex', 'DSV', 'SAPO', 'SA Post Office', 'Fastway', 'Pargo', 'Royal Mail',
    'Parcelforce', 'Evri', 'Hermes', 'DPD', 'Yodel', 'USPS', 'UPS', 'FedEx', 'DHL', 'Stamps com', 'Pitney Bowes',
    'La Poste', 'Deutsche Post', 'PostNL', 'Correos',
  ],
  'Savings & Investments': [
    'EasyEquities', 'Satrix', 'Allan Gray', 'Coronation', '10X Investments', 'Sygnia', 'Ninety One', 'Stanlib', 'PSG',
    'Vanguard', 'Schwab', 'Charles Schwab', 'Fidelity Investments', 'Robinhood', 'eToro', 'Trading 212',
    'Hargreaves Lansdown', 'Nutmeg', 'Moneybox', 'Coinbase', 'Binance', 'Kraken', 'Luno', 'VALR', 'Wealthsimple',
    'Betterment', 'Acorns', 'Bank Your Change', 'BYC',
  ],
  'Loans & Credit Repayments': [
    'FNBCC', 'RMBCC', 'Absa CC', 'Nedbank CC', 'SBSA CC', 'Wesbank', 'MFC', 'Direct Axis', 'DirectAxis',
    'African Bank', 'Capitec Loan', 'Afterpay', 'Klarna', 'Affirm', 'PayJustNow', 'Payflex', 'Clearpay', 'Navient',
    'Sallie Mae', 'Nelnet', 'Mohela', 'SoFi', 'Zopa', 'National Student Financial Aid', 'NSFAS',
  ],
  Transfers: [
    'Zelle', 'Venmo', 'Cash App', 'CashApp', 'TransferWise', 'Remitly', 'Wise Payments', 'Western Union', 'MoneyGram',
    'Revolut',
  ],
});

/**
 * Umbrella brands that sell many kinds of things: they decide only when nothing more specific is present, so
 * "GOOGLE *YOUTUBE" is streaming and "AMAZON PRIME" a subscription, while plain "AMAZON" is shopping.
 */
const BRANDS = fromTable(PRIORITY.BRAND, {
  Shopping: ['Amazon', 'AMZN', 'PayPal Shopping'],
  'Electronics & Software': ['Apple', 'Apple com', 'Google'],
  'Subscriptions & Streaming': ['Google Play', 'App Store'],
});

export const MERCHANT_RULES: readonly RuleSpec[] = [...MERCHANTS, ...BRANDS];
