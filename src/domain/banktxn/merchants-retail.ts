import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/** Shops, health, personal care, leisure and education brands; see merchants.ts for how names are chosen. */
const SHOPS = fromTable(PRIORITY.MERCHANT, {
  Shopping: [
    'Makro', 'Game Stores', 'Costco', 'Sams Club', 'Argos', 'American Swiss', 'Claires', 'PayPal Shopping',
  ],
  'Online Marketplaces': [
    'Amazon com', 'Amazon co uk', 'Amazon de', 'Amazon fr', 'Amazon es', 'Amazon it', 'Amazon nl', 'Amazon in',
    'Amazon com au', 'Amzn Mktp', 'Amazon Mktplace', 'Amazon Marketplace', 'Takealot', 'Loot co za', 'Etsy', 'eBay',
    'AliExpress', 'Alibaba', 'Temu', 'Wish com', 'Bol com', 'Flipkart', 'Meesho', 'Snapdeal', 'Lazada', 'Shopee',
    'Qoo10', 'Tokopedia', 'Mercado Libre', 'MercadoLibre', 'Mercado Livre', 'Allegro', 'Cdiscount', 'Rakuten',
    'Kogan', 'Catch com au', 'Vinted', 'Wallapop', 'Marktplaats', 'Leboncoin', 'Kleinanzeigen',
  ],
  'Department Stores': [
    'Walmart', 'Wal Mart', 'Target', 'Kohls', 'Macys', 'Nordstrom', 'Dillards', 'JCPenney', 'Bloomingdales',
    'Neiman Marcus', 'TJ Maxx', 'TJMaxx', 'TK Maxx', 'Marshalls', 'Ross Stores', 'HomeGoods', 'Dollar Tree',
    'Dollar General', 'Family Dollar', 'John Lewis', 'Marks and Spencer', 'Debenhams', 'Selfridges', 'Harrods',
    'House of Fraser', 'Poundland', 'B and M', 'Home Bargains', 'Wilko', 'Galeries Lafayette', 'Printemps',
    'El Corte Ingles', 'Galeria Kaufhof', 'KaDeWe', 'De Bijenkorf', 'Hema', 'Rinascente', 'Myer', 'David Jones',
    'Kmart', 'Big W', 'Crazy Store', 'Daiso', 'Miniso', 'Takashimaya', 'Isetan', 'Parkson', 'Shoppers Stop',
  ],
  'Books & Media': [
    'Exclusive Books', 'CNA', 'Van Schaik', 'Waterstones', 'WHSmith', 'WH Smith', 'Barnes and Noble', 'Blackwells',
    'Foyles', 'Thalia', 'Hugendubel', 'Dymocks', 'Booktopia', 'Kinokuniya', 'Popular Bookstore', 'Book Depository',
  ],
  'Gifts & Flowers': [
    'Interflora', 'Netflorist', 'Moonpig', 'Funky Pigeon', 'Hallmark', 'Card Factory', 'FTD', 'Bloom and Wild',
    'Fleurop', 'Teleflora', '1 800 Flowers',
  ],
  'Toys & Hobbies': [
    'Toys R Us', 'Toy Kingdom', 'Smyths', 'Hobbycraft', 'Hobby Lobby', 'Michaels Stores', 'Joann Fabrics', 'Lego Store',
    'Build A Bear', 'Games Workshop', 'Intertoys', 'King Jouet',
  ],
  'Sporting Goods': [
    'Decathlon', 'Sportsmans Warehouse', 'Sports Direct', 'Dicks Sporting', 'Runners World', 'Rebel Sport',
    'Intersport', 'Sport Chek', 'REI', 'Academy Sports', 'Bass Pro', 'Cabelas', 'Go Outdoors', 'Cape Union Mart',
  ],
  'Clothing & Apparel': [
    'Edgars', 'Jet Stores', 'Jet', 'Truworths', 'Woolworths Clothing', 'Mr Price', 'MRP', 'Pep Stores', 'PEP',
    'Ackermans', 'Foschini', 'TFG', 'Markham', 'Studio 88', 'Side Step', 'Old Khaki', 'Country Road', 'Trenery',
    'Witchery', 'Exact Stores', 'Relay Jeans', 'Sportscene', 'Totalsports', 'Cotton On', 'H and M', 'Zara', 'Uniqlo',
    'Old Navy', 'Banana Republic', 'Abercrombie', 'Hollister', 'American Eagle', 'Lululemon', 'Gymshark', 'Primark',
    'New Look', 'Next Retail', 'River Island', 'Matalan', 'ASOS', 'Boohoo', 'Levis', 'Nike', 'Adidas', 'Skechers',
    'Foot Locker', 'JD Sports', 'Sole Supplier', 'Aldo', 'Spitz', 'Queenspark', 'Cross Trainer', 'Superdry',
    'Forever 21', 'Mango', 'Pull and Bear', 'Bershka', 'Stradivarius', 'Massimo Dutti', 'C and A',
    'Peek und Cloppenburg', 'Peek and Cloppenburg', 'Deichmann', 'Kiabi', 'Celio', 'Promod', 'Hunkemoller',
    'Calzedonia', 'Intimissimi', 'Superbalist', 'Shein', 'Zalando', 'Myntra', 'Ajio', 'Pantaloons', 'Padini',
    'Just Jeans', 'Jay Jays', 'Rip Curl', 'Billabong',
  ],
  'Electronics & Software': [
    'Incredible Connection', 'iStore', 'HiFi Corp', 'Hi Fi Corp', 'Best Buy', 'Currys', 'Currys PC World',
    'Apple Store', 'Samsung', 'Dell', 'Lenovo', 'HP Store', 'Microsoft', 'MSFT', 'Adobe', 'Dropbox', 'GitHub',
    'GitLab', 'Atlassian', 'JetBrains', 'Slack', 'Zoom us', 'Zoom Video', 'Notion', 'Figma', 'Canva', 'OpenAI',
    'ChatGPT', 'Anthropic', 'Claude ai', 'Amazon Web Services', 'AWS', 'Google Cloud', 'Google Storage', 'Google One',
    'Google Workspace', 'GSuite', 'iCloud', 'DigitalOcean', 'Heroku', 'Vercel', 'Netlify', 'Cloudflare', 'GoDaddy',
    'Namecheap', 'Name Cheap', 'Hetzner', 'OVH', 'Linode', 'Xneelo', 'Hostinger', 'Squarespace', 'Wix com',
    'Shopify', 'Xero', 'QuickBooks', 'Intuit', 'Sage Pastel', 'Sage Software', 'Norton', 'McAfee', 'NordVPN',
    'ExpressVPN', '1Password', 'LastPass', 'Grammarly', 'Media Markt', 'MediaMarkt', 'Saturn Electro',
    'Conrad Electronic', 'Cyberport', 'Notebooksbilliger', 'Fnac', 'Darty', 'Boulanger', 'Coolblue', 'MediaWorld',
    'Unieuro', 'Euronics', 'Worten', 'PC Componentes', 'B and H Photo', 'Newegg', 'JB Hi Fi', 'JB HiFi',
    'Harvey Norman', 'The Good Guys', 'Croma', 'Reliance Digital', 'Vijay Sales',
  ],
  'Office Supplies': [
    'Staples', 'Office Depot', 'OfficeMax', 'Ryman', 'Viking Direct', 'Waltons', 'Office National', 'Officeworks',
  ],
  'Hardware & DIY': [
    'Builders', 'Builders Warehouse', 'Builders Express', 'Leroy Merlin', 'Cashbuild', 'Mica', 'Chamberlains',
    'Gelmar', 'Buco', 'Build it', 'Home Depot', 'Lowes', 'Menards', 'Ace Hardware', 'B and Q', 'Homebase', 'Wickes',
    'Screwfix', 'Toolstation', 'Plascon', 'Dulux', 'Bauhaus', 'Hornbach', 'OBI', 'Toom Baumarkt', 'Hagebau',
    'Bricomarche', 'Brico Depot', 'Castorama', 'Mr Bricolage', 'Bricomart', 'Karwei', 'Hubo', 'Bunnings', 'Mitre 10',
    'Mr DIY',
  ],
  'Furniture & Homeware': [
    'IKEA', 'Wayfair', 'Bed Bath and Beyond', 'Williams Sonoma', 'Pottery Barn', 'Crate and Barrel', 'West Elm',
    'Mr Price Home', 'MRP Home', 'Sheet Street', 'Home Etc', 'Coricraft', 'Weylandts', 'Wetherlys', 'Dunelm',
    'Zara Home', 'H and M Home', 'Maisons du Monde', 'Conforama', 'XXXLutz', 'Hoeffner', 'JYSK', 'Kwantum',
    'Leen Bakker', 'Oak Furnitureland', 'DFS', 'Fantastic Furniture', 'Freedom Furniture', 'Adairs', 'Pepperfry',
    'Urban Ladder', 'HomeCentre', 'Home Centre', 'Ashley Furniture', 'Rooms To Go',
  ],
  'Home & Garden': ['Starke Ayres', 'Stodels', 'Intratuin', 'Dehner', 'Truffaut', 'Jardiland'],
});

