// The claim form in steps; docs/product.md "Records" `time` from a date picker, "Validation"
// messages step by step, and what the app already knows filled in.
import {
  CLAIM_STEP_FIELDS,
  claimPayload,
  claimPrefill,
  claimStepErrors,
  claimTimeText,
  claimWizardErrors,
  firstStepWithErrors,
  localDay,
  timeOfDayText,
  type ClaimWizardValues,
} from '../../../src/domain/claims/claimForm';
import { claimMessages as m, validationMessages as v } from '../../../src/domain/messages';
import { inSpanish } from '../../helpers/spanish';

const TODAY = '2026-11-28';
const complete: ClaimWizardValues = {
  type: 'Property Claim',
  date: '2026-11-27',
  timeOfDay: '19:30',
  description: 'A pipe burst',
  property: 'A soaked rug',
  habitable: 'Yes',
  vacated: 'No',
  police: 'No',
  phone: '(608) 555 - 0142',
  address: '1402 Regent St, Unit 3B, Madison, WI 53711',
  payee: 'Maya Thompson',
};

describe('the time of the loss (docs/product.md "Records" time as MM/DD/YYYY)', () => {
  it('sends the day as MM/DD/YYYY, with the time of day when given', () => {
    expect(claimTimeText('2026-11-27')).toBe('11/27/2026');
    expect(claimTimeText('2026-11-27', '')).toBe('11/27/2026');
    expect(claimTimeText('2026-11-27', '19:30')).toBe('11/27/2026 at 7:30 PM');
    expect(claimTimeText('2026-11-27', '00:05')).toBe('11/27/2026 at 12:05 AM');
    expect(claimTimeText('2026-11-27', '12:00')).toBe('11/27/2026 at 12:00 PM');
    expect(claimTimeText('', '19:30')).toBe('');
    expect(claimTimeText('2026-02-30')).toBe('');
  });

  it('shows it in Spanish with the month’s name, with or without the time of day', () => {
    expect(claimTimeText('2026-11-27', '', inSpanish)).toBe('27 nov 2026');
    expect(claimTimeText('2026-11-27', '19:30', inSpanish)).toMatch(/^27 nov 2026, /);
  });

  it('reads a clock time in words', () => {
    expect(timeOfDayText('07:30')).toBe('7:30 AM');
    expect(timeOfDayText('23:59')).toBe('11:59 PM');
    expect(timeOfDayText('later')).toBe('later');
  });

  it('takes the day where the tenant is, not in UTC', () => {
    const lateEvening = new Date(2026, 10, 28, 23, 30);
    expect(localDay(lateEvening)).toBe('2026-11-28');
    expect(localDay(new Date(2026, 0, 1, 0, 1))).toBe('2026-01-01');
  });
});

describe('claimWizardErrors', () => {
  it('passes a complete claim', () => {
    expect(claimWizardErrors(complete, TODAY)).toEqual({});
  });

  it('gives every docs/product.md "Validation" message, the missing day as "A time is required"', () => {
    expect(claimWizardErrors({}, TODAY)).toEqual({
      type: v.claimTypeRequired,
      phone: v.phoneNumberRequired,
      address: v.addressRequired,
      date: v.timeRequired,
      payee: v.payeeRequired,
      description: v.lossDescriptionRequired,
      property: v.propertyDescriptionRequired,
      habitable: v.selectionRequired,
      vacated: v.selectionRequired,
      police: v.selectionRequired,
    });
  });

  it('takes today and earlier days, never a future one or one that does not exist', () => {
    expect(claimWizardErrors({ ...complete, date: TODAY }, TODAY)).toEqual({});
    expect(claimWizardErrors({ ...complete, date: '2025-01-01' }, TODAY)).toEqual({});
    expect(claimWizardErrors({ ...complete, date: '2026-11-29' }, TODAY).date).toBe(m.dateInFuture);
    expect(claimWizardErrors({ ...complete, date: '2026-02-30' }, TODAY).date).toBe(m.dateInvalid);
    expect(claimWizardErrors({ ...complete, timeOfDay: '25:00' }, TODAY).timeOfDay).toBe(
      m.timeOfDayInvalid,
    );
  });

  it('keeps the 255-character limits', () => {
    expect(claimWizardErrors({ ...complete, payee: 'x'.repeat(256) }, TODAY).payee).toBe(
      'Payee must be 255 characters or less',
    );
    expect(claimWizardErrors({ ...complete, phone: 'x'.repeat(256) }, TODAY).phone).toBe(
      v.claimPhoneMax,
    );
  });
});

describe('steps', () => {
  it('asks every field once, in three steps before the review', () => {
    const asked = Object.values(CLAIM_STEP_FIELDS).flat();
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(
      [
        'type',
        'date',
        'timeOfDay',
        'description',
        'property',
        'habitable',
        'vacated',
        'police',
        'additional_details',
        'phone',
        'address',
        'payee',
      ].sort(),
    );
  });

  it("checks one step's fields only", () => {
    expect(claimStepErrors('what', {}, TODAY)).toEqual({
      type: v.claimTypeRequired,
      date: v.timeRequired,
      description: v.lossDescriptionRequired,
    });
    expect(claimStepErrors('damage', {}, TODAY)).toEqual({
      property: v.propertyDescriptionRequired,
      habitable: v.selectionRequired,
      vacated: v.selectionRequired,
      police: v.selectionRequired,
    });
    expect(claimStepErrors('contact', {}, TODAY)).toEqual({
      phone: v.phoneNumberRequired,
      address: v.addressRequired,
      payee: v.payeeRequired,
    });
    expect(claimStepErrors('review', {}, TODAY)).toEqual({});
  });

  it('finds the first step that still needs an answer', () => {
    expect(firstStepWithErrors(complete, TODAY)).toBeNull();
    expect(firstStepWithErrors({ ...complete, police: null }, TODAY)).toBe('damage');
    expect(firstStepWithErrors({ ...complete, payee: ' ' }, TODAY)).toBe('contact');
    expect(firstStepWithErrors({}, TODAY)).toBe('what');
  });
});

describe('what the app already knows', () => {
  it("fills the account's phone, the policy's address and the insured's name", () => {
    expect(
      claimPrefill({
        phone: '6085550142',
        insuredAddress: {
          address: '1402 Regent St',
          unit: '3B',
          city: 'Madison',
          state: 'WI',
          zip: '53711',
        },
        insured: { firstName: 'Maya', lastName: 'Thompson' },
      }),
    ).toEqual({
      phone: '(608) 555 - 0142',
      address: '1402 Regent St, Unit 3B, Madison, WI 53711',
      payee: 'Maya Thompson',
    });
  });

  it('leaves blank what it does not know', () => {
    expect(claimPrefill({ phone: null, insuredAddress: null, insured: null })).toEqual({
      phone: '',
      address: '',
      payee: '',
    });
  });
});

describe('claimPayload (docs/product.md "Records" claim submitted)', () => {
  it('sends the day as time, Yes/No as booleans, trimmed texts, details only when given', () => {
    expect(claimPayload({ ...complete, description: '  A pipe burst ' })).toEqual({
      type: 'Property Claim',
      phone: '(608) 555 - 0142',
      address: '1402 Regent St, Unit 3B, Madison, WI 53711',
      time: '11/27/2026 at 7:30 PM',
      description: 'A pipe burst',
      property: 'A soaked rug',
      payee: 'Maya Thompson',
      habitable: true,
      vacated: false,
      police: false,
    });
    expect(claimPayload({ ...complete, additional_details: ' Report MPD-1 ' })).toMatchObject({
      additional_details: 'Report MPD-1',
    });
  });
});
