import {
  changeDateError,
  moveAddressErrors,
  policyChangeMessages,
} from '../../../src/domain/validation/policyChange';

const term = { today: '2026-11-25', start: '2026-06-01', end: '2027-06-01' };

describe('change dates (cancel, move)', () => {
  it('takes today up to the end of the term', () => {
    expect(changeDateError('2026-11-25', term)).toBeUndefined();
    expect(changeDateError('2027-06-01', term)).toBeUndefined();
  });

  it('refuses a missing, past, early or late date', () => {
    expect(changeDateError('', term)).toBe(policyChangeMessages.dateRequired);
    expect(changeDateError('11/30/2026', term)).toBe(policyChangeMessages.dateRequired);
    expect(changeDateError('2026-11-24', term)).toBe(policyChangeMessages.dateInPast);
    expect(changeDateError('2027-06-02', term, (d) => `[${d}]`)).toBe(
      policyChangeMessages.dateAfterEnd('[2027-06-01]'),
    );
    // A policy that starts later: not before its start.
    expect(changeDateError('2026-11-30', { ...term, start: '2026-12-01' })).toBe(
      policyChangeMessages.dateBeforeStart('2026-12-01'),
    );
  });
});

describe('move address (§5 account form rules)', () => {
  const valid = { streetAddress: '22 N Pinckney St', city: 'Madison', state: 'WI', zip: '53703' };

  it('accepts a full address, ZIP+4 too', () => {
    expect(moveAddressErrors(valid)).toEqual({});
    expect(moveAddressErrors({ ...valid, zip: '53703-1234' })).toEqual({});
  });

  it("gives the spec's messages", () => {
    expect(moveAddressErrors({})).toEqual({
      streetAddress: 'Street Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip is required',
    });
    expect(moveAddressErrors({ ...valid, streetAddress: 'x'.repeat(41) }).streetAddress).toBe(
      'Street Address cannot be longer than 40 characters',
    );
    expect(moveAddressErrors({ ...valid, streetAddress: '22 Main St #4' }).streetAddress).toMatch(
      /special characters/i,
    );
    expect(moveAddressErrors({ ...valid, zip: '5370' }).zip).toBe(policyChangeMessages.zipInvalid);
  });
});
