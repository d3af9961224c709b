import {
  buildIssuePolicyRequest,
  communityName,
  hasStateDisclosure,
  issuedPolicy,
  type IssueInput,
} from '../../../src/domain/checkout/issuePayload';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { loadContract } from '../../helpers/contract';

const schedules: PaymentSchedule[] = [
  {
    downPaymentAmount: 120,
    installmentAmount: 0,
    serviceFee: 0,
    numberOfPayments: 1,
    installments: [],
  },
  {
    downPaymentAmount: 30,
    installmentAmount: 30,
    serviceFee: 2,
    numberOfPayments: 4,
    installments: [],
  },
  {
    downPaymentAmount: 20,
    installmentAmount: 10,
    serviceFee: 1,
    numberOfPayments: 11,
    installments: [],
  },
];

const address = {
  firstName: 'Maya',
  lastName: 'Thompson',
  streetAddress: '1200 Regent St',
  unit: '',
  city: 'Madison',
  state: 'WI',
  zip: '53715',
};

function input(overrides: Partial<IssueInput> = {}): IssueInput {
  return {
    quote: { workItemId: 'work-1', clientId: 'client-1', productId: 'renters', schedules },
    paymentPlan: 2,
    property: {
      streetAddress: '1200 Regent St',
      unit: null,
      city: 'Madison',
      state: 'WI',
      zip: '53715',
    },
    propertyManager: { management_company: 'Lakeshore Property Group' },
    buildingName: 'Willow North',
    checkout: {
      person: {
        firstName: 'Maya',
        lastName: 'Thompson',
        email: 'maya@example.com',
        phone: '(608) 555 - 0134',
        dateOfBirth: '1990-04-02',
      },
      mailingAddress: address,
      billingAddress: { ...address, firstName: 'Sam', lastName: 'Payer', unit: '4B' },
      textAlertsConsent: false,
      ebcConsent: true,
    },
    payment: { method: 'cc', token: 'tok_123' },
    roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
    spouse: null,
    authorizedUser: { firstName: 'Bo', lastName: 'Ray' },
    interestedParty: null,
    questions: [
      { questionName: 'dwellingType', question: 'Type?', allowedResponses: ['A', 'D', 'S', 'T'] },
      { questionName: 'arson', question: 'Arson?', allowedResponses: ['Y', 'N'] },
      { questionName: 'policyEffectiveDate', question: 'Start?', allowedResponses: null },
    ],
    underwritingAnswers: { dwellingType: 'A', arson: 'N', policyEffectiveDate: '2030-01-02' },
    today: '2029-12-20',
    ...overrides,
  };
}

