import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lineCells } from '../../../src/extraction/raw-text';
import { loadCorrections, treeFromRawText } from '../../../src/training/corrections';

describe('corrections as training data', () => {
  it('rebuilds a page from Raw_Text with its columns as separate cells', () => {
    const tree = treeFromRawText('ACME GmbH\nRechnung\t4711\nSum to remit\t1.234,56 €');
    expect(tree.pages[0].lines).toHaveLength(3);
    expect(lineCells(tree.pages[0].lines[2]).map((c) => c.text)).toEqual(['Sum to remit', '1.234,56 €']);
  });

  it('labels the cell that prints each corrected value with the field\'s role', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'corrections-'));
    const file = path.join(dir, 'c.jsonl');
    const raw = 'ACME GmbH\nGoods total\t1.000,00\nSum to remit\t1.234,56';
    const lines = [
      { document_id: 'd1', field: 'Total', corrected_value: 1234.56, raw_text: raw },
      { document_id: 'd1', field: 'Vendor_Name', corrected_value: 'ACME GmbH', raw_text: raw },
      { document_id: 'd1', field: 'Category', corrected_value: 'Office Supplies', raw_text: raw },
    ];
    writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n'));
    const [doc] = loadCorrections(file);
    expect(doc.cells.map((c, i) => [c.text, doc.roles[i]])).toEqual([
      ['ACME GmbH', 'VENDOR_NAME'],
      ['Goods total', 'O'],
      ['1.000,00', 'O'],
      ['Sum to remit', 'O'],
      ['1.234,56', 'TOTAL'],
    ]);
  });

  it('says how to make the file when it is missing', () => {
    expect(() => loadCorrections('/nonexistent/c.jsonl')).toThrow(/corrections:export/);
  });
});
