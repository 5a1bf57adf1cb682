/**
 * Printed addresses and the parts a bookkeeper records, written from each country's postal conventions.
 * [lines, country hint, [Address_Line, City, State, Zipcode, Country]].
 */
export type Expected = [string, string, string, string, string];
export type Case = [string[], string | undefined, Expected];

export const EUROPE: Record<string, Case[]> = {
  DE: [
    [['Friedrichstraße 123', '10117 Berlin', 'Deutschland'], undefined, ['Friedrichstraße 123', 'Berlin', '', '10117', 'DE']],
    [['Kaiserstraße 29, 60311 Frankfurt am Main'], 'DE', ['Kaiserstraße 29', 'Frankfurt am Main', '', '60311', '']],
    [['Marienplatz 8', 'D-80331 München'], undefined, ['Marienplatz 8', 'München', '', '80331', 'DE']],
    [['Postfach 10 12 34', '20095 Hamburg', 'Germany'], undefined, ['Postfach 10 12 34', 'Hamburg', '', '20095', 'DE']],
    [['Hauptstr. 5 10115 Berlin BRD'], undefined, ['Hauptstr. 5', 'Berlin', '', '10115', 'DE']],
  ],
  AT: [
    [['Stephansplatz 1', '1010 Wien', 'Österreich'], undefined, ['Stephansplatz 1', 'Wien', '', '1010', 'AT']],
    [['Getreidegasse 9, A-5020 Salzburg'], undefined, ['Getreidegasse 9', 'Salzburg', '', '5020', 'AT']],
    [['Hauptplatz 1, 8010 Graz, Austria'], undefined, ['Hauptplatz 1', 'Graz', '', '8010', 'AT']],
  ],
  CH: [
    [['Bahnhofstrasse 45', '8001 Zürich', 'Schweiz'], undefined, ['Bahnhofstrasse 45', 'Zürich', '', '8001', 'CH']],
    [['Rue du Rhône 30, CH-1204 Genève'], undefined, ['Rue du Rhône 30', 'Genève', '', '1204', 'CH']],
    [['Case postale 1234', '3001 Bern'], 'CH', ['Case postale 1234', 'Bern', '', '3001', '']],
  ],
  NL: [
    [['Keizersgracht 123', '1015 CJ Amsterdam', 'Nederland'], undefined, ['Keizersgracht 123', 'Amsterdam', '', '1015 CJ', 'NL']],
    [["Markt 1, 5211 JV 's-Hertogenbosch"], 'NL', ['Markt 1', "'s-Hertogenbosch", '', '5211 JV', 'NL']],
    [['Postbus 2500', '3000 CM Rotterdam'], undefined, ['Postbus 2500', 'Rotterdam', '', '3000 CM', '']],
  ],
  BE: [
    [['Rue de la Loi 16', '1000 Bruxelles', 'Belgique'], undefined, ['Rue de la Loi 16', 'Bruxelles', '', '1000', 'BE']],
    [['Meir 50, 2000 Antwerpen, België'], undefined, ['Meir 50', 'Antwerpen', '', '2000', 'BE']],
    [['Avenue Louise 54, B-1050 Ixelles'], undefined, ['Avenue Louise 54', 'Ixelles', '', '1050', 'BE']],
  ],
  LU: [
    [["2, rue de l'Eau", 'L-1449 Luxembourg'], undefined, ["2, rue de l'Eau", 'Luxembourg', '', '1449', 'LU']],
    [['15, avenue John F. Kennedy, L-1855 Luxembourg, Luxembourg'], undefined, ['15, avenue John F. Kennedy', 'Luxembourg', '', '1855', 'LU']],
    [['12 Rue de Luxembourg', '4220 Esch-sur-Alzette', 'Luxembourg'], undefined, ['12 Rue de Luxembourg', 'Esch-sur-Alzette', '', '4220', 'LU']],
  ],
  DK: [
    [['Vesterbrogade 1', '1620 København V', 'Danmark'], undefined, ['Vesterbrogade 1', 'København V', '', '1620', 'DK']],
    [['Strøget 12, 8000 Aarhus C'], 'DK', ['Strøget 12', 'Aarhus C', '', '8000', '']],
    [['Rådhuspladsen 1, DK-1550 København V, Denmark'], undefined, ['Rådhuspladsen 1', 'København V', '', '1550', 'DK']],
  ],
  SE: [
    [['Drottninggatan 53', '111 21 Stockholm', 'Sverige'], undefined, ['Drottninggatan 53', 'Stockholm', '', '111 21', 'SE']],
    [['Box 1234, 411 03 Göteborg, Sweden'], undefined, ['Box 1234', 'Göteborg', '', '411 03', 'SE']],
    [['Stortorget 1, 211 22 Malmö'], 'SE', ['Stortorget 1', 'Malmö', '', '211 22', '']],
  ],
  NO: [
    [['Karl Johans gate 22', '0159 Oslo', 'Norge'], undefined, ['Karl Johans gate 22', 'Oslo', '', '0159', 'NO']],
    [['Bryggen 15, 5003 Bergen, Norway'], undefined, ['Bryggen 15', 'Bergen', '', '5003', 'NO']],
    [['Postboks 123 Sentrum, 0102 Oslo'], 'NO', ['Postboks 123 Sentrum', 'Oslo', '', '0102', '']],
  ],
  FI: [
    [['Mannerheimintie 12', '00100 Helsinki', 'Suomi'], undefined, ['Mannerheimintie 12', 'Helsinki', '', '00100', 'FI']],
    [['Hämeenkatu 10, 33100 Tampere, Finland'], undefined, ['Hämeenkatu 10', 'Tampere', '', '33100', 'FI']],
    [['Aleksanterinkatu 52, FI-00100 Helsinki'], undefined, ['Aleksanterinkatu 52', 'Helsinki', '', '00100', 'FI']],
  ],
  FR: [
    [['12 rue de la Paix', '75002 Paris', 'France'], undefined, ['12 rue de la Paix', 'Paris', '', '75002', 'FR']],
    [['BP 123', '69002 Lyon Cedex 02'], 'FR', ['BP 123', 'Lyon Cedex 02', '', '69002', '']],
    [['Bâtiment B, 3e étage', '45 avenue du Prado, 13006 Marseille', 'France'], undefined, ['Bâtiment B, 3e étage, 45 avenue du Prado', 'Marseille', '', '13006', 'FR']],
  ],
  ES: [
    [['Calle de Alcalá 50', '28014 Madrid', 'España'], undefined, ['Calle de Alcalá 50', 'Madrid', '', '28014', 'ES']],
    [['C/ Mayor 5, 3º 2ª', '08002 Barcelona'], 'ES', ['C/ Mayor 5, 3º 2ª', 'Barcelona', '', '08002', '']],
    [['Avenida de Europa 10, 28220 Majadahonda (Madrid), Spain'], undefined, ['Avenida de Europa 10', 'Majadahonda', 'Madrid', '28220', 'ES']],
  ],
  IT: [
    [['Via Monte Napoleone 8', '20121 Milano (MI)', 'Italia'], undefined, ['Via Monte Napoleone 8', 'Milano', 'MI', '20121', 'IT']],
    [['Piazza di Spagna 1, 00187 Roma RM'], 'IT', ['Piazza di Spagna 1', 'Roma', 'RM', '00187', '']],
    [['Corso Vittorio Emanuele II 15, 10123 Torino TO, Italy'], undefined, ['Corso Vittorio Emanuele II 15', 'Torino', 'TO', '10123', 'IT']],
  ],
  PT: [
    [['Avenida da Liberdade 110', '1269-046 Lisboa', 'Portugal'], undefined, ['Avenida da Liberdade 110', 'Lisboa', '', '1269-046', 'PT']],
    [['Rua de Santa Catarina 112, 4000-442 Porto'], 'PT', ['Rua de Santa Catarina 112', 'Porto', '', '4000-442', 'PT']],
    [['Praça do Comércio 1, 1100-148 Lisboa'], undefined, ['Praça do Comércio 1', 'Lisboa', '', '1100-148', '']],
  ],
  GR: [
    [['Ερμού 10', '105 63 Αθήνα', 'Ελλάδα'], undefined, ['Ερμού 10', 'Αθήνα', '', '105 63', 'GR']],
    [['Λεωφ. Βασιλίσσης Σοφίας 12, Τ.Κ. 106 74 Αθήνα'], 'GR', ['Λεωφ. Βασιλίσσης Σοφίας 12', 'Αθήνα', '', '106 74', '']],
    [['Tsimiski 45, 546 23 Thessaloniki, Greece'], undefined, ['Tsimiski 45', 'Thessaloniki', '', '546 23', 'GR']],
  ],
  CY: [
    [['Λεωφόρος Μακαρίου 10', '1065 Λευκωσία', 'Κύπρος'], undefined, ['Λεωφόρος Μακαρίου 10', 'Λευκωσία', '', '1065', 'CY']],
    [['Makarios Avenue 2, 1065 Nicosia, Cyprus'], undefined, ['Makarios Avenue 2', 'Nicosia', '', '1065', 'CY']],
    [['Anexartisias 5, 3036 Limassol'], 'CY', ['Anexartisias 5', 'Limassol', '', '3036', '']],
  ],
  IE: [
    [['1 Grafton Street', 'Dublin 2', 'D02 AF30', 'Ireland'], undefined, ['1 Grafton Street', 'Dublin 2', '', 'D02 AF30', 'IE']],
    [['Patrick Street, Cork, T12 R2NC'], 'IE', ['Patrick Street', 'Cork', '', 'T12 R2NC', 'IE']],
    [['Main Street, Killarney, Co. Kerry, V93 X2C4, Ireland'], undefined, ['Main Street', 'Killarney', 'Co. Kerry', 'V93 X2C4', 'IE']],
  ],
  GB: [
    [['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom'], undefined, ['10 Downing Street', 'London', '', 'SW1A 2AA', 'GB']],
    [['221B Baker Street, London NW1 6XE'], undefined, ['221B Baker Street', 'London', '', 'NW1 6XE', '']],
    [['Unit 4, Riverside Park', 'Reading', 'Berkshire', 'RG1 8EQ', 'UK'], undefined, ['Unit 4, Riverside Park', 'Reading', 'Berkshire', 'RG1 8EQ', 'GB']],
    [['Flat 2, 15 High Street', 'Oxford OX1 4AA'], 'GB', ['Flat 2, 15 High Street', 'Oxford', '', 'OX1 4AA', 'GB']],
  ],
  PL: [
    [['ul. Marszałkowska 100', '00-026 Warszawa', 'Polska'], undefined, ['ul. Marszałkowska 100', 'Warszawa', '', '00-026', 'PL']],
    [['Rynek Główny 1, 31-042 Kraków'], 'PL', ['Rynek Główny 1', 'Kraków', '', '31-042', 'PL']],
    [['al. Jerozolimskie 44, PL-00-024 Warszawa'], undefined, ['al. Jerozolimskie 44', 'Warszawa', '', '00-024', 'PL']],
  ],
  CZ: [
    [['Václavské náměstí 1', '110 00 Praha 1', 'Česká republika'], undefined, ['Václavské náměstí 1', 'Praha 1', '', '110 00', 'CZ']],
    [['Náměstí Svobody 1, 602 00 Brno, Czech Republic'], undefined, ['Náměstí Svobody 1', 'Brno', '', '602 00', 'CZ']],
    [['Karlova 12, CZ-110 00 Praha'], undefined, ['Karlova 12', 'Praha', '', '110 00', 'CZ']],
  ],
  RU: [
    [['125009, г. Москва, ул. Тверская, д. 7'], 'RU', ['ул. Тверская, д. 7', 'Москва', '', '125009', '']],
    [['Россия, 190000, Санкт-Петербург, Невский пр., д. 28'], undefined, ['Невский пр., д. 28', 'Санкт-Петербург', '', '190000', 'RU']],
    [['620014, Свердловская обл., г. Екатеринбург, ул. Ленина, д. 5, оф. 12'], 'RU', ['ул. Ленина, д. 5, оф. 12', 'Екатеринбург', 'Свердловская обл.', '620014', '']],
    [['ул. Тверская, д. 7', 'Москва, 125009', 'Россия'], undefined, ['ул. Тверская, д. 7', 'Москва', '', '125009', 'RU']],
  ],
};
