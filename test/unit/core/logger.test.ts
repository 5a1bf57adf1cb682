import { Writable } from 'node:stream';
import { createLogger, silentLogger } from '../../../src/common/logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { destination, lines, records: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('createLogger (pino)', () => {
  it('writes one JSON line per event with time, level label, message and the meta', () => {
    const out = capture();
    createLogger('info', out).info('job done', { documentId: 'd1', ms: 12 });
    const [rec] = out.records();
    expect(rec).toMatchObject({ level: 'info', message: 'job done', documentId: 'd1', ms: 12 });
    expect(new Date(rec.time as string).toISOString()).toBe(rec.time);
  });

  it('honours the level: debug is dropped at info, everything at silent', () => {
    const info = capture();
    const atInfo = createLogger('info', info);
    atInfo.debug('noise');
    atInfo.error('bad', { error: 'x' });
    expect(info.records().map((r) => r.level)).toEqual(['error']);
    const none = capture();
    const silent = createLogger('silent', none);
    silent.error('bad');
    silent.info('x');
    expect(none.lines).toEqual([]);
  });

  it('redacts credentials, headers and document text at the top level and one level down', () => {
    const out = capture();
    const secrets = ['pw-Secret-1', 'key-0123456789abcdef', 'sk-abcdef', 'tok-123', 'Total 12.50 ACME GmbH', 'Bearer xyz-key'];
    createLogger('debug', out).info('request', {
      password: secrets[0],
      apiKey: secrets[1],
      api_key: secrets[1],
      secretKey: secrets[2],
      secret_key: secrets[2],
      secret: secrets[2],
      token: secrets[3],
      authorization: secrets[5],
      Raw_Text: secrets[4],
      rawText: secrets[4],
      text: secrets[4],
      fields: { Total: secrets[4] },
      headers: { authorization: secrets[5], 'secret-key': secrets[2], password: secrets[0] },
      account: { apiKey: secrets[1], password: secrets[0], 'secret-key': secrets[2] },
      nested: { headers: { 'client-id': 'c1' } },
      documentId: 'doc-1',
    });
    const [line] = out.lines;
    for (const s of secrets) expect(line).not.toContain(s);
    expect(line).not.toContain('c1"');
    const rec = out.records()[0] as Record<string, any>;
    expect(rec.password).toBe('[Redacted]');
    expect(rec.fields).toBe('[Redacted]');
    expect(rec.headers.authorization).toBe('[Redacted]');
    expect(rec.account.apiKey).toBe('[Redacted]');
    expect(rec.account['secret-key']).toBe('[Redacted]');
    expect(rec.documentId).toBe('doc-1');
  });

  it('does not change the caller\'s object while redacting', () => {
    const out = capture();
    const meta = { password: 'p', headers: { authorization: 'a' } };
    createLogger('info', out).error('x', meta);
    expect(meta).toEqual({ password: 'p', headers: { authorization: 'a' } });
  });

  it('silentLogger swallows everything', () => {
    expect(() => {
      silentLogger.error('x', { password: 'p' });
      silentLogger.info('x');
      silentLogger.debug('x');
    }).not.toThrow();
  });
});
