import type { CategoryName } from '../../domain/banktxn/categories';

/**
 * Generic words that say what a business is without naming a brand, in the languages statements come in. They are
 * training data only: the generator skips any word a rule table already lists (the tables win, whatever category
 * they give), so these only fill gaps and never contradict the rules.
 */
export const GENERAL_WORDS: Partial<Record<CategoryName, readonly string[]>> = {
  Groceries: ['Supermercado', 'Supermarche', 'Lebensmittel', 'Markt', 'Epicerie', 'Alimentacion', 'Kruidenier', 'Mercearia', 'Carniceria', 'Metzgerei', 'Boucherie', 'Kirana', 'Pasar Raya'],
  'Restaurants & Dining': ['Restaurant', 'Ristorante', 'Gasthaus', 'Gaststaette', 'Bistro', 'Brasserie', 'Trattoria', 'Taverna', 'Eetcafe', 'Restoran', 'Mamak', 'Dhaba', 'Steakhouse', 'Grill'],
  'Fast Food': ['Pizzeria', 'Pizza', 'Burger', 'Kebab', 'Doener', 'Friterie', 'Snackbar', 'Imbiss', 'Fried Chicken', 'Takeaway'],
  'Coffee Shops': ['Cafe', 'Coffee', 'Koffie', 'Kaffee', 'Espresso Bar', 'Baeckerei', 'Bakery', 'Boulangerie', 'Panaderia', 'Bakkerij', 'Kopitiam', 'Patisserie'],
  'Bars & Pubs': ['Pub', 'Bar', 'Tavern', 'Kneipe', 'Cerveceria', 'Brewery', 'Brauhaus', 'Nightclub', 'Cocktail Bar'],
  'Liquor Stores': ['Liquor Store', 'Bottle Store', 'Wine Shop', 'Weinhandlung', 'Cave a Vin', 'Slijterij', 'Off Licence', 'Liquors'],
  Pharmacies: ['Pharmacy', 'Apotheke', 'Pharmacie', 'Farmacia', 'Apotheek', 'Chemist', 'Drugstore', 'Farmasi'],
  'Doctors & Dentists': ['Dentist', 'Dental', 'Zahnarzt', 'Dentiste', 'Tandarts', 'Physiotherapy', 'Optometrist', 'Arztpraxis', 'Medical Practice', 'Dr Inc'],
  'Hospitals & Clinics': ['Hospital', 'Clinic', 'Klinik', 'Clinique', 'Ziekenhuis', 'Krankenhaus', 'Pathology', 'Laboratorium'],
  'Hair & Beauty': ['Hair Salon', 'Barber', 'Barbershop', 'Friseur', 'Coiffeur', 'Peluqueria', 'Kapper', 'Nail Bar', 'Beauty Spa', 'Salon'],
  'Laundry & Dry Cleaning': ['Laundromat', 'Laundry', 'Dry Cleaner', 'Waescherei', 'Pressing', 'Lavanderia', 'Wasserette'],
  'Gyms & Fitness Classes': ['Gym', 'Fitness', 'Fitnessstudio', 'Yoga Studio', 'Pilates', 'CrossFit', 'Salle de Sport', 'Gimnasio'],
  Parking: ['Parking', 'Parkhaus', 'Parkplatz', 'Parkeergarage', 'Aparcamiento', 'Car Park', 'Parkade'],
  Tolls: ['Toll', 'Peage', 'Maut', 'Autopista', 'Toll Plaza'],
  'Ride Hailing & Taxis': ['Taxi', 'Cab', 'Taxis', 'Minicab', 'Chauffeur'],
  'Public Transit': ['Metro', 'Railway', 'Bus Ticket', 'Tram', 'Ferry', 'Bahnhof', 'Train Ticket'],
  Fuel: ['Petrol Station', 'Gas Station', 'Tankstelle', 'Station Service', 'Gasolinera', 'Filling Station', 'Benzinestation'],
  Automotive: ['Car Wash', 'Autowaesche', 'Garage', 'Autowerkstatt', 'Tyres', 'Reifen', 'Panel Beaters', 'Auto Repair'],
  'Hotels & Lodging': ['Hotel', 'Motel', 'Hostel', 'Guest House', 'Pension', 'Gasthof', 'Auberge', 'Hostal', 'Lodge', 'Inn', 'Resort'],
  Airlines: ['Airlines', 'Airways', 'Air Lines', 'Fluggesellschaft'],
  'Car Rental': ['Car Rental', 'Car Hire', 'Autovermietung', 'Location Voiture', 'Alquiler Coches'],
  'Clothing & Apparel': ['Boutique', 'Fashion', 'Clothing', 'Shoes', 'Schuhe', 'Chaussures', 'Zapateria', 'Mode', 'Apparel', 'Tailor'],
  'Electronics & Software': ['Electronics', 'Computer Store', 'Elektronik', 'Cellular Repairs', 'Phone Shop', 'Hi Fi'],
  'Books & Media': ['Bookshop', 'Bookstore', 'Buchhandlung', 'Librairie', 'Libreria', 'Boekhandel'],
  'Gifts & Flowers': ['Florist', 'Flowers', 'Blumen', 'Fleuriste', 'Floristeria', 'Bloemist', 'Gift Shop'],
  'Toys & Hobbies': ['Toy Store', 'Toys', 'Spielwaren', 'Jouets', 'Jugueteria', 'Hobby Shop', 'Craft Shop'],
  'Sporting Goods': ['Sports Shop', 'Sporthaus', 'Outdoor Store', 'Bike Shop', 'Fahrradladen', 'Cycles'],
  'Hardware & DIY': ['Hardware', 'Baumarkt', 'Bricolage', 'Ferreteria', 'Bouwmarkt', 'Building Supplies', 'Paint Centre'],
  'Furniture & Homeware': ['Furniture', 'Moebel', 'Meubles', 'Muebles', 'Meubelen', 'Homeware', 'Beds'],
  'Home Services & Repairs': ['Plumber', 'Plumbing', 'Electrician', 'Pest Control', 'Cleaning Services', 'Handyman', 'Klempner'],
  Veterinary: ['Vet', 'Veterinary', 'Tierarzt', 'Veterinaire', 'Veterinario', 'Dierenarts', 'Animal Hospital'],
  Pets: ['Pet Shop', 'Pet Store', 'Zoohandlung', 'Animalerie', 'Dierenwinkel', 'Pet Food'],
  Childcare: ['Creche', 'Daycare', 'Kita', 'Kindergarten', 'Nursery School', 'Garderie'],
  'School & University Fees': ['School Fees', 'University', 'College', 'Universitaet', 'Universite', 'Schulgeld', 'Tuition'],
  'Cinema & Events': ['Cinema', 'Kino', 'Cinema Nouveau', 'Theatre', 'Theater', 'Concert', 'Tickets', 'Museum', 'Zoo'],
  'Charity & Donations': ['Charity', 'Donation', 'Foundation', 'Spende', 'Stiftung', 'Don', 'Church', 'Mosque', 'Tithe'],
  'Salary & Wages': ['Salary', 'Salaris', 'Gehalt', 'Lohn', 'Salaire', 'Nomina', 'Wages', 'Payroll', 'Gaji'],
  'Shipping & Postage': ['Post Office', 'Courier', 'Postage', 'Deutsche Post', 'La Poste', 'Correos', 'PostNL'],
  'Legal Services': ['Attorneys', 'Solicitors', 'Law Firm', 'Rechtsanwalt', 'Avocat', 'Abogados', 'Advocaten', 'Notary'],
  'Accounting & Tax Services': ['Accountants', 'Bookkeeping', 'Steuerberater', 'Expert Comptable', 'Tax Practitioner'],
};
