// The fixture files in name order, so the file that opens the first database runs first.
const Sequencer = require('@jest/test-sequencer').default;

module.exports = class ByName extends Sequencer {
  sort(tests) {
    return [...tests].sort((a, b) => a.path.localeCompare(b.path));
  }
};
