// The purchase (docs/product.md "Onboarding flow" review and thank-you steps, "States" purchase once, "Calls" POST /issuePolicy and
// POST /product/1/pricing/onboardingCompletion, "Messages" pending transaction, "Limits" 24-hour pause).
//
// A purchase is keyed by the quote's workItemId (`purchases`, unique). Transactions stay short
// (PGlite is one connection; PostgreSQL pools are finite): Tx1 claims the row under an advisory
// lock on the e-mail and stores what issuing needs, the carrier charges outside any transaction
// (idempotent by key, so a retry or a take-over never charges twice), Tx2 records the policy and
// queues its mails (durable jobs). Concurrent requests for the same quote wait for the first one
// and answer its result. A request that dies after the charge leaves the purchase to the
// recovery job (jobs/purchaseRecovery.ts), which issues or refunds it.
import { DUPLICATE_TRANSACTION_PAUSE_HOURS } from '../../domain/constants';
import { flowMessages, quoteMessages } from '../../domain/messages';
import { needsQuestionnaire } from '../../domain/quote/coverage';
import { normalizeEmail } from '../../domain/validation/email';
import type { Locale } from '../../domain/i18n/locales';
import type { IssuePolicyData } from '../adapters/carrier/interface';
import { effectiveDeadline } from '../auth/deadline';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { sessionAccountId } from '../auth/context';
import { answerIn, requestedLanguage, requestLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import type { PurchaseRecordJson } from '../db/schema';
import { finishCharged, newClaim } from '../jobs/purchaseRecovery';
import { answers, badRequest, conflict, HttpError, notFound } from '../errors';
import { findAccountById } from '../repositories/accounts';
import {
  buyerAccount,
  chargeKey,
  companyOfPolicy,
  failPurchase,
  findLeaseOfTenant,
  findPurchase,
  insertPurchase,
  issuedPurchase,
  linkPolicyLease,
  lockPurchasesOf,
  recentPurchase,
  releasePurchase,
  updatePurchase,
} from '../repositories/purchases';
import { findQuote, quoteOpenTo, renewingPoliciesAt } from '../repositories/quotes';
import { QUOTE_NOT_FOUND, serverToday } from './carrier';
import {
  checkRequest,
  invalid,
  sleep,
  type Failure,
  type IssueAnswer,
  type IssueBody,
  type Purchase,
} from './purchaseRequest';
import { issuedPurchaseAnswers } from './purchaseIssued';
import { refuseBelowLease, requirementsAt } from './leaseRequirements';
import type { Handlers } from './types';

const HOUR_MS = 3_600_000;

export const ACTIVE_POLICY = 'You already have an active policy at this address.';
export const ALREADY_PURCHASED =
  'This quote was already purchased. Please log in to see your policy.';
export const POLICY_NOT_FOUND = 'We could not find this purchase.';
export const LEASE_NOT_FOUND = 'Lease not found';
export const EMAIL_NOT_ACCOUNT =
  'The insured e-mail must be the e-mail of the account you are logged in with.';

// The answer of an issued purchase and the manager's notice live in purchaseIssued.ts.
export { ONBOARDING_TOKEN_DAYS } from './purchaseIssued';
/** A purchase still 'processing' after this long is taken to have stalled and may be taken over. */
export const PROCESSING_TAKEOVER_MS = 2 * 60_000;
/** How a request waits for a simultaneous one of the same quote. */
const POLL_MS = 100;
const WAIT_MS = 30_000;
type Decision =
  | { kind: 'issued' }
  | { kind: 'failed'; failure: Failure }
  | { kind: 'wait' }
  | { kind: 'charge'; purchaseId: number; claim: string; attempt: number };

export function purchaseHandlers(ctx: AppContext): Handlers {
  const { db, now, carrier, config } = ctx;
  const { issuedAnswer, notifyManager } = issuedPurchaseAnswers(ctx);

  /** What issuing needs once charged, stored with the claim (see PurchaseRecordJson). */
  function recordOf(
    purchase: Purchase,
    body: IssueBody,
    signedIn: number | null,
    language: Locale | null,
  ) {
    const { policyHolder } = body.assurant;
    const insured = policyHolder.insured;
    const billingAddress = policyHolder.billingAddress;
    return {
      signedInAccountId: signedIn,
      person: {
        firstName: insured.firstName.trim(),
        lastName: insured.lastName.trim(),
        phone: insured.phoneNumber,
      },
      billing: {
        streetAddress: billingAddress.streetAddress,
        unit: billingAddress.unit?.trim() || null,
        city: billingAddress.city,
        state: billingAddress.state,
        zip: billingAddress.zip,
      },
      twoFactorDeadline: effectiveDeadline(
        { twoFactorDeadline: null, createdAt: now() },
        config.twoFactor.gracePeriodDays,
      ),
      lease: {
        unit: purchase.policy.insuredUnit ?? null,
        start: purchase.quote.answers.leaseEffectiveDate ?? null,
      },
      policy: purchase.policy,
      pricePerMonthCents: Math.round(purchase.policy.premiumCents / 12),
      ...(language ? { language } : {}),
    } satisfies PurchaseRecordJson;
  }
  const limiter = rateLimiter(ctx);

  async function limit(
    name: 'purchasesPerAddress' | 'onboardingCompletionsPerAddress',
    key: string,
  ) {
    await limiter.attempt(name, key, now());
  }

  /** An active, auto-renewing own policy of this e-mail at the address (as getRenewingPolicies). */
  async function hasActivePolicyAt(tx: Db, purchase: Purchase, today: string): Promise<boolean> {
    const found = await renewingPoliciesAt(
      tx,
      purchase.email,
      purchase.quote.request.address,
      today,
    );
    return found.length > 0;
  }

  /** Tx1: what to do with this request, claiming the purchase when it is to be charged. */
  function decide(
    purchase: Purchase,
    signedIn: number | null,
    record: PurchaseRecordJson,
  ): Promise<Decision> {
    return db.transaction(async (tx) => {
      await lockPurchasesOf(tx, purchase.email);
      const at = now();
      const row = await findPurchase(tx, purchase.workItemId);
      if (row?.status === 'issued') {
        if (row.paymentTokenHash === purchase.tokenHash && row.email === purchase.email) {
          return { kind: 'issued' };
        }
        throw conflict(ALREADY_PURCHASED, 'ALREADY_PURCHASED');
      }
      if (
        row?.status === 'processing' &&
        at.getTime() - row.updatedAt.getTime() < PROCESSING_TAKEOVER_MS
      ) {
        return { kind: 'wait' };
      }
      if (row?.status === 'failed' && row.paymentTokenHash === purchase.tokenHash && row.failure) {
        return { kind: 'failed', failure: row.failure };
      }
      if (signedIn === null && (await buyerAccount(tx, purchase.email))?.passwordHash) {
        throw conflict(flowMessages.emailExists, 'ACCOUNT_EXISTS');
      }
      if (await hasActivePolicyAt(tx, purchase, serverToday(at))) {
        throw conflict(ACTIVE_POLICY, 'ACTIVE_POLICY');
      }
      const since = new Date(at.getTime() - DUPLICATE_TRANSACTION_PAUSE_HOURS * HOUR_MS);
      if (await recentPurchase(tx, purchase.email, since, purchase.workItemId)) {
        throw conflict(flowMessages.pendingTransaction, 'PENDING_TRANSACTION');
      }
      const claim = {
        email: purchase.email,
        accountId: signedIn,
        paymentTokenHash: purchase.tokenHash,
        status: 'processing' as const,
        failure: null,
        request: record,
        claim: newClaim(),
        updatedAt: at,
      };
      if (row) {
        await updatePurchase(tx, row.id, claim);
        return { kind: 'charge', purchaseId: row.id, claim: claim.claim, attempt: row.attempt };
      }
      const created = await insertPurchase(tx, {
        ...claim,
        workItemId: purchase.workItemId,
        createdAt: at,
      });
      // Claimed meanwhile under another e-mail's lock: wait for that purchase like any other.
      return created
        ? { kind: 'charge', purchaseId: created.id, claim: claim.claim, attempt: 0 }
        : { kind: 'wait' };
    });
  }

  /** Waits while a simultaneous request processes the quote; false when it takes too long. */
  async function waitForOther(workItemId: string): Promise<boolean> {
    const deadline = Date.now() + WAIT_MS;
    while (Date.now() < deadline) {
      await sleep(POLL_MS);
      const row = await findPurchase(db, workItemId);
      if (!row || row.status !== 'processing') return true;
      if (now().getTime() - row.updatedAt.getTime() >= PROCESSING_TAKEOVER_MS) return true;
    }
    return false;
  }

  /**
   * Charges, records the policy and queues its mails; answers the issued policy or the refusal,
   * or null when the purchase was taken over meanwhile (the caller waits for its outcome).
   */
  async function charge(
    purchase: Purchase,
    decision: Extract<Decision, { kind: 'charge' }>,
    body: IssueBody,
    record: PurchaseRecordJson,
    log: { debug(obj: object, msg: string): void },
  ): Promise<IssueAnswer | null> {
    const { purchaseId, claim } = decision;
    const { transaction, billing, policyHolder } = body.assurant;
    const insured = policyHolder.insured;
    const policyData: IssuePolicyData = {
      effectiveDate: purchase.policy.policyStartDate,
      expirationDate: purchase.policy.policyEndDate,
      insured: { firstName: insured.firstName, lastName: insured.lastName, email: purchase.email },
      address: purchase.quote.request.address,
      coverage: purchase.quote.coverage,
      paymentPlan: purchase.planIndex,
    };
    let result;
    try {
      result = await carrier.issue({
        workItemId: purchase.workItemId,
        clientId: transaction.clientId,
        paymentToken: transaction.tokenizePayment,
        paymentType: billing.paymentType,
        idempotencyKey: chargeKey(purchase.workItemId, decision.attempt),
        amountCents: purchase.chargeCents,
        policy: policyData,
        now: now(),
      });
    } catch {
      // Whether it charged is unknown: the purchase stays 'processing', handed at once to a
      // retry (the same key charges once) and to the recovery job, which settles it.
      await releasePurchase(
        db,
        purchaseId,
        claim,
        new Date(now().getTime() - PROCESSING_TAKEOVER_MS),
      );
      throw new HttpError(502, answers.carrierUnavailable, 'CARRIER_UNAVAILABLE');
    }
    if (result.kind !== 'issued') {
      const failure =
        result.kind === 'declined'
          ? { code: 'PAYMENT_DECLINED', message: result.error.message }
          : { code: result.error.code, message: result.error.message };
      await failPurchase(db, purchaseId, claim, failure, now());
      return { error: failure };
    }
    // The crash test (scripts/crash-test.ts) kills the server on this line: charged, not recorded.
    log.debug({ purchaseId }, 'purchase charged');
    const recorded = await finishCharged(
      ctx,
      { id: purchaseId, email: purchase.email },
      claim,
      record,
      result,
    );
    if ('lost' in recorded) return null;
    return issuedAnswer(purchase.workItemId, body);
  }

  return {
    async issuePolicy(request) {
      await limit('purchasesPerAddress', rateLimitKey.purchase(request.ip));
      const body = request.body;
      // A refusal answered with 200 is put in the request's language here (docs/i18n.md "The
      // server's answers"); the purchase keeps it in English, as support reads it.
      const locale = requestLocale(request.headers['accept-language']);
      const said = <F extends Failure | NonNullable<IssueAnswer['error']>>(failure: F) => ({
        error: { ...failure, message: answerIn(locale, failure.message) },
      });
      const { transaction } = body.assurant;
      const current = now();
      const today = serverToday(current);
      const quote = await findQuote(db, transaction.workItemId);
      const signedIn = sessionAccountId(request);
      if (
        !quote ||
        !quoteOpenTo(quote, signedIn) ||
        quote.expiresAt.getTime() <= current.getTime() ||
        quote.clientId !== transaction.clientId ||
        quote.request.policyEffectiveDate <= today
      ) {
        return said({ code: 'QUOTE_NOT_FOUND', message: QUOTE_NOT_FOUND });
      }
      const purchase = checkRequest(body, quote, today, carrier.productId);
      // Never sold below the lease: the minimums as they are now, the forced
      // coverages the carrier offered when quoting; 300,000 or more only after the questionnaire.
      refuseBelowLease(
        quote.coverage,
        await requirementsAt(ctx, quote.request.address, quote.request.cueFlags ?? {}),
      );
      if (
        needsQuestionnaire(Number(quote.coverage.liabilityAmount)) &&
        !quote.liabilityApprovedAt
      ) {
        throw badRequest(quoteMessages.unable300k, 'LIABILITY_NOT_QUALIFIED');
      }
      if (signedIn !== null) {
        const account = await findAccountById(db, signedIn);
        if (!account || account.email !== purchase.email) throw invalid(EMAIL_NOT_ACCOUNT);
      }
      const record = recordOf(
        purchase,
        body,
        signedIn,
        requestedLanguage(request.headers['accept-language']),
      );
      // A few rounds: after waiting for a simultaneous request, decide again.
      for (let round = 0; round < 5; round += 1) {
        const decision = await decide(purchase, signedIn, record);
        if (decision.kind === 'issued') return issuedAnswer(purchase.workItemId, body);
        if (decision.kind === 'failed') return said(decision.failure);
        if (decision.kind === 'charge') {
          const answer = await charge(purchase, decision, body, record, request.log);
          if (answer) return answer.error ? said(answer.error) : answer;
        }
        if (!(await waitForOther(purchase.workItemId))) break;
      }
      throw conflict(flowMessages.pendingTransaction, 'PENDING_TRANSACTION');
    },

    // Idempotent: the purchase is checked against what issuePolicy recorded; the manager is told
    // at most once.
    async completeOnboarding(request) {
      await limit('onboardingCompletionsPerAddress', rateLimitKey.onboardingCompletion(request.ip));
      const { email, workItemId, policyId, leaseId, notifyPropertyManager } = request.body;
      const found = await issuedPurchase(db, { workItemId });
      if (
        !found ||
        found.purchase.email !== normalizeEmail(email) ||
        found.policy.carrierPolicyNumber !== policyId ||
        (request.auth?.kind === 'session' && request.auth.accountId !== found.policy.accountId)
      ) {
        throw notFound(POLICY_NOT_FOUND, 'POLICY_NOT_FOUND');
      }
      const { policy } = found;
      if (leaseId !== undefined && policy.leaseId !== leaseId) {
        const lease = await findLeaseOfTenant(db, leaseId, policy.tenantId);
        if (!lease) throw notFound(LEASE_NOT_FOUND, 'LEASE_NOT_FOUND');
        await linkPolicyLease(db, policy.id, leaseId);
      }
      let notified = policy.managerNotifiedAt !== null;
      if (!notified && notifyPropertyManager !== false) {
        notified = await notifyManager(policy.id);
      }
      const partner = notified
        ? await companyOfPolicy(db, { ...policy, leaseId: leaseId ?? policy.leaseId })
        : null;
      return {
        success: true,
        notified,
        message: partner
          ? `${partner.company.name} has been told that you are insured.`
          : 'Your purchase is complete.',
      };
    },
  };
}
