import { fold } from '../../../src/extraction/address/text';
import { POSTAL, RULES } from '../../../src/extraction/address/postal-data';

const countries = Object.entries(POSTAL.countries);
const full = (core: string) => new RegExp(`^(?:${core})$`, 'u');

describe('postal.json', () => {
  it('holds 40 or more countries keyed by ISO 3166-1 alpha-2 codes, each with a name and a known order', () => {
    expect(countries.length).toBeGreaterThanOrEqual(40);
    for (const [code, c] of countries) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(c.names.length).toBeGreaterThan(0);
      expect(['pc-city', 'city-pc']).toContain(c.order);
      expect(RULES.get(code)).toBeDefined();
    }
  });

  it('compiles every pattern with the u flag', () => {
    const g = POSTAL.global;
    for (const re of [...g.postcodeMarkers, ...g.poBox, ...g.careOf, ...g.phoneLabels, ...g.idLabels]) expect(() => new RegExp(re, 'iu')).not.toThrow();
    for (const [, c] of countries) {
      for (const re of [...c.postcode, ...(c.markers ?? []), ...(c.cityPrefixes ?? [])]) expect(() => new RegExp(re, 'u')).not.toThrow();
      if (c.hierarchy) expect(() => new RegExp(c.hierarchy!.city, 'u')).not.toThrow();
    }
    for (const script of Object.keys(g.scriptRules)) expect(() => new RegExp(`\\p{Script=${script}}`, 'u')).not.toThrow();
    for (const code of Object.values(g.scriptRules)) expect(POSTAL.countries[code]).toBeDefined();
  });

  it('matches every example postcode with its own country pattern, and a country with postcodes has examples', () => {
    for (const [code, c] of countries) {
      if (c.postcode.length) expect({ code, examples: c.examples.length > 0 }).toEqual({ code, examples: true });
      for (const ex of c.examples) expect({ code, ex, ok: c.postcode.some((p) => full(p).test(ex)) }).toEqual({ code, ex, ok: true });
    }
  });

  it('keeps a distinctive format distinctive: it matches no other country\'s example postcode', () => {
    for (const [code, c] of countries.filter(([, x]) => x.distinctive)) {
      for (const [other, o] of countries) {
        if (other === code) continue;
        for (const ex of o.examples) expect({ code, other, ex, clash: c.postcode.some((p) => full(p).test(ex)) }).toEqual({ code, other, ex, clash: false });
      }
    }
  });

  it('gives each printed name to one country only', () => {
    const owner = new Map<string, string>();
    for (const [code, c] of countries) {
      for (const n of c.names) {
        const k = fold(n);
        expect({ name: n, owner: owner.get(k) ?? code }).toEqual({ name: n, owner: code });
        owner.set(k, code);
      }
    }
  });

  it('writes state codes in upper case and keeps state names unique within a country', () => {
    for (const [code, c] of countries) {
      for (const s of c.stateCodes ?? []) expect(s).toMatch(/^[A-Z]{2,3}$/);
      const keys = [...(c.states ?? []), ...(c.cityStates ?? [])].map(fold);
      expect({ code, dupes: keys.filter((k, i) => keys.indexOf(k) !== i) }).toEqual({ code, dupes: [] });
    }
  });
});
