// jest gives each test file its own realm with its own typed-array constructors; native addons
// (onnxruntime, sharp) check `instanceof Float32Array` against the host's, so share the host's.
const { TestEnvironment } = require('jest-environment-node');

class HostTypedArraysEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['ArrayBuffer', 'Uint8Array', 'Int8Array', 'Uint16Array', 'Int16Array', 'Uint32Array',
      'Int32Array', 'Float32Array', 'Float64Array', 'BigInt64Array', 'BigUint64Array', 'Uint8ClampedArray']) {
      this.global[name] = globalThis[name];
    }
    ownSqliteErrors();
  }
}

/**
 * better-sqlite3's native addon is loaded once per process (jest requires `.node` files with the host's require) and
 * keeps the SqliteError class of the first test file that opened a database. On 2 cores jest runs every file in one
 * process, so in later files a SQLite error came from another realm: not `instanceof Error` there, and
 * `expect(p).rejects.toThrow()` reported "did not throw" for a promise that had rejected (the orphan-upload test
 * failed only in the full run). Clearing the addon's flag makes the next database this file opens hand the addon this
 * file's class, as in production, where there is one realm.
 */
function ownSqliteErrors() {
  for (const [file, loaded] of Object.entries(require.cache)) {
    if (file.endsWith('better_sqlite3.node') && loaded?.exports) loaded.exports.isInitialized = false;
  }
}
module.exports = HostTypedArraysEnvironment;
