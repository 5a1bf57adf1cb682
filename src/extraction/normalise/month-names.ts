/**
 * Month names and abbreviations in the service's languages (Arabic, Chinese, Danish, Dutch, English, Filipino,
 * French, German, Greek, Hebrew, Hindi, Indonesian, Italian, Japanese, Korean, Portuguese, Russian, Spanish)
 * plus Malay, Swedish and Norwegian. Russian and Greek dates use the genitive ("12 марта", "12 Μαρτίου"),
 * so both forms are listed. Chinese, Japanese and Korean print numeric months (3月, 3월), read by the date
 * patterns instead.
 */
const NAMES: string[][] = [
  /* 1 */ ['january', 'jan', 'januar', 'jänner', 'janvier', 'janv', 'januari', 'enero', 'ene', 'gennaio', 'gen', 'janeiro',
    'enero', 'январь', 'января', 'янв', 'ιανουάριος', 'ιανουαρίου', 'ιαν', 'ינואר', 'يناير', 'كانون الثاني', 'जनवरी'],
  /* 2 */ ['february', 'feb', 'februar', 'février', 'févr', 'fevr', 'februari', 'febrero', 'febbraio', 'fevereiro', 'fev',
    'pebrero', 'peb', 'февраль', 'февраля', 'фев', 'φεβρουάριος', 'φεβρουαρίου', 'φεβ', 'פברואר', 'فبراير', 'شباط',
    'फ़रवरी', 'फरवरी'],
  /* 3 */ ['march', 'mar', 'märz', 'maerz', 'mrz', 'mars', 'maart', 'mrt', 'marzo', 'março', 'marts', 'maret', 'mac',
    'marso', 'март', 'марта', 'μάρτιος', 'μαρτίου', 'μαρ', 'מרץ', 'מרס', 'مارس', 'آذار', 'मार्च'],
  /* 4 */ ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile', 'apríl', 'апрель', 'апреля', 'апр', 'απρίλιος',
    'απριλίου', 'απρ', 'אפריל', 'أبريل', 'ابريل', 'نيسان', 'अप्रैल'],
  /* 5 */ ['may', 'mai', 'mei', 'mayo', 'maggio', 'mag', 'maio', 'maj', 'май', 'мая', 'μάιος', 'μαΐου', 'μαΐ', 'μαι',
    'מאי', 'مايو', 'أيار', 'ايار', 'मई'],
  /* 6 */ ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho', 'hunyo', 'июнь', 'июня', 'июн',
    'ιούνιος', 'ιουνίου', 'ιουν', 'יוני', 'يونيو', 'يونيه', 'حزيران', 'जून'],
  /* 7 */ ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho', 'julai', 'hulyo', 'июль', 'июля',
    'июл', 'ιούλιος', 'ιουλίου', 'ιουλ', 'יולי', 'يوليو', 'يوليه', 'تموز', 'जुलाई'],
  /* 8 */ ['august', 'aug', 'août', 'aout', 'augustus', 'agosto', 'ago', 'agustus', 'agu', 'agt', 'ogos', 'ogo', 'augusti',
    'август', 'августа', 'авг', 'αύγουστος', 'αυγούστου', 'αυγ', 'אוגוסט', 'أغسطس', 'اغسطس', 'آب', 'अगस्त'],
  /* 9 */ ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'setembro', 'setyembre', 'сентябрь',
    'сентября', 'сен', 'сент', 'σεπτέμβριος', 'σεπτεμβρίου', 'σεπ', 'ספטמבר', 'سبتمبر', 'أيلول', 'ايلول', 'सितंबर',
    'सितम्बर'],
  /* 10 */ ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out', 'oktubre',
    'октябрь', 'октября', 'окт', 'οκτώβριος', 'οκτωβρίου', 'οκτ', 'אוקטובר', 'أكتوبر', 'اكتوبر', 'تشرين الأول',
    'अक्टूबर', 'अक्तूबर'],
  /* 11 */ ['november', 'nov', 'novembre', 'noviembre', 'novembro', 'nobyembre', 'ноябрь', 'ноября', 'ноя', 'νοέμβριος',
    'νοεμβρίου', 'νοε', 'נובמבר', 'نوفمبر', 'تشرين الثاني', 'नवंबर', 'नवम्बर'],
  /* 12 */ ['december', 'dec', 'dezember', 'dez', 'décembre', 'decembre', 'déc', 'diciembre', 'dic', 'dicembre',
    'dezembro', 'desember', 'des', 'disember', 'dis', 'disyembre', 'декабрь', 'декабря', 'дек', 'δεκέμβριος',
    'δεκεμβρίου', 'δεκ', 'דצמבר', 'ديسمبر', 'كانون الأول', 'दिसंबर', 'दिसम्बर'],
];

/** Lower case without accents, for Latin and Greek only (Devanagari vowel signs are marks too, but meaningful). */
export function monthKey(s: string): string {
  const lower = s.toLowerCase();
  return /^[\p{Script=Latin}\p{Script=Greek}\s.]+$/u.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
}

export const MONTHS = new Map<string, number>();
for (const [i, names] of NAMES.entries()) {
  for (const name of names) {
    MONTHS.set(name, i + 1);
    MONTHS.set(monthKey(name), i + 1);
  }
  // Hebrew writes "in March" as one word ("במרץ").
  for (const name of names.filter((n) => /^\p{Script=Hebrew}+$/u.test(n))) MONTHS.set('ב' + name, i + 1);
}

/** Regex alternation of every form, longest first so "september" wins over "sep". */
export const MONTH_ALT = [...MONTHS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

export function monthNumber(name: string): number {
  return MONTHS.get(name.toLowerCase()) ?? MONTHS.get(monthKey(name)) ?? 0;
}
