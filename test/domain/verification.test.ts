import {
  verificationEndsOn,
  verificationStatus,
  type VerifiedPolicyTerms,
} from '../../src/domain/policies/verification';

const terms = (over: Partial<VerifiedPolicyTerms> = {}): VerifiedPolicyTerms => ({
  cancelled: false,
  periodStart: '2026-01-01',
  periodEnd: '2027-01-01',
  cancellationDate: null,
  renews: true,
  ...over,
});

describe('verificationStatus', () => {
  it('is active within the term, upcoming before it, lapsed after it', () => {
    expect(verificationStatus(terms(), '2026-06-01')).toBe('active');
    expect(verificationStatus(terms(), '2026-01-01')).toBe('active');
    expect(verificationStatus(terms(), '2027-01-01')).toBe('active');
    expect(verificationStatus(terms(), '2025-12-31')).toBe('upcoming');
    expect(verificationStatus(terms(), '2027-01-02')).toBe('lapsed');
    expect(verificationStatus(terms({ expired: true }), '2026-06-01')).toBe('lapsed');
  });

  it('is cancelled when cancelled, or from the cancellation date on (it takes effect that day)', () => {
    expect(verificationStatus(terms({ cancelled: true }), '2026-06-01')).toBe('cancelled');
    expect(verificationStatus(terms({ cancelled: true }), '2025-06-01')).toBe('cancelled');
    const dated = terms({ cancellationDate: '2026-07-01' });
    // In force until then, and known to end ('Ends on 07/01/2026').
    expect(verificationStatus(dated, '2026-06-01')).toBe('ending');
    expect(verificationStatus(dated, '2026-06-30')).toBe('ending');
    expect(verificationStatus(dated, '2026-07-01')).toBe('cancelled');
    // Cancelled by the tenant for a later day: in force until then.
    expect(verificationStatus({ ...dated, cancelled: true }, '2026-06-30')).toBe('ending');
    expect(verificationStatus({ ...dated, cancelled: true }, '2026-07-01')).toBe('cancelled');
  });
});

describe('verificationStatus of a term that will not renew', () => {
  it('is ending within 30 days of its end, active before', () => {
    const last = terms({ renews: false });
    expect(verificationStatus(last, '2026-06-01')).toBe('active');
    expect(verificationStatus(last, '2026-12-02')).toBe('ending');
    expect(verificationStatus(last, '2027-01-01')).toBe('ending');
    expect(verificationStatus(last, '2027-01-02')).toBe('lapsed');
  });
});

describe('verificationEndsOn', () => {
  it('is the cancellation date, else the end of a term that will not renew', () => {
    expect(verificationEndsOn(terms())).toBeNull();
    expect(verificationEndsOn(terms({ renews: null }))).toBeNull();
    expect(verificationEndsOn(terms({ renews: false }))).toBe('2027-01-01');
    expect(verificationEndsOn(terms({ cancellationDate: '2026-07-01', renews: false }))).toBe(
      '2026-07-01',
    );
  });
});
