import { fromTable, PRIORITY, type RuleSpec } from './rule-spec';

/**
 * The generic word for a trade in the languages our customers bank in (English, German, French, Dutch, Spanish,
 * Italian, Portuguese, Afrikaans, Malay and Indonesian), so that a small local business named after its trade
 * ("SLAGHUIS DE WET", "KEDAI DOBI", "QUINCAILLERIE DUPONT") gets its category without being in any brand table.
 * This complements the English-first lists of spending-keywords.ts and service-keywords.ts: it holds the other
 * languages' words, and the spellings banks print once accents are folded ("GASTSTATTE" for "Gaststätte").
 * Words with an everyday second sense ("PENSION", "CLUB", "TOKO", "FLORES", "BAND") only appear inside a phrase
 * that settles it. This file holds food, drink, transport, travel, shops and the home; trade-words-2.ts the rest.
 */
const FOOD_AND_DRINK = fromTable(PRIORITY.KEYWORD, {
  Groceries: [
    'Lebensmittelmarkt', 'Feinkost', 'Bioladen', 'Hofladen', 'Fischhandel', 'Metzger', 'Obst und Gemuese',
    'Epicerie Fine', 'Alimentation Generale', 'Fromagerie', 'Poissonnerie', 'Cremerie', 'Kruidenier', 'Slager',
    'Visboer', 'Viswinkel', 'Kaaswinkel', 'Kaashandel', 'Ultramarinos', 'Colmado', 'Abarrotes', 'Pescaderia',
    'Polleria', 'Verduleria', 'Salumeria', 'Pescheria', 'Fruttivendolo', 'Ortofrutta', 'Mercearia', 'Acougue',
    'Peixaria', 'Hortifruti', 'Sacolao', 'Frutaria', 'Quitanda', 'Mercadinho', 'Slaghuis', 'Slaghuise', 'Padstal',
    'Groentewinkel', 'Supermark', 'Pasar Raya', 'Pasaraya', 'Pasar Mini', 'Kedai Runcit', 'Runcit', 'Pasar Swalayan',
    'Swalayan', 'Toko Kelontong', 'Kelontong', 'Sembako', 'Kedai Daging', 'Toko Daging', 'Pasar Basah',
  ],
  'Restaurants & Dining': [
    'Gaststatte', 'Gasthof', 'Landgasthof', 'Ratskeller', 'Mensa', 'Kantine', 'Cantine', 'Creperie', 'Rotisserie',
    'Buvette', 'Guinguette', 'Eethuis', 'Eetlokaal', 'Churrasqueria', 'Churrascaria', 'Marisqueria', 'Marisqueira',
    'Asador', 'Meson', 'Tasca', 'Tasquinha', 'Pizzaria', 'Locanda', 'Tavola Calda', 'Eetplek', 'Restoran',
    'Rumah Makan', 'Kedai Makan', 'Warung', 'Warung Makan', 'Gerai Makan', 'Medan Selera',
  ],
  'Fast Food': [
    'Doener', 'Currywurst', 'Hamburgueseria', 'Hamburgueria', 'Paninoteca', 'Rosticceria', 'Piadineria', 'Lanchonete',
    'Afhaal', 'Afhaalrestaurant', 'Wegneemetes', 'Pommesbude',
  ],
  'Coffee Shops': [
    'Koffiehuis', 'Koffiebar', 'Kaffeehaus', 'Kaffeebar', 'Salon de The', 'Viennoiserie', 'Banketbakker',
    'Banketbakkerij', 'Bakkery', 'Koffiewinkel', 'Panetteria', 'Caffetteria', 'Confeitaria', 'Churreria', 'Backstube',
    'Backhaus', 'Kafe', 'Kedai Kopi', 'Kopi', 'Bakeri', 'Toko Roti', 'Kedai Roti', 'Kedai Kek', 'Toko Kue',
  ],
  'Bars & Pubs': [
    'Bierstube', 'Bierbar', 'Weinstube', 'Cocktailbar', 'Lounge Bar', 'Discotheque', 'Discotheek', 'Diskothek',
    'Discoteca', 'Boteco', 'Botequim', 'Birreria', 'Taverne', 'Taverna', 'Kelab Malam', 'Alehouse', 'Brewpub',
    'Beerhouse', 'Saloon Bar',
  ],
  'Liquor Stores': [
    'Drankenhandel', 'Drankwinkel', 'Wijnhandel', 'Wijnkoperij', 'Spirituosen', 'Weinhandel', 'Weinkeller',
    'Getrankemarkt', 'Licoreria', 'Botilleria', 'Adega', 'Cave a Vin', 'Cave a Vins', 'Vins et Spiritueux',
    'Drankwinkels', 'Kedai Arak', 'Wine Merchant', 'Wine Merchants',
  ],
  'Tobacco & Vaping': [
    'Tabakladen', 'Tabakspeciaalzaak', 'Sigaren', 'Tabakswinkel', 'Tabacos', 'Expendeduria', 'Tabacchi',
    'Sali e Tabacchi', 'Tabakwinkel', 'Vape Store', 'Vapeshop', 'E Cig', 'E Cigarette', 'Cigarette Electronique',
    'Dampfershop', 'Rokok', 'Kedai Rokok', 'Bureau de Tabac', 'Tabac Presse',
  ],
});

