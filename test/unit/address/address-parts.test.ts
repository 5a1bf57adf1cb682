import { splitAddress, type AddressParts } from '../../../src/extraction/address/address-parts';
import { EUROPE, type Case, type Expected } from './cases-europe';
import { MORE } from './cases-more';
import { WORLD } from './cases-world';

const parts = ([Address_Line, City, State, Zipcode, Country]: Expected): AddressParts => ({ Address_Line, City, State, Zipcode, Country });
const rows = (table: Record<string, Case[]>) =>
  Object.entries(table).flatMap(([country, cases]) => cases.map(([lines, hint, want]) => [country, lines.join(' | '), hint ?? '-', lines, hint, want] as const));

describe('splitAddress: one printed address per row, in each country\'s postal order', () => {
  it.each(rows(EUROPE))('%s: %s (hint %s)', (_c, _t, _h, lines, hint, want) => {
    expect(splitAddress([...lines], hint)).toEqual(parts(want));
  });
  it.each(rows(WORLD))('%s: %s (hint %s)', (_c, _t, _h, lines, hint, want) => {
    expect(splitAddress([...lines], hint)).toEqual(parts(want));
  });

  it.each(MORE.map(([lines, hint, want]) => [lines.join(' | '), hint ?? '-', lines, hint, want] as const))('%s (hint %s)', (_t, _h, lines, hint, want) => {
    expect(splitAddress([...lines], hint)).toEqual(parts(want));
  });

  it('reads the same address printed on one line with commas and on several lines', () => {
    const one = splitAddress(['Friedrichstraße 123, 10117 Berlin, Deutschland']);
    expect(splitAddress(['Friedrichstraße 123', '10117 Berlin', 'Deutschland'])).toEqual(one);
    expect(splitAddress(['123 Main St, Suite 4, Springfield, IL 62704, USA'])).toEqual(splitAddress(['123 Main St', 'Suite 4', 'Springfield, IL 62704', 'USA']));
  });

  it('covers at least 3 addresses in each of 40 or more countries', () => {
    const all = { ...EUROPE, ...WORLD };
    expect(Object.keys(all).length).toBeGreaterThanOrEqual(40);
    for (const [country, cases] of Object.entries(all)) expect({ country, enough: cases.length >= 3 }).toEqual({ country, enough: true });
  });
});
