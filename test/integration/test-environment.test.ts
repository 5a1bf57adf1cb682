import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// jest runs every test file in one process on a 2-core machine (in band). better-sqlite3's native addon is shared by
// all of them; the test environment (test/support/node-environment.js) makes each file's SQLite errors its own realm's
// Errors. Without that, the second fixture's SQLite error is not `instanceof Error` and `rejects.toThrow()` says "did
// not throw" (how the orphan-upload test failed only in the full run).

const root = path.join(__dirname, '..', '..');
const fixtures = path.join(root, 'test', 'support', 'realm-fixtures');

it('gives a later test file in the same jest process SQLite errors it recognises as Errors', async () => {
  const jest = require.resolve('jest/bin/jest');
  const args = [jest, '--runInBand', '--ci', '--rootDir', root, '--roots', fixtures, '--testMatch', '**/*.fixture.ts', '--testSequencer', path.join(fixtures, 'by-name.sequencer.js'), '--json'];
  const { stdout } = await promisify(execFile)(process.execPath, args, { cwd: root, maxBuffer: 16 * 1024 * 1024 }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
  const report = JSON.parse(stdout) as { numTotalTests: number; numPassedTests: number; testResults: { name: string; status: string; message: string }[] };
  const outcome = report.testResults.map((r) => [path.basename(r.name), r.status, r.message]).sort();
  expect(outcome).toEqual([
    ['1-opens-a-database.fixture.ts', 'passed', ''],
    ['2-expects-its-errors.fixture.ts', 'passed', ''],
  ]);
  expect(report.numPassedTests).toBe(2);
});
