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
  }
}
module.exports = HostTypedArraysEnvironment;
