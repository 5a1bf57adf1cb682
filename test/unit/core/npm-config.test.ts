import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { allowScripts: Record<string, boolean>; scripts: Record<string, string> };
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };

describe("the project's npm configuration", () => {
  it('never runs onnxruntime-node\'s install script, which would download CUDA libraries from nuget.org', () => {
    expect(pkg.allowScripts['onnxruntime-node']).toBe(false);
  });

  it('reviews every install script in the lockfile, so npm (11+) prints no notice about unreviewed ones', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => typeof pkg.allowScripts[name] !== 'boolean')).toEqual([]);
  });

  it('starts the service and the worker with the same node flags, a young generation of 32 MB among them, as the load bench does', () => {
    const flags = (script: string) => /\bnode((?:\s+--\S+)*)\s+dist\/main\.js\b/.exec(script)?.[1].trim().split(/\s+/);
    expect(flags(pkg.scripts.start)).toContain('--max-semi-space-size=32');
    expect(flags(pkg.scripts.worker)).toEqual(flags(pkg.scripts.start));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bench = require(path.join(root, 'scripts/bench-load/lib.js')) as { startFlags(): string[] };
    expect(bench.startFlags()).toEqual(flags(pkg.scripts.start));
  });

  it('loads without a warning: every .npmrc key is one npm knows', () => {
    // Only the project's own files count: a developer's ~/.npmrc and npm's variables from an outer `npm test` are left out.
    const userconfig = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'npmrc-')), '.npmrc');
    fs.writeFileSync(userconfig, '');
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k)));
    const r = spawnSync('npm', ['config', 'get', 'omit-lockfile-registry-resolved'], {
      cwd: root,
      env: { ...env, npm_config_userconfig: userconfig, npm_config_update_notifier: 'false' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    fs.rmSync(path.dirname(userconfig), { recursive: true, force: true });
    expect(r.error).toBeUndefined();
    expect(r.stderr).toBe('');
    expect(r.stdout.trim()).toBe('true');
  });
});
