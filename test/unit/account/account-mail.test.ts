import { accountDeletedMail, credentialRevokedMail, keyRotatedMail, passwordChangedMail, resetLinkMail } from '../../../src/domain/account/account-mail';
import { credentialState } from '../../../src/domain/account/credential.entity';

const at = new Date('2026-01-02T03:04:05.678Z');

describe('account e-mails', () => {
  it('say what changed, when, through which API, and what to do if it was not you', () => {
    const rotated = keyRotatedMail('api_key', at, 'graphql', new Date('2026-01-03T03:04:05Z'));
    expect(rotated.subject).toBe('Your capture API key was replaced');
    expect(rotated.text).toContain('2026-01-02 03:04:05 UTC through the GraphQL API');
    expect(rotated.text).toContain('keeps working until 2026-01-03 03:04:05 UTC');
    expect(rotated.text).toMatch(/If this was not you/);
    expect(keyRotatedMail('secret_key', at, 'rest', null).text).toContain('The previous secret key stopped working at once.');
    expect(credentialRevokedMail('api_key', 'Ab3x', at, 'rest').text).toContain('ending in Ab3x');
    expect(passwordChangedMail(at, 'email').text).toContain('a reset link from an e-mail');
    expect(accountDeletedMail(at, 1).text).toContain('its 1 document,');
  });

  it('escape what they put into HTML', () => {
    const m = resetLinkMail('https://x.example/api/v4/password/reset?token=a"b<c>', 60);
    expect(m.html).toContain('token=a&quot;b&lt;c&gt;');
    expect(m.html).not.toMatch(/<c>/);
  });
});

describe('credentialState', () => {
  const row = (over: object) => ({ id: 1, accountId: 'a', kind: 'api_key' as const, keyHash: 'h', hint: null, createdAt: at, lastUsedAt: null, expiresAt: null, revokedAt: null, ...over });
  it.each([
    [{}, 'active'],
    [{ expiresAt: new Date(at.getTime() + 1) }, 'grace'],
    [{ expiresAt: at }, 'expired'],
    [{ expiresAt: new Date(at.getTime() + 1000), revokedAt: at }, 'revoked'],
  ])('%j is %s', (over, state) => {
    expect(credentialState(row(over), at)).toBe(state);
  });
});