const TRANSPORT_AND_TRAVEL = fromTable(PRIORITY.KEYWORD, {
  Fuel: [
    'Benzinestation', 'Vulstasie', 'Stesen Minyak', 'SPBU', 'Pom Bensin', 'Posto de Combustivel', 'Posto de Gasolina',
    'Auto Posto', 'Stazione di Servizio', 'Benzinaio', 'Station Essence',
  ],
  Tolls: [
    'Tolweg', 'Tolplaza', 'Tol Plaza', 'Tolhek', 'Tolpoort', 'Mautstelle', 'Autopista', 'Pedagio', 'Autostrada',
    'Jalan Tol', 'Plaza Tol', 'Tol Jalan',
  ],
  'Public Transit': [
    'Deutschlandticket', 'Strassenbahn', 'U Bahn', 'Verkehrsgesellschaft', 'Autobus', 'Autocarro', 'Metropolitano',
    'Trem', 'Onibus', 'Bilhete Unico', 'Abono Transporte', 'Billet de Train', 'Titre de Transport', 'Kereta Api',
    'Tiket Kereta', 'LRT', 'MRT', 'Treinkaartje', 'Veerboot', 'Veerpont', 'Faehre', 'Traghetto', 'Kapal Feri',
    'Busreis', 'Bus Pass', 'Travelcard', 'Metro Card',
  ],
  'Ride Hailing & Taxis': [
    'Taxistand', 'Taxicentrale', 'Taxibedrijf', 'Taxiunternehmen', 'Teksi', 'Ojek', 'VTC', 'Chauffeur Service',
    'Minicab',
  ],
  Automotive: [
    'Garage', 'Kfz Werkstatt', 'Autohaus', 'Autoservice', 'Reifendienst', 'Autoteile', 'Ersatzteile', 'Autoglas',
    'Carrosserie', 'Autobedrijf', 'Autogarage', 'Bandenservice', 'APK Keuring', 'MOT Test', 'MOT Centre',
    'Hauptuntersuchung', 'Controle Technique', 'Revisione Auto', 'Taller Mecanico', 'Mecanico', 'Oficina Mecanica',
    'Borracharia', 'Gommista', 'Carrozzeria', 'Autolavado', 'Lava Jato', 'Lavagem Auto', 'Werkswinkel', 'Motorhawe',
    'Karwas', 'Paneelklopper', 'Bengkel', 'Cuci Kereta', 'Cuci Mobil', 'Tayar', 'Kedai Tayar', 'Alat Ganti',
    'Suku Cadang', 'Smash Repairs', 'Collision Center', 'Car Detailing', 'Detailing', 'Quick Lube', 'Muffler',
    'Auto Glass', 'Smog Check', 'Vehicle Inspection', 'Roadworthy',
  ],
  'Hotels & Lodging': [
    'Hotel Pension', 'Pension Garni', 'Fremdenzimmer', 'Gaestehaus', 'Gastehaus', 'Jugendherberge', 'Herberge',
    'Hotellerie', "Chambre d'Hotes", "Chambres d'Hotes", 'Hebergement', 'Auberge de Jeunesse', 'Posada',
    'Alojamiento', 'Alojamento', 'Alojamento Local', 'Estalagem', 'Hospedaria', 'Pensao', 'Agriturismo',
    'Affittacamere', 'Ostello', 'Albergue', 'Vakantiepark', 'Vakantiehuis', 'Bungalowpark', 'Jeugdherberg', 'Herberg',
    'Gastehuis', 'Gastehuise', 'Vakansieoord', 'Penginapan', 'Rumah Tumpangan', 'Losmen', 'Lodging', 'Accommodation',
    'Accomodation', 'Aparthotel', 'Serviced Apartments',
  ],
  Travel: [
    'Reiseburo', 'Reisagentskap', 'Agensi Pelancongan', 'Agen Perjalanan', 'Agencia de Viajes', 'Agenzia Viaggi',
    'Agencia de Viagens', 'Excursions', 'Sightseeing', 'Guided Tour', 'Tour Operator', 'Reiseveranstalter',
  ],
  'Car Rental': [
    'Aluguel de Carros', 'Locadora de Veiculos', 'Aluguer de Automoveis', 'Location Vehicule', 'Motorhuur',
    'Kereta Sewa', 'Sewa Kereta', 'Rental Mobil', 'Sewa Mobil',
  ],
});

// Parking bought at a mall or hospital is parking, as in product-keywords.ts.
const PARKING = fromTable(PRIORITY.PRODUCT, {
  Parking: [
    'Parkeerterrein', 'Tiefgarage', 'Parkgarage', 'Parkscheinautomat', 'Parkticket', 'Parc de Stationnement',
    'Estacionamiento', 'Autorimessa', 'Parque de Estacionamento', 'Letak Kereta', 'Parkir', 'Perparkiran',
    'Valet Parking', 'Parking Meter',
  ],
});

