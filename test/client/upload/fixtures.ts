import type { TenantFound, TenantRecord } from '../../../src/client/api';
import type { RootState } from '../../../src/client/app/store';
import {
  initialUploadState,
  type UploadState,
} from '../../../src/client/features/upload/uploadSlice';
import type { ApiHandler } from '../render';

export const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];

export const lease = {
  id: 41,
  unit: '2B',
  lease_start: '2026-01-01',
  lease_end: '2026-12-31',
  property: {
    rental_address: '1200 Regent St',
    city: 'Madison',
    state: 'WI',
    zip_code: '53715',
    county: 'Dane',
    property_name: 'Willow North',
    property_manager: {
      management_company: 'Lakeshore Property Group',
      interested_party: 'Lakeshore Property Group LLC',
      interested_party_mailing_address: 'PO Box 620, Middleton, WI 53562',
      interested_party_liability_limit: 100000,
      address: null,
      city: null,
      state: null,
      zip: null,
      owner_email: null,
      logo: null,
      liability_limit: 300000,
      content_amount: null,
    },
  },
};

export const tenant: TenantRecord = {
  id: 9,
  first_name: 'Maya',
  last_name: 'Thompson',
  tenant_email: 'maya@example.com',
  tenant_phone: '6085550134',
  phone: null,
  billing_address: null,
  billing_city: null,
  billing_state: null,
  billing_zip_code: null,
  billing_unit: null,
  user_exists: false,
  leases: [lease],
};

/** What the lookup answers a visitor about a tenant without a login (openapi TenantFound). */
export const tenantFound: TenantFound = {
  user_exists: false,
  first_name: 'Maya',
  tenant_email: 'maya@example.com',
  leases: [
    {
      id: lease.id,
      property: {
        property_manager: {
          management_company: 'Lakeshore Property Group',
          interested_party: 'Lakeshore Property Group LLC',
          interested_party_mailing_address: 'PO Box 620, Middleton, WI 53562',
          liability_limit: 300000,
        },
      },
    },
  ],
};

export const policy = {
  startDate: '2026-06-01',
  endDate: '2027-06-01',
  provider: 'Acme Mutual',
  policyNumber: 'AM-123',
  liabilityCoverage: '300000',
};

export const newTenantAnswers = {
  personal: {
    firstName: 'Nia',
    lastName: 'Reed',
    email: 'nia@example.com',
    phone: '(608) 555 - 0199',
  },
  rental: {
    streetAddress: '5 Oak St',
    city: 'Madison',
    state: 'WI',
    zip: '53703',
    unit: '3',
    propertyManager: 'Lakeshore Property Group',
  },
};

export function uploadAt(step: UploadState['step'], overrides: Partial<UploadState> = {}) {
  return { upload: { ...initialUploadState, step, ...overrides } } as Partial<RootState>;
}

/** A PDF as the tenant picks it. */
export const pdf = () =>
  new File(['%PDF-1.7 test'], 'declarations.pdf', { type: 'application/pdf' });
export const PDF_DATA_URL = `data:application/pdf;base64,${Buffer.from('%PDF-1.7 test').toString('base64')}`;
