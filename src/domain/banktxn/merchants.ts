import { MONEY_MERCHANT_RULES } from './merchants-money';
import { RETAIL_MERCHANT_RULES } from './merchants-retail';
import { SERVICE_MERCHANT_RULES } from './merchants-services';
import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Well-known merchants (South Africa, UK, US, EU, Australia, India, Singapore, Malaysia and global brands) with the
 * abbreviations banks print for them, each in the finest category its name alone supports. Names that are also
 * ordinary words or other brands ("DELTA", "UNITED", "TOTAL", "NEXT", "PUMA", "GRAB", "QUICK") are only listed in a
 * form that cannot be mistaken ("DELTA AIR", "TOTALENERGIES", "GRAB RIDE"), because a wrong confident answer is
 * worse than "Uncategorized". This file holds food, drink, transport and travel; the others are split by trade.
 */
const FOOD_AND_TRANSPORT = fromTable(PRIORITY.MERCHANT, {
  Groceries: [
    'Pick n Pay', 'PicknPay', 'PnP', 'PNP Fam', 'PNP Crp', 'PNP Hyper', 'Pnpasap', 'PnP asap', 'Checkers',
    'Checkers Sixty60', 'Sixty60', 'Shoprite', 'Usave', 'Spar', 'Superspar', 'Kwikspar', 'Savemor', 'Woolworths',
    'Woolies', 'Woolworths Supermarket', 'WW Food', 'Food Lovers', 'Food Lovers Market', 'FLM', 'Boxer', 'OK Foods',
    'OK Minimark', 'OK Grocer',
    'OK Express', 'Fruit and Veg City', 'Jwayelani', 'Game Foodco', 'Friendly Grocer', 'Tesco', 'Sainsbury',
    'Sainsburys', 'Asda', 'Morrisons', 'Waitrose', 'Aldi', 'Lidl', 'Co op', 'Coop', 'Iceland Foods',
    'M and S Simply Food', 'M and S Food', 'Ocado', 'Farmfoods', 'Budgens', 'Londis', 'Costcutter', 'Nisa Local',
    'Walmart Grocery', 'Kroger', 'Safeway', 'Whole Foods', 'WholeFds', 'Trader Joe', 'Trader Joes', 'Publix',
    'Albertsons', 'HEB', 'H E B', 'Wegmans', 'Food Lion', 'Giant Eagle', 'Stop and Shop', 'Meijer', 'Winco',
    'Sprouts', 'Instacart', 'Vons', 'Ralphs', 'Harris Teeter', 'Hy Vee', 'Winn Dixie', 'Piggly Wiggly',
    'Fred Meyer', 'King Soopers', 'Hannaford', 'Jewel Osco', 'Save a Lot', 'Grocery Outlet', 'Stater Bros',
    'Carrefour', 'Auchan', 'Leclerc', 'E Leclerc', 'Intermarche', 'Monoprix', 'Franprix', 'Super U', 'Hyper U',
    'Geant Casino', 'Casino Supermarche', 'Petit Casino', 'Casino Shop', 'Picard Surgeles', 'Biocoop', 'Grand Frais',
    'Rewe', 'Edeka', 'Netto', 'Netto Marken', 'Penny Markt', 'Kaufland', 'Tegut', 'Marktkauf', 'Globus Markt',
    'Alnatura', 'Denns Biomarkt', 'Albert Heijn', 'AH to go', 'Jumbo', 'Dirk van den Broek', 'Vomar', 'Hoogvliet',
    'Dekamarkt', 'Ekoplaza', 'Mercadona', 'Eroski', 'Alcampo', 'Hipercor', 'Consum', 'Caprabo', 'Ahorramas',
    'Supermercados Dia', 'Esselunga', 'Conad', 'Eurospin', 'Despar', 'Carrefour Market', 'Iper', 'Tigros', 'Crai',
    'Continente', 'Pingo Doce', 'Minipreco', 'Coles', 'IGA', 'Foodworks', 'Harris Farm', 'Countdown', 'Loblaws',
    'Sobeys', 'Getir', 'BigBasket', 'Big Basket', 'DMart', 'D Mart', 'Avenue Supermarts', 'Reliance Fresh',
    'Reliance Smart', 'Blinkit', 'Grofers', 'Zepto', 'JioMart', 'Instamart', 'Swiggy Instamart', 'NTUC FairPrice',
    'FairPrice', 'Sheng Siong', 'Giant Hypermarket', 'Giant Supermarket', 'Redmart', '99 Speed Mart',
    '99 Speedmart', 'Mydin', 'Jaya Grocer', 'Village Grocer', 'Econsave', 'KK Super Mart', 'KK Mart', 'Lotuss',
    'GrabMart', '7 Eleven', 'Seven Eleven', 'FamilyMart', 'Family Mart',
  ],
  'Restaurants & Dining': [
    'Wimpy', 'Spur', 'Spur Steak', 'Ocean Basket', 'Col Cacchio', 'Tashas', 'RocoMamas', 'Panarottis', 'John Dory',
    'Simply Asia', 'Wakaberry', 'Kauai', 'Primi Piatti', 'Doppio Zero', 'Hussar Grill', 'Cattle Baron', 'Milky Lane',
    'News Cafe', 'Wagamama', 'Zizzi', 'Pizza Express', 'Franco Manca', 'Dishoom', 'Cheesecake Factory', 'Olive Garden',
    'Applebees', 'Chilis', 'Red Lobster', 'Outback Steakhouse', 'Texas Roadhouse', 'Dennys', 'IHOP',
    'Cracker Barrel', 'Buffalo Wild Wings', 'Vapiano', 'Hans im Glueck', 'Block House', 'Hippopotamus',
    'Buffalo Grill', 'Courtepaille', 'Foodwise', 'Sarpino', 'Barbeque Nation', 'Haidilao', 'Din Tai Fung',
  ],
  'Fast Food': [
    'McDonald', 'McDonalds', 'McD', 'KFC', 'Burger King', 'Wendys', 'Wendy', 'Taco Bell', 'Subway', 'Chick fil A',
    'Chipotle', 'Dominos', 'Domino', 'Pizza Hut', 'Papa Johns', 'Little Caesars', 'Five Guys', 'Shake Shack',
    'In N Out', 'Popeyes', 'Arbys', 'Sonic Drive', 'Dairy Queen', 'Jack in the Box', 'Whataburger', 'Culvers',
    'Raising Canes', 'Wingstop', 'Panda Express', 'Qdoba', 'Jimmy Johns', 'Jersey Mikes', 'Firehouse Subs',
    'Del Taco', 'Carls Jr', 'Hardees', 'White Castle', 'Bojangles', 'Steak n Shake', 'Sbarro', 'Itsu', 'Chopstix',
    'German Doner Kebab', 'Nordsee', 'Telepizza', 'Hungry Jacks', 'Red Rooster', 'Guzman y Gomez', 'Zambrero',
    'Jollibee', 'Mos Burger', 'Texas Chicken', 'Marrybrown', 'Nandos', 'Nando', 'Steers', 'Debonairs', 'Romans Pizza',
    'Chicken Licken', 'Fishaways', 'Galitos', 'Pedros', 'Hungry Lion', 'Mochachos', 'Scooters Pizza',
    'Pizza Perfect', 'Barcelos',
  ],
  'Coffee Shops': [
    'Starbucks', 'Dunkin', 'Tim Hortons', 'Costa Coffee', 'Caffe Nero', 'Pret', 'Pret a Manger', 'Greggs', 'Panera',
    'Blue Bottle', 'Peets', 'Caribou Coffee', 'Dutch Bros', 'Philz', 'Joe and the Juice', 'Le Pain Quotidien',
    'Coffee Fellows', 'Balzac Coffee', 'Kamps', 'Ditsch', 'Backwerk', 'Le Crobag', 'Columbus Cafe',
    'Brioche Doree', 'Gloria Jeans', 'Muffin Break', 'Cafe Coffee Day', 'Chaayos', 'Third Wave Coffee',
    'Blue Tokai', 'Ya Kun', 'Toast Box', 'Zus Coffee', 'Tealive', 'Chatime', 'Krispy Kreme', 'Cinnabon',
    'Mugg and Bean', 'Vida e Caffe', 'Seattle Coffee', 'Bootlegger', 'Bean There', 'Motherland Coffee',
    'Vovo Telo', 'Fego Caffe',
  ],
  'Food Delivery': [
    'Uber Eats', 'UberEats', 'Mr D', 'Mr D Food', 'MrD', 'Bolt Food', 'Deliveroo', 'Just Eat', 'JustEat',
    'DoorDash', 'Grubhub', 'Postmates', 'Seamless', 'Wolt', 'Glovo', 'Lieferando', 'Thuisbezorgd', 'Foodpanda',
    'Foodora', 'Swiggy', 'Zomato', 'Menulog', 'Takeaway com', 'GrabFood', 'Grab Food', 'GoFood', 'PedidosYa',
    'iFood', 'Rappi', 'Talabat', 'SkipTheDishes', 'Skip the Dishes',
  ],
  'Liquor Stores': [
    'Tops at Spar', 'Liquor City', 'Picardi Rebel', 'Picardi', 'Norman Goodfellows', 'Ultra Liquors', 'Makro Liquor',
    'Checkers LiquorShop', 'PnP Liquor', 'Drizly', 'Total Wine', 'BevMo', 'Majestic Wine', 'Liquorland',
    'Dan Murphy', 'Dan Murphys', 'BWS', 'First Choice Liquor', 'Vintage Cellars', 'Liquor Barn', 'Bottlemart',
    'Thirsty Camel', 'Oddbins', 'Virgin Wines', 'Laithwaites', 'Naked Wines', 'Gall and Gall', 'Hawesko',
    'V and B', 'Cavavin',
  ],
  'Bars & Pubs': ['Wetherspoon', 'JD Wetherspoon', 'Greene King', 'Brewdog Bar'],
  'Tobacco & Vaping': ['Vapour Lounge', 'JUUL', 'Vape Club'],
  Fuel: [
    'Shell', 'BP', 'Engen', 'Sasol', 'Caltex', 'Astron', 'Astron Energy', 'TotalEnergies', 'Total Energies',
    'Puma Energy', 'Chevron', 'Exxon', 'ExxonMobil', 'Mobil', 'Texaco', 'Sunoco', 'Valero', 'Arco', 'Esso',
    'Gulf Oil', 'Speedway', 'Circle K', 'Wawa', 'Sheetz', 'QuikTrip', 'Murphy USA', 'Phillips 66', 'Conoco', 'Citgo',
    'Marathon Petro', 'Costco Gas', 'Aral', 'Repsol', 'Cepsa', 'Jet Tankstelle', 'Q8', 'OMV', 'Orlen', 'Agip',
    'Eni Station', 'Tamoil', 'Galp', 'Applegreen', 'Maxol', 'Ampol', 'Petronas', 'Petron', 'Indian Oil', 'IndianOil',
    'Hindustan Petroleum', 'HPCL', 'Bharat Petroleum', 'BPCL', 'Petro Canada', 'Ultramar',
  ],
  'EV Charging': [
    'Tesla Supercharger', 'Ionity', 'Electrify America', 'EVgo', 'Blink Charging', 'GridCars', 'Pod Point',
    'Fastned', 'Allego',
  ],
  'Ride Hailing & Taxis': [
    'Uber', 'Uber Trip', 'Uber Rides', 'Lyft', 'Bolt', 'Taxify', 'Free Now', 'FreeNow', 'Ola Cabs', 'Olacabs',
    'inDrive', 'Grab Ride', 'GrabCar', 'Grab Car', 'GrabTaxi', 'Grab Taxi', 'GrabBike', 'Gojek', 'Cabify', 'Careem',
    'Heetch', 'Addison Lee', 'Blacklane', 'Yellow Cab',
  ],
  'Public Transit': [
    'Gautrain', 'MyCiTi', 'Rea Vaya', 'Metrorail', 'PRASA', 'Golden Arrow', 'Areyeng', 'TfL', 'Transport for London',
    'Trainline', 'National Rail', 'LNER', 'GWR', 'Northern Rail', 'Stagecoach', 'National Express', 'MTA',
    'NYCT Paygo', 'OMNY', 'Amtrak', 'Clipper', 'Ventra', 'SEPTA', 'WMATA', 'MBTA', 'BART', 'LIRR', 'NJ Transit',
    'Caltrain', 'Deutsche Bahn', 'DB Vertrieb', 'DB Fernverkehr', 'DB Regio', 'BVG', 'MVG', 'HVV', 'RMV', 'SNCF',
    'RATP', 'Navigo', 'Transilien', 'Trenitalia', 'Italo Treno', 'ATAC Roma', 'Renfe', 'Metro de Madrid',
    'CP Comboios', 'NS Reizigers', 'NS Groep', 'OV Chipkaart', 'GVB', 'OBB', 'SBB', 'Eurostar', 'Thalys',
    'Flixbus', 'Greyhound', 'Intercape', 'Citiliner', 'Opal Transport', 'Opal Card', 'Transport for NSW', 'TfNSW',
    'Myki', 'Translink', 'Transperth', 'Adelaide Metro', 'EZ Link', 'EZLink', 'SimplyGo', 'SBS Transit', 'SMRT',
    'RapidKL', 'Rapid KL', 'KTMB', 'IRCTC', 'Indian Railways', 'Delhi Metro', 'DMRC', 'BMTC',
  ],
  Parking: [
    'ParkMobile', 'SpotHero', 'RingGo', 'PayByPhone', 'NCP', 'Q Park', 'EasyPark', 'Interparking', 'APCOA',
    'Wilson Parking', 'Secure Parking', 'Premier Parking',
  ],
  Tolls: [
    'SANRAL', 'E toll', 'Etoll', 'E ZPass', 'EZPass', 'FasTrak', 'SunPass', 'APRR', 'Sanef', 'Vinci Autoroutes',
    'Autoroutes', 'Autopistas', 'Autostrade', 'Telepass', 'Via Verde', 'Linkt', 'E Tag', 'Etag', 'FASTag',
    'Dart Charge', 'Dartford Crossing', 'Congestion Charge',
  ],
  Transportation: ['Bird Rides', 'Lime Scooter'],
  Automotive: [
    'Midas', 'Autozone', 'Autobarn', 'Goldwagen', 'Tiger Wheel', 'Tiger Wheel and Tyre', 'Supa Quick', 'Hi Q',
    'Tyremart', 'Dunlop Zone', 'Bridgestone', 'Firestone', 'Jiffy Lube', 'Pep Boys', 'OReilly Auto', 'Advance Auto',
    'Halfords', 'Kwik Fit', 'Valvoline', 'Meineke', 'CAA', 'AA Membership', 'AAA', 'ADAC', 'ATU', 'Norauto',
    'Feu Vert', 'Carglass', 'Autodoc', 'Repco', 'Supercheap Auto', 'Ultra Tune', 'Bob Jane', 'Dekra',
  ],
});

