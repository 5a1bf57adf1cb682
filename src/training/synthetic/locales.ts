import type { Locale } from './locale';
import { DE, EN, FR, IT, NL } from './locales-west';
import { DA, EL, ES, PT, RU } from './locales-south';
import { HI, JA, KO, ZH } from './locales-asia';
import { FIL, ID, MS } from './locales-sea';
import { AR, HE } from './locales-mena';

/** Every language the generator writes: the 18 of the brief plus Malay. */
export const LOCALES: readonly Locale[] = [AR, ZH, DA, NL, EN, FIL, FR, DE, EL, HE, HI, ID, IT, JA, KO, PT, RU, ES, MS];

/** Sampling weights: English and Malay receipts are the most common real inputs, every language still appears. */
export const LOCALE_WEIGHTS: readonly (readonly [Locale, number])[] = LOCALES.map((l) => [
  l,
  l.code === 'en' ? 4 : l.code === 'ms' ? 3 : l.code === 'de' || l.code === 'fr' || l.code === 'es' ? 1.5 : 1,
]);
