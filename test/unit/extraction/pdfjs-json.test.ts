import * as vm from 'node:vm';
import { loadPdfjs } from '../../../src/extraction/pdf/pdfjs-loader';

describe('loading pdfjs', () => {
  it("leaves the process's own JSON.stringify and JSON.parse in place (core-js in the legacy build replaces them)", async () => {
    const json = vm.runInThisContext('JSON') as JSON;
    const before = { stringify: json.stringify, parse: json.parse };
    await loadPdfjs();
    expect(json.stringify).toBe(before.stringify);
    expect(json.parse).toBe(before.parse);
    expect(String(json.stringify)).toMatch(/\[native code\]/);
  });
});
