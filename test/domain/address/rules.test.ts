import { addressesDiffer, isServedState } from '../../../src/domain/address/rules';

const entered = {
  streetAddress: '123 Main St',
  unit: '4',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
};

describe('addressesDiffer (docs/product.md "States", "Validation")', () => {
  it('case and whitespace differences are not a difference', () => {
    expect(
      addressesDiffer(entered, {
        streetAddress: '123  MAIN st ',
        unit: '4',
        city: 'madison',
        state: 'wi',
        zip: '53703',
      }),
    ).toBe(false);
  });

  it('null, undefined and empty units are the same', () => {
    expect(addressesDiffer({ ...entered, unit: undefined }, { ...entered, unit: null })).toBe(
      false,
    );
    expect(addressesDiffer({ ...entered, unit: '' }, { ...entered, unit: null })).toBe(false);
  });

  it.each([
    ['streetAddress', '123 Main Street'],
    ['unit', '5'],
    ['city', 'Middleton'],
    ['state', 'IL'],
    ['zip', '53704'],
  ])('a different %s is a difference', (field, value) => {
    expect(addressesDiffer(entered, { ...entered, [field]: value })).toBe(true);
  });
});

describe('isServedState (docs/product.md "Validation")', () => {
  it('compares 2-letter codes in any case', () => {
    expect(isServedState('wi', ['WI', 'IL'])).toBe(true);
    expect(isServedState('HI', ['WI', 'IL'])).toBe(false);
    expect(isServedState('', ['WI'])).toBe(false);
  });
});
