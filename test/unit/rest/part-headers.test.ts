import { basename, decodeFormDataName, formBoundary, parseContentType, parseDisposition } from '../../../src/rest/multipart/part-headers';

describe('multipart part headers (read as busboy read them)', () => {
  it('reads a disposition: type, quoted and bare values, escapes, the first of a repeated parameter', () => {
    expect(parseDisposition('form-data; name="pdf"; filename="a \\"b\\".pdf"')).toEqual({ type: 'form-data', params: { name: 'pdf', filename: 'a "b".pdf' } });
    expect(parseDisposition('Form-Data;name=url ; NAME=other')).toEqual({ type: 'form-data', params: { name: 'url' } });
    expect(parseDisposition('attachment')).toEqual({ type: 'attachment', params: {} });
  });

  it('decodes an RFC 5987 filename* (utf-8 or latin1) and keeps a plain filename as latin1 text', () => {
    expect(parseDisposition("form-data; name=pdf; filename*=UTF-8''Rechnung%20M%C3%A4rz.pdf")?.params['filename*']).toBe('Rechnung März.pdf');
    expect(parseDisposition("form-data; filename*=iso-8859-1'de'M%E4rz.pdf")?.params['filename*']).toBe('März.pdf');
    const utf8AsLatin1 = Buffer.from('form-data; filename="März.pdf"', 'utf8').toString('latin1');
    expect(parseDisposition(utf8AsLatin1)?.params.filename).toBe('MÃ¤rz.pdf');
  });

  it.each([
    ['a parameter without a value', 'form-data; name='],
    ['a parameter without "="', 'form-data; name'],
    ['an unterminated quote', 'form-data; name="pdf'],
    ['junk between parameters', 'form-data; name="a" junk'],
    ['an unknown charset', "form-data; filename*=x-klingon''a.pdf"],
    ['a bad percent escape', "form-data; filename*=utf-8''a%zz.pdf"],
    ['a quoted extended value', 'form-data; filename*="a.pdf"'],
    ['no type', '; name="a"'],
  ])('calls a disposition with %s malformed (the part is then skipped)', (_, value) => {
    expect(parseDisposition(value)).toBeUndefined();
  });

  it('reads a part content type and the request boundary', () => {
    expect(parseContentType('Application/PDF; charset=x')).toEqual({ type: 'application/pdf', params: { charset: 'x' } });
    expect(parseContentType('pdf')).toBeUndefined();
    expect(formBoundary('multipart/form-data; boundary=----abc')).toEqual({ type: 'multipart/form-data', boundary: '----abc' });
    expect(formBoundary('multipart/form-data; boundary="a b;c"')).toEqual({ type: 'multipart/form-data', boundary: 'a b;c' });
    expect(formBoundary('multipart/form-data')).toEqual({ type: 'multipart/form-data', boundary: undefined });
    expect(formBoundary('multipart/form-data; boundary=""')).toEqual({ type: 'multipart/form-data', boundary: undefined });
    expect(formBoundary('multipart/mixed; boundary=x')).toEqual({ type: 'multipart/mixed', boundary: 'x' });
    expect(formBoundary('not a type')).toEqual({});
  });

  it('cuts a file name to its last path segment; "." and ".." are no name', () => {
    expect(basename('C:\\Users\\me\\a.pdf')).toBe('a.pdf');
    expect(basename('../../etc/passwd')).toBe('passwd');
    expect(basename('dir/')).toBe('');
    expect(basename('..')).toBe('');
    expect(basename('a.pdf')).toBe('a.pdf');
  });

  it('reverses only the WHATWG escapes in names', () => {
    expect(decodeFormDataName('a%22b%0D%0a50%.pdf')).toBe('a"b\r\n50%.pdf');
  });
});
