import type { MailMessage } from '../mail/mailer';
import type { CredentialKind } from './credential.entity';

/** The e-mails an account gets when its credentials or password change. They never carry a key or a password. */
type Notice = Omit<MailMessage, 'to' | 'from'>;

const KIND_NAME: Record<CredentialKind, string> = { api_key: 'API key', secret_key: 'secret key' };
const VIA_NAME: Record<string, string> = { rest: 'the REST API', graphql: 'the GraphQL API', email: 'a reset link from an e-mail' };
const NOT_YOU =
  'If this was not you, change your password at once (or reset it through "forgot password"), rotate your API key ' +
  'and secret key without a grace period, and check the audit trail of your account.';

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const when = (d: Date) => d.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

function notice(subject: string, lines: string[], warn = true): Notice {
  const all = warn ? [...lines, NOT_YOU] : lines;
  return {
    subject,
    text: `${all.join('\n\n')}\n`,
    html: all.map((l) => `<p>${esc(l)}</p>`).join(''),
  };
}

export function keyRotatedMail(kind: CredentialKind, at: Date, via: string, previousUntil: Date | null): Notice {
  const name = KIND_NAME[kind];
  const previous = previousUntil ? `The previous ${name} keeps working until ${when(previousUntil)}.` : `The previous ${name} stopped working at once.`;
  return notice(`Your capture ${name} was replaced`, [`A new ${name} was issued for your capture account on ${when(at)} through ${VIA_NAME[via] ?? via}.`, previous]);
}

export function credentialRevokedMail(kind: CredentialKind, hint: string | null, at: Date, via: string): Notice {
  const name = KIND_NAME[kind];
  const which = hint ? ` ending in ${hint}` : '';
  return notice(`A capture ${name} was revoked`, [`The earlier ${name}${which} of your capture account was revoked on ${when(at)} through ${VIA_NAME[via] ?? via}; it no longer works.`]);
}

export function passwordChangedMail(at: Date, via: string): Notice {
  return notice('Your capture password was changed', [
    `The password of your capture account was changed on ${when(at)} through ${VIA_NAME[via] ?? via}.`,
    'Clients that send the PASSWORD header need the new password from now on.',
  ]);
}

export function resetLinkMail(link: string, ttlMinutes: number): Notice {
  return notice(
    'Reset your capture password',
    [
      'Someone asked to reset the password of the capture account of this address.',
      `Open this link within ${ttlMinutes} minutes to choose a new password (it works once):\n${link}`,
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    false,
  );
}

export function accountDeletedMail(at: Date, documents: number): Notice {
  return notice(
    'Your capture account was deleted',
    [
      `Your capture account was deleted on ${when(at)}, with its ${documents} document${documents === 1 ? '' : 's'}, their originals, line items, audit trails and learned corrections, and its credentials.`,
      'Nothing of it can be restored. If this was not you, contact the operator of the service.',
    ],
    false,
  );
}
