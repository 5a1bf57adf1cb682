import { type FieldSpec, LINE_ITEM_FIELDS, RECORD_FIELDS } from '../domain/document/record-fields';
import { ACCOUNT_SCHEMAS, accountPaths } from './openapi-account';

/** OpenAPI 3.1 description of the REST compatibility paths, built from the same field tables the service uses. */
type Schema = Record<string, unknown>;

function fieldSchema(spec: FieldSpec): Schema {
  const base: Schema =
    spec.kind === 'number' ? { type: 'number' }
    : spec.kind === 'integer' ? { type: 'integer' }
    : spec.kind === 'date' ? { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }
    : spec.kind === 'taxLines' ? { type: 'array', items: { $ref: '#/components/schemas/TaxLine' } }
    : { type: 'string' };
  return spec.description ? { ...base, description: spec.description } : base;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: Schema) => ({ 'application/json': { schema } });
const msg = (message: string) => ({ type: 'object', required: ['message', 'status'], properties: { message: { const: message }, status: { const: 'success' } } });
const CATEGORY_SET: Schema = {
  type: 'object',
  required: ['categories'],
  properties: {
    categories: { type: 'array', description: 'Published: {id, name, description, primary}; custom set: {name, examples}' },
    primary_categories: { type: 'array', description: 'Published list only: {id, name, description} of each primary category' },
    custom: { const: true },
    examples: { type: 'integer' },
  },
};
const CATEGORIZED: Schema = { type: 'object', properties: { categories: { type: 'array', items: { type: 'string' } } } };
const TOO_MANY_TXNS = { description: 'More than 10,000 transactions (or a POST body over 12 MB)', content: json(ref('Error')) };
const HEAD_TOO_LARGE = {
  '414': { description: 'The URL is over MAX_REQUEST_HEAD_KB (4 MB by default): send the list with POST', content: json(ref('Error')) },
  '431': { description: 'The request headers are over MAX_REQUEST_HEAD_KB', content: json(ref('Error')) },
};
const CATEGORIZATION_FAILED = {
  description: 'Categorization failed',
  content: json({ type: 'object', properties: { message: { const: 'Error with bank transaction categorization' }, status: { const: 'unsuccessful' } } }),
};
// Every authenticated operation counts against the rate limits, so each one documents the 429.
const errors = (...codes: number[]) =>
  Object.fromEntries([...codes, 429].map((c) => [String(c), { description: ERROR_TEXT[c], content: json(ref('Error')) }]));

const ERROR_TEXT: Record<number, string> = {
  400: 'Malformed request or invalid values (nothing is written)',
  401: 'Missing or invalid credentials',
  403: 'Credentials not verified yet, demo credentials used on other documents or on account changes, or a wrong password confirming a change (PASSWORD_INCORRECT)',
  404: 'Unknown capture_key, line_item_id, credential or reset link (also when it belongs to another account)',
  409: 'The document is still processing, or failed, and has no record to edit; or revoking the current key',
  413: 'The document is over MAX_UPLOAD_MB, MAX_PAGES or MAX_IMAGE_MEGAPIXELS',
  415: 'Unsupported document type (detected from content)',
  422: 'The document is corrupt or could not be processed',
  507: 'The server\'s disk or database is full: nothing was stored; try again once space has been freed',
  429: 'Over RATE_LIMIT_ACCOUNT_PER_MIN or RATE_LIMIT_IP_PER_MIN (or a limit of account changes, wrong passwords or reset requests); the Retry-After header gives the seconds to wait',
};

const AUTH = [{ clientId: [], apiKeyAuthorization: [], password: [], secretKey: [] }, { bearer: [] }, { apiKeyQuery: [] }];
const captureKey = { name: 'capture_key', in: 'query', required: true, schema: { type: 'string' } };
const lineItemId = { name: 'line_item_id', in: 'path', required: true, schema: { type: 'string' } };
const lineItemBody = { required: true, content: json({ oneOf: [ref('LineItemInput'), ref('DataWrapper')] }) };

const addLineItem = {
  summary: 'Add a line item (PUT and POST are both accepted on both paths)',
  security: AUTH,
  parameters: [captureKey],
  requestBody: lineItemBody,
  responses: {
    '200': { description: 'Added', content: json({ type: 'object', properties: { message: { const: 'Added line item successfully' }, status: { const: 'success' }, line_item_id: { type: 'string' }, line_item: ref('LineItem') } }) },
    ...errors(400, 401, 403, 404, 409),
  },
};

