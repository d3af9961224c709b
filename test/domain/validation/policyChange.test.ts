import { policyChangeMessages } from '../../../src/domain/messages';
import { changeDateError, moveAddressErrors } from '../../../src/domain/validation/policyChange';

const today = '2026-11-25';
const term = { start: '2026-06-01', end: '2027-06-01' };

describe('change dates (the forms use the rules the server decides by)', () => {
  it('takes today up to the end of the term (a move before its last day)', () => {
    expect(changeDateError('cancel', '2026-11-25', today, term)).toBeUndefined();
    expect(changeDateError('cancel', '2027-06-01', today, term)).toBeUndefined();
    expect(changeDateError('move', '2027-05-31', today, term)).toBeUndefined();
  });

  it('refuses a missing, past, early or late date', () => {
    expect(changeDateError('cancel', '', today, term)).toBe(policyChangeMessages.dateRequired);
    expect(changeDateError('move', '11/30/2026', today, term)).toBe(
      policyChangeMessages.dateRequired,
    );
    expect(changeDateError('cancel', '2026-11-24', today, term)).toBe(
      policyChangeMessages.cancellationBeforeToday,
    );
    expect(changeDateError('cancel', '2027-06-02', today, term)).toBe(
      policyChangeMessages.cancellationAfterEnd,
    );
    expect(changeDateError('move', '2027-06-01', today, term)).toBe(
      policyChangeMessages.moveOutsideTerm,
    );
    expect(changeDateError('cancel', '2026-11-30', today, { ...term, start: '2026-12-01' })).toBe(
      policyChangeMessages.cancellationBeforeStart,
    );
  });
});

describe('move address (docs/product.md "Validation" account form rules)', () => {
  const valid = { streetAddress: '22 N Pinckney St', city: 'Madison', state: 'WI', zip: '53703' };

  it('accepts a full address, ZIP+4 too', () => {
    expect(moveAddressErrors(valid)).toEqual({});
    expect(moveAddressErrors({ ...valid, zip: '53703-1234' })).toEqual({});
  });

  it('gives the documented messages', () => {
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