describe('buildIssuePolicyRequest (docs/product.md "Calls" issuePolicy)', () => {
  it('builds the whole request from the saved onboarding state', () => {
    expect(buildIssuePolicyRequest(input())).toEqual({
      product: {
        roommate: { firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' },
        spouse: null,
      },
      assurant: {
        transaction: {
          tokenizePayment: 'tok_123',
          clientId: 'client-1',
          workItemId: 'work-1',
          productType: 'renters',
        },
        renters: { hasInterestedParty: 'N', hasStateDisclosure: 'N', interestedParty: null },
        policyHolder: {
          payeeInfo: { firstName: 'Sam', lastName: 'Payer' },
          insured: {
            firstName: 'Maya',
            lastName: 'Thompson',
            phoneNumber: '6085550134',
            emailAddress: 'maya@example.com',
            isPaperless: true,
            agreedToEBC: true,
            communityName: 'Lakeshore Property Group',
            canText: false,
            ssn: null,
            insuredDateOfBirth: '1990-04-02',
            address: {
              streetAddress: '1200 Regent St',
              city: 'Madison',
              state: 'WI',
              zip: '53715',
            },
            additionalInsured: [{ firstName: 'Ana', lastName: 'Lee', email: 'ana@example.com' }],
          },
          authorizedUser: { firstName: 'Bo', lastName: 'Ray' },
          mailingAddress: {
            firstName: 'Maya',
            lastName: 'Thompson',
            streetAddress: '1200 Regent St',
            city: 'Madison',
            state: 'WI',
            zip: '53715',
          },
          billingAddress: {
            firstName: 'Sam',
            lastName: 'Payer',
            streetAddress: '1200 Regent St',
            unit: '4B',
            city: 'Madison',
            state: 'WI',
            zip: '53715',
          },
        },
        billing: {
          paymentType: 'cc',
          numberOfPayments: 11,
          paymentAmount: 20,
          billDate: '2029-12-20',
        },
        includeAppFile: 'Y',
        uwAnswers: [
          { questionName: 'dwellingType', answer: 'A' },
          { questionName: 'arson', answer: 'N' },
        ],
      },
    });
  });

  it('uses the chosen schedule, the interested party and the property unit', () => {
    const party = {
      name: 'Lakeshore LLC',
      streetAddress: 'PO Box 620',
      city: 'Middleton',
      state: 'WI',
      zip: '53562',
    };
    const body = buildIssuePolicyRequest(
      input({
        paymentPlan: 0,
        interestedParty: party,
        roommate: null,
        payment: { method: 'bank', token: 'tok_bank' },
        property: {
          streetAddress: '1200 Regent St',
          unit: '4B',
          city: 'Madison',
          state: 'WI',
          zip: '53715',
        },
      }),
    );
    expect(body.assurant.billing).toEqual({
      paymentType: 'bank',
      numberOfPayments: 1,
      paymentAmount: 120,
      billDate: '2029-12-20',
    });
    expect(body.assurant.renters).toEqual({
      hasInterestedParty: 'Y',
      hasStateDisclosure: 'N',
      interestedParty: party,
    });
    expect(body.assurant.policyHolder.insured.address.unit).toBe('4B');
    expect(body.assurant.policyHolder.insured.additionalInsured).toEqual([]);
    expect(body.product.roommate).toBeNull();
  });

  it('asks for paper documents unless the buyer agreed to do business electronically', () => {
    const base = input();
    const paper = buildIssuePolicyRequest({
      ...base,
      checkout: { ...base.checkout, ebcConsent: false, textAlertsConsent: false },
    });
    expect(paper.assurant.policyHolder.insured).toMatchObject({
      isPaperless: false,
      agreedToEBC: false,
      canText: false,
    });
  });

  it('never carries card or bank data, only the token', () => {
    const text = JSON.stringify(buildIssuePolicyRequest(input()));
    expect(text).not.toMatch(/cardNumber|cardCvc|routingNumber|accountNumber/);
    expect(text).toContain('tok_123');
  });

  it("matches openapi.yaml's IssuePolicyRequest (the server's request validation)", () => {
    const schema = (loadContract().components?.schemas ?? {}).IssuePolicyRequest as object;
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const party = {
      name: 'Lakeshore LLC',
      streetAddress: 'PO Box 620',
      city: 'Middleton',
      state: 'WI',
      zip: '53562',
    };
    for (const body of [
      buildIssuePolicyRequest(input()),
      buildIssuePolicyRequest(
        input({ interestedParty: party, authorizedUser: null, propertyManager: null }),
      ),
    ]) {
      expect(validate(body) ? [] : validate.errors).toEqual([]);
    }
  });

  it('refuses a plan the quote has no schedule for', () => {
    expect(() =>
      buildIssuePolicyRequest(input({ quote: { ...input().quote, schedules: [] } })),
    ).toThrow(RangeError);
  });
});

describe('communityName (docs/product.md "Calls", "Limits")', () => {
  it('is the management company, else the building, truncated to 30; empty when non-partnered', () => {
    expect(communityName({ management_company: 'Lakeshore' }, 'Willow')).toBe('Lakeshore');
    expect(communityName({ management_company: 'unknown' }, 'Willow North')).toBe('Willow North');
    expect(communityName({ management_company: null }, null)).toBe('');
    expect(communityName(null, 'Willow North')).toBe('');
    expect(communityName({ management_company: 'A'.repeat(45) }, null)).toBe('A'.repeat(30));
  });
});

describe('hasStateDisclosure (docs/product.md "Limits" Rhode Island arson)', () => {
  it('is Y only in RI with arson answered Y, whatever the question name case', () => {
    expect(hasStateDisclosure('RI', { arson: 'Y' })).toBe('Y');
    expect(hasStateDisclosure('ri', { Arson: 'y' })).toBe('Y');
    expect(hasStateDisclosure('RI', { arson: 'N' })).toBe('N');
    expect(hasStateDisclosure('RI', {})).toBe('N');
    expect(hasStateDisclosure('WI', { arson: 'Y' })).toBe('N');
  });
  it('flows into the request', () => {
    const body = buildIssuePolicyRequest(
      input({
        property: {
          streetAddress: '1 Main St',
          unit: null,
          city: 'Providence',
          state: 'RI',
          zip: '02903',
        },
        underwritingAnswers: { dwellingType: 'A', Arson: 'Y' },
      }),
    );
    expect(body.assurant.renters.hasStateDisclosure).toBe('Y');
  });
});

describe('issuedPolicy (docs/product.md "Records" issued policy response)', () => {
  const fallback = { workItemId: 'work-1', email: 'maya@example.com', schedule: schedules[2]! };
  it('keeps what the later steps need, never the PDF', () => {
    const issued = issuedPolicy(
      {
        transactionDetails: {
          policyId: 'RP-1',
          policyEffectiveDate: '2030-01-02',
          policyExpirationDate: '2031-01-02',
        },
        billingDetails: {
          amount: 20,
          installPaymentAmount: 10,
          serviceFee: 1,
          numberOfPayments: 11,
        },
        policyHolderDetails: { insured: { emailAddress: 'carrier@example.com' } },
        token: 'onboard-token',
      },
      fallback,
    );
    expect(issued).toEqual({
      policyId: 'RP-1',
      workItemId: 'work-1',
      policyEffectiveDate: '2030-01-02',
      policyExpirationDate: '2031-01-02',
      email: 'carrier@example.com',
      billing: { amount: 20, installPaymentAmount: 10, serviceFee: 1, numberOfPayments: 11 },
      accountToken: 'onboard-token',
    });
  });
  it('falls back to the schedule and the checkout e-mail; null without transaction details', () => {
    const issued = issuedPolicy(
      {
        transactionDetails: {
          policyId: 'RP-1',
          policyEffectiveDate: '2030-01-02',
          policyExpirationDate: '2031-01-02',
        },
      },
      fallback,
    );
    expect(issued?.billing).toEqual({
      amount: 20,
      installPaymentAmount: 10,
      serviceFee: 1,
      numberOfPayments: 11,
    });
    expect(issued?.email).toBe('maya@example.com');
    expect(issued?.accountToken).toBeNull();
    expect(issuedPolicy({}, fallback)).toBeNull();
  });
});
