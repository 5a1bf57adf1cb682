import { DEFAULT_HEADERS, renderIdePage, wantsHtml } from '../../src/graphql/ide';
import { ideAssetSet } from '../../src/graphql/ide-assets';

const html = renderIdePage({ endpoint: '/graphql' });

const markupOnly = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
const isRemote = (url: string) => /^(https?:)?\/\//i.test(url.trim());

describe('renderIdePage', () => {
  it('is a small page whose only inline script is a JSON data block; code, styles and fonts are hashed files', () => {
    expect(Buffer.byteLength(html)).toBeLessThan(4096);
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter((m) => m[2].trim() !== '');
    expect(inline.map((m) => m[1].trim())).toEqual(['type="application/json" id="graphiql-options"']);
    expect(JSON.parse(inline[0][2]).endpoint).toBe('/graphql');
    const set = ideAssetSet();
    const linked = [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(linked).toEqual([set.favicon, set.stylesheet, set.script, set.boot].map((n) => `/graphql/assets/${n}`));
    expect(html).not.toMatch(/<style/);
  });

  it('references no other host from tags, CSS or script loaders', () => {
    const attributes = [...markupOnly.matchAll(/\s(?:src|href|action|srcset|poster)\s*=\s*["']([^"']*)["']/gi)].map((m) => m[1]);
    expect(attributes.length).toBeGreaterThan(0);
    expect(attributes.filter(isRemote)).toEqual([]);
    expect(markupOnly).not.toMatch(/https?:\/\//i);

    const set = ideAssetSet();
    const text = (name: string) => set.assets.find((a) => a.name === name)!.body.toString('utf8');
    const css = text(set.stylesheet);
    expect(css).not.toMatch(/@import/i);
    const cssUrls = [...css.matchAll(/url\(\s*["']?([^"')]*)/gi)].map((m) => m[1]);
    // Fonts are sibling files (a browser fetches only the subsets it uses); small images stay inline.
    const names = set.assets.map((a) => a.name);
    expect(cssUrls.filter((u) => !u.startsWith('data:image/') && !names.includes(u))).toEqual([]);
    expect(cssUrls.filter((u) => names.includes(u)).length).toBeGreaterThan(0);

    const loaders = /(?:\bimport\s*\(|\bfrom|\bimportScripts\s*\(|\bnew\s+Worker\s*\(|\bfetch\s*\()\s*["'`](?:https?:)?\/\//gi;
    for (const a of set.assets.filter((x) => x.name.endsWith('.js'))) {
      expect(a.body.toString('utf8').match(loaders)).toBeNull();
      expect(a.body.toString('utf8')).not.toMatch(/\b(unpkg|jsdelivr|cdnjs|skypack|esm\.sh)\b|\/\/cdn\./i);
    }
  });

  it('points GraphiQL at the endpoint', () => {
    expect(renderIdePage({ endpoint: '/api/v2/graphql' })).toContain('"endpoint":"/api/v2/graphql"');
  });

  it('keeps caller text from breaking out of the title or the script', () => {
    const page = renderIdePage({
      endpoint: '/graphql',
      title: '</title><img src=x onerror=alert(1)>',
      defaultQuery: '# </script><script>alert(1)</script>\n{ hello }',
    });
    expect(page).toContain('<title>&#60;/title&#62;&#60;img src=x onerror=alert(1)&#62;</title>');
    expect(page.match(/<\/script>/g)).toHaveLength(3);
    expect(page).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('shows credential guidance in the Headers tab without sending any header until uncommented', () => {
    for (const name of ['CLIENT-ID', 'AUTHORIZATION', 'apikey <username>:<api_key>', 'PASSWORD', 'SECRET-KEY', 'Bearer <api_key>']) {
      expect(DEFAULT_HEADERS).toContain(name);
    }
    expect(JSON.parse(DEFAULT_HEADERS.replace(/\/\/.*$/gm, ''))).toEqual({});
    expect(html).toContain('"shouldPersistHeaders":false');
  });
});

describe('wantsHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', true],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['TEXT/HTML', true],
    ['application/json;q=0.5, text/html', true],
    ['*/*', false],
    ['application/json', false],
    ['application/graphql-response+json, application/json;q=0.9', false],
    ['text/html, application/json', false],
    ['text/html;q=0.5, application/json', false],
    ['text/html;q=0', false],
    ['', false],
    [undefined, false],
  ])('%p → %p', (accept, expected) => {
    expect(wantsHtml(accept)).toBe(expected);
  });
});
