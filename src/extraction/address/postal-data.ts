import raw from './postal.json';
import { fold } from './text';

/** One country's entry in postal.json, as written there. */
export interface CountryEntry {
  names: string[];
  prefixes?: string[];
  postcode: string[];
  distinctive?: boolean;
  examples: string[];
  order: 'pc-city' | 'city-pc';
  bigFirst?: boolean;
  capitalNamed?: boolean;
  markers?: string[];
  states?: string[];
  stateCodes?: string[];
  cityStates?: string[];
  stateSuffixes?: string[];
  stateMarkers?: string[];
  cityPrefixes?: string[];
  cities?: string[];
  hierarchy?: { city: string };
}

export interface GlobalEntry {
  postcodeMarkers: string[];
  poBox: string[];
  careOf: string[];
  phoneLabels: string[];
  idLabels: string[];
  streetWords: string[];
  streetWordsNotFirst: string[];
  streetSuffixes: string[];
  streetPrefixes: string[];
  streetChars: string;
  numberUnits: string;
  scriptRules: Record<string, string>;
}

export interface PostalFile {
  global: GlobalEntry;
  countries: Record<string, CountryEntry>;
}

export const POSTAL = raw as unknown as PostalFile;

/** A country's rules, compiled once at load. */
export interface CountryRule {
  code: string;
  order: 'pc-city' | 'city-pc';
  bigFirst: boolean;
  capitalNamed: boolean;
  distinctive: boolean;
  /** Global, unicode, with boundaries: no digit or Latin/Cyrillic/Greek letter may touch a postcode. */
  postcodes: RegExp[];
  /** Tested on the text before a postcode: a marker ("〒", "C.P.", "邮编") right before it. */
  markers: RegExp;
  /** folded state name → whether it is also a city (Beijing, Seoul, Dubai). */
  states: Map<string, boolean>;
  stateCodes: Set<string>;
  stateSuffixes: string[];
  stateMarkers: Set<string>;
  cityPrefix?: RegExp;
  cities: Set<string>;
  hierCity?: RegExp;
  /** Native-script state names read at the start of a big-to-small address, longest first. */
  hierStates: { text: string; city: boolean }[];
}

/** Nothing that belongs to a word or a number may touch a postcode; CJK characters may (〒100-0001東京都). */
const EDGE = String.raw`\p{N}\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}`;
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function boundedPostcode(core: string): RegExp {
  return new RegExp(`(?<![${EDGE}])(?:${core})(?![${EDGE}])`, 'gu');
}

function markerRegex(markers: string[]): RegExp {
  return new RegExp(`(?<![${EDGE}])(?:${markers.join('|')})\\s*[:.\\-]?\\s*$`, 'iu');
}

export const GLOBAL = POSTAL.global;
const globalMarkers = GLOBAL.postcodeMarkers;

function compile(code: string, e: CountryEntry): CountryRule {
  const states = new Map<string, boolean>();
  for (const s of e.states ?? []) states.set(fold(s), false);
  for (const s of e.cityStates ?? []) states.set(fold(s), true);
  const hierStates = [...(e.states ?? []).map((text) => ({ text, city: false })), ...(e.cityStates ?? []).map((text) => ({ text, city: true }))]
    .filter((s) => CJK.test(s.text))
    .sort((a, b) => b.text.length - a.text.length);
  return {
    code,
    order: e.order,
    bigFirst: !!e.bigFirst,
    capitalNamed: !!e.capitalNamed,
    distinctive: !!e.distinctive,
    postcodes: e.postcode.map(boundedPostcode),
    markers: markerRegex([...globalMarkers, ...(e.markers ?? [])]),
    states,
    stateCodes: new Set(e.stateCodes ?? []),
    stateSuffixes: (e.stateSuffixes ?? []).map(fold),
    stateMarkers: new Set((e.stateMarkers ?? []).map(fold)),
    cityPrefix: e.cityPrefixes?.length ? new RegExp(`^(?:${e.cityPrefixes.join('|')})\\s*(?=\\p{Lu})`, 'u') : undefined,
    cities: new Set((e.cities ?? []).map(fold)),
    hierCity: e.hierarchy ? new RegExp(e.hierarchy.city, 'u') : undefined,
    hierStates,
  };
}

export const RULES = new Map<string, CountryRule>(Object.entries(POSTAL.countries).map(([code, e]) => [code, compile(code, e)]));

/**
 * For an address of unknown country: a bare number of 4 to 6 digits (or 5-3/5-4, 3 2), taken only in a clear
 * "PC City" or "City PC" form (see postcode.ts).
 */
export const GENERIC: CountryRule = compile('', {
  names: [], postcode: [String.raw`\d{5}-\d{3,4}|\d{3} \d{2}|\d{4,6}`], examples: [], order: 'pc-city',
  markers: Object.values(POSTAL.countries).flatMap((c) => c.markers ?? []),
});

/** folded printed name → country code. */
export const COUNTRY_NAMES = new Map<string, string>();
/** Names in scripts written without spaces (中国, 日本), longest first: they may open an address unspaced. */
export const CJK_NAMES: { text: string; code: string }[] = [];
for (const [code, e] of Object.entries(POSTAL.countries)) {
  for (const name of e.names) {
    COUNTRY_NAMES.set(fold(name), code);
    if (CJK.test(name)) CJK_NAMES.push({ text: name, code });
  }
}
CJK_NAMES.sort((a, b) => b.text.length - a.text.length);

/** "D-10115", "CH-8001", "L-1449": a country letter code glued to a postcode. */
const prefixOwner = new Map<string, string>();
for (const [code, e] of Object.entries(POSTAL.countries)) for (const p of e.prefixes ?? []) prefixOwner.set(p, code);
export const PREFIX_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${[...prefixOwner.keys()].join('|')})-(?=\\d)`, 'gu');
export const PREFIX_OWNER: ReadonlyMap<string, string> = prefixOwner;

/** Native-script state names of every big-to-small country, for addresses whose country is unknown. */
export const HIER_STATES: { text: string; code: string }[] = [...RULES.values()]
  .flatMap((r) => (r.hierCity ? r.hierStates.map((s) => ({ text: s.text, code: r.code })) : []))
  .sort((a, b) => b.text.length - a.text.length);

/** Script → the country whose reading rules fit an address of unknown country written in it (Country stays empty). */
export const SCRIPT_RULES: { re: RegExp; rule: CountryRule }[] = Object.entries(GLOBAL.scriptRules).map(([script, code]) => ({
  re: new RegExp(`\\p{Script=${script}}`, 'u'),
  rule: RULES.get(code)!,
}));

/** Every folded state and known city name of every country ("new south wales", "ciudad de mexico"). */
export const PLACES = new Set<string>([...RULES.values()].flatMap((r) => [...r.states.keys(), ...r.cities]));
