import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * Words that say what kind of business the counterparty is ("... COFFEE", "... PHARMACY"). They catch the long
 * tail of independent merchants that no brand table will ever list.
 */
const KEYWORDS = fromTable(PRIORITY.KEYWORD, {
  Groceries: [
    'Supermarket', 'Supermarkets', 'Hypermarket', 'Grocer', 'Grocers', 'Grocery', 'Groceries', 'Butcher', 'Butchers',
    'Butchery', 'Meat', 'Meats', 'Meat Market', 'Biltong', 'Deli', 'Delicatessen', 'Greengrocer', 'Fresh Produce',
    'Fruit and Veg', 'Farm Stall', 'Farmstall', 'Farmers Market', 'Mini Market', 'Minimarket', 'Minimark',
    'Mini Mart', 'Minimart', 'Convenience', 'Convenience Store', 'Superette', 'Cash and Carry', 'Spaza', 'Fishmonger',
    'Organic Market', 'Health Food', 'Food Market',
  ],
  'Restaurants & Dining': [
    'Restaurant', 'Restaurants', 'Restaurante', 'Ristorante', 'Cafe', 'Caffe', 'Cafeteria', 'Coffee', 'Coffee Shop',
    'Koffie', 'Espresso', 'Roasters', 'Roastery', 'Bakery', 'Bakehouse', 'Boulangerie', 'Patisserie', 'Bistro',
    'Brasserie', 'Trattoria', 'Osteria', 'Pizzeria', 'Pizza', 'Sushi', 'Burger', 'Burgers', 'Grill', 'Grillhouse',
    'Steakhouse', 'Diner', 'Eatery', 'Kitchen', 'Cantina', 'Taqueria', 'Noodle', 'Noodles', 'Ramen', 'Kebab',
    'Shawarma', 'Takeaway', 'Takeaways', 'Take Away', 'Food Court', 'Bagel', 'Bagels', 'Donut', 'Donuts', 'Doughnut',
    'Gelato', 'Ice Cream', 'Creamery', 'Juice Bar', 'Smoothie', 'Boba', 'Bubble Tea', 'Tea Room', 'Tearoom',
    'Canteen', 'Shisanyama', 'Fish and Chips', 'Chippy', 'Tapas', 'Dim Sum', 'Catering', 'Food Delivery', 'Brunch',
    'Italian', 'Thai', 'Tandoori', 'Curry House', 'Chinese Takeaway', 'Fast Food',
  ],
  Fuel: [
    'Fuel', 'Petrol', 'Petroleum', 'Gas Station', 'Filling Station', 'Service Station', 'Diesel', 'EV Charging',
    'Chargepoint', 'Forecourt',
  ],
  Transportation: [
    'Taxi', 'Taxis', 'Cab', 'Cabs', 'Rideshare', 'Parking', 'Parkade', 'Car Park', 'Carpark', 'Park and Ride', 'Toll',
    'Tolls', 'Toll Plaza', 'Tollgate', 'Transit', 'Bus', 'Bus Fare', 'Train', 'Railway', 'Rail', 'Ferry', 'Tram',
    'Shuttle', 'Metro Rail', 'Transport',
  ],
  Automotive: [
    'Car Wash', 'Carwash', 'Auto Repair', 'Auto Repairs', 'Panel Beater', 'Panel Beaters', 'Panelbeaters', 'Mechanic',
    'Mechanics', 'Tyre', 'Tyres', 'Tire', 'Tires', 'Auto Parts', 'Auto Spares', 'Spares', 'Exhaust', 'Windscreen',
    'Car Service', 'Vehicle Service', 'Oil Change', 'Towing', 'Auto Electrician', 'Smash Repair', 'Autobody',
  ],
  Travel: [
    'Hotel', 'Hotels', 'Motel', 'Hostel', 'Lodge', 'Guest House', 'Guesthouse', 'B and B', 'Bed and Breakfast',
    'Resort', 'Airline', 'Airlines', 'Airways', 'Flight', 'Flights', 'Airport', 'Duty Free', 'Travel', 'Travel Agent',
    'Tours', 'Safari', 'Game Reserve', 'Campsite', 'Camping', 'Caravan Park', 'Holiday', 'Holidays', 'Vacation',
    'Cruise', 'Self Catering', 'Chalets',
  ],
  Utilities: [
    'Water', 'Water and Sanitation', 'Municipality', 'Municipal', 'Rates and Taxes', 'Refuse', 'Sewer', 'Sewerage',
    'Gas and Electric', 'Power and Light', 'Utility', 'Utilities',
  ],
  Telecommunications: [
    'Telecom', 'Telecoms', 'Telecommunications', 'Mobile Contract', 'Cellphone', 'Cell Phone', 'Broadband', 'Fibre',
    'Fiber', 'Internet Service', 'WiFi', 'ISP', 'Wireless', 'Phone Bill', 'SIM Card', 'Cellular',
  ],
  'Rent & Mortgage': ['Rent', 'Rental Payment', 'Landlord', 'Letting Agent', 'Lettings', 'Property Management'],
  'Healthcare & Pharmacy': [
    'Pharmacy', 'Pharmacies', 'Pharm', 'Apteek', 'Chemist', 'Chemists', 'Drugstore', 'Doctor', 'Doctors', 'GP',
    'Medical', 'Medical Centre', 'Medical Center', 'Clinic', 'Hospital', 'Dentist', 'Dental', 'Orthodontist',
    'Optometrist', 'Optometrists', 'Optician', 'Opticians', 'Optical', 'Physio', 'Physiotherapy', 'Physiotherapist',
    'Chiropractor', 'Psychologist', 'Psychiatrist', 'Pathology', 'Radiology', 'Laboratory', 'Health Centre',
    'Health Center', 'Healthcare', 'Medicine', 'Medicines', 'Dermatologist', 'Paediatrician', 'Pediatrics',
    'Audiologist', 'Urgent Care', 'Surgery',
  ],
  Entertainment: [
    'Cinema', 'Cinemas', 'Theatre', 'Theater', 'Theatres', 'Movies', 'Concert', 'Tickets', 'Museum', 'Zoo',
    'Aquarium', 'Theme Park', 'Amusement', 'Bowling', 'Arcade', 'Escape Room', 'Paintball', 'Laser Tag', 'Karting',
    'Go Kart', 'Trampoline', 'Waterpark', 'Water Park', 'Festival', 'Comedy', 'Nightclub', 'Gaming', 'Games',
    'Entertainment', 'Events',
  ],
  'Subscriptions & Streaming': ['Subscription', 'Subscriptions', 'Streaming', 'Membership Fee'],
  Shopping: [
    'Jewellers', 'Jeweller', 'Jewellery', 'Jewelry', 'Jewelers', 'Department Store', 'Outlet', 'Gift Shop', 'Gifts',
    'Florist', 'Florists', 'Flowers', 'Bookstore', 'Bookshop', 'Books', 'Toys', 'Toy Store', 'Crafts', 'Hobby',
    'Variety Store', 'Discount Store', 'Marketplace', 'Online Store', 'Webshop', 'Watches', 'Sunglasses', 'Baby',
  ],
  'Clothing & Apparel': [
    'Clothing', 'Clothes', 'Fashion', 'Apparel', 'Footwear', 'Shoes', 'Shoe', 'Tailor', 'Tailors', 'Boutique',
    'Lingerie', 'Menswear', 'Womenswear', 'Denim', 'Uniforms', 'School Uniform', 'Outfitters',
  ],
  'Electronics & Software': [
    'Electronics', 'Computer', 'Computers', 'Laptop', 'Laptops', 'Appliance', 'Appliances', 'Gadgets', 'Software',
    'Hosting', 'Web Hosting', 'Domain', 'Domains', 'Cloud', 'SaaS', 'Phone Repair', 'HiFi',
  ],
  'Office Supplies': [
    'Stationery', 'Stationers', 'Stationer', 'Office Supplies', 'Office Supply', 'Toner', 'Ink Cartridges',
    'Printing', 'Printers', 'Copy Centre', 'Print Shop',
  ],
  Education: [
    'School', 'Schools', 'Primary School', 'High School', 'College', 'University', 'Univ', 'Academy', 'Tutor',
    'Tutoring', 'Creche', 'Preschool', 'Pre School', 'Montessori', 'Nursery School', 'Kindergarten', 'Daycare',
    'Aftercare', 'Course', 'Courses', 'Education', 'Learning', 'Textbooks', 'Driving School',
  ],
  'Taxes & Government': [
    'VAT', 'Government', 'Govt', 'Gov', 'Licensing', 'Licence', 'Permit', 'Traffic Dept', 'Municipal Fine',
  ],
  'Charity & Donations': [
    'Donation', 'Donations', 'Donate', 'Charity', 'Charities', 'Church', 'Tithe', 'Tithes', 'Offering', 'Mosque',
    'Synagogue', 'Ministries', 'NPO', 'NGO', 'Welfare', 'Relief Fund', 'Animal Rescue',
  ],
  'Personal Care': [
    'Salon', 'Salons', 'Hair', 'Hairdresser', 'Hairdressers', 'Hair Salon', 'Barber', 'Barbers', 'Barbershop',
    'Barber Shop', 'Spa', 'Day Spa', 'Nails', 'Nail Bar', 'Nail Salon', 'Beauty', 'Cosmetics', 'Makeup', 'Skincare',
    'Waxing', 'Massage', 'Tanning', 'Laundry', 'Laundromat', 'Laundrette', 'Dry Cleaner', 'Dry Cleaners',
    'Drycleaners', 'Dry Cleaning', 'Grooming', 'Perfume', 'Perfumery', 'Fragrance', 'Tattoo', 'Piercing', 'Wellness',
  ],
  'Sports & Fitness': [
    'Gym', 'Gymnasium', 'Fitness', 'Health Club', 'CrossFit', 'Yoga', 'Pilates', 'Golf', 'Golf Club', 'Golf Course',
    'Country Club', 'Tennis', 'Padel', 'Squash', 'Swimming', 'Swim School', 'Sports Club', 'Sports', 'Cycling',
    'Bike Shop', 'Cycles', 'Marathon', 'Race Entry', 'Dojo', 'Karate', 'Martial Arts', 'Boxing', 'Climbing',
    'Bouldering', 'Surf', 'Ski', 'Diving', 'Rugby Club', 'Cricket Club', 'Football Club', 'Bowls Club',
  ],
  'Home & Garden': [
    'Hardware', 'H Ware', 'Building Supplies', 'Building Materials', 'Timber', 'Plumbing', 'Plumber', 'Plumbers',
    'Electrician', 'Electrical', 'Paint', 'Paints', 'Furniture', 'Furnishers', 'Homeware', 'Homewares', 'Home Decor',
    'Decor', 'Carpets', 'Flooring', 'Curtains', 'Blinds', 'Lighting', 'Garden Centre', 'Garden Center', 'Gardening',
    'Nursery', 'Plants', 'Landscaping', 'Pool', 'Pools', 'Pool Supplies', 'Irrigation', 'Locksmith', 'Pest Control',
    'Handyman', 'Fireplace', 'Fire Place', 'Solar', 'Inverter', 'Home Improvement', 'DIY',
  ],
  Pets: [
    'Pet', 'Pets', 'Pet Shop', 'Pet Store', 'Petshop', 'Vet', 'Vets', 'Veterinary', 'Veterinarian', 'Animal Hospital',
    'Animal Clinic', 'Dog Grooming', 'Dog Parlour', 'Kennel', 'Kennels', 'Cattery', 'Pet Food',
  ],
  'Alcohol & Tobacco': [
    'Liquor', 'Liquors', 'Liquor Store', 'Liquor Shop', 'Bottle Store', 'Bottlestore', 'Off Licence', 'Wine Shop',
    'Wines', 'Winery', 'Brewery', 'Brewing', 'Distillery', 'Tavern', 'Shebeen', 'Pub', 'Taproom', 'Spirits',
    'Wine Cellar', 'Tobacco', 'Tobacconist', 'Cigar', 'Cigars', 'Cigarettes', 'Vape', 'Vapes', 'Vaping', 'Vape Shop',
    'Smoke Shop', 'Smokers', 'Smoking', 'Hookah', 'Shisha', 'Hubbly',
  ],
  'Gambling & Lottery': ['Casino', 'Betting', 'Bookmaker', 'Sportsbook', 'Slots', 'Bingo'],
  'Advertising & Marketing': [
    'Advertising', 'Advertisement', 'Ads', 'AdWords', 'Marketing', 'Promotions', 'Promotional', 'Signage',
    'Billboard', 'SEO',
  ],
  'Professional Services': [
    'Attorney', 'Attorneys', 'Lawyer', 'Lawyers', 'Law Firm', 'Legal', 'Solicitor', 'Solicitors', 'Notary',
    'Conveyancer', 'Conveyancers', 'Advocate', 'Accountant', 'Accountants', 'Accounting', 'Bookkeeping', 'Bookkeeper',
    'Auditor', 'Auditors', 'Tax Practitioner', 'Consulting', 'Consultants', 'Consultancy', 'Architect', 'Architects',
    'Engineers', 'Surveyor', 'Surveyors', 'Recruitment', 'Staffing', 'Freelance', 'Translation', 'Armed Response',
    'Security Services', 'Coworking', 'Co Working', 'Cleaning Services',
  ],
  'Shipping & Postage': [
    'Courier', 'Couriers', 'Shipping', 'Postage', 'Post Office', 'Freight', 'Logistics', 'Parcel', 'Parcels',
    'Postal',
  ],
  'Savings & Investments': ['Invest', 'Stockbroker', 'Shares', 'Securities'],
});

/** Generic shop words: better than nothing, never better than anything else. */
const WEAK = fromTable(PRIORITY.WEAK, {
  Shopping: ['Shop', 'Shops', 'Store', 'Stores', 'Mart', 'Emporium', 'Trading', 'Traders', 'Retail', 'Warehouse'],
  'Alcohol & Tobacco': ['Bar', 'Bars'],
  Automotive: ['Motors', 'Motor', 'Auto', 'Automotive'],
  Groceries: ['Market', 'Foods', 'Food', 'Fresh'],
  Utilities: ['Energy'],
  'Charity & Donations': ['Foundation', 'Trust Fund'],
});

export const SPENDING_RULES: readonly RuleSpec[] = [...KEYWORDS, ...WEAK];
