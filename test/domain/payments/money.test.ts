import { toCents, toDollars } from '../../../src/domain/payments/money';

describe('money', () => {
  it('converts dollars to whole cents without float error', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.005)).toBe(100);
    expect(toCents(0)).toBe(0);
  });

  it('converts cents back to dollars', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(150)).toBe(1.5);
  });
});
