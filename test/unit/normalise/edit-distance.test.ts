import { editDistance } from '../../../src/extraction/normalise/edit-distance';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
    ['Müller', 'Muller', 1],
    ['チェア', '于工', 3],
    // Code points, not UTF-16 units: an astral character is one edit.
    ['a𠀋b', 'ab', 1],
  ])('%s → %s: %d', (a, b, want) => {
    expect(editDistance(a, b)).toBe(want);
    expect(editDistance(b, a)).toBe(want);
  });
});
