/**
 * OpenAPI of the account paths beyond registration: deleting data, credentials, passwords. Built with the helpers
 * of openapi.ts, which passes them in.
 */
type Schema = Record<string, unknown>;

export interface OpenApiHelpers {
  json(schema: Schema): Schema;
  ref(name: string): Schema;
  errors(...codes: number[]): Record<string, unknown>;
  auth: unknown[];
}

const CREDENTIAL: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'Names the key in /api/v4/credentials/{id}/revoke' },
    kind: { enum: ['api_key', 'secret_key'] },
    hint: { type: ['string', 'null'], description: 'Last four characters of the key (null for keys issued before credentials were listed)' },
    state: { enum: ['active', 'grace', 'expired', 'revoked'], description: 'active: current; grace: replaced, works until expires_at; expired / revoked: no longer works' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: ['string', 'null'], format: 'date-time', description: 'To the minute' },
    expires_at: { type: ['string', 'null'], format: 'date-time' },
    revoked_at: { type: ['string', 'null'], format: 'date-time' },
  },
};

const ACCOUNT_EVENT: Schema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    action: { enum: ['api_key.rotated', 'secret_key.rotated', 'credential.revoked', 'password.changed', 'password.reset_requested', 'password.reset', 'password.confirmation_failed'] },
    via: { enum: ['rest', 'graphql', 'email'] },
    ip: { type: ['string', 'null'] },
    detail: { type: ['object', 'null'] },
    created_at: { type: 'string', format: 'date-time' },
  },
};

export const ACCOUNT_SCHEMAS: Record<string, Schema> = { Credential: CREDENTIAL, AccountEvent: ACCOUNT_EVENT };

const PASSWORD_FIELD = { type: 'string', description: 'The account password; may be left out when the request sends the four headers (PASSWORD among them)' };
const NEW_PASSWORD = { type: 'string', description: '≥ 10 characters, a digit and a special character' };

export function accountPaths(h: OpenApiHelpers): Record<string, unknown> {
  const ok = (description: string, schema: Schema) => ({ '200': { description, content: h.json(schema) } });
  const success = (extra: Schema = {}) => ({ type: 'object', properties: { message: { type: 'string' }, status: { const: 'success' }, ...extra } });
  const rotate = (field: string, what: string) => ({
    post: {
      summary: `Issue a new ${what} (returned once); the replaced one keeps working for grace_period_seconds, then stops`,
      security: h.auth,
      requestBody: {
        content: h.json({
          type: 'object',
          properties: { password: PASSWORD_FIELD, grace_period_seconds: { type: 'integer', minimum: 0, maximum: 2592000, default: 0 } },
        }),
      },
      responses: {
        ...ok('The new key and the one it replaced', success({ [field]: { type: 'string' }, credential: h.ref('Credential'), previous: { oneOf: [h.ref('Credential'), { type: 'null' }] } })),
        ...h.errors(400, 401, 403),
      },
    },
  });
  return {
    '/api/v4/document': {
      delete: {
        summary:
          'Delete a document: record, line items, audit trail, original (any blob store), learned corrections, queued job and Redis state. ' +
          'A document still processing is deleted too (its job is cancelled); deleting twice answers 404',
        security: h.auth,
        parameters: [{ name: 'capture_key', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { ...ok('Deleted', { type: 'object', properties: { message: { const: 'Deleted document successfully' }, status: { const: 'success' } } }), ...h.errors(400, 401, 403, 404) },
      },
    },
    '/api/v4/account': {
      delete: {
        summary: 'Delete the account and all its data, for good; needs the password. The demo account cannot be deleted (403)',
        security: h.auth,
        requestBody: { content: h.json({ type: 'object', properties: { password: PASSWORD_FIELD } }) },
        responses: { ...ok('Deleted', success({ documents_deleted: { type: 'integer' } })), ...h.errors(400, 401, 403) },
      },
    },
    '/api/v4/account/audit-trail': {
      get: {
        summary: "The account's credential and password changes, newest first",
        security: h.auth,
        parameters: [{ name: 'first', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 500, default: 50 } }],
        responses: { ...ok('Events', success({ events: { type: 'array', items: h.ref('AccountEvent') } })), ...h.errors(400, 401, 403) },
      },
    },
    '/api/v4/credentials': {
      get: {
        summary: 'Every API key and secret key the account has had (never the keys themselves), newest first, with when each was made and last used',
        security: h.auth,
        responses: { ...ok('Credentials', success({ credentials: { type: 'array', items: h.ref('Credential') } })), ...h.errors(401, 403) },
      },
    },
    '/api/v4/credentials/api-key/rotate': rotate('api_key', 'API key'),
    '/api/v4/credentials/secret-key/rotate': rotate('secret_key', 'secret key'),
    '/api/v4/credentials/{id}/revoke': {
      post: {
        summary: "End a replaced key's grace period now (the current key cannot be revoked: 409, rotate it instead)",
        security: h.auth,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: h.json({ type: 'object', properties: { password: PASSWORD_FIELD } }) },
        responses: { ...ok('The key as it is now', success({ credential: h.ref('Credential') })), ...h.errors(400, 401, 403, 404, 409) },
      },
    },
    '/api/v4/password/change': {
      post: {
        summary: 'Change the password (clients sending the PASSWORD header need the new one at once)',
        security: h.auth,
        requestBody: { required: true, content: h.json({ type: 'object', required: ['current_password', 'new_password'], properties: { current_password: { type: 'string' }, new_password: NEW_PASSWORD } }) },
        responses: { ...ok('Changed', success()), ...h.errors(400, 401, 403) },
      },
    },
    '/api/v4/password/forgot': {
      post: {
        summary: 'E-mail a single-use, expiring link to choose a new password. The same answer, at once, whether or not the address has an account',
        requestBody: { required: true, content: h.json({ type: 'object', required: ['email'], properties: { email: { type: 'string' } } }) },
        responses: { ...ok('Requested', success()), ...h.errors(400) },
      },
    },
    '/api/v4/password/reset': {
      get: {
        summary: 'The link in the reset e-mail: a form for browsers, the link\'s state for JSON clients. Opening it does not use it up',
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { ...ok('The link works', success({ expires_at: { type: 'string', format: 'date-time' } })), ...h.errors(400, 404) },
      },
      post: {
        summary: 'Set a new password with the token of a reset link (JSON or the form); the link then stops working',
        requestBody: {
          required: true,
          content: {
            ...h.json({ type: 'object', required: ['token', 'password'], properties: { token: { type: 'string' }, password: NEW_PASSWORD } }),
            'application/x-www-form-urlencoded': { schema: { type: 'object', required: ['token', 'password'], properties: { token: { type: 'string' }, password: NEW_PASSWORD } } },
          },
        },
        responses: { ...ok('Changed', success()), ...h.errors(400, 404) },
      },
    },
  };
}
