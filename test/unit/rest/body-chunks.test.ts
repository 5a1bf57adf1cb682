import { PassThrough } from 'node:stream';
import { bodyChunks } from '../../../src/rest/multipart/body-chunks';

describe('bodyChunks', () => {
  it('hands over every chunk as it was written (no joining), pausing the stream while one waits', async () => {
    const s = new PassThrough();
    const it = bodyChunks(s);
    s.write(Buffer.from('ab'));
    s.write(Buffer.from('cd'));
    s.end(Buffer.from('e'));
    const got: string[] = [];
    for (let r = await it.next(); !r.done; r = await it.next()) {
      got.push(r.value.toString());
      expect(s.isPaused()).toBe(true);
    }
    expect(got).toEqual(['ab', 'cd', 'e']);
  });

  it('fails with the stream error, and a stream closed before its end as a broken-off request', async () => {
    const s = new PassThrough();
    const it = bodyChunks(s);
    s.write(Buffer.from('x'));
    expect((await it.next()).value.toString()).toBe('x');
    s.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(it.next()).rejects.toMatchObject({ code: 'ECONNRESET' });

    const closed = new PassThrough();
    const it2 = bodyChunks(closed);
    closed.destroy();
    await expect(it2.next()).rejects.toMatchObject({ message: 'Request closed', code: 'ECONNRESET' });
  });
});
