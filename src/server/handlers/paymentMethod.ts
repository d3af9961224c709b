// docs/product.md "Account pages" update-payment-method, "Calls" PUT /account/tenant/payment and GET /util/plaid/link. The
// card or bank details go from the browser to the payments provider (the sandbox's card form or
// Stripe Elements; the sandbox link flow or Plaid Link); this API only confirms what the provider
// answers and keeps a description of the saved method. Only tenants with an active own-carrier or
// partner-carrier policy may save one (as the menu shows the page: domain/menu.ts).
import { createHash } from 'node:crypto';
import { bankDescription, cardDescription } from '../../domain/payments/methodWords';
import { paymentMethodMessages as m } from '../../domain/payments/storedMethod';
import { isOwnPolicyActive, isTermActive, isoDay } from '../../domain/policies/status';
import { isReinstatable } from '../../domain/policies/nonPayment';
import { normalizeEmail } from '../../domain/validation/email';
import type { SavedMethod, SetupOutcome } from '../adapters/payments/interface';
import { requireAuth } from '../auth/context';
import type { AppContext } from '../context';
import { badRequest, conflict, refusals, unauthorized } from '../errors';
import { accountHolder, findAccountById, setPaymentDescription } from '../repositories/accounts';
import { partnerTermsOf } from '../repositories/partnerPolicies';
import { storePaymentMethod } from '../repositories/paymentMethods';
import { retryFailedPaymentsNow } from '../repositories/paymentRetries';
import { policyStatesOfAccount } from '../repositories/policies';
import type { Handlers, Ok, Request } from './types';
import { requestLocale } from '../answerLanguage';

type Answer = Ok<'updatePaymentMethod'>;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The one form of the request (openapi PaymentMethodUpdateRequest), or a 400. */
function formOf(request: Request<'updatePaymentMethod'>) {
  const body = request.body;
  const { plaidToken, plaidSelectedAccountId } = request.query;
  const keys = Object.keys(body);
  const bank = plaidToken !== undefined || plaidSelectedAccountId !== undefined;
  if (!bank && keys.length === 1 && body.stripeConfirmationToken !== undefined) {
    return { kind: 'card', token: body.stripeConfirmationToken } as const;
  }
  if (
    !bank &&
    keys.length === 2 &&
    body.action_taken === true &&
    body.setupIntentId !== undefined
  ) {
    return { kind: 'resume', setupIntentId: body.setupIntentId } as const;
  }
  if (bank && keys.length === 0 && plaidToken && plaidSelectedAccountId) {
    return {
      kind: 'bank',
      publicToken: plaidToken,
      bankAccountId: plaidSelectedAccountId,
    } as const;
  }
  throw badRequest(
    'Send exactly one of: { stripeConfirmationToken }, { action_taken: true, setupIntentId }, or {} with the plaidToken and plaidSelectedAccountId query parameters.',
    'VALIDATION_ERROR',
  );
}

function answerOf(outcome: SetupOutcome): Answer {
  if (outcome.kind === 'succeeded') return { success: true, status: 'succeeded' };
  if (outcome.kind === 'requires_action') {
    return { success: false, status: 'requires_action', client_secret: outcome.clientSecret };
  }
  return { success: false, message: { error: outcome.message } };
}

const describe = (method: SavedMethod) =>
  method.kind === 'card'
    ? cardDescription(method.brand, method.last4)
    : bankDescription(method.bankName, method.last4);

export function paymentMethodHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;

  /** An own-carrier or partner-carrier policy in force today (uploaded policies do not count). */
  async function hasActiveCarrierPolicy(accountId: number, tenantId: number, today: string) {
    const own = await policyStatesOfAccount(db, accountId);
    // A policy cancelled for non-payment is paid (and so reinstated) with a new method.
    if (own.some((p) => isOwnPolicyActive(p, today) || isReinstatable(p, today))) return true;
    const partner = await partnerTermsOf(db, tenantId);
    return partner.some((p) => isTermActive(p, today));
  }

  /**
   * Saves the method and the account's description of it in one transaction, with the account's
   * failed payments made due today; saving the method already saved changes nothing (one
   * statement decides, so simultaneous saves write once). True when it changed.
   */
  async function save(accountId: number, method: SavedMethod, at: Date): Promise<boolean> {
    const row = {
      provider: ctx.payments.name,
      kind: method.kind,
      brand: method.kind === 'card' ? method.brand : null,
      last4: method.last4,
      expMonth: method.kind === 'card' ? method.expMonth : null,
      expYear: method.kind === 'card' ? method.expYear : null,
      bankName: method.kind === 'bank' ? method.bankName : null,
      providerMethodId: method.providerMethodId,
      updatedAt: at,
    };
    return db.transaction(async (tx) => {
      if (!(await storePaymentMethod(tx, accountId, row))) return false;
      await setPaymentDescription(tx, accountId, describe(method));
      // What failed on the old method is tried on this one in the next billing round.
      await retryFailedPaymentsNow(tx, accountId, isoDay(at));
      return true;
    });
  }

  return {
    async updatePaymentMethod(request) {
      const { accountId, tenantId } = requireAuth(request);
      const form = formOf(request);
      const at = now();
      if (!(await hasActiveCarrierPolicy(accountId, tenantId, isoDay(at)))) {
        throw conflict(m.noActivePolicies, 'NO_ACTIVE_POLICY');
      }
      const who = await accountHolder(db, accountId);
      if (!who) throw unauthorized();
      const customer = { accountId, email: who.email, name: `${who.first} ${who.last}`.trim() };
      let outcome: SetupOutcome;
      if (form.kind === 'card') {
        outcome = await ctx.payments.confirmSetup({
          customer,
          confirmationToken: form.token,
          // One key per account and token: a repeated save is the same setup at the provider.
          idempotencyKey: `setup-${accountId}-${sha256(form.token)}`,
          now: at,
        });
      } else if (form.kind === 'resume') {
        outcome = await ctx.payments.resumeSetup({
          accountId,
          setupIntentId: form.setupIntentId,
          now: at,
        });
      } else {
        const linked = await ctx.bankLink.exchange({
          accountId,
          publicToken: form.publicToken,
          bankAccountId: form.bankAccountId,
          now: at,
        });
        outcome = linked
          ? await ctx.payments.attachBankAccount({
              customer,
              bankToken: linked.providerToken,
              bankName: linked.institution,
              mask: linked.mask,
              idempotencyKey: `bank-${accountId}-${sha256(form.publicToken)}`,
            })
          : { kind: 'failed', message: m.bankLinkExpired };
      }
      if (outcome.kind === 'succeeded' && (await save(accountId, outcome.method, at))) {
        request.log.info({ accountId, kind: outcome.method.kind }, 'stored payment method saved');
      }
      return answerOf(outcome);
    },

    async getPlaidLinkToken(request) {
      const { accountId } = requireAuth(request);
      const email = (await findAccountById(db, accountId))?.email ?? null;
      if (email === null) throw unauthorized();
      // The flow is opened for the signed-in tenant only (400, as any other wrong parameter).
      if (normalizeEmail(request.query.email) !== email) {
        throw badRequest(refusals.emailNotSignedIn, 'EMAIL_MISMATCH');
      }
      const linkToken = await ctx.bankLink.createLinkToken({
        accountId,
        email,
        now: now(),
        // The flow opens on the tenant's screen: in the screen's language.
        language: requestLocale(request.headers['accept-language']),
      });
      return { linkToken };
    },
  };
}
