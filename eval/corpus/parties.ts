import type { City, Country, Vocab } from './data';
import { fillPattern } from './locale';
import type { Address, Party } from './model';
import type { Rng } from './rng';

const MAILBOXES = ['info', 'office', 'billing', 'sales', 'contact', 'accounts', 'hello', 'mail'];
const DOMAINS = ['nova-group', 'bluestone', 'primeoffice', 'alpha-serv', 'sunrise-biz', 'eastgate', 'greenline', 'keystone-co'];

/** Latin letters of a name for a mail domain, or a neutral one for names in other scripts. */
function domainFor(name: string, c: Country, rng: Rng): string {
  const ascii = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = ascii.match(/[a-z]{3,}/g) ?? [];
  const base = words.length ? words.slice(0, 2).join('-') : rng.pick(DOMAINS);
  return `${base}.${c.tld}`;
}

export function personName(v: Vocab, rng: Rng): string {
  const first = rng.pick(v.names.first);
  const last = rng.pick(v.names.last);
  if (v.names.familyFirst) return v.lang === 'ko' || v.lang === 'zh' ? `${last}${first}` : `${last} ${first}`;
  return `${first} ${last}`;
}

export function companyName(v: Vocab, c: Country, rng: Rng, stems: string[] = v.names.companies): string {
  return rng.pick(c.legal).replace('{name}', rng.pick(stems));
}

export function makeAddress(c: Country, rng: Rng, opts: { country: boolean; city?: City }): Address {
  const city = opts.city ?? rng.pick(c.cities);
  const no = fillPattern(rng, rng.pick(c.address.houseNo));
  const unit = fillPattern(rng, c.address.unit);
  const streetLine = rng.pick(c.address.street)
    .replace('{street}', rng.pick(c.streets))
    .replace('{no}', no)
    .replaceAll('{unit}', unit);
  const template = rng.pick(c.address.lines);
  const text = template.join('\n');
  const lines = template.map((l) =>
    l.replace('{streetLine}', streetLine)
      .replace('{city}', city.city)
      .replace('{zip}', city.zip ?? '')
      .replace('{state}', city.state ?? '')
      .trim(),
  );
  return {
    streetLine,
    lines,
    city: city.city,
    zip: city.zip && text.includes('{zip}') ? city.zip : undefined,
    state: city.state && text.includes('{state}') ? city.state : undefined,
    country: opts.country ? rng.pick(c.names) : undefined,
  };
}

export function makePhone(c: Country, rng: Rng, city?: City): string {
  const area = city?.area ?? fillPattern(rng, '##');
  return fillPattern(rng, rng.pick(c.phone).replace('{area}', area));
}

export interface VendorOptions {
  receipt: boolean;
}

export function makeVendor(v: Vocab, c: Country, rng: Rng, opts: VendorOptions): Party {
  const name = opts.receipt
    ? rng.chance(0.5) ? rng.pick(v.names.shops) : companyName(v, c, rng, v.names.shops)
    : companyName(v, c, rng);
  const city = rng.pick(c.cities);
  const address = makeAddress(c, rng, { country: rng.chance(opts.receipt ? 0.1 : 0.3), city });
  const party: Party = { name, address, otherIds: [] };
  if (rng.chance(opts.receipt ? 0.8 : 0.85)) party.phone = makePhone(c, rng, city);
  if (rng.chance(opts.receipt ? 0.3 : 0.75)) party.email = `${rng.pick(MAILBOXES)}@${domainFor(name, c, rng)}`;
  if (rng.chance(opts.receipt ? 0.75 : 0.9)) {
    party.taxId = { label: rng.pick(c.taxId.labels), value: fillPattern(rng, rng.pick(c.taxId.formats)) };
  }
  for (const other of c.otherIds) {
    if (rng.chance(0.4)) party.otherIds.push({ label: other.label, value: fillPattern(rng, other.format) });
  }
  return party;
}

export function makeCustomer(v: Vocab, c: Country, rng: Rng): Party {
  const company = rng.chance(0.7);
  const name = company ? companyName(v, c, rng) : personName(v, rng);
  const address = makeAddress(c, rng, { country: rng.chance(0.2) });
  const party: Party = { name, address, otherIds: [] };
  if (company && rng.chance(0.35)) party.contact = personName(v, rng);
  return party;
}
