import { LanguagePools } from '../../../src/extraction/image/language-pools';

/** Fake workers: strings naming their language set, so no Tesseract is started. */
function pools(maxSets: number, pinned: string[] = [], perSet = 1) {
  const started: string[] = [];
  const stopped: string[] = [];
  const p = new LanguagePools<string>(
    perSet,
    maxSets,
    new Set(pinned),
    async (langs) => {
      started.push(langs.join('+'));
      return langs.join('+');
    },
    async (w) => {
      stopped.push(w);
    },
  );
  return { p, started, stopped };
}

describe('LanguagePools', () => {
  it('warms every worker of a set (OCR_WORKERS), not just the first', async () => {
    const { p, started } = pools(3, ['eng'], 3);
    await p.warm(['eng']);
    expect(started).toEqual(['eng', 'eng', 'eng']);
    await p.close();
  });

  it('creates a set on first use and reuses its worker', async () => {
    const { p, started } = pools(3);
    expect(await p.use(['ara', 'eng'], async (w) => w)).toBe('ara+eng');
    await p.use(['ara', 'eng'], async () => undefined);
    expect(started).toEqual(['ara+eng']);
    await p.close();
  });

  it('stops the least recently used idle set beyond the cap, never a pinned one', async () => {
    const { p, stopped } = pools(2, ['eng']);
    await p.use(['eng'], async () => undefined);
    await p.use(['ara', 'eng'], async () => undefined);
    await p.use(['heb', 'eng'], async () => undefined);
    await new Promise((r) => setImmediate(r));
    expect(p.liveSets()).toEqual(['eng', 'heb+eng']);
    expect(stopped).toEqual(['ara+eng']);
    await p.close();
    expect(stopped.sort()).toEqual(['ara+eng', 'eng', 'heb+eng']);
  });

  it('does not evict a set whose job is still running', async () => {
    const { p } = pools(1);
    let finish: () => void = () => undefined;
    const running = p.use(['ara'], () => new Promise<void>((r) => (finish = r)));
    await p.use(['heb'], async () => undefined);
    expect(p.liveSets()).toContain('ara');
    finish();
    await running;
    await p.close();
    await expect(p.use(['ara'], async () => undefined)).rejects.toThrow(/closed/);
  });
});
