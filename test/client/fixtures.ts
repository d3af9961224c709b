import type { Account, PartnerPolicy, Policy, ThirdPartyPolicy } from '../../src/client/api';
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
  // An account the app has told its language (i18n/AccountLanguage.tsx): nothing to send.
  language: 'en',
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

export const partnerPolicy: PartnerPolicy = {
  id: 31,
  carrier_policy_number: 'NRP-IL-5520981',
  current_term_start_date: '2026-09-25',
  current_term_end_date: '2027-09-25',
  personal_property_amount: 25000,
  liability_amount: 300000,
  medical_payments: 1000,
  deductible: 500,
  coverages: [
    { name: 'Loss of Use', amount: 7500, value: null },
    { name: 'Replacement Cost', amount: null, value: 'Included' },
  ],
  enabled: true,
  pendingChangeEffectiveDate: null,
  insured_address: {
    address: '2350 N Clark St',
    unit: '5C',
    city: 'Chicago',
    state: 'IL',
    zip_code: '60614',
  },
  policyholder_details: null,
  spouse: { name: 'Grace Okafor', email: 'grace.okafor@example.com' },
  roommate: null,
  manage_url: 'https://www.partner.example.com/manage',
};

export const thirdPartyPolicy: ThirdPartyPolicy = {
  id: 41,
  provider: 'Lemonade',
  carrier_policy_number: 'LP-TX-4471902',
  start_date: '2026-06-25',
  end_date: '2099-06-25',
  is_complete: true,
  liability_coverage: 300000,
  proof_of_insurance: 'lemonade-declarations.pdf',
  is_expiring_soon: false,
  enabled: true,
  additional_interest: 'Prairie & Pine Residential',
  upcoming_policies: [],
  transaction_details: null,
};
