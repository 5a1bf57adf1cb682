import { parseCredentials } from '../../../src/common/credentials';

const full = { 'client-id': 'cl_1', authorization: 'apikey a@b.co:KEY', password: 'pw', 'secret-key': 'sec' };

describe('parseCredentials', () => {
  it('reads the four-header set', () => {
    expect(parseCredentials(full)).toEqual({ kind: 'full', clientId: 'cl_1', username: 'a@b.co', apiKey: 'KEY', password: 'pw', secretKey: 'sec' });
  });

  it('accepts the scheme in any case', () => {
    expect(parseCredentials({ ...full, authorization: 'ApiKey a@b.co:KEY' }).kind).toBe('full');
  });

  it('names every missing header of a partial set', () => {
    const c = parseCredentials({ 'client-id': 'cl_1', authorization: 'apikey a@b.co:KEY' });
    expect(c).toEqual({ kind: 'malformed', reason: expect.stringContaining('PASSWORD, SECRET-KEY') });
  });

  it('refuses an apikey value without a username', () => {
    expect(parseCredentials({ ...full, authorization: 'apikey KEY' }).kind).toBe('malformed');
  });

  it('reads Bearer and the api_key query', () => {
    expect(parseCredentials({ authorization: 'Bearer abc' })).toEqual({ kind: 'apiKey', apiKey: 'abc' });
    expect(parseCredentials({}, 'xyz')).toEqual({ kind: 'apiKey', apiKey: 'xyz' });
  });

  it('reports no credentials and an unknown scheme', () => {
    expect(parseCredentials({})).toEqual({ kind: 'none' });
    expect(parseCredentials({ authorization: 'Basic Zm9v' }).kind).toBe('malformed');
  });
});
