// What an issued purchase answers and whom it tells (docs/product.md "Records" issued policy response, "What the portal does" notify
// the management company): the issuePolicy answer rebuilt from the recorded policy, the same for
// the first answer and every replay, and the manager's notice, sent once. Used by purchase.ts.
import { DAY_MS } from '../../domain/calendar';
import { flowMessages } from '../../domain/messages';
import { toDollars } from '../../domain/payments/money';
import type { AppContext } from '../context';
import { applicationPdf } from '../documents/policyDocuments';
import { evidenceSettings } from '../documents/evidence';
import { managerNoticeMail } from '../documents/purchaseMail';
import { HttpError } from '../errors';
import { claimManagerNotice, companyOfPolicy, issuedPurchase } from '../repositories/purchases';
import { findQuote } from '../repositories/quotes';
import { insertToken } from '../repositories/sessions';
import type { IssueAnswer, IssueBody } from './purchaseRequest';

/** The onboarding token (account creation after a purchase without a login) lasts 7 days. */
export const ONBOARDING_TOKEN_DAYS = 7;

export function issuedPurchaseAnswers(ctx: AppContext) {
  const { db, now, carrier, mail, config } = ctx;

  /**
   * The answer of an issued purchase, rebuilt from the policy (first answer and replays alike).
   * Anyone may buy with any e-mail, so the application PDF names the policyholder as the buyer
   * entered them (`buyer`), never with what the tenant record of that e-mail holds (its phone).
   */
  async function issuedAnswer(workItemId: string, body: IssueBody): Promise<IssueAnswer> {
    const found = await issuedPurchase(db, { workItemId });
    if (!found) throw new HttpError(500, flowMessages.missingPolicy, 'PURCHASE_NOT_RECORDED');
    const { purchase, policy, account } = found;
    const insured = body.assurant.policyHolder.insured;
    const buyer = {
      ...found.tenant,
      firstName: insured.firstName.trim(),
      lastName: insured.lastName.trim(),
      phone: insured.phoneNumber.replace(/\D/g, ''),
    };
    const quote = await findQuote(db, workItemId);
    const schedule = quote?.schedules[policy.paymentPlan];
    const chargedCents = purchase.amountCents ?? 0;
    const token =
      account.passwordHash === null
        ? (
            await insertToken(db, {
              accountId: account.id,
              kind: 'onboarding',
              remember: false,
              expiresAt: new Date(now().getTime() + ONBOARDING_TOKEN_DAYS * DAY_MS),
              now: now(),
            })
          ).token
        : null;
    return {
      transactionDetails: {
        policyId: policy.carrierPolicyNumber,
        policyEffectiveDate: policy.policyStartDate,
        policyExpirationDate: policy.policyEndDate,
        responseMessage: 'Success',
      },
      billingDetails: {
        amount: toDollars(chargedCents),
        installPaymentAmount: schedule?.installmentAmount ?? 0,
        serviceFee: schedule?.serviceFee ?? 0,
        numberOfPayments: schedule?.numberOfPayments ?? 1,
      },
      policyHolderDetails: {
        insured: {
          emailAddress: account.email,
          address: {
            address1: policy.insuredAddress,
            address2: policy.insuredUnit,
            city: policy.insuredCity,
            state: policy.insuredState,
            postalCode: policy.insuredZip,
          },
        },
      },
      appBytes: (
        await applicationPdf({ policy, tenant: buyer, email: account.email, chargedCents })
      ).toString('base64'),
      token,
      error: null,
    };
  }

  /**
   * Tells the management company of the policy's property that the tenant is insured, once:
   * the claim on managerNotifiedAt and the queued mail are one transaction. True when it has
   * been (or is being) told.
   */
  async function notifyManager(policyId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const found = await issuedPurchase(tx, { policyId });
      if (!found) return false;
      if (found.policy.managerNotifiedAt) return true;
      const partner = await companyOfPolicy(tx, found.policy);
      if (!partner) return false;
      if (await claimManagerNotice(tx, policyId, now())) {
        const input = { policy: found.policy, tenant: found.tenant, email: found.account.email };
        await mail.send(
          await managerNoticeMail(
            tx,
            input,
            partner.company,
            now(),
            evidenceSettings(config, carrier),
          ),
          tx,
        );
      }
      return true;
    });
  }

  return { issuedAnswer, notifyManager };
}
