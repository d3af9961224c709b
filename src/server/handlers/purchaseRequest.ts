// The checks of a purchase request (docs/product.md "Validation" checkout rules, "Calls" issuePolicy payload) against the
// stored quote, and what the request buys: the charge and the policy row, computed once here so
// the handler (purchase.ts) only claims, charges and records.
import { addressesDiffer } from '../../domain/address/rules';
import {
  authorizedUserErrors,
  interestedPartyNameError,
  roommateErrors,
} from '../../domain/checkout/additional';
import { checkoutPersonErrors } from '../../domain/checkout/person';
import { POLICY_TERM_YEARS } from '../../domain/constants';
import { endorsementsFor, hurricaneDeductibleFor } from '../../domain/coverage/enhancementTable';
import { toCents } from '../../domain/payments/money';
import { paymentFees, totalPerYear } from '../../domain/payments/plans';
import { DAY_MS, addYears } from '../../domain/calendar';
import { normalizeEmail } from '../../domain/validation/email';
import { hashToken } from '../auth/tokens';
import type { EndorsementJson, NewPolicy, Quote, QuoteScheduleJson } from '../db/schema';
import { PRODUCT_NAME } from '../db/seed-helpers';
import { badRequest } from '../errors';
import type { Body, Ok } from './types';

/** docs/product.md "Limits" medical payments to others on the product's policy. */
const MEDICAL_LIMIT = 1000;

export type IssueBody = Body<'issuePolicy'>;
export type IssueAnswer = Ok<'issuePolicy'>;
export type Failure = { code: string; message: string };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const invalid = (message: string) => badRequest(message, 'VALIDATION_ERROR');
const firstError = (errors: Partial<Record<string, string>>) => Object.values(errors)[0];
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** What a checked request buys. */
export interface Purchase {
  quote: Quote;
  workItemId: string;
  email: string;
  tokenHash: string;
  planIndex: number;
  schedule: QuoteScheduleJson;
  chargeCents: number;
  policy: Omit<
    NewPolicy,
    'accountId' | 'tenantId' | 'leaseId' | 'createdAt' | 'carrierPolicyNumber'
  >;
}

/** The stored answers, sent again: same questions, same answers (names in any case). */
function sameAnswers(quote: Quote, sent: { questionName: string; answer: string }[]): boolean {
  const stored = new Map(
    Object.entries(quote.answers).map(([name, answer]) => [name.toLowerCase(), answer.trim()]),
  );
  const given = new Map<string, string>();
  for (const { questionName, answer } of sent) {
    const name = questionName.toLowerCase();
    if (name === 'policyeffectivedate') {
      if (answer.trim() !== quote.request.policyEffectiveDate) return false;
      continue;
    }
    if (given.has(name)) return false;
    given.set(name, answer.trim());
  }
  if (given.size !== stored.size) return false;
  return [...stored].every(([name, answer]) => given.get(name) === answer);
}

/** The endorsements the quote's coverage buys, with the coverage table's limits at the address. */
function endorsementsOf(coverage: Record<string, string>, state: string): EndorsementJson[] {
  return endorsementsFor(coverage, {
    state,
    contentsLimit: Number(coverage.personalPropertyAmount) || 0,
    liabilityLimit: Number(coverage.liabilityAmount) || 0,
  });
}

/**
 * The rules beyond the schema (400 VALIDATION_ERROR): the request must buy this quote as quoted,
 * with the docs/product.md "Validation" checkout rules the form applies.
 */
