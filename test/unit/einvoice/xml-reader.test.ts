import { AppError } from '../../../src/common/app-error';
import { readXml } from '../../../src/extraction/einvoice/xml-reader';

const read = (xml: string, limits = {}) => readXml(Buffer.from(xml, 'utf8'), limits);

function refusal(xml: string, limits = {}): AppError {
  try {
    read(xml, limits);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected a refusal');
}

describe('safe XML reader', () => {
  it('reads namespaces, attributes, entities, character references and CDATA', () => {
    const root = read(
      `\uFEFF<?xml version="1.0"?><!-- c --><a:r xmlns:a="urn:a" xmlns="urn:d"><b x='1' a:y="&lt;&amp;&quot;">T&#252;&#xFC;r &gt; <![CDATA[<raw & >]]></b><c/></a:r>`,
    );
    expect(root).toMatchObject({ name: 'r', ns: 'urn:a' });
    const [b, c] = root.children;
    expect(b).toMatchObject({ name: 'b', ns: 'urn:d', attrs: { x: '1', y: '<&"' }, text: 'Tüür > <raw & >' });
    expect(c).toMatchObject({ name: 'c', ns: 'urn:d', children: [] });
  });

  it('reads Latin-1 when the declaration says so', () => {
    const bytes = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><r>'), Buffer.from([0xfc]), Buffer.from('</r>')]);
    expect(readXml(bytes).text).toBe('ü');
  });

  it('refuses a DOCTYPE (external entity, XXE) with 422', () => {
    const e = refusal('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>');
    expect(e.code).toBe('UNPROCESSABLE');
    expect(e.message).toMatch(/DOCTYPE or ENTITY declaration/);
  });

  it('refuses the billion-laughs entity expansion', () => {
    const lol = '<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><lolz>&lol2;</lolz>';
    expect(refusal(lol).code).toBe('UNPROCESSABLE');
  });

  it('refuses an undefined entity reference, including names of Object.prototype members', () => {
    expect(refusal('<r>&nbsp;</r>').message).toMatch(/undefined entity "&nbsp;"/);
    expect(refusal('<r>&constructor;</r>').message).toMatch(/undefined entity "&constructor;"/);
  });

  it('keeps attributes named like Object.prototype members as plain data', () => {
    const root = read('<r __proto__="x" constructor="y"/>');
    expect(root.attrs.__proto__).toBe('x');
    expect(root.attrs.constructor).toBe('y');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    ['<r><a></b></r>', /line 1, column 7: <\/b> closes <a>/],
    ['<r>\n  <a>\n</r>', /line 3, column 1: <\/r> closes <a>/],
    ['<r><a>', /<a> is never closed/],
    ['<r a=1/>', /must be quoted/],
    ['<r a="1" a="2"/>', /duplicate attribute/],
    ['<r/><s/>', /a second root element/],
    ['<r/>junk', /text outside the root element/],
    ['<x:r/>', /undeclared namespace prefix "x"/],
    ['<r>a & b</r>', /"&" must start an entity reference/],
    ['', /no root element/],
  ])('refuses malformed XML %j, saying where', (xml, message) => {
    const e = refusal(xml);
    expect(e.code).toBe('UNPROCESSABLE');
    expect(e.message).toMatch(/^The XML is malformed/);
    expect(e.message).toMatch(message);
  });

  it('refuses nesting deeper than the limit', () => {
    const deep = '<a>'.repeat(70) + '</a>'.repeat(70);
    expect(refusal(deep).message).toMatch(/nested deeper than 64 levels/);
    expect(() => read('<a>'.repeat(10) + '</a>'.repeat(10), { maxDepth: 10 })).not.toThrow();
  });

  it('refuses a document over the size and element limits', () => {
    expect(refusal('<r>' + 'x'.repeat(2000) + '</r>', { maxBytes: 1024 }).message).toMatch(/larger than/);
    expect(refusal('<r>' + '<i/>'.repeat(20) + '</r>', { maxElements: 10 }).message).toMatch(/more than 10 elements/);
  });

  it('refuses an unsupported encoding', () => {
    expect(refusal('<?xml version="1.0" encoding="UTF-16"?><r/>').message).toMatch(/encoding "utf-16" is not supported/);
  });
});
