import { fullerRepeat } from '../../../src/extraction/fields/repeated-address';

describe("a sender line's address and the footer's under the repeated name", () => {
  it("takes the footer's when it adds the country or region under the town", () => {
    expect(fullerRepeat('59, rue de la République, 44000 Nantes', '59, rue de la République, 44000 Nantes, France')).toBe('59, rue de la République, 44000 Nantes, France');
    expect(fullerRepeat('Jl. Jenderal Sudirman No. 186, Bandung 40111', 'Jl. Jenderal Sudirman No. 186, Bandung 40111, Jawa Barat')).toBe('Jl. Jenderal Sudirman No. 186, Bandung 40111, Jawa Barat');
  });

  it("finishes a sender line the print clipped ('· Ma')", () => {
    expect(fullerRepeat('1583 Osmeña Boulevard, Brgy. San Antonio, Ma', '1583 Osmeña Boulevard, Brgy. San Antonio, Makati City 1226, Metro Manila'))
      .toBe('1583 Osmeña Boulevard, Brgy. San Antonio, Makati City 1226, Metro Manila');
  });

  it('keeps the sender line when the footer is another address or says no more', () => {
    expect(fullerRepeat('59, rue de la République, 44000 Nantes', '12, avenue Foch, 75016 Paris, France')).toBeUndefined();
    expect(fullerRepeat('59, rue de la République, 44000 Nantes', '59, rue de la République, 44000 Nantes')).toBeUndefined();
    expect(fullerRepeat('59, rue de la République, 44000 Nantes', '59, rue de la République, 69002 Lyon, France')).toBeUndefined();
    expect(fullerRepeat('59, rue de la République, 44000 Nantes', undefined)).toBeUndefined();
  });
});