const TRAVEL = fromTable(PRIORITY.MERCHANT, {
  Travel: [
    'Expedia', 'Trivago', 'Travelstart', 'Flight Centre', 'Kayak', 'Skyscanner', 'SANParks', 'Bidvest Lounge',
    'Slow Lounge', 'MakeMyTrip', 'Goibibo', 'Cleartrip', 'Yatra', 'Traveloka', 'Trip com', 'Ctrip', 'Klook',
    'Viator', 'GetYourGuide', 'TUI', 'Thomas Cook', 'Lastminute com', 'Opodo', 'eDreams',
  ],
  'Hotels & Lodging': [
    'Airbnb', 'Booking com', 'Hotels com', 'Agoda', 'Vrbo', 'HomeAway', 'Hostelworld', 'Lekkeslaap', 'SafariNow',
    'Marriott', 'Hilton', 'Hyatt', 'IHG', 'Holiday Inn', 'Radisson', 'Sheraton', 'Westin', 'Premier Inn',
    'Travelodge', 'Ibis', 'Novotel', 'Mercure', 'Sofitel', 'Pullman Hotel', 'Accor', 'Wyndham', 'Choice Hotels',
    'Comfort Inn', 'Hampton Inn', 'Four Seasons', 'Ritz Carlton', 'Fairmont', 'NH Hotel', 'Melia', 'Motel One',
    'Scandic', 'Meininger', 'Steigenberger', 'Leonardo Hotels', 'OYO Rooms', 'Taj Hotels', 'Protea Hotel',
    'Tsogo Sun', 'City Lodge', 'Sun City', 'Southern Sun', 'Best Western', 'Motel 6',
  ],
  Airlines: [
    'FlySafair', 'Kulula', 'Airlink', 'South African Airways', 'SAA', 'Mango Airlines', 'Lift Airline',
    'British Airways', 'Ryanair', 'easyJet', 'Wizz Air', 'Jet2', 'Virgin Atlantic', 'Lufthansa', 'Eurowings',
    'Condor Flugdienst', 'KLM', 'Transavia', 'Air France', 'Vueling', 'Volotea', 'Air Europa', 'Iberia', 'ITA Airways',
    'TAP Air Portugal', 'TAP Portugal', 'Emirates', 'flydubai', 'Air Arabia', 'Qatar Airways', 'Etihad',
    'Turkish Airlines', 'Ethiopian Airlines', 'Kenya Airways', 'EgyptAir', 'RwandAir', 'Air Mauritius',
    'Delta Air', 'Delta Airlines', 'United Airlines', 'American Airlines', 'American Air', 'Southwest Air',
    'Southwest Airlines', 'JetBlue', 'Alaska Air', 'Spirit Airl', 'Frontier Airlines', 'Allegiant', 'Air Canada',
    'WestJet', 'Qantas', 'Jetstar', 'Virgin Australia', 'Singapore Airlines', 'Flyscoot', 'Scoot Airlines',
    'Cathay Pacific', 'AirAsia',
    'Air Asia', 'Malaysia Airlines', 'Batik Air', 'IndiGo Airlines', 'Interglobe Aviation', 'Air India', 'SpiceJet',
    'Akasa Air', 'Swiss Intl', 'Aer Lingus', 'Finnair', 'Norwegian Air', 'Austrian Airlines', 'Brussels Airlines',
    'LATAM', 'Avianca',
  ],
  'Car Rental': [
    'Avis', 'Hertz', 'Europcar', 'Sixt', 'Budget Rent', 'Enterprise Rent', 'Alamo', 'Thrifty', 'Dollar Rent',
    'National Car Rental', 'Zipcar', 'Share Now', 'Getaround', 'Turo', 'Goldcar', 'Firefly Car Rental', 'Zoomcar',
    'Woodford Car Hire', 'Bidvest Car Rental', 'Tempest Car Hire',
  ],
});

export const MERCHANT_RULES: readonly RuleSpec[] = [
  ...FOOD_AND_TRANSPORT,
  ...TRAVEL,
  ...RETAIL_MERCHANT_RULES,
  ...SERVICE_MERCHANT_RULES,
  ...MONEY_MERCHANT_RULES,
];
