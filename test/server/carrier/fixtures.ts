/**
 * A purchase as the onboarding flow makes it: a sandbox quote, a payment token from the sandbox
 * tokenization service, and the issuePolicy request (the shape of src/domain/checkout
 * issuePayload.ts). Shared by the purchase and tokenization API tests.
 */
import { addDays } from '../../../src/domain/calendar';
import { serverToday } from '../../../src/server/handlers/carrier';
import type { TestServer } from '../../helpers/server';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../../helpers/quote';

export interface QuoteAddress {
  streetAddress: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
}

export interface QuoteSchedule {
  downPaymentAmount: number;
  installmentAmount: number;
  serviceFee: number;
  numberOfPayments: number;
}

export interface QuoteFixture {
  workItemId: string;
  clientId: string;
  productId: string;
  policyEffectiveDate: string;
  schedules: QuoteSchedule[];
  address: QuoteAddress;
}

/** Non-partnered addresses the sandbox quotes (different streets, so different policies). */
export const PLAIN_ADDRESS: QuoteAddress = SANDBOX_QUOTE_ADDRESS;
export const OTHER_PLAIN_ADDRESS: QuoteAddress = {
  streetAddress: '15 Orchard Ln',
  city: 'Madison',
  state: 'WI',
  zip: '53703',
};
/** The Willow Apartments (Lakeshore; maya has a policy in 3B). */
export const WILLOW: QuoteAddress = {
  streetAddress: '1402 Regent St',
  unit: '7A',
  city: 'Madison',
  state: 'WI',
  zip: '53711',
};
/** Lincoln Park Lofts (Lakeshore; daniel's lease, unit 5C). */
export const LINCOLN_PARK: QuoteAddress = {
  streetAddress: '2350 N Clark St',
  unit: '5C',
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
};
export const LAKESHORE_OWNER = 'compliance@lakeshore-pm.example.com';

export const CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  discover: '6011111111111117',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  incorrectCvc: '4000000000000127',
} as const;
export const ROUTING = '011000015';
export const BANK_ACCOUNT = '987654321';
export const DECLINED_BANK_ACCOUNT = '000123456789';

export async function quoteFor(
  server: TestServer,
  address: QuoteAddress = PLAIN_ADDRESS,
  token?: string,
): Promise<QuoteFixture> {
  const policyEffectiveDate = addDays(serverToday(server.clock.now), 7);
  const response = await server.call({
    method: 'POST',
    url: '/v2/quote',
    ...(token ? { headers: { token } } : {}),
    payload: { policyEffectiveDate, address, answers: SANDBOX_QUOTE_ANSWERS },
  });
  const body = response.json();
  if (response.statusCode !== 200 || body.error) throw new Error(`quote: ${response.body}`);
  return {
    workItemId: body.transactionDetails.workItemId,
    clientId: body.transactionDetails.clientId,
    productId: body.transactionDetails.productId,
    policyEffectiveDate,
    schedules: body.transactionDetails.payments.schedules,
    address,
  };
}

export function cardPayload(
  quote: Pick<QuoteFixture, 'workItemId' | 'clientId'>,
  cardNumber: string = CARDS.visa,
  overrides: Record<string, string> = {},
) {
  const amex = cardNumber.startsWith('3');
  const type = cardNumber.startsWith('4')
    ? 'visa'
    : cardNumber.startsWith('5')
      ? 'mastercard'
      : amex
        ? 'amex'
        : 'discover';
  return {
    transaction: { clientId: quote.clientId, workItemId: quote.workItemId },
    billing: {
      ccInfo: {
        cardNumber,
        cardCvc: amex ? '1234' : '123',
        cardExpYear: String(new Date().getUTCFullYear() + 2),
        cardExpMonth: '12',
        cardType: type,
        ...overrides,
      },
    },
  };
}

