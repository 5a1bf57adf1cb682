import { maskDates } from './dates';

/**
 * Lines a till receipt prints in its header between the business's name and its address that belong to neither: the
 * shop's web address ("WWW.TSTORE.COM.MY") and the date and time of the sale ("05 MAR 2018 18:24",
 * "14-01-2018 (SUN) 16:02"). The address starts under them.
 */
const WEB_ONLY = /^(?:https?:\/\/|www\.)\S+$/i;
const CLOCK = /\b\d{1,2}[:.]\d{2}(?:[:.]\d{2})?\s*(?:[AP]\.?M\.?)?(?![\d.,])/gi;

export function isHeaderNote(text: string): boolean {
  const t = text.trim();
  if (WEB_ONLY.test(t)) return true;
  const masked = maskDates(t);
  if (masked === t) return false;
  // What is left beside the date: a clock time, a weekday in brackets, punctuation.
  const rest = masked.replace(CLOCK, ' ').replace(/\(\s*\p{L}{2,4}\s*\)/gu, ' ');
  return !/[\p{L}\p{Nd}]/u.test(rest);
}

/**
 * The outlet's name under the company's, opening with the company's first word ("MPH BOOKSTORES SDN BHD" / "MPH ONE
 * UTAMA PHASE 2", "NANDO'S CHICKENLAND MALAYSIA SDN BHD" / "NANDO'S 1 MONT KIARA"): a shop sign, not the street line.
 */
export function outletLine(text: string, name: string | undefined): boolean {
  const first = (s: string) => s.trim().split(/\s+/)[0]?.toUpperCase().replace(/[.,:;]+$/, '') ?? '';
  const brand = name ? first(name) : '';
  // Spaced Latin words only: a Chinese name and its address both open with the city ("上海…有限公司" / "上海市…").
  return brand.length >= 3 && /^[\p{Script=Latin}'’&.-]+$/u.test(brand) && /\p{L}{3}/u.test(brand) && first(text) === brand && text.trim().split(/\s+/).length > 1;
}
