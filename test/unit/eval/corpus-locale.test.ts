import { country, vocab } from '../../../eval/corpus/data';
import { fillPattern, formatDate, formatMoney, formatNumber, formatQty } from '../../../eval/corpus/locale';
import { createRng } from '../../../eval/corpus/rng';

describe('corpus number, money and date formats', () => {
  it('prints numbers in each convention', () => {
    expect(formatNumber(1234.56, country('DE'))).toBe('1.234,56');
    expect(formatNumber(1234.56, country('FR'))).toBe('1 234,56');
    expect(formatNumber(1234.56, country('US'))).toBe('1,234.56');
    expect(formatNumber(1234.56, country('CH-de'))).toBe("1'234.56");
    expect(formatNumber(1234567, country('IN-en'))).toBe('12,34,567.00');
    expect(formatNumber(125000, country('ID'))).toBe('125.000');
    expect(formatNumber(1234.5, country('RU'))).toBe('1\u00a0234,50');
  });

  it('prints money with the symbol or code where the country puts it, and negatives with a leading minus', () => {
    expect(formatMoney(12.5, country('US'), '${n}')).toBe('$12.50');
    expect(formatMoney(-12.5, country('US'), '${n}')).toBe('-$12.50');
    expect(formatMoney(1200, country('JP'), '{n}円')).toBe('1,200円');
    expect(formatMoney(1234.56, country('DE'), '{n} €')).toBe('1.234,56 €');
  });

  it('prints dates numerically and with month names, in the grammar of each language', () => {
    expect(formatDate('2026-03-14', '{dd}.{MM}.{yyyy}', vocab('de'))).toBe('14.03.2026');
    expect(formatDate('2026-03-14', '{d} {MMMMg} {yyyy} г.', vocab('ru'))).toBe('14 марта 2026 г.');
    expect(formatDate('2026-03-14', '{yyyy}年{M}月{d}日', vocab('ja'))).toBe('2026年3月14日');
    expect(formatDate('2026-03-14', '令和{era}年{M}月{d}日', vocab('ja'))).toBe('令和8年3月14日');
    expect(formatDate('2026-03-14', '{MMMM} {d}, {yyyy}', vocab('en'))).toBe('March 14, 2026');
    expect(formatDate('2026-03-14', '{d} {MMMMg} {yyyy}', vocab('el'))).toBe('14 Μαρτίου 2026');
  });

  it('prints weights with three decimals and hours as needed', () => {
    expect(formatQty(0.512, country('DE'), true)).toBe('0,512');
    expect(formatQty(6.5, country('US'))).toBe('6.5');
    expect(formatQty(3, country('US'))).toBe('3');
  });

  it('fills id patterns deterministically', () => {
    const a = fillPattern(createRng('x'), 'DE#########');
    expect(a).toMatch(/^DE[1-9]\d{8}$/);
    expect(fillPattern(createRng('x'), 'DE#########')).toBe(a);
    expect(fillPattern(createRng('y'), '@@-####')).toMatch(/^[A-Z]{2}-[1-9]\d{3}$/);
  });
});