export function bankPayload(
  quote: Pick<QuoteFixture, 'workItemId' | 'clientId'>,
  accountNumber: string = BANK_ACCOUNT,
  routingNumber: string = ROUTING,
) {
  return {
    transaction: { clientId: quote.clientId, workItemId: quote.workItemId },
    billing: { bankInfo: { routingNumber, accountNumber } },
  };
}

export async function tokenize(
  server: TestServer,
  quote: QuoteFixture,
  how: { card?: string; bank?: string } = {},
): Promise<string> {
  const response = await server.call(
    how.bank
      ? {
          method: 'POST',
          url: '/sandbox/carrier/payments/v2/tokenize',
          payload: bankPayload(quote, how.bank),
        }
      : {
          method: 'POST',
          url: '/sandbox/carrier/payments/v1/tokenize',
          payload: cardPayload(quote, how.card),
        },
  );
  const body = response.json();
  if (body.responseMessage !== 'Success') throw new Error(`tokenize: ${response.body}`);
  return body.transactionDetails.tokenizePayment as string;
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
}

export const BUYER: Buyer = {
  firstName: 'Riley',
  lastName: 'Chen',
  email: 'riley.chen@example.com',
  phone: '6085550199',
  dateOfBirth: '1994-05-17',
};

export interface IssueOptions {
  buyer?: Partial<Buyer>;
  plan?: 0 | 1 | 2;
  paymentType?: 'cc' | 'bank';
  roommate?: { firstName: string; lastName: string; email: string } | null;
  spouse?: { firstName: string; lastName: string; email: string } | null;
  interestedParty?: {
    name: string;
    streetAddress: string;
    city: string;
    state: string;
    zip: string;
  } | null;
  today?: string;
}

/** The issuePolicy request the review step sends. */
export function issueRequest(quote: QuoteFixture, token: string, options: IssueOptions = {}) {
  const buyer = { ...BUYER, ...options.buyer };
  const schedule = quote.schedules[options.plan ?? 0]!;
  const { unit, ...street } = quote.address;
  const named = { firstName: buyer.firstName, lastName: buyer.lastName, ...quote.address };
  const roommate = options.roommate ?? null;
  const party = options.interestedParty ?? null;
  return {
    product: { roommate, spouse: options.spouse ?? null },
    assurant: {
      transaction: {
        tokenizePayment: token,
        clientId: quote.clientId,
        workItemId: quote.workItemId,
        productType: quote.productId,
      },
      renters: {
        hasInterestedParty: party ? 'Y' : 'N',
        hasStateDisclosure: 'N',
        interestedParty: party,
      },
      policyHolder: {
        payeeInfo: { firstName: buyer.firstName, lastName: buyer.lastName },
        insured: {
          firstName: buyer.firstName,
          lastName: buyer.lastName,
          phoneNumber: buyer.phone,
          emailAddress: buyer.email,
          isPaperless: true,
          agreedToEBC: true,
          communityName: '',
          canText: true,
          ssn: null,
          insuredDateOfBirth: buyer.dateOfBirth,
          address: unit ? { ...street, unit } : street,
          additionalInsured: roommate ? [roommate] : [],
        },
        authorizedUser: null,
        mailingAddress: named,
        billingAddress: named,
      },
      billing: {
        paymentType: options.paymentType ?? 'cc',
        numberOfPayments: schedule.numberOfPayments,
        paymentAmount: schedule.downPaymentAmount,
        billDate: options.today ?? todayOf(quote),
      },
      includeAppFile: 'Y',
      uwAnswers: SANDBOX_QUOTE_ANSWERS,
    },
  };
}

/** The quote's "today": its start is a week ahead. */
function todayOf(quote: QuoteFixture): string {
  return addDays(quote.policyEffectiveDate, -7);
}

export function issue(server: TestServer, payload: object, token?: string) {
  return server.call({
    method: 'POST',
    url: '/v2/issuePolicy',
    ...(token ? { headers: { token } } : {}),
    payload,
  });
}
