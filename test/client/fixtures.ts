import type { Account, Policy } from '../../src/client/api';
import type { RootState } from '../../src/client/app/store';

export const account: Account = {
  accountId: 1,
  firstName: 'Maya',
  lastName: 'Thompson',
  email: 'maya.thompson@example.com',
  tenant_email: 'maya.thompson@example.com',
  billingAddress: {
    phone: '6085550134',
    address: '1200 Regent St',
    city: 'Madison',
    state: 'WI',
    zip: '53715',
    unit: '4B',
  },
  leases: [
    {
      id: 1,
      unit: '4B',
      lease_start: '2026-06-01',
      lease_end: '2027-05-31',
      property: {
        rental_address: '1200 Regent St',
        city: 'Madison',
        state: 'WI',
        zip_code: '53715',
        county: 'Dane',
        property_name: 'The Willow Apartments',
        property_manager: {
          management_company: 'Lakeshore Property Group',
          interested_party: 'Lakeshore Property Group LLC',
          interested_party_mailing_address: 'PO Box 620\nMiddleton, WI 53562',
          interested_party_liability_limit: 100000,
          address: '10 E Main St',
          city: 'Madison',
          state: 'WI',
          zip: '53703',
          owner_email: 'owner@lakeshore.example.com',
          logo: null,
          liability_limit: 100000,
          content_amount: null,
          buildingName: 'Willow North',
          skipRoommates: false,
        },
      },
    },
  ],
  rentersAssociationMember: false,
  twoFactorEnabled: false,
  twoFactorMethod: null,
  twoFactorDeadline: null,
  twoFactorGracePeriodDays: null,
  stripePaymentDescription: null,
};

export function signedInState(overrides: Partial<Account> = {}): Partial<RootState> {
  return { session: { token: 'test-token', user: { ...account, ...overrides } } };
}

export const ownPolicy: Policy = {
  policyId: 7,
  isActive: true,
  renew: true,
  within90Days: false,
  renewalLocked: false,
  carrierPolicyNumber: 'RP-WI-0001',
  policyStartDate: { date: '2026-06-01', usdate: '06/01/2026' },
  policyRenewalDate: { date: '2027-06-01', usdate: '06/01/2027' },
  policyEndDate: { date: '2027-06-01', usdate: '06/01/2027' },
  tenant: { firstName: 'Maya', lastName: 'Thompson', email: 'maya.thompson@example.com' },
  spouse: null,
  roommates: [],
  insuredAddress: {
    address: '1200 Regent St',
    unit: '4B',
    city: 'Madison',
    state: 'WI',
    zip: '53715',
  },
  coverages: {
    liability: { limit: 100000 },
    medical: { limit: 1000 },
    contents: { limit: 20000, deductible: 250 },
    windHailDeductible: null,
    hurricaneDeductible: null,
  },
  endorsements: [],
  product: { productName: 'Renters Insurance' },
};
