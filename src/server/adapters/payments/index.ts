import { and, eq } from 'drizzle-orm';
import type { AppSecrets } from '../../auth/secrets';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { paymentCustomers } from '../../db/schema';
import type { PaymentsProvider } from './interface';
import { sandboxPayments } from './sandbox';
import { stripeClient, stripePayments, type CustomerStore, type FailureLog } from './stripe';

export type { PaymentsProvider, SavedMethod, SetupOutcome } from './interface';

/** The account's customer at `provider`, in payment_customers (one per account and provider). */
export function customerStore(db: Db, provider: string): CustomerStore {
  const find = async (accountId: number) => {
    const [row] = await db
      .select({ customerId: paymentCustomers.customerId })
      .from(paymentCustomers)
      .where(
        and(eq(paymentCustomers.accountId, accountId), eq(paymentCustomers.provider, provider)),
      );
    return row?.customerId ?? null;
  };
  return {
    find,
    async save(accountId, customerId) {
      await db
        .insert(paymentCustomers)
        .values({ accountId, provider, customerId })
        .onConflictDoNothing();
      return (await find(accountId)) ?? customerId;
    },
  };
}

/** Stripe when PAYMENTS_PROVIDER=stripe (its key checked by loadConfig), else the sandbox. */
export function paymentsFromConfig(
  config: AppConfig,
  db: Db,
  secrets: AppSecrets,
  log?: FailureLog,
): PaymentsProvider {
  if (config.services.payments === 'stripe') {
    return stripePayments({
      client: stripeClient(config.services.stripeSecretKey!),
      customers: customerStore(db, 'stripe'),
      log,
    });
  }
  return sandboxPayments({ db, secrets });
}