export function checkRequest(
  body: IssueBody,
  quote: Quote,
  today: string,
  productId: string,
): Purchase {
  const { transaction, renters, policyHolder, billing, uwAnswers } = body.assurant;
  const insured = policyHolder.insured;
  const email = normalizeEmail(insured.emailAddress);
  if (transaction.productType !== productId) {
    throw invalid(`productType must be the quoted product (${productId}).`);
  }
  if (!sameAnswers(quote, uwAnswers)) {
    throw invalid('uwAnswers must be the underwriting answers the quote was given.');
  }
  const planIndex = quote.schedules.findIndex(
    (s) => s.numberOfPayments === billing.numberOfPayments,
  );
  const schedule = quote.schedules[planIndex];
  if (!schedule) {
    const counts = quote.schedules.map((s) => s.numberOfPayments).join(', ');
    throw invalid(`numberOfPayments must be one of the quoted plans (${counts}).`);
  }
  if (toCents(billing.paymentAmount) !== toCents(schedule.downPaymentAmount)) {
    throw invalid(
      `paymentAmount must be the down payment of the chosen plan (${schedule.downPaymentAmount}).`,
    );
  }
  if (Math.abs(dayNumber(billing.billDate) - dayNumber(today)) > 1) {
    throw invalid('billDate must be today.');
  }
  const person = firstError(
    checkoutPersonErrors(
      {
        firstName: insured.firstName,
        lastName: insured.lastName,
        email: insured.emailAddress,
        phone: insured.phoneNumber,
        dateOfBirth: insured.insuredDateOfBirth,
      },
      today,
    ),
  );
  if (person) throw invalid(person);
  if (addressesDiffer(insured.address, quote.request.address)) {
    throw invalid('The insured address must be the address that was quoted.');
  }

  const roommates = [
    ...insured.additionalInsured,
    ...(body.product.roommate ? [body.product.roommate] : []),
  ]
    .map((r) => ({
      firstName: r.firstName.trim(),
      lastName: r.lastName.trim(),
      email: normalizeEmail(r.email),
    }))
    .filter(
      (r, i, all) =>
        all.findIndex(
          (o) => o.email === r.email && o.firstName === r.firstName && o.lastName === r.lastName,
        ) === i,
    );
  if (roommates.length > 1) throw invalid('At most one roommate can be on a policy.');
  for (const roommate of roommates) {
    const error = firstError(roommateErrors(roommate, email));
    if (error) throw invalid(`Roommate: ${error}`);
  }
  const spouse = body.product.spouse ?? null;
  if (spouse) {
    const error = firstError(roommateErrors(spouse, email));
    if (error) throw invalid(`Spouse: ${error}`);
  }
  if (policyHolder.authorizedUser) {
    const error = firstError(authorizedUserErrors(policyHolder.authorizedUser));
    if (error) throw invalid(`Authorized user: ${error}`);
  }
  const party = renters.interestedParty ?? null;
  if ((renters.hasInterestedParty === 'Y') !== (party !== null)) {
    throw invalid('hasInterestedParty must be Y exactly when an interested party is sent.');
  }
  if (party) {
    const error = interestedPartyNameError(party.name);
    if (error) throw invalid(error);
  }

  const start = quote.request.policyEffectiveDate;
  const address = quote.request.address;
  const coverage = quote.coverage;
  const premiumCents = toCents(totalPerYear(schedule));
  return {
    quote,
    workItemId: quote.workItemId,
    email,
    tokenHash: hashToken(transaction.tokenizePayment),
    planIndex,
    schedule,
    chargeCents: toCents(
      paymentFees({ method: billing.paymentType, amount: schedule.downPaymentAmount }).total,
    ),
    policy: {
      productName: PRODUCT_NAME,
      status: 'active',
      renew: true,
      policyStartDate: start,
      policyEndDate: addYears(start, POLICY_TERM_YEARS),
      policyRenewalDate: addYears(start, POLICY_TERM_YEARS),
      insuredAddress: address.streetAddress,
      insuredUnit: address.unit?.trim() || null,
      insuredCity: address.city,
      insuredState: address.state,
      insuredZip: address.zip,
      spouse: spouse
        ? {
            name: `${spouse.firstName.trim()} ${spouse.lastName.trim()}`,
            email: normalizeEmail(spouse.email),
          }
        : null,
      roommates,
      authorizedUser: policyHolder.authorizedUser
        ? {
            firstName: policyHolder.authorizedUser.firstName.trim(),
            lastName: policyHolder.authorizedUser.lastName.trim(),
          }
        : null,
      interestedParty: party ? { ...party, name: party.name.trim() } : null,
      liabilityLimit: Number(coverage.liabilityAmount),
      medicalLimit: MEDICAL_LIMIT,
      contentsLimit: Number(coverage.personalPropertyAmount),
      contentsDeductible: Number(coverage.deductible),
      hurricaneDeductible: hurricaneDeductibleFor(coverage),
      endorsements: endorsementsOf(coverage, address.state),
      paymentPlan: planIndex as 0 | 1 | 2,
      premiumCents,
      quoteWorkItemId: quote.workItemId,
    },
  };
}
