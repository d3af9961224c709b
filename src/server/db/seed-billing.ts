// Maya's policy year in the demo: her monthly plan's remaining payments, the next due
// tomorrow (so moving the sandbox clock a day, or a month, charges it), and the card she pays
// with stored at the sandbox payments provider, which approves its charges. Her payment history
// (seed-accounts.ts) already holds payments 1 to 4 and the declined attempt of payment 3.
import { daysLater, addMonths, isoDate } from './seed-dates';
import type { Ctx } from './seed-helpers';
import * as t from './schema';

/** The sandbox provider's id of Maya's saved card (sandbox_payment_methods). */
export const DEMO_STORED_CARD_ID = 'pm_sbx_demo_maya_visa_4242';

/** Payments of her plan already made (seed-accounts.ts: the down payment and three more). */
const PAID = 4;
const OF_PAYMENTS = 11;
const INSTALLMENT_CENTS = 1400;
const FEE_CENTS = 200;

export async function seedOwnPolicyBilling(ctx: Ctx, accountId: number, policy: t.Policy) {
  const { tx, cal } = ctx;
  const expYear = cal.today.getUTCFullYear() + 3;
  await tx.insert(t.sandboxPaymentMethods).values({
    id: DEMO_STORED_CARD_ID,
    accountId,
    chargeOutcome: 'approve',
    createdAt: cal.now,
  });
  await tx.insert(t.paymentMethods).values({
    accountId,
    provider: 'sandbox',
    kind: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear,
    providerMethodId: DEMO_STORED_CARD_ID,
    updatedAt: cal.now,
  });
  // The account's description of it is seed-helpers.ts CARD already: 'Visa ending in 4242'.
  const next = daysLater(cal.today, 1);
  const payments = [];
  for (let sequence = PAID + 1; sequence <= OF_PAYMENTS; sequence += 1) {
    const due = isoDate(addMonths(next, sequence - PAID - 1));
    payments.push({
      policyId: policy.id,
      accountId,
      termStartDate: policy.policyStartDate,
      kind: 'installment' as const,
      sequence,
      ofPayments: OF_PAYMENTS,
      dueDate: due,
      amountCents: INSTALLMENT_CENTS + FEE_CENTS,
      feeCents: FEE_CENTS,
      nextAttemptDate: due,
      createdAt: cal.now,
    });
  }
  await tx.insert(t.scheduledPayments).values(payments);
}
