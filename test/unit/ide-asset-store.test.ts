import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { IdeAssetStore, MANIFEST, type IdeManifest } from '../../src/graphql/ide-asset-store';
import { ideAssetSet, smallIcons } from '../../src/graphql/ide-assets';

const shipped = ideAssetSet();
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'ide-assets-'));

describe('ideAssetSet', () => {
  it('names every file by its content and links the pieces the page needs', () => {
    for (const a of shipped.assets) expect(a.name).toMatch(/^[\w.]+\.[0-9a-f]{16}\.(js|css|woff2?|ttf|ico)$/);
    expect(new Set(shipped.assets.map((a) => a.name)).size).toBe(shipped.assets.length);
    const boot = shipped.assets.find((a) => a.name === shipped.boot)!.body.toString('utf8');
    const workers = shipped.assets.find((a) => a.name.startsWith('workers.'))!;
    expect(boot).toContain(JSON.stringify(workers.name));
    for (const label of ['editorWorkerService', 'json', 'graphql']) expect(workers.body.toString('utf8')).toContain(`label === '${label}'`);
  });

  it('keeps only the 16 and 32 pixel icons', () => {
    const icon = shipped.assets.find((a) => a.name === shipped.favicon)!.body;
    expect(icon.readUInt16LE(4)).toBe(2);
    expect([icon[6], icon[22]].sort((a, b) => a - b)).toEqual([16, 32]);
    expect(icon.length).toBeLessThan(8000);
    // An icon without those sizes is left whole.
    expect(smallIcons(icon, [48])).toBe(icon);
  });
});

describe('IdeAssetStore', () => {
  it('without build output compresses the shipped set once, and knows nothing else', async () => {
    const store = new IdeAssetStore(tmp());
    expect(store.set.script).toBe(shipped.script);
    const boot = await store.get(shipped.boot);
    expect(zlib.brotliDecompressSync(boot!.br).equals(boot!.body)).toBe(true);
    expect(zlib.gunzipSync(boot!.gzip).equals(boot!.body)).toBe(true);
    expect(await store.get(shipped.boot)).toBe(boot);
    expect(await store.get('graphiql.0000000000000000.js')).toBeUndefined();
  });

  function writeBuild(dir: string, from: string[]) {
    const body = Buffer.from('console.log("built")');
    const name = 'ide.1111111111111111.js';
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
    const manifest: IdeManifest = { from, set: { script: name, boot: name, stylesheet: name, favicon: name, assets: [{ name, type: 'text/javascript; charset=utf-8' }] } };
    fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
    return name;
  }

  it('serves the build output made from this shipped set', async () => {
    const dir = tmp();
    const name = writeBuild(dir, shipped.assets.map((a) => a.name));
    const store = new IdeAssetStore(dir);
    expect(store.set.boot).toBe(name);
    expect((await store.get(name))!.body.toString()).toBe('console.log("built")');
    expect(await store.get(shipped.boot)).toBeUndefined();
  });

  it('ignores build output made from another GraphiQL, or left incomplete', async () => {
    const stale = tmp();
    writeBuild(stale, ['graphiql.0000000000000000.js']);
    expect(new IdeAssetStore(stale).set.boot).toBe(shipped.boot);

    const broken = tmp();
    const name = writeBuild(broken, shipped.assets.map((a) => a.name));
    fs.rmSync(path.join(broken, `${name}.gz`));
    expect(new IdeAssetStore(broken).set.boot).toBe(shipped.boot);
  });
});
