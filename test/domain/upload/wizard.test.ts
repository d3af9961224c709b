import {
  accountUploadPayload,
  asPdfDataUrl,
  thirdPartyUploadPayload,
  validatePayload,
  type UploadSubject,
} from '../../../src/domain/upload/payload';
import { backStep, checksToFix, lookupOutcome } from '../../../src/domain/upload/wizard';

const lease = {
  id: 7,
  unit: '2B',
  property: { rental_address: '1 Main St', city: 'Madison', state: 'WI', zip_code: '53703' },
};
const tenant = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  tenant_email: 'ada@example.com',
  user_exists: false,
  leases: [lease],
};

describe('e-mail lookup outcomes (docs/product.md "States")', () => {
  it('a login without mismatch is log in; a mismatch or a login without tenant is an account issue', () => {
    expect(
      lookupOutcome({ email_user: { user_mismatch: false }, tenant: { user_exists: true } }, false),
    ).toEqual({ kind: 'logIn' });
    expect(lookupOutcome({ tenant: { user_exists: true } }, false)).toEqual({ kind: 'logIn' });
    expect(
      lookupOutcome({ email_user: { user_mismatch: true }, tenant: { user_exists: true } }, false),
    ).toEqual({ kind: 'accountIssue' });
    expect(lookupOutcome({ email_user: { user_mismatch: false } }, false)).toEqual({
      kind: 'accountIssue',
    });
  });

  it('a tenant with leases proceeds; without leases or nothing found, information is collected', () => {
    expect(lookupOutcome({ tenant }, false)).toEqual({ kind: 'leased', tenant });
    const noLease = { ...tenant, leases: [] };
    expect(lookupOutcome({ tenant: noLease }, false)).toEqual({ kind: 'collect', tenant: noLease });
    expect(lookupOutcome({}, false)).toEqual({ kind: 'collect', tenant: null });
  });

  it('a signed-in tenant finding their own full record continues rather than logging in again', () => {
    const own = { ...tenant, user_exists: true };
    expect(lookupOutcome({ email_user: { user_mismatch: false }, tenant: own }, true)).toEqual({
      kind: 'leased',
      tenant: own,
    });
  });
});

describe('back rules (docs/product.md "States")', () => {
  it('3 to 2; 2 to 0 with a lease, else 1; 1 to 0; none from 0 or 100', () => {
    expect(backStep(3, false)).toBe(2);
    expect(backStep(2, true)).toBe(0);
    expect(backStep(2, false)).toBe(1);
    expect(backStep(1, false)).toBe(0);
    expect(backStep(0, false)).toBeNull();
    expect(backStep(100, true)).toBeNull();
  });
});

describe('checks to fix', () => {
  it('lists failing checks first, then cautions; passes and unknowns are left out', () => {
    const checks = [
      { field: 'policyNumber', verdict: 'pass' as const, reason: 'ok' },
      { field: 'liability', verdict: 'caution' as const, reason: 'close' },
      { field: 'interestedParty', verdict: 'fail' as const, reason: 'missing' },
      { field: 'namedInsured', verdict: 'unknown' as const, reason: '?' },
    ];
    expect(checksToFix(checks).map((c) => c.field)).toEqual(['interestedParty', 'liability']);
    expect(checksToFix(undefined)).toEqual([]);
  });
});

describe('payloads (docs/product.md "Records")', () => {
  const policy = {
    startDate: '2026-05-01',
    endDate: '2027-05-01',
    provider: ' Acme Mutual ',
    policyNumber: 'P-1',
    liabilityCoverage: '300,000',
  };
  const file = { name: 'dec.pdf', dataUrl: 'data:application/pdf;base64,AAAA' };
  const newTenant: UploadSubject = {
    email: 'new@example.com',
    firstName: 'Nia',
    lastName: 'New',
    leaseId: null,
    address: { streetAddress: '5 Oak St', unit: '', city: 'Madison', state: 'WI', zip: '53703' },
    propertyManager: 'Acme Property',
  };

  it('a new tenant: identity, rental, company and password; liability as a number', () => {
    expect(thirdPartyUploadPayload(newTenant, policy, file, true, 'secret12')).toEqual({
      tenantEmail: 'new@example.com',
      leaseId: null,
      selectedFile: file.dataUrl,
      selectedFileName: 'dec.pdf',
      override: true,
      startDate: '2026-05-01',
      endDate: '2027-05-01',
      carrierName: 'Acme Mutual',
      policyNumber: 'P-1',
      liabilityCoverage: 300000,
      address: '5 Oak St',
      city: 'Madison',
      state: 'WI',
      zip_code: '53703',
      firstName: 'Nia',
      lastName: 'New',
      propertyManager: 'Acme Property',
      newPassword: 'secret12',
    });
  });

  it('the signed-in upload and the check carry the lease', () => {
    expect(accountUploadPayload(7, policy, file, false)).toEqual({
      leaseId: 7,
      selectedFile: file.dataUrl,
      selectedFileName: 'dec.pdf',
      override: false,
      startDate: '2026-05-01',
      endDate: '2027-05-01',
      carrierName: 'Acme Mutual',
      policyNumber: 'P-1',
      liabilityCoverage: 300000,
    });
    const check = validatePayload({ ...newTenant, leaseId: 7 }, policy, file);
    expect(check).toMatchObject({
      leaseId: 7,
      tenantEmail: 'new@example.com',
      address: '5 Oak St',
    });
    expect(check).not.toHaveProperty('propertyManager');
    expect(validatePayload(newTenant, policy, file)).toMatchObject({
      propertyManager: 'Acme Property',
    });
  });

  it('a data URL of any guessed type becomes a PDF data URL', () => {
    expect(asPdfDataUrl('data:application/octet-stream;base64,QUJD')).toBe(
      'data:application/pdf;base64,QUJD',
    );
  });
});
