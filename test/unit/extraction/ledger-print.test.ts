import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

describe('ERP text prints (dot leaders, key/value lists beside the parties, vendor in the footer)', () => {
  it('does not take a labelled field beside the bill-to heading for the customer', () => {
    const f = extractFields(
      tree(
        [[50, 'Northstar IT Solutions LLP']],
        [[50, 'Unit 1, 5 King\'s Road'], [400, 'Sales Invoice']],
        [[50, 'London EC2A 4NE']],
        [],
        [[50, 'Sold to'], [380, 'Inv. No .......: R2025-258']],
        [[50, 'Sarah Campbell'], [380, 'Dated .........: 22/02/25']],
        [[50, 'Unit 6, 34 Church Lane'], [380, 'Account No. ...: K-48245']],
        [[50, 'Bristol BS1 4DJ']],
        [],
        [[50, 'Amount payable'], [400, '£763.68']],
      ),
    ).fields;
    expect(f).toMatchObject({ Bill_To_Name: 'Sarah Campbell', Bill_To_Address: 'Unit 6, 34 Church Lane, Bristol BS1 4DJ', Invoice_Number: 'R2025-258' });
  });
});
