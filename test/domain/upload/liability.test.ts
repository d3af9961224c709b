// A typed liability below the property's minimum is refused at once, naming both amounts.
import fc from 'fast-check';
import { typedLiabilityError } from '../../../src/domain/upload/liability';

describe('typedLiabilityError', () => {
  it('names the minimum and the typed amount', () => {
    expect(typedLiabilityError(100_000, 300_000)).toBe(
      'This property requires at least $300,000 of liability coverage. Your policy shows $100,000.',
    );
  });

  it('accepts the minimum itself and anything above, refuses anything below', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (typed, min) => {
          expect(typedLiabilityError(typed, min) === undefined).toBe(typed >= min);
        },
      ),
    );
  });

  it('says nothing when no amount was typed (the form asks for one)', () => {
    expect(typedLiabilityError(undefined, 100_000)).toBeUndefined();
    expect(typedLiabilityError(null, 100_000)).toBeUndefined();
    expect(typedLiabilityError(Number.NaN, 100_000)).toBeUndefined();
  });
});
