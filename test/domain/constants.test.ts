import * as c from '../../src/domain/constants';

describe('docs/product.md "Limits" constants', () => {
  it('timings', () => {
    expect(c.CLIENT_API_VERSION).toBe(6);
    expect(c.STALE_AFTER_MS).toBe(3_600_000);
    expect(c.PULL_TO_REFRESH_MS).toBe(1000);
    expect(c.TOAST_MS).toBe(1000);
    expect(c.COPY_CONFIRMATION_MS).toBe(2000);
    expect(c.LOADING_TIMEOUT_MS).toBe(30_000);
    expect(c.REQUOTE_DEBOUNCE_MS).toBe(500);
  });

  it('text limits', () => {
    expect(c.MESSAGE_MIN_LENGTH).toBe(30);
    expect(c.STREET_MAX_LENGTH).toBe(40);
    expect(c.ONBOARDING_STREET_MAX_LENGTH).toBe(30);
    expect(c.ADDRESS_FORM_NAME_MAX_LENGTH).toBe(30);
    expect(c.CHECKOUT_NAME_MAX_LENGTH).toBe(14);
    expect(c.INTERESTED_PARTY_NAME_MAX_LENGTH).toBe(29);
    expect(c.COMMUNITY_NAME_MAX_LENGTH).toBe(30);
    expect(c.CLAIM_TEXT_MAX_LENGTH).toBe(255);
    expect(c.CLAIM_PHONE_INPUT_MAX_LENGTH).toBe(20);
    expect(c.CLAIM_ADDRESS_INPUT_MAX_LENGTH).toBe(255);
    expect(c.CLAIM_TIME_INPUT_MAX_LENGTH).toBe(255);
  });

  it('passwords, phone, age, card', () => {
    expect(c.REGISTRATION_PASSWORD_MIN_LENGTH).toBe(6);
    expect(c.ACCOUNT_CREATION_PASSWORD_MIN_LENGTH).toBe(7);
    expect(c.UPLOAD_PASSWORD_MIN_LENGTH).toBe(7);
    expect(c.CHANGE_PASSWORD_MIN_LENGTH).toBe(8);
    expect(c.PHONE_DIGITS).toBe(10);
    expect(c.PHONE_FORMATTED_LENGTH).toBe(16);
    expect(c.MIN_PURCHASE_AGE).toBe(18);
    expect(c.CARD_EXPIRY_MAX_YEARS_AHEAD).toBe(20);
  });

  it('policies and two-factor', () => {
    expect(c.AUTO_RENEW_LOCK_DAYS).toBe(90);
    expect(c.POLICY_START_MIN_DAYS_AHEAD).toBe(1);
    expect(c.POLICY_TERM_YEARS).toBe(1);
    expect(c.LOSS_DATE_MIN_YEAR).toBe(1900);
    expect(c.DUPLICATE_TRANSACTION_PAUSE_HOURS).toBe(24);
    expect(c.TRANSACTION_SUCCEEDED).toBe('SUCCEEDED');
    expect(c.TWO_FACTOR_CODE_LENGTH).toBe(6);
    expect(c.BACKUP_CODE_LENGTH).toBe(8);
    expect(c.TWO_FACTOR_RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(c.TWO_FACTOR_SUCCESS_CLOSE_MS).toBe(1000);
    expect(c.TWO_FACTOR_BANNER_MAX_DAYS).toBe(30);
    expect(c.TWO_FACTOR_WIZARD_STEPS).toBe(3);
    expect(c.TWO_FACTOR_WIZARD_STEPS_REQUIRED).toBe(4);
    expect(c.BACKUP_CODES_FILE_TYPE).toBe('text/plain');
    expect(c.TWO_FACTOR_METHODS).toEqual(['totp', 'email']);
    expect(c.DEFAULT_TWO_FACTOR_METHOD).toBe('totp');
  });

  it('coverage', () => {
    expect(c.DEFAULT_MIN_LIABILITY).toBe(100000);
    expect(c.UPLOAD_LIABILITY_MIN).toBe(100000);
    expect(c.UPLOAD_LIABILITY_MAX).toBe(10000000);
    expect(c.UPLOAD_REVIEW_LIABILITY_MIN).toBe(0);
    expect(c.LIABILITY_REQUIRING_QUESTIONNAIRE).toBe(300000);
    expect(c.MOST_POPULAR_LIABILITY).toBe(100000);
    expect(c.FALLBACK_LIABILITY).toBe(100000);
    expect(c.MOST_POPULAR_DEDUCTIBLE).toBe(250);
    expect(c.ENDORSEMENT_CODES).toEqual({
      waterBackup: 'SEWER_Sump',
      petDamage: 'QBE_PetDam',
      bedBug: 'BEDBUG',
      equipment: 'EQUIP',
      earthquake: 'EARTHQUAKE',
      identityFraud: 'ID_FRAUD',
      waterDamageLiability: 'WATER_LIAB',
      flood: 'FLOOD',
    });
    expect(c.PET_HEALTH_DISCOUNT_PERCENT).toBe(10);
    expect(c.COVERAGE_COPY.waterBackupDefaultLimit).toBe(5000);
    expect(c.COVERAGE_COPY.earthquakeLimit).toBe(25000);
    expect(c.COVERAGE_COPY.identityFraudLimit).toBe(15000);
    expect(c.COVERAGE_COPY.petDamageHiddenStates).toEqual(['NC', 'CT']);
    expect(c.COVERAGE_COPY.petDamageLimit).toBe(1000);
    expect(c.COVERAGE_COPY.waterBackupDeductible).toBe(250);
    expect(c.COVERAGE_COPY.waterBackupDisclosureState).toBe('IL');
  });

  it('payment plans and fees', () => {
    expect(c.PAYMENT_PLAN_INDEX).toEqual({ annual: 0, fourPay: 1, monthly: 2 });
    expect(c.PAYMENT_PLAN_NAMES).toEqual(['Annual', '4-Pay', 'Monthly']);
    expect(c.PAYMENT_PLANS.map((p) => [p.index, p.name, p.numberOfPayments])).toEqual([
      [0, 'Annual', 1],
      [1, '4-Pay', 4],
      [2, 'Monthly', 11],
    ]);
    expect(c.PAYMENT_PLANS.map((p) => p.installmentIntervalDays)).toEqual([null, 60, 30]);
    expect(c.PAYMENT_PLANS.map((p) => p.nextPaymentMonths)).toEqual([1, 3, 1]);
    expect(c.BEST_VALUE_PLAN_INDEX).toBe(0);
    expect(c.BILLING_FEE_MIN_CENTS).toBe(100);
    expect(c.BILLING_FEE_MAX_CENTS).toBe(500);
    expect(c.CARD_FEE_RATE).toBe(0.05);
    expect(c.BANK_SETUP_FEE_CENTS).toBe(150);
  });

  it('answer options', () => {
    expect(c.DWELLING_TYPES).toEqual([
      { code: 'A', label: 'Apartment/Condo' },
      { code: 'D', label: 'Student Housing' },
      { code: 'S', label: 'Single Family Home' },
      { code: 'T', label: 'Townhouse/Duplex' },
    ]);
    expect(c.NUMBER_OF_LOSSES_OPTIONS.map((o) => o.label)).toEqual(['1', '2 or more']);
    expect(c.COVERAGE_MASONRY_OPTIONS).toEqual([
      { value: 'Y', label: 'Brick/Stone' },
      { value: 'N', label: 'Wood' },
    ]);
  });

  it('map defaults', () => {
    expect(c.MAP_DEFAULT_CENTER).toEqual({ lat: 43.07, lng: -89.4 });
    expect(c.MAP_DEFAULT_ZOOM).toBe(3);
    expect(c.MAP_LOCATED_ZOOM).toBe(12);
  });

  it('US states: 50 states plus DC, unique, sorted by name', () => {
    expect(c.US_STATES).toHaveLength(51);
    const codes = c.US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(51);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(c.US_STATES.find((s) => s.code === 'DC')?.name).toBe('District of Columbia');
    expect(c.US_STATES.find((s) => s.code === 'WI')?.name).toBe('Wisconsin');
    const names = c.US_STATES.map((s) => s.name);
    expect([...names].sort()).toEqual(names);
    expect(c.ACCOUNT_FORM_EXCLUDED_STATES).toEqual(['AK', 'HI', 'MA', 'DC']);
    for (const code of c.ACCOUNT_FORM_EXCLUDED_STATES) expect(codes).toContain(code);
  });

  it('pickers', () => {
    expect(c.MESSAGE_REASONS).toEqual([
      'Billing/Charges',
      'Add Someone To My Policy',
      'Address Change/Update',
      'Update My Policy Coverages',
      'Other',
    ]);
    expect(c.SECOND_POLICY_REASONS).toEqual([
      'Address Change/Update',
      'Update policy coverages',
      "I don't have an active policy",
      'Other',
    ]);
    expect(c.CLAIM_TYPES).toEqual(['Liability Claim', 'Property Claim']);
    expect(c.DISCLOSURE_TYPES).toEqual([
      'sms',
      'ebc',
      'fraud',
      'cancelationnotice',
      'payauthorization',
      'legal',
      'interestedparty',
    ]);
    expect(c.STREET_FORBIDDEN_CHARACTERS.join('')).toBe('_*@#$%&()<>?/\\{}[]|;:+`~,^');
    expect(c.STREET_FORBIDDEN_CHARACTERS_STRICT).toContain('"');
    expect(c.STREET_FORBIDDEN_CHARACTERS).not.toContain('"');
  });

  it('flows', () => {
    expect(c.ONBOARDING_STEPS).toHaveLength(13);
    expect(c.ONBOARDING_STEPS[0]).toBe('userInfo');
    expect(c.ONBOARDING_STEPS[12]).toBe('activePolicyError');
    expect(c.UPLOAD_STEPS).toEqual([0, 1, 2, 3, 100]);
    expect(c.UPLOAD_PROGRESS_STEPS).toBe(3);
    expect(c.UPLOAD_SUCCESS_STEP).toBe(100);
    expect(c.MAX_ROOMMATES).toBe(1);
  });
});
