import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../../src/domain/banktxn/categories';
import { taxonomyMarkdown, withTaxonomy } from '../../../src/domain/banktxn/taxonomy-doc';

const README = path.resolve(__dirname, '../../../README.md');

describe('the README taxonomy section', () => {
  it('is what categories.ts generates (run npm run contracts after changing the taxonomy)', () => {
    const readme = fs.readFileSync(README, 'utf8');
    expect(withTaxonomy(readme)).toBe(readme);
  });

  it('names every detailed category once', () => {
    const md = taxonomyMarkdown();
    for (const c of CATEGORIES) expect(md).toContain(c.name);
  });

  it('refuses a README without the markers instead of appending somewhere', () => {
    expect(() => withTaxonomy('# no markers here')).toThrow(/lacks the markers/);
  });
});
