import { execFileSync } from 'node:child_process';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Every CLI batch worker (and extraction engine) requires the pipeline's module graph at start. The
 * spreadsheet, PDF structure and PDF raster libraries (exceljs, pdf-lib, @napi-rs/canvas: ~0.3 CPU s
 * together) load with the first file that needs them, so a batch of photos never pays for them.
 */
describe('the CLI pipeline module graph', () => {
  it('does not load exceljs, pdf-lib or @napi-rs/canvas until a file needs them', () => {
    const script = [
      "require('./scripts/register-ts').registerTypeScript();",
      "require('./src/cli/extract-file.ts');",
      'const loaded = (m) => Object.keys(require.cache).some((k) => k.includes(`/node_modules/${m}/`));',
      "process.stdout.write(JSON.stringify(['exceljs', 'pdf-lib', '@napi-rs/canvas'].map(loaded)));",
    ].join('\n');
    const out = execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual([false, false, false]);
  });
});