export function buildOpenApi(): Schema {
  const recordProps: Schema = {};
  for (const spec of RECORD_FIELDS) recordProps[spec.name] = fieldSchema(spec);
  recordProps.Created = { type: 'string', description: 'YYYY-MM-DD HH:MM:SS (UTC)' };
  recordProps.capture_key = { type: 'string' };
  recordProps.Line_Items = { type: 'array', items: ref('LineItem') };
  const lineProps: Schema = {};
  for (const spec of LINE_ITEM_FIELDS) lineProps[spec.name] = fieldSchema(spec);

  return {
    openapi: '3.1.0',
    info: { title: 'capture REST compatibility API', version: '4', license: { name: 'Apache-2.0', identifier: 'Apache-2.0' } },
    servers: [{ url: 'https://localhost:8443' }],
    components: {
      securitySchemes: {
        clientId: { type: 'apiKey', in: 'header', name: 'CLIENT-ID' },
        apiKeyAuthorization: { type: 'apiKey', in: 'header', name: 'AUTHORIZATION', description: 'apikey <username>:<api_key>' },
        password: { type: 'apiKey', in: 'header', name: 'PASSWORD' },
        secretKey: { type: 'apiKey', in: 'header', name: 'SECRET-KEY' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The API key' },
        apiKeyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
      },
      schemas: {
        Error: { type: 'object', required: ['message', 'status'], properties: { message: { type: 'string' }, status: { const: 'unsuccessful' }, code: { type: 'string' }, problems: { type: 'array', items: { type: 'string' } } } },
        TaxLine: { type: 'object', properties: { Name: { type: 'string' }, Rate: { type: 'number' }, Base: { type: 'number' }, Amount: { type: 'number' } } },
        LineItem: { type: 'object', properties: { line_item_id: { type: 'string' }, Line: { type: 'integer', description: '1-based position; renumbered on delete' }, ...lineProps } },
        LineItemInput: { type: 'object', additionalProperties: false, properties: lineProps },
        RecordPatch: { type: 'object', additionalProperties: false, properties: Object.fromEntries(Object.entries(recordProps).filter(([k]) => k !== 'Created' && k !== 'capture_key')) },
        DataWrapper: { type: 'object', required: ['data'], properties: { data: { type: 'string', description: 'The same object as a JSON string' } } },
        Record: { type: 'object', properties: recordProps },
        Credentials: { type: 'object', properties: Object.fromEntries(['client_id', 'api_key', 'secret_key', 'username', 'password'].map((k) => [k, { type: 'string' }])) },
        ...ACCOUNT_SCHEMAS,
      },
    },
    paths: {
      '/api/v4/register': {
        post: {
          summary: 'Register an account; a verification e-mail follows',
          requestBody: { required: true, content: json({ type: 'object', required: ['email', 'password'], properties: { email: { type: 'string' }, password: { type: 'string', description: '≥ 10 characters, a digit and a special character' } } }) },
          responses: {
            '200': { description: 'Credentials (usable after verification)', content: json(ref('Credentials')) },
            '400': { description: 'Missing or invalid e-mail or password', content: json(ref('Error')) },
            '403': { description: 'Username exists', content: json({ type: 'object', properties: { registration: { const: 'failed' }, reason: { type: 'string' } } }) },
          },
        },
      },
      '/api/v4/verify': {
        get: {
          summary: 'The link in the verification e-mail; HTML for browsers, JSON otherwise',
          parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'Verified' }, ...errors(400, 404) },
        },
      },
      '/api/v4': {
        post: {
          summary: 'Capture a document (type=sync waits for the record; type=async answers with a capture_key at once)',
          description:
            'type=async answers after checking only what needs no decode or parse: size (413), type from the first bytes (415), image dimensions and TIFF pages from the header (413). Everything else happens in the job: a corrupt file, a PDF over MAX_PAGES or an office archive over its limits leaves the document `failed` with the reason (see /webhook). The async file part is streamed into storage as it arrives, never held whole: an unknown type is refused once its first 128 KB are in and an oversize upload the moment it passes MAX_UPLOAD_MB, and a refused or broken-off upload leaves nothing stored. type=sync checks all of it before storing anything (413/415/422).',
          security: AUTH,
          parameters: [
            { name: 'type', in: 'query', schema: { enum: ['sync', 'async'], default: 'sync' } },
            { name: 'url', in: 'query', schema: { type: 'string' }, description: 'Document address, instead of an upload' },
            {
              name: 'language',
              in: 'query',
              schema: { type: 'string', examples: ['de', 'ar,en'] },
              description: 'Languages the document is in (ISO 639-1, comma-separated, at most 4); also accepted as a form field. OCR skips language detection',
            },
          ],
          requestBody: { content: { 'multipart/form-data': { schema: { type: 'object', properties: { pdf: { type: 'string', contentMediaType: 'application/octet-stream' } } } } } },
          responses: {
            '200': {
              description: 'sync: the record; async (or sync that needs a retry): the capture_key',
              content: json({ oneOf: [{ type: 'object', properties: { data: ref('Record'), message: { const: 'success' }, status: { const: 'success' } } }, { type: 'object', properties: { capture_key: { type: 'string' }, message: { type: 'string' }, status: { const: 'success' } } }] }),
            },
            ...errors(400, 401, 403, 413, 415, 422, 507),
          },
        },
      },
      '/webhook': {
        post: {
          summary: 'Status and record of a captured document',
          security: AUTH,
          parameters: [captureKey],
          responses: {
            '200': {
              description: 'processed: {data, message, status}; processing: {message, status}; failed: {message, status: "failed", reason}',
              content: json({ type: 'object', properties: { data: ref('Record'), message: { type: 'string' }, status: { enum: ['success', 'failed'] }, reason: { type: 'string' } } }),
            },
            ...errors(400, 401, 403, 404),
          },
        },
      },
      '/api/v4/record': { get: { summary: 'The same as POST /webhook, as a GET', security: AUTH, parameters: [captureKey], responses: { '200': { description: 'As /webhook' }, ...errors(400, 401, 403, 404) } } },
      '/api/v4/update': {
        put: {
          summary: 'Update record fields (types must match; unknown fields refused; all or nothing)',
          security: AUTH,
          parameters: [captureKey],
          requestBody: { required: true, content: json({ oneOf: [ref('RecordPatch'), ref('DataWrapper')] }) },
          responses: { '200': { description: 'Updated', content: json(msg('Updated successfully')) }, ...errors(400, 401, 403, 404, 409) },
        },
      },
      '/api/v4/update/line-items': { put: addLineItem, post: addLineItem },
      '/api/v4/line-items': { put: addLineItem, post: addLineItem },
      '/api/v4/update/line-items/{line_item_id}': {
        put: {
          summary: 'Update one line item',
          security: AUTH,
          parameters: [lineItemId, captureKey],
          requestBody: lineItemBody,
          responses: { '200': { description: 'Updated', content: json(msg('Updated line item successfully')) }, ...errors(400, 401, 403, 404, 409) },
        },
        delete: {
          summary: 'Delete one line item; later items move up one Line',
          security: AUTH,
          parameters: [lineItemId, captureKey],
          responses: { '200': { description: 'Deleted', content: json(msg('Deleted line item successfully')) }, ...errors(400, 401, 403, 404, 409) },
        },
      },
      '/api/v2/banktxn/': {
        get: {
          summary: 'Categorize bank transactions (one category per input string, in order)',
          security: AUTH,
          parameters: [{ name: 'txns', in: 'query', required: true, style: 'form', explode: true, schema: { type: 'array', items: { type: 'string' }, maxItems: 10000 }, description: 'Repeated txns=, txns[]=, txns[i]=, or one JSON array (up to 10,000 in every form)' }],
          responses: { '200': { description: 'Categories', content: json(CATEGORIZED) }, '500': CATEGORIZATION_FAILED, ...errors(400, 401, 403), '413': TOO_MANY_TXNS, ...HEAD_TOO_LARGE },
        },
        post: {
          summary: 'Categorize bank transactions sent in the body (JSON {"txns": [...]} up to 12 MB, or repeated txns form fields)',
          security: AUTH,
          requestBody: {
            required: true,
            content: json({ type: 'object', required: ['txns'], properties: { txns: { type: 'array', items: { type: 'string', maxLength: 1000 }, maxItems: 10000 } } }),
          },
          responses: { '200': { description: 'Categories', content: json(CATEGORIZED) }, '500': CATEGORIZATION_FAILED, ...errors(400, 401, 403), '413': TOO_MANY_TXNS },
        },
      },
      '/api/v4/categories': {
        get: {
          summary: 'The published expense categories: every value a record\'s Category can take besides ""',
          security: AUTH,
          responses: { '200': { description: 'Categories', content: json({ type: 'object', properties: { categories: { type: 'array', items: { type: 'string' } } } }) }, ...errors(401, 403) },
        },
      },
      '/api/v2/banktxn/categories': {
        get: {
          summary: "The account's categories: the published taxonomy ({categories, primary_categories}), or its custom set ({categories: [{name, examples}], custom: true, examples})",
          security: AUTH,
          responses: { '200': { description: 'Categories', content: json(CATEGORY_SET) }, ...errors(401, 403) },
        },
        post: {
          summary: "Replace the account's custom categories with labelled examples; categorization then uses only these",
          security: AUTH,
          requestBody: {
            required: true,
            content: json({
              type: 'object',
              required: ['examples'],
              properties: {
                examples: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 10000,
                  items: { type: 'object', required: ['txn', 'category'], properties: { txn: { type: 'string', maxLength: 1000 }, category: { type: 'string', maxLength: 100 } } },
                  description: 'No empty texts; one transaction text (case and spacing ignored) may not carry two categories',
                },
              },
            }),
          },
          responses: { '200': { description: 'The stored set', content: json(CATEGORY_SET) }, ...errors(400, 401, 403), '413': { description: 'The body is over the 24 MB JSON limit' } },
        },
        delete: {
          summary: 'Drop the custom set; the account returns to the published list (returned)',
          security: AUTH,
          responses: { '200': { description: 'The published list', content: json(CATEGORY_SET) }, ...errors(401, 403) },
        },
      },
      ...accountPaths({ json, ref, errors, auth: AUTH }),
      '/healthz': { get: { summary: '200 once the database and models are ready; 503 before', responses: { '200': { description: 'Ready' }, '503': { description: 'Starting or database down' } } } },
      '/samples/{name}': { get: { summary: 'The two sample documents (invoice.pdf, receipt.png)', parameters: [{ name: 'name', in: 'path', required: true, schema: { enum: ['invoice.pdf', 'receipt.png'] } }], responses: { '200': { description: 'The file' } } } },
    },
  };
}
