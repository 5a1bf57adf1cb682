import { emailProblem, passwordProblem } from '../../../src/domain/account/password-policy';
import { hashPassword, safeEqual, verifyPassword } from '../../../src/common/crypto';

describe('password rules', () => {
  it.each([
    ['short1!', /at least 10/],
    ['longenough!', /digit/],
    ['longenough1', /special/],
  ])('refuses %s', (pw, why) => expect(passwordProblem(pw)).toMatch(why));
  it('accepts a good password', () => expect(passwordProblem('Sup3r-secret!')).toBeNull());
  it('checks e-mail addresses', () => {
    expect(emailProblem('a@b.co')).toBeNull();
    expect(emailProblem('no-at-sign')).not.toBeNull();
    expect(emailProblem('a/b@c.com')).not.toBeNull();
  });
});

describe('password hashing', () => {
  it('verifies with scrypt and rejects a wrong password', async () => {
    const h = await hashPassword('Sup3r-secret!');
    expect(h.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('Sup3r-secret!', h)).toBe(true);
    expect(await verifyPassword('wrong', h)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
  it('compares in constant time regardless of length', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
