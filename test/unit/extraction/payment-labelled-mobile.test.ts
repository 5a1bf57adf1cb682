import { extractFields } from '../../../src/extraction/fields';
import { tree } from '../../support/ocr-rows';

const paid = (line: string) => extractFields(tree([[50, 'Καφεκοπτείο Αθηνάς']], [[50, line]], [[50, 'ΣΥΝΟΛΟ 12,40']])).fields.Payment_Type;

describe('a national mobile-payment scheme named as the value of a payment-method label', () => {
  it('is a mobile payment', () => {
    expect(paid('Μέθοδος πληρωμής: IRIS')).toBe('mobile_payment');
    expect(paid('Μεθοδος πληρωμης IRIS')).toBe('mobile_payment');
    expect(paid('Forma de pagamento: PIX')).toBe('mobile_payment');
  });

  it('is an ordinary word or name elsewhere', () => {
    expect(paid('Iris Papadopoulou')).toBeUndefined();
  });
});
