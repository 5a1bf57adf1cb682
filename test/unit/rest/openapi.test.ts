import fs from 'node:fs';
import path from 'node:path';
import { RECORD_FIELDS } from '../../../src/domain/document/record-fields';
import { buildOpenApi } from '../../../src/rest/openapi';

const ROOT = path.resolve(__dirname, '../../..');

describe('openapi.json', () => {
  it('is what the sources generate (run npm run contracts after changing the REST API)', () => {
    const committed = fs.readFileSync(path.join(ROOT, 'openapi.json'), 'utf8');
    expect(committed).toBe(JSON.stringify(buildOpenApi(), null, 2) + '\n');
  });

  it('documents every contract path and every record field', () => {
    const doc = buildOpenApi() as { openapi: string; paths: Record<string, unknown>; components: { schemas: { Record: { properties: Record<string, unknown> } } } };
    expect(doc.openapi).toBe('3.1.0');
    for (const p of ['/api/v4/register', '/api/v4', '/webhook', '/api/v4/update', '/api/v4/update/line-items', '/api/v4/line-items', '/api/v4/update/line-items/{line_item_id}', '/api/v2/banktxn/']) {
      expect(doc.paths).toHaveProperty([p]);
    }
    for (const spec of RECORD_FIELDS) expect(doc.components.schemas.Record.properties).toHaveProperty([spec.name]);
    expect(doc.components.schemas.Record.properties).toHaveProperty(['Line_Items']);
  });
});
