import { Router, type Request } from 'express';
import type { Services } from '../app/services';
import type { AccountEventView, CredentialView } from '../domain/account/credential.service';
import type { CredentialKind } from '../domain/account/credential.entity';
import { queryString, restActor } from './auth';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function restCredential(c: CredentialView) {
  return { id: c.id, kind: c.kind, hint: c.hint, state: c.state, created_at: iso(c.createdAt), last_used_at: iso(c.lastUsedAt), expires_at: iso(c.expiresAt), revoked_at: iso(c.revokedAt) };
}

function restEvent(e: AccountEventView) {
  return { id: e.id, action: e.action, via: e.via, ip: e.ip, detail: e.detail, created_at: iso(e.createdAt) };
}

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;

/** API keys and secret keys (README: Credentials). Changes need the password: the PASSWORD header or `password`. */
export function credentialRoutes(s: Services): Router {
  const r = Router();

  r.get('/api/v4/credentials', async (req, res) => {
    const list = await s.credentials.list(await restActor(req, s.accounts));
    res.json({ credentials: list.map(restCredential), status: 'success' });
  });

  for (const [segment, kind, field] of [['api-key', 'api_key', 'api_key'], ['secret-key', 'secret_key', 'secret_key']] as const) {
    r.post(`/api/v4/credentials/${segment}/rotate`, async (req, res) => {
      const actor = await restActor(req, s.accounts);
      const rotated = await s.credentials.rotate(actor, kind as CredentialKind, { password: body(req).password, graceSeconds: body(req).grace_period_seconds });
      res.json({
        [field]: rotated.value,
        credential: restCredential(rotated.credential),
        previous: rotated.previous && restCredential(rotated.previous),
        message: 'Rotated: store the new key now, it is not shown again',
        status: 'success',
      });
    });
  }

  r.post('/api/v4/credentials/:id/revoke', async (req, res) => {
    const revoked = await s.credentials.revoke(await restActor(req, s.accounts), req.params.id, body(req).password);
    res.json({ credential: restCredential(revoked), message: 'Revoked', status: 'success' });
  });

  r.get('/api/v4/account/audit-trail', async (req, res) => {
    const first = queryString(req, 'first');
    const events = await s.credentials.auditTrail(await restActor(req, s.accounts), first === undefined ? undefined : /^\d+$/.test(first) ? Number(first) : first);
    res.json({ events: events.map(restEvent), status: 'success' });
  });

  return r;
}