const SHOPS_AND_HOME = fromTable(PRIORITY.KEYWORD, {
  'Clothing & Apparel': [
    'Modegeschaeft', 'Modegeschaft', 'Herrenmode', 'Damenmode', 'Klere', 'Klerewinkel', 'Skoene', 'Pakaian', 'Butik',
    'Kasut', 'Sepatu', 'Baju', 'Sartoria', 'Sastreria', 'Alfaiataria', 'Kleermaker', 'Retoucherie', 'Confeccoes',
    'Modas', 'Moda', 'Calcados', 'Calzados', 'Vestuario', 'Pret a Porter',
  ],
  'Electronics & Software': [
    'Elektronika', 'Komputer', 'Rekenaar', 'Rekenaars', 'Handphone', 'Informatica', 'Computerwinkel', 'Handyladen',
  ],
  'Office Supplies': [
    'Kantoorboekhandel', 'Skryfbehoeftes', 'Alat Tulis', 'Copisteria', 'Copyshop', 'Reprografia', 'Tipografia',
    'Imprimerie', 'Drukkerij', 'Druckerei', 'Grafica',
  ],
  'Books & Media': ['Kedai Buku', 'Toko Buku', 'Boekwinkel', 'Buchladen'],
  'Gifts & Flowers': [
    'Bloemenwinkel', 'Blomwinkel', 'Blomme', 'Bloemsierkunst', 'Blumenladen', 'Blumenhaus', 'Floreria', 'Fiori',
    'Florista', 'Kedai Bunga', 'Toko Bunga', 'Geschenke', 'Cadeaux', 'Cadeauwinkel', 'Lembrancas', 'Geskenke',
    'Cenderamata', 'Oleh Oleh', 'Greeting Cards', 'Card Shop', 'Party Shop',
  ],
  'Toys & Hobbies': [
    'Speelgoedwinkel', 'Mainan', 'Kedai Mainan', 'Toko Mainan', 'Spielzeug', 'Bastelladen', 'Knutselwinkel',
    'Haberdashery', 'Kurzwaren', 'Armarinho', 'Fabric Shop',
  ],
  'Sporting Goods': [
    'Sportartikel', 'Sportgeschaeft', 'Sportgeschaft', 'Sportwinkel', 'Articles de Sport', 'Deportes',
    'Articoli Sportivi', 'Artigos Desportivos', 'Artigos Esportivos', 'Fietsenwinkel', 'Fietswinkel', 'Fietsen',
    'Fietsenmaker', 'Radsport', 'Bicicletas', 'Biciclette', 'Basikal', 'Sepeda', 'Kedai Sukan', 'Angelsport',
    'Hengelsport', 'Fishing Tackle', 'Gun Shop',
  ],
  'Hardware & DIY': [
    'IJzerhandel', 'IJzerwaren', 'Hardeware', 'Boumateriaal', 'Quincaillerie', 'Droguerie', 'Materiaux',
    'Materiais de Construcao', 'Material de Construccion', 'Materiales de Construccion', 'Tintas', 'Pinturas',
    'Colorificio', 'Farben', 'Verfwinkel', 'Perkakasan', 'Kedai Perkakasan', 'Toko Bangunan', 'Bahan Binaan',
    'Material Bangunan', 'Houthandel', 'Holzhandel', 'Lumber', 'Lumber Yard', 'Builders Merchant',
  ],
  'Furniture & Homeware': [
    'Meubelwinkel', 'Meubelen', 'Mobilier', 'Muebleria', 'Mobiliario', 'Mobilificio', 'Perabot', 'Kedai Perabot',
    'Mebel', 'Bedding', 'Beddengoed', 'Bettwaren', 'Literie', 'Colchones', 'Colchoes', 'Materassi', 'Matratzen',
    'Matrassen', 'Teppich', 'Gordijnen', 'Gardinen', 'Rideaux', 'Cortinas', 'Mobelhaus',
  ],
  'Home & Garden': [
    'Kwekerij', 'Baumschule', 'Pepiniere', 'Vivaio', 'Centro de Jardinagem', 'Horto', 'Kwekery', 'Tuinsentrum',
    'Nurseri', 'Pool Shop',
  ],
});

/** Generic shop words of Malay and Indonesian ("KEDAI", "TOKO") and Afrikaans: as weak as "SHOP" and "STORE". */
const WEAK = fromTable(PRIORITY.WEAK, {
  Shopping: ['Kedai', 'Toko', 'Handelaars'],
  Groceries: ['Pasar'],
});

export const TRADE_WORD_RULES: readonly RuleSpec[] = [
  ...FOOD_AND_DRINK, ...TRANSPORT_AND_TRAVEL, ...PARKING, ...SHOPS_AND_HOME, ...WEAK,
];