const CARE_AND_LEISURE = fromTable(PRIORITY.MERCHANT, {
  Pharmacies: [
    'Clicks', 'Dis Chem', 'Dischem', 'Medirite', 'Alpha Pharm', 'Link Pharmacy', 'Boots', 'Superdrug',
    'Lloyds Pharmacy', 'Well Pharmacy', 'CVS', 'Walgreens', 'Rite Aid', 'Duane Reade', 'Shoppers Drug Mart',
    'Chemist Warehouse', 'Priceline Pharmacy', 'Terry White', 'Guardian Pharmacy', 'Watsons', 'Apollo Pharmacy',
    'MedPlus', 'Netmeds', 'PharmEasy', 'Tata 1mg', 'Shop Apotheke', 'DocMorris',
  ],
  'Doctors & Dentists': ['Spec Savers', 'Specsavers', 'Vision Express', 'Fielmann', 'Apollo Optik'],
  'Hospitals & Clinics': [
    'Netcare', 'Mediclinic', 'Life Healthcare', 'Lancet', 'PathCare', 'Ampath', 'LabCorp', 'Quest Diagnostics',
  ],
  'Personal Care': [
    'Sephora', 'Ulta', 'Bath and Body Works', 'The Body Shop', 'Lush', 'Rituals', 'dm drogerie', 'dm Drogeriemarkt',
    'dm Markt',
    'Rossmann', 'Mueller Drogerie', 'Muller Drogerie', 'Budni', 'Kruidvat', 'Etos', 'Douglas Parfumerie',
    'Parfumerie Douglas', 'Marionnaud', 'Nocibe', 'Yves Rocher', 'Kiko Milano', 'Sally Beauty',
  ],
  'Hair & Beauty': [
    'Sorbet', 'Placecol', 'Supercuts', 'Great Clips', 'Sport Clips', 'Fantastic Sams', 'Toni and Guy', 'Drybar',
    'European Wax Center', 'Klier',
  ],
  'Gyms & Fitness Classes': [
    'Virgin Active', 'Planet Fitness', 'Zone Fitness', 'PureGym', 'Pure Gym', 'Gym Group', 'Anytime Fitness',
    'Gold Gym', 'Golds Gym', 'LA Fitness', 'Equinox', 'Crunch Fitness', 'Orangetheory', 'ClassPass', 'David Lloyd',
    'Peloton', 'McFit', 'Fitness First', 'Clever Fit', 'FitX', 'Basic Fit', 'SportCity', 'Snap Fitness',
    'F45', 'Jetts', 'Urban Sports Club', 'Cult Fit', 'Cultfit', 'Celebrity Fitness',
  ],
  'Sports & Fitness': ['Strava', 'Parkrun'],
  'Cinema & Events': [
    'Ster Kinekor', 'Nu Metro', 'Computicket', 'Webtickets', 'Quicket', 'Howler', 'Ticketpro', 'Ticketmaster',
    'Live Nation', 'Eventbrite', 'Eventim', 'StubHub', 'See Tickets', 'Ticketek', 'BookMyShow', 'Fandango', 'AMC',
    'Regal Cinemas', 'Cinemark', 'Cineworld', 'Odeon', 'Vue', 'Everyman', 'Pathe', 'Gaumont', 'UGC Cine', 'CineStar',
    'Cinemaxx', 'Kinepolis', 'Yelmo Cines', 'Cinesa', 'UCI Kinowelt', 'Hoyts', 'Event Cinemas', 'Village Cinemas',
    'Golden Village', 'Shaw Theatres', 'TGV Cinemas', 'PVR Cinemas', 'INOX Movies', 'Gold Reef City', 'Ratanga',
    'uShaka',
    'Disneyland', 'Legoland', 'Six Flags', 'Universal Studios', 'SeaWorld', 'Madame Tussauds',
  ],
  Gaming: [
    'Steampowered', 'Steam Purchase', 'Steam Games', 'PlayStation', 'PlayStation Network', 'Xbox', 'MSFT Xbox',
    'Microsoft Xbox', 'Nintendo', 'Epic Games', 'Riot Games', 'Blizzard', 'Roblox', 'Electronic Arts', 'Ubisoft',
    'Activision', 'Supercell', 'GOG com', 'Humble Bundle', 'GameStop', 'EB Games',
  ],
  'Video Streaming': [
    'Netflix', 'Disney Plus', 'DisneyPlus', 'Hulu', 'HBO', 'HBO Max', 'Paramount Plus', 'Peacock', 'YouTube',
    'YouTube Premium', 'YouTubePremium', 'Apple TV', 'Prime Video', 'Showmax', 'DStv', 'MultiChoice',
    'Crunchyroll', 'BritBox', 'NOW TV', 'Sky Digital', 'Sky UK', 'Sky Deutschland', 'Canal Plus', 'DAZN', 'Sling TV',
    'Mubi', 'Foxtel', 'Hotstar', 'JioCinema', 'SonyLIV', 'Zee5', 'Viu', 'Videoland', 'RTL Plus', 'Joyn',
    'Movistar Plus', 'Twitch',
  ],
  'Music Streaming': [
    'Spotify', 'Apple Music', 'YouTube Music', 'Amazon Music', 'Deezer', 'Tidal', 'SiriusXM', 'SoundCloud', 'Qobuz',
    'Napster', 'Anghami', 'JioSaavn', 'Gaana', 'Joox', 'Audible', 'Storytel', 'BookBeat', 'Nextory',
  ],
  'News & Magazines': [
    'NYTimes', 'New York Times', 'Washington Post', 'Wall Street Journal', 'WSJ', 'Financial Times', 'Economist',
    'Guardian News', 'Telegraph Media', 'Medium com', 'Substack', 'News24', 'Netwerk24', 'Daily Maverick',
    'Business Day', 'Der Spiegel', 'Spiegel Online', 'Zeit Online', 'Le Monde', 'Le Figaro', 'Mediapart',
    'El Pais', 'Readly', 'Zinio', 'Times of India', 'Straits Times', 'Sydney Morning Herald',
  ],
  'Subscriptions & Streaming': [
    'Apple com Bill', 'iTunes', 'Uber One', 'Amazon Prime', 'Kindle Unlimited', 'Patreon', 'Scribd', 'Google Play',
  ],
  'Gambling & Lottery': [
    'Ithuba', 'National Lottery', 'Betway', 'Hollywoodbets', 'Sportingbet', 'Supabets', 'SunBet', 'Playabets',
    'World Sports Betting', 'Bet365', 'William Hill', 'Paddy Power', 'Ladbrokes', 'Betfair', 'Sky Bet', 'DraftKings',
    'FanDuel', 'BetMGM', 'Camelot', 'Grand West Casino', 'Montecasino', 'Lottoland', 'Unibet', 'Bwin', 'Tipico',
    'PokerStars', 'FDJ', 'Loterias y Apuestas', 'Lottomatica', 'Sportsbet', 'Dream11',
  ],
  'School & University Fees': ['Unisa', 'Curro', 'Advtech', 'Varsity College', 'IIE', 'Wits University'],
  'Courses & Training': [
    'Udemy', 'Coursera', 'edX', 'Skillshare', 'Duolingo', 'MasterClass', 'Pluralsight', 'Khan Academy',
    'LinkedIn Learning', 'Codecademy', 'DataCamp', 'Babbel', 'Busuu', 'Rosetta Stone', 'Unacademy', 'Upgrad',
  ],
  Education: ['Chegg'],
  Pets: [
    'PetSmart', 'Petco', 'Pets at Home', 'Petstock', 'Petzone', 'Pet Heaven', 'Chewy', 'Zooplus', 'Fressnapf',
    'Maxi Zoo', 'Montego', 'Absolute Pets', 'Tiendanimal', 'Kiwoko',
  ],
  Veterinary: ['VCA Animal', 'Banfield Pet', 'Medivet'],
  'Charity & Donations': [
    'Gift of the Givers', 'Red Cross', 'Croix Rouge', 'Rode Kruis', 'Cruz Roja', 'Croce Rossa', 'Deutsches Rotes Kreuz',
    'Salvation Army', 'UNICEF', 'Oxfam', 'SPCA', 'RSPCA', 'WWF', 'Doctors Without Borders', 'MSF',
    'Medecins Sans Frontieres', 'Aerzte ohne Grenzen', 'Save the Children', 'Amnesty', 'Greenpeace', 'World Vision',
    'Caritas', 'Diakonie', 'Restos du Coeur', 'Secours Populaire', 'Cancer Research', 'CANSA', 'Hospice', 'GoFundMe',
    'JustGiving', 'BackaBuddy', 'Givengain', 'Wikimedia', 'Ketto', 'Milaap', 'Kitabisa',
  ],
});

/**
 * Umbrella brands that sell many kinds of things: they decide only when nothing more specific is present, so
 * "GOOGLE *YOUTUBE" is streaming and "AMAZON PRIME" a subscription, while plain "AMAZON" is the marketplace.
 */
const BRANDS = fromTable(PRIORITY.BRAND, {
  'Online Marketplaces': ['Amazon', 'AMZN'],
  'Electronics & Software': ['Apple', 'Apple com', 'Google'],
  'Subscriptions & Streaming': ['App Store'],
});

export const RETAIL_MERCHANT_RULES: readonly RuleSpec[] = [...SHOPS, ...CARE_AND_LEISURE, ...BRANDS];
