import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';
import { SERVICE_KEYWORD_RULES } from './service-keywords';

/**
 * Words that say what kind of business the counterparty is ("... COFFEE", "... APOTHEKE"), in English and the main
 * European languages. They catch the long tail of independent merchants that no brand table will ever list. This
 * file holds food, drink, transport, travel, shops and the home; service-keywords.ts holds the rest.
 */
const KEYWORDS = fromTable(PRIORITY.KEYWORD, {
  Groceries: [
    'Supermarket', 'Supermarkets', 'Hypermarket', 'Grocer', 'Grocers', 'Grocery', 'Groceries', 'Grocery Store',
    'Butcher', 'Butchers', 'Butchery', 'Meat', 'Meats', 'Meat Market', 'Biltong', 'Deli', 'Delicatessen',
    'Greengrocer', 'Fresh Produce', 'Fruit and Veg', 'Farm Stall', 'Farmstall', 'Farmers Market', 'Mini Market',
    'Minimarket', 'Minimark', 'Mini Mart', 'Minimart', 'Convenience', 'Convenience Store', 'Superette',
    'Cash and Carry', 'Spaza', 'Fishmonger', 'Organic Market', 'Health Food', 'Food Market', 'Supermarche',
    'Hypermarche', 'Supermarkt', 'Supermercado', 'Hipermercado', 'Supermercato', 'Ipermercato', 'Lebensmittel',
    'Epicerie', 'Alimentation', 'Alimentari', 'Boucherie', 'Metzgerei', 'Fleischerei', 'Slagerij', 'Carniceria',
    'Macelleria', 'Talho', 'Fruteria', 'Groenteboer', 'Primeur', 'Biomarkt', 'Minimercado', 'Kirana',
    'Provision Shop',
  ],
  'Restaurants & Dining': [
    'Restaurant', 'Restaurants', 'Restaurante', 'Ristorante', 'Restaurang', 'Cafeteria', 'Bistro', 'Brasserie',
    'Trattoria', 'Osteria', 'Pizzeria', 'Pizza', 'Sushi', 'Grill', 'Grillhouse', 'Steakhouse', 'Diner', 'Eatery',
    'Kitchen', 'Cantina', 'Taqueria', 'Noodle', 'Noodles', 'Ramen', 'Food Court', 'Gelato', 'Ice Cream', 'Creamery',
    'Juice Bar', 'Smoothie', 'Canteen', 'Shisanyama', 'Tapas', 'Dim Sum', 'Catering', 'Brunch', 'Italian', 'Thai',
    'Tandoori', 'Curry House', 'Gaststaette', 'Gasthaus', 'Wirtshaus', 'Eetcafe', 'Mamak', 'Dhaba', 'Hawker',
    'Biryani',
  ],
  'Fast Food': [
    'Burger', 'Burgers', 'Kebab', 'Shawarma', 'Doner', 'Takeaway', 'Takeaways', 'Take Away', 'Fish and Chips',
    'Chippy', 'Chinese Takeaway', 'Fast Food', 'Drive Thru', 'Fried Chicken', 'Hot Dog', 'Imbiss', 'Snack Bar',
    'Snackbar', 'Friterie', 'Frituur', 'Restauration Rapide', 'Comida Rapida',
  ],
  'Coffee Shops': [
    'Cafe', 'Caffe', 'Coffee', 'Coffee Shop', 'Koffie', 'Kaffee', 'Espresso', 'Roasters', 'Roastery', 'Bakery',
    'Bakehouse', 'Boulangerie', 'Patisserie', 'Backerei', 'Baeckerei', 'Konditorei', 'Bakkerij', 'Panaderia',
    'Pasteleria', 'Panificio', 'Pasticceria', 'Padaria', 'Pastelaria', 'Bagel', 'Bagels', 'Donut', 'Donuts',
    'Doughnut', 'Tea Room', 'Tearoom', 'Bubble Tea', 'Boba', 'Kopitiam',
  ],
  'Food Delivery': ['Food Delivery', 'Lieferservice', 'Lieferdienst'],
  'Bars & Pubs': [
    'Pub', 'Tavern', 'Shebeen', 'Taproom', 'Nightclub', 'Night Club', 'Cocktail Bar', 'Wine Bar', 'Sports Bar',
    'Beer Garden', 'Biergarten', 'Kneipe', 'Brauhaus', 'Kroeg', 'Cerveceria', 'Taberna', 'Cervejaria',
  ],
  'Liquor Stores': [
    'Liquor', 'Liquors', 'Liquor Store', 'Liquor Shop', 'Bottle Store', 'Bottlestore', 'Bottle Shop', 'Bottle O',
    'Off Licence', 'Wine Shop', 'Wine Cellar', 'Spirits', 'Slijterij', 'Caviste', 'Vinoteca', 'Enoteca',
    'Garrafeira', 'Weinhandlung', 'Getraenkemarkt',
  ],
  'Alcohol & Tobacco': ['Wines', 'Winery', 'Brewery', 'Brewing', 'Distillery'],
  'Tobacco & Vaping': [
    'Tobacco', 'Tobacconist', 'Cigar', 'Cigars', 'Cigarettes', 'Vape', 'Vapes', 'Vaping', 'Vape Shop', 'Smoke Shop',
    'Smokers', 'Smoking', 'Hookah', 'Shisha', 'Hubbly', 'Tabak', 'Tabakwaren', 'Tabac', 'Tabaccheria', 'Tabacaria',
    'Estanco',
  ],
  Fuel: [
    'Fuel', 'Petroleum', 'Diesel', 'Service Station', 'Forecourt', 'Tankstation', 'Station Service', 'Carburant',
    'Carburants', 'Gasolinera',
    'Estacion de Servicio', 'Carburante', 'Distributore', 'Combustivel', 'Petrol Pump', 'Petrol Bunk',
  ],
  'EV Charging': ['EV Charging', 'Chargepoint', 'Charging Station', 'Ladestation', 'Laadpaal'],
  'Ride Hailing & Taxis': ['Taxi', 'Taxis', 'Cab', 'Cabs', 'Rideshare', 'Ride Share', 'Minibus Taxi'],
  'Public Transit': [
    'Transit', 'Bus', 'Bus Fare', 'Bus Ticket', 'Train', 'Train Ticket', 'Train Tickets', 'Railway', 'Rail', 'Ferry',
    'Tram', 'Metro Rail', 'Fahrkarte', 'Fahrschein', 'Bahn', 'Verkehrsbetriebe', 'Verkehrsverbund', 'Trein', 'Treno',
    'Comboio', 'Ferrocarril', 'Cercanias',
  ],
  Tolls: ['Toll', 'Tolls', 'Toll Plaza', 'Tollgate', 'Toll Road', 'Peage', 'Maut', 'Peaje', 'Pedaggio', 'Portagem'],
  Transportation: ['Shuttle', 'Transport'],
  Automotive: [
    'Car Wash', 'Carwash', 'Auto Repair', 'Auto Repairs', 'Panel Beater', 'Panel Beaters', 'Panelbeaters', 'Mechanic',
    'Mechanics', 'Tyre', 'Tyres', 'Tire', 'Tires', 'Auto Parts', 'Auto Spares', 'Spares', 'Exhaust', 'Windscreen',
    'Car Service', 'Vehicle Service', 'Oil Change', 'Towing', 'Auto Electrician', 'Smash Repair', 'Autobody',
    'Autowerkstatt', 'Werkstatt', 'Reifen', 'Waschanlage', 'Waschstrasse', 'Autowasstraat', 'Lavage Auto',
    'Autolavaggio', 'Officina', 'Garagiste', 'Pneus', 'Neumaticos', 'Pneumatici',
  ],
  Travel: [
    'Airport', 'Duty Free', 'Travel', 'Travel Agent', 'Travel Agency', 'Tours', 'Safari', 'Game Reserve', 'Holiday',
    'Holidays', 'Vacation', 'Cruise', 'Camping', 'Reisen', 'Reisebuero', 'Voyages', 'Agence de Voyage', 'Viajes',
    'Viaggi', 'Viagens', 'Reisbureau', 'Flughafen', 'Aeroport', 'Aeropuerto', 'Aeroporto', 'Luchthaven',
  ],
  'Hotels & Lodging': [
    'Hotel', 'Hotels', 'Motel', 'Hostel', 'Lodge', 'Guest House', 'Guesthouse', 'B and B', 'Bed and Breakfast',
    'Resort', 'Self Catering', 'Chalets', 'Campsite', 'Caravan Park', 'Holiday Park', 'Ferienwohnung', 'Ferienhaus',
    'Albergo', 'Hostal', 'Pousada', 'Auberge', 'Gite', 'Homestay',
  ],
  Airlines: ['Airline', 'Airlines', 'Airways', 'Air Lines', 'Flight', 'Flights', 'Aerolineas', 'Linhas Aereas'],
  Shopping: [
    'Outlet', 'Online Store', 'Webshop', 'Watches', 'Sunglasses', 'Baby', 'Jewellers', 'Jeweller', 'Jewellery',
    'Jewelry', 'Jewelers', 'Juwelier', 'Bijouterie', 'Joyeria', 'Gioielleria', 'Ourivesaria',
  ],
  'Department Stores': [
    'Department Store', 'Variety Store', 'Discount Store', 'Dollar Store', 'Kaufhaus', 'Warenhaus', 'Grand Magasin',
    'Grands Magasins', 'Grandes Almacenes', 'Warenhuis',
  ],
  'Online Marketplaces': ['Marketplace'],
  'Books & Media': [
    'Bookstore', 'Bookshop', 'Books', 'Buchhandlung', 'Librairie', 'Boekhandel', 'Libreria', 'Livraria', 'Record Store',
  ],
  'Gifts & Flowers': [
    'Gift Shop', 'Gifts', 'Florist', 'Florists', 'Flowers', 'Blumen', 'Fleuriste', 'Fleurs', 'Bloemen', 'Bloemist',
    'Floristeria', 'Fioraio', 'Fiorista', 'Floricultura', 'Souvenir', 'Souvenirs',
  ],
  'Toys & Hobbies': [
    'Toys', 'Toy Store', 'Toy Shop', 'Crafts', 'Hobby', 'Hobbies', 'Spielwaren', 'Jouets', 'Speelgoed', 'Juguetes',
    'Jugueteria', 'Giocattoli', 'Brinquedos',
  ],
  'Sporting Goods': ['Bike Shop', 'Cycles', 'Sports Store', 'Sporthaus', 'Fahrradladen', 'Outdoor Store', 'Tackle'],
  'Clothing & Apparel': [
    'Clothing', 'Clothes', 'Fashion', 'Apparel', 'Footwear', 'Shoes', 'Shoe', 'Tailor', 'Tailors', 'Boutique',
    'Lingerie', 'Menswear', 'Womenswear', 'Denim', 'Uniforms', 'School Uniform', 'Outfitters', 'Kleidung',
    'Bekleidung', 'Modehaus', 'Vetements', 'Kleding', 'Ropa', 'Abbigliamento', 'Roupa', 'Schuhe', 'Schuhhaus',
    'Chaussures', 'Schoenen', 'Zapatos', 'Zapateria', 'Calzature', 'Sapatos', 'Sapataria',
  ],
  'Electronics & Software': [
    'Electronics', 'Computer', 'Computers', 'Laptop', 'Laptops', 'Appliance', 'Appliances', 'Gadgets', 'Software',
    'Hosting', 'Web Hosting', 'Domain', 'Domains', 'Cloud', 'SaaS', 'Phone Repair', 'HiFi', 'Elektronik',
    'Electronique', 'Elektronica', 'Electronica', 'Elettronica', 'Informatique',
  ],
  'Office Supplies': [
    'Stationery', 'Stationers', 'Stationer', 'Office Supplies', 'Office Supply', 'Toner', 'Ink Cartridges',
    'Printing', 'Printers', 'Copy Centre', 'Print Shop', 'Buerobedarf', 'Burobedarf', 'Schreibwaren', 'Papeterie',
    'Papeleria', 'Cartoleria', 'Papelaria', 'Kantoorartikelen',
  ],
  'Hardware & DIY': [
    'Hardware', 'H Ware', 'Building Supplies', 'Building Materials', 'Timber', 'Paint', 'Paints', 'Electrical', 'DIY',
    'Home Improvement', 'Baumarkt', 'Bouwmarkt', 'Bricolage', 'Ferreteria', 'Ferramenta', 'Ferragens', 'Eisenwaren',
    'Baustoffe', 'Bouwmaterialen',
  ],
  'Furniture & Homeware': [
    'Furniture', 'Furnishers', 'Homeware', 'Homewares', 'Home Decor', 'Decor', 'Carpets', 'Flooring', 'Curtains',
    'Blinds', 'Lighting', 'Mattress', 'Mattresses', 'Beds', 'Kitchenware', 'Moebel', 'Mobel', 'Moebelhaus',
    'Einrichtungshaus', 'Meubles', 'Ameublement', 'Meubels', 'Muebles', 'Mobili', 'Arredamento', 'Moveis',
  ],
  'Home & Garden': [
    'Garden Centre', 'Garden Center', 'Gardening', 'Nursery', 'Plants', 'Pool', 'Pools', 'Pool Supplies', 'Irrigation',
    'Fireplace', 'Fire Place', 'Solar', 'Inverter', 'Gartencenter', 'Gaertnerei', 'Jardinerie', 'Tuincentrum',
    'Vivero',
  ],
});

/** Generic shop words: better than nothing, never better than anything else. */
const WEAK = fromTable(PRIORITY.WEAK, {
  Shopping: [
    'Shop', 'Shops', 'Store', 'Stores', 'Mart', 'Emporium', 'Trading', 'Traders', 'Retail', 'Warehouse', 'Laden',
    'Magasin', 'Winkel', 'Tienda', 'Negozio', 'Loja',
  ],
  'Bars & Pubs': ['Bar', 'Bars'],
  Automotive: ['Motors', 'Motor', 'Auto', 'Automotive'],
  Groceries: ['Market', 'Foods', 'Food', 'Fresh', 'Markt', 'Marche', 'Mercado', 'Mercato'],
  Utilities: ['Energy', 'Energie', 'Energia'],
  'Charity & Donations': ['Foundation', 'Trust Fund', 'Stiftung', 'Fondation', 'Fundacion', 'Fondazione', 'Fundacao'],
});

export const SPENDING_RULES: readonly RuleSpec[] = [...KEYWORDS, ...SERVICE_KEYWORD_RULES, ...WEAK];
