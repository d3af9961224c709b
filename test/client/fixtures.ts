import type { Account } from '../../src/client/api';
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
