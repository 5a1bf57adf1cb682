import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('the small sender line above the envelope window', () => {
  it.each(['·', '•', '●', '|', '-'])('reads name and address separated by %s', (sep) => {
    const r = extractFields(
      tree(
        [[50, `Bei Spiel GmbH ${sep} Ecke 12 ${sep} 12345 Stadthausen`]],
        [[50, 'Max Mustermann']],
        [[50, 'Bahnstr. 42']],
        [[50, '88802 Spielkreis']],
        [[50, 'Rechnung # RE-20151008/504 von 08.10.2015']],
        [[50, 'Gesamtbetrag:'], [400, '571,04 €']],
      ),
    );
    expect(r.fields.Vendor_Name).toBe('Bei Spiel GmbH');
  });
});
