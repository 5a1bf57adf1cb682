import type { Case } from './cases-europe';

/** The Americas, Asia-Pacific, the Middle East and Africa (see cases-europe.ts for the format). */
export const WORLD: Record<string, Case[]> = {
  US: [
    [['123 Main St', 'Suite 4', 'Springfield, IL 62704', 'USA'], undefined, ['123 Main St, Suite 4', 'Springfield', 'IL', '62704', 'US']],
    [['1600 Pennsylvania Avenue NW, Washington, DC 20500'], 'US', ['1600 Pennsylvania Avenue NW', 'Washington', 'DC', '20500', 'US']],
    [['350 Fifth Avenue, New York, NY 10118-0110, U.S.A.'], undefined, ['350 Fifth Avenue', 'New York', 'NY', '10118-0110', 'US']],
    [['P.O. Box 1234', 'Austin TX 78701'], undefined, ['P.O. Box 1234', 'Austin', 'TX', '78701', '']],
    [['1 Market St Ste 300 San Francisco CA 94105'], 'US', ['1 Market St Ste 300', 'San Francisco', 'CA', '94105', 'US']],
  ],
  CA: [
    [['1000 Rue De La Gauchetière O', 'Montréal QC H3B 4W5', 'Canada'], undefined, ['1000 Rue De La Gauchetière O', 'Montréal', 'QC', 'H3B 4W5', 'CA']],
    [['290 Bremner Blvd, Toronto, ON M5V 3L9'], 'CA', ['290 Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9', 'CA']],
    [['1055 Canada Place', 'Vancouver (British Columbia) V6C 0C3'], undefined, ['1055 Canada Place', 'Vancouver', 'British Columbia', 'V6C 0C3', '']],
  ],
  MX: [
    [['Av. Paseo de la Reforma 222, Col. Juárez', '06600 Ciudad de México, CDMX', 'México'], undefined, ['Av. Paseo de la Reforma 222, Col. Juárez', 'Ciudad de México', 'CDMX', '06600', 'MX']],
    [['Av. Constitución 400 Ote., Centro, Monterrey, N.L., C.P. 64000'], 'MX', ['Av. Constitución 400 Ote., Centro', 'Monterrey', 'N.L.', '64000', 'MX']],
    [['Av. Vallarta 1234, 44100 Guadalajara, Jal., Mexico'], undefined, ['Av. Vallarta 1234', 'Guadalajara', 'Jal.', '44100', 'MX']],
  ],
  BR: [
    [['Av. Paulista, 1578 - Bela Vista', 'São Paulo - SP', '01310-200', 'Brasil'], undefined, ['Av. Paulista, 1578 - Bela Vista', 'São Paulo', 'SP', '01310-200', 'BR']],
    [['Rua da Assembleia, 10, Centro, Rio de Janeiro/RJ, CEP 20011-000'], 'BR', ['Rua da Assembleia, 10, Centro', 'Rio de Janeiro', 'RJ', '20011-000', 'BR']],
    [['Av. Afonso Pena, 1212', '30130-003 Belo Horizonte MG'], undefined, ['Av. Afonso Pena, 1212', 'Belo Horizonte', 'MG', '30130-003', '']],
  ],
  AU: [
    [['Level 5, 1 Martin Place', 'Sydney NSW 2000', 'Australia'], undefined, ['Level 5, 1 Martin Place', 'Sydney', 'NSW', '2000', 'AU']],
    [['GPO Box 1234', 'Melbourne VIC 3001'], 'AU', ['GPO Box 1234', 'Melbourne', 'VIC', '3001', 'AU']],
    [['100 Queen Street, Brisbane City, Queensland 4000'], undefined, ['100 Queen Street', 'Brisbane City', 'Queensland', '4000', '']],
  ],
  NZ: [
    [['1 Queen Street', 'Auckland Central', 'Auckland 1010', 'New Zealand'], undefined, ['1 Queen Street, Auckland Central', 'Auckland', '', '1010', 'NZ']],
    [['Level 3, 22 The Terrace, Wellington 6011'], 'NZ', ['Level 3, 22 The Terrace', 'Wellington', '', '6011', '']],
    [['PO Box 13 042, Christchurch 8141, NZ'], undefined, ['PO Box 13 042', 'Christchurch', '', '8141', 'NZ']],
  ],
  IN: [
    [['12, MG Road', 'New Delhi - 110001'], 'IN', ['12, MG Road', 'New Delhi', '', '110001', '']],
    [['80 MG Road', 'Bengaluru, Karnataka 560001', 'India'], undefined, ['80 MG Road', 'Bengaluru', 'Karnataka', '560001', 'IN']],
    [['Nariman Point, Mumbai 400021, Maharashtra'], 'IN', ['Nariman Point', 'Mumbai', 'Maharashtra', '400021', '']],
    [['12, महात्मा गांधी मार्ग, नई दिल्ली 110001'], 'IN', ['12, महात्मा गांधी मार्ग', 'नई दिल्ली', '', '110001', '']],
    [['Plot No. 5, Sector 18', 'Gurugram, Haryana - 122 015'], 'IN', ['Plot No. 5, Sector 18', 'Gurugram', 'Haryana', '122 015', 'IN']],
    [['४५, लाल बहादुर शास्त्री मार्ग', 'मुंबई, महाराष्ट्र ४०००७०', 'भारत'], undefined, ['४५, लाल बहादुर शास्त्री मार्ग', 'मुंबई', 'महाराष्ट्र', '400070', 'IN']],
  ],
  MY: [
    [['No. 1, Jalan SS 7/2', '47400 Petaling Jaya, Selangor', 'Malaysia'], undefined, ['No. 1, Jalan SS 7/2', 'Petaling Jaya', 'Selangor', '47400', 'MY']],
    [['Menara KL, Jalan Puncak', '50250 Kuala Lumpur'], 'MY', ['Menara KL, Jalan Puncak', 'Kuala Lumpur', '', '50250', '']],
    [['23, Lebuh Pantai', '10300 George Town', 'Pulau Pinang', 'Malaysia'], undefined, ['23, Lebuh Pantai', 'George Town', 'Pulau Pinang', '10300', 'MY']],
  ],
  SG: [
    [['1 Raffles Place, #20-01', 'Singapore 048616'], undefined, ['1 Raffles Place, #20-01', 'Singapore', '', '048616', 'SG']],
    [['10 Bayfront Avenue', 'Singapore 018956', 'Singapore'], undefined, ['10 Bayfront Avenue', 'Singapore', '', '018956', 'SG']],
    [['80 Robinson Road, #02-00, Singapore'], undefined, ['80 Robinson Road, #02-00', 'Singapore', '', '', 'SG']],
  ],
  ID: [
    [['Jl. Jend. Sudirman Kav. 52-53', 'Jakarta Selatan 12190', 'Indonesia'], undefined, ['Jl. Jend. Sudirman Kav. 52-53', 'Jakarta Selatan', '', '12190', 'ID']],
    [['Jl. Asia Afrika No. 8, Kota Bandung, Jawa Barat 40111'], 'ID', ['Jl. Asia Afrika No. 8', 'Kota Bandung', 'Jawa Barat', '40111', 'ID']],
    [['Jl. Sunset Road No. 88, Kuta, Badung, Bali 80361'], 'ID', ['Jl. Sunset Road No. 88, Kuta', 'Badung', 'Bali', '80361', 'ID']],
  ],
  PH: [
    [['6750 Ayala Avenue', 'Makati City 1226, Metro Manila', 'Philippines'], undefined, ['6750 Ayala Avenue', 'Makati City', 'Metro Manila', '1226', 'PH']],
    [['Cebu Business Park, Cebu City 6000, Cebu'], 'PH', ['Cebu Business Park', 'Cebu City', 'Cebu', '6000', '']],
    [['Unit 1203, 12F Tower One, Ayala Triangle', 'Makati City 1226', 'Pilipinas'], undefined, ['Unit 1203, 12F Tower One, Ayala Triangle', 'Makati City', '', '1226', 'PH']],
  ],
  TH: [
    [['999 Rama I Road, Pathum Wan, Bangkok 10330, Thailand'], undefined, ['999 Rama I Road, Pathum Wan', 'Bangkok', '', '10330', 'TH']],
    [['แขวงลุมพินี เขตปทุมวัน กรุงเทพมหานคร 10330'], 'TH', ['แขวงลุมพินี เขตปทุมวัน', 'กรุงเทพมหานคร', '', '10330', '']],
    [['208 Wualai Road, Chiang Mai 50100'], 'TH', ['208 Wualai Road', 'Chiang Mai', '', '50100', '']],
  ],
  JP: [
    [['〒100-0001 東京都千代田区千代田1-1'], undefined, ['千代田1-1', '千代田区', '東京都', '100-0001', '']],
    [['〒530-0001', '大阪府大阪市北区梅田1-1-3', '大阪駅前第1ビル 5F', '日本'], undefined, ['梅田1-1-3, 大阪駅前第1ビル 5F', '大阪市北区', '大阪府', '530-0001', 'JP']],
    [['1-1 Chiyoda, Chiyoda-ku', 'Tokyo 100-8111', 'Japan'], undefined, ['1-1 Chiyoda', 'Chiyoda-ku', 'Tokyo', '100-8111', 'JP']],
    [['〒１５０－０００２ 東京都渋谷区渋谷２－２１－１'], 'JP', ['渋谷２－２１－１', '渋谷区', '東京都', '150-0002', 'JP']],
    [['〒220-0012 神奈川県横浜市西区みなとみらい2-2-1'], 'JP', ['みなとみらい2-2-1', '横浜市西区', '神奈川県', '220-0012', 'JP']],
  ],
  CN: [
    [['北京市朝阳区建国路88号', '邮编 100022'], 'CN', ['朝阳区建国路88号', '北京市', '北京市', '100022', '']],
    [['中国广东省深圳市南山区科苑路15号 518057'], undefined, ['南山区科苑路15号', '深圳市', '广东省', '518057', 'CN']],
    [['上海市浦东新区世纪大道100号', '上海环球金融中心 20层', '200120', '中华人民共和国'], undefined, ['浦东新区世纪大道100号, 上海环球金融中心 20层', '上海市', '上海市', '200120', 'CN']],
    [['88 Jianguo Road, Chaoyang District', 'Beijing 100022', 'P.R. China'], undefined, ['88 Jianguo Road, Chaoyang District', 'Beijing', 'Beijing', '100022', 'CN']],
  ],
  HK: [
    [["15 Queen's Road Central", 'Central, Hong Kong'], undefined, ["15 Queen's Road Central, Central", 'Hong Kong', '', '', 'HK']],
    [['香港中環皇后大道中15號'], undefined, ['中環皇后大道中15號', '香港', '', '', 'HK']],
    [['Flat A, 12/F, Tower 1', '1 Austin Road West, Tsim Sha Tsui', 'Kowloon, Hong Kong'], undefined, ['Flat A, 12/F, Tower 1, 1 Austin Road West, Tsim Sha Tsui', 'Hong Kong', 'Kowloon', '', 'HK']],
  ],
  TW: [
    [['110台北市信義區信義路五段7號'], 'TW', ['信義區信義路五段7號', '台北市', '台北市', '110', '']],
    [['302新竹縣竹北市光明六路10號', '台灣'], undefined, ['光明六路10號', '竹北市', '新竹縣', '302', 'TW']],
    [['No. 7, Sec. 5, Xinyi Rd., Xinyi Dist.', 'Taipei City 110', 'Taiwan'], undefined, ['No. 7, Sec. 5, Xinyi Rd., Xinyi Dist.', 'Taipei City', 'Taipei City', '110', 'TW']],
  ],
  KR: [
    [['서울특별시 강남구 테헤란로 123 (06234)'], 'KR', ['강남구 테헤란로 123', '서울특별시', '서울특별시', '06234', '']],
    [['(13494) 경기도 성남시 분당구 판교역로 235', '대한민국'], undefined, ['분당구 판교역로 235', '성남시', '경기도', '13494', 'KR']],
    [['123 Teheran-ro, Gangnam-gu', 'Seoul 06234', 'Republic of Korea'], undefined, ['123 Teheran-ro, Gangnam-gu', 'Seoul', 'Seoul', '06234', 'KR']],
    [['부산광역시 해운대구 센텀중앙로 97', '우편번호 48058'], undefined, ['해운대구 센텀중앙로 97', '부산광역시', '부산광역시', '48058', '']],
  ],
  SA: [
    [['شارع الملك فهد 12، الرياض 11564، المملكة العربية السعودية'], undefined, ['شارع الملك فهد 12', 'الرياض', '', '11564', 'SA']],
    [['King Fahd Road, Al Olaya, Riyadh 12211', 'Saudi Arabia'], undefined, ['King Fahd Road, Al Olaya', 'Riyadh', '', '12211', 'SA']],
    [['طريق الملك عبدالعزيز، جدة ٢١٤٤٢'], 'SA', ['طريق الملك عبدالعزيز', 'جدة', '', '21442', '']],
    [['7235 King Fahd Rd, Al Olaya, Riyadh 12212-2834, Riyadh Region, KSA'], undefined, ['7235 King Fahd Rd, Al Olaya', 'Riyadh', 'Riyadh Region', '12212-2834', 'SA']],
  ],
  AE: [
    [['Office 1203, Burj Khalifa, Downtown Dubai, P.O. Box 12345, Dubai, United Arab Emirates'], undefined, ['Office 1203, Burj Khalifa, Downtown Dubai, P.O. Box 12345', 'Dubai', 'Dubai', '', 'AE']],
    [['ص.ب 12345، دبي، الإمارات العربية المتحدة'], undefined, ['ص.ب 12345', 'دبي', 'دبي', '', 'AE']],
    [['Sheikh Khalifa Street, Al Ain, Abu Dhabi', 'UAE'], undefined, ['Sheikh Khalifa Street', 'Al Ain', 'Abu Dhabi', '', 'AE']],
  ],
  IL: [
    [['רחוב הרצל 15, תל אביב 6473921, ישראל'], undefined, ['רחוב הרצל 15', 'תל אביב', '', '6473921', 'IL']],
    [['15 Herzl St, Tel Aviv 6473921, Israel'], undefined, ['15 Herzl St', 'Tel Aviv', '', '6473921', 'IL']],
    [['ת.ד. 1234, ירושלים 9100101'], 'IL', ['ת.ד. 1234', 'ירושלים', '', '9100101', 'IL']],
  ],
  EG: [
    [['5 Tahrir Square, Cairo 11511, Egypt'], undefined, ['5 Tahrir Square', 'Cairo', '', '11511', 'EG']],
    [['ميدان التحرير 5، القاهرة 11511، مصر'], undefined, ['ميدان التحرير 5', 'القاهرة', '', '11511', 'EG']],
    [['26 July Street, Zamalek, Giza 12611'], 'EG', ['26 July Street, Zamalek', 'Giza', '', '12611', '']],
  ],
  ZA: [
    [['1 Long Street, Cape Town, 8001, South Africa'], undefined, ['1 Long Street', 'Cape Town', '', '8001', 'ZA']],
    [['100 Grayston Drive, Sandton, Johannesburg 2196', 'Gauteng'], 'ZA', ['100 Grayston Drive, Sandton', 'Johannesburg', 'Gauteng', '2196', '']],
    [['PO Box 1234, Pretoria 0001, RSA'], undefined, ['PO Box 1234', 'Pretoria', '', '0001', 'ZA']],
  ],
};
