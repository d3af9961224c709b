// A move to the address the policy already insures changes nothing.
import { sameInsuredAddress } from '../../../src/domain/policies/moves';

const REGENT = {
  insuredAddress: '1402 Regent St',
  insuredUnit: '3B',
  insuredCity: 'Madison',
  insuredState: 'WI',
  insuredZip: '53711',
};

describe('the same insured address', () => {
  it('ignores case, spacing and a zip+4', () => {
    expect(
      sameInsuredAddress(REGENT, {
        insuredAddress: ' 1402  REGENT st ',
        insuredUnit: '3b',
        insuredCity: 'madison',
        insuredState: 'wi',
        insuredZip: '53711-2201',
      }),
    ).toBe(true);
  });

  it('a missing unit equals an empty one, not another unit', () => {
    const noUnit = { ...REGENT, insuredUnit: null };
    expect(sameInsuredAddress(noUnit, { ...REGENT, insuredUnit: '' })).toBe(true);
    expect(sameInsuredAddress(noUnit, REGENT)).toBe(false);
    expect(sameInsuredAddress(REGENT, { ...REGENT, insuredUnit: '4B' })).toBe(false);
  });

  it('any other street, city, state or zip is a move', () => {
    expect(sameInsuredAddress(REGENT, { ...REGENT, insuredAddress: '1404 Regent St' })).toBe(false);
    expect(sameInsuredAddress(REGENT, { ...REGENT, insuredCity: 'Middleton' })).toBe(false);
    expect(sameInsuredAddress(REGENT, { ...REGENT, insuredState: 'IL' })).toBe(false);
    expect(sameInsuredAddress(REGENT, { ...REGENT, insuredZip: '53703' })).toBe(false);
  });
});
