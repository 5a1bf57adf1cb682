import { parseArgs } from '../../../eval/harness/main';
import { runRealInvoices } from '../../../eval/harness/real-invoices';
import { runSroieBox } from '../../../eval/harness/sroie-box';

const reader = {
  inspect: async () => 'pdf',
  extract: async () => ({ fields: {}, lineItems: [] }),
};

describe('npm run eval options', () => {
  it('defaults to PDF, 150-dpi scan and PNG, one OCR document per language, every section', () => {
    const o = parseArgs([], '/r', '/d');
    expect(o.kinds).toEqual(['pdf', 'scan', 'png']);
    expect(o.imageDocsPerLang).toBe(1);
    expect(o.scanDocs).toBe(8);
    expect(o.limit).toBeUndefined();
    expect([...o.sections]).toEqual(['legacy', 'corpus', 'sroie-box', 'real', 'zugferd']);
    expect(parseArgs(['--all'], '/r', '/d').kinds).toEqual(['pdf', 'scan', 'png', 'photo']);
    expect(parseArgs(['--limit', '5', '--scan-docs', '2', '--sections', 'zugferd'], '/r', '/d')).toMatchObject({ limit: 5, scanDocs: 2, sections: new Set(['zugferd']) });
    const p = parseArgs(['--kinds', 'photo', '--langs', 'de,ja', '--layouts', 'a4-grid', '--docs-per-layout', '2', '--json', 'out.json'], '/r', '/d');
    expect(p).toMatchObject({ kinds: ['photo'], langs: ['de', 'ja'], layouts: ['a4-grid'], docsPerLayout: 2, json: 'out.json' });
  });

  it.each([
    [['--kinds', 'tiff'], /unknown kind "tiff"/],
    [['--langs', 'xx'], /unknown language "xx"/],
    [['--layouts', 'nope'], /unknown layout "nope"/],
    [['--sections', 'all'], /unknown section "all"/],
    [['--docs-per-layout', '0'], /positive whole number/],
    [['--limit', 'x'], /--limit must be a positive whole number/],
    [['--scan-docs'], /--scan-docs needs a value/],
    [['--json'], /--json needs a value/],
    [['--help'], /unknown argument "--help"/],
    [['--kinds', 'pdf', 'png'], /unknown argument "png"/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseArgs(argv as string[], '/r', '/d')).toThrow(message);
  });

  it('skips the SROIE and real-invoice sections, with a message, where the data is absent', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runSroieBox('/nonexistent', reader, false)).toEqual([]);
      const real = { kinds: ['pdf', 'scan'], scanDocs: 1, all: false, cache: '/tmp', verbose: false };
      expect(await runRealInvoices('/nonexistent', reader, { ...real, section: 'real' })).toEqual([]);
      expect(await runRealInvoices('/nonexistent', reader, { ...real, section: 'zugferd' })).toEqual([]);
      expect(log.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/skip: .*sroie/);
      expect(log.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/skip: .*invoice2data[\s\S]*skip: .*facturx_de[\s\S]*skip: .*zugferd_corpus/);
    } finally {
      log.mockRestore();
    }
  });

  it('skips the generated corpus, with a message, where Chromium is absent', async () => {
    const saved = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      let run: typeof import('../../../eval/harness/corpus-eval').runCorpus | undefined;
      jest.isolateModules(() => {
        run = (require('../../../eval/harness/corpus-eval') as typeof import('../../../eval/harness/corpus-eval')).runCorpus;
      });
      const o = { ...parseArgs([], '/tmp', '/d') };
      expect(await run!(o, reader)).toEqual([]);
      expect(log.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/skip: generated corpus — Chromium not found/);
    } finally {
      log.mockRestore();
      if (saved === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = saved;
    }
  });
});
