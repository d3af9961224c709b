// Billing (docs/jobs.md "Billing"): every scheduled payment is charged on its date to the stored
// payment method, exactly once: as the clock moves through a monthly policy's year, with two
// processes billing at once, and when a process dies between the charge and its record. Declines
// walk the retries. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scheduledChargeKey } from '../../../src/domain/payments/billing';
import { planMoney } from '../../../src/domain/payments/planMoney';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';
import { addDays } from '../../../src/domain/calendar';
import { paymentsFromConfig } from '../../../src/server/adapters/payments';
import type { PaymentsProvider } from '../../../src/server/adapters/payments/interface';
import { appSecrets } from '../../../src/server/auth/secrets';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import {
  mailOutbox,
  paymentMethods,
  policies,
  sandboxPaymentCharges,
  sandboxPaymentMethods,
  scheduledPayments,
  transactions,
} from '../../../src/server/db/schema';
import { CLAIM_STALE_MS, NO_METHOD_DECLINE } from '../../../src/server/jobs/billing';
import { postgresUrl, testConfig, useTestServer, type TestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

jest.setTimeout(120_000);

const MAYA = demoAccount('own-policy').email;
const SEEDED = 'HSR-WI-2604417';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const db = () => server.handle.db;
    const others: FastifyInstance[] = [];
    afterEach(async () => {
      await Promise.all(others.splice(0).map((app) => app.close()));
    });

    /** Another process on the same database, with its own payments provider if given. */
    async function replica(payments?: (sandbox: PaymentsProvider) => PaymentsProvider) {
      const config = testConfig();
      const sandbox = paymentsFromConfig(config, db(), appSecrets(config.appSecret));
      const app = await buildApp({
        config,
        db: db(),
        now: () => server.clock.now,
        payments: payments ? payments(sandbox) : sandbox,
        backgroundJobs: false,
      });
      others.push(app);
      return app;
    }

    async function buyMonthly(s: TestServer) {
      const token = await s.signIn(MAYA, DEMO_PASSWORD);
      const quote = await quoteFor(s, PLAIN_ADDRESS, token);
      const bought = await issue(
        s,
        issueRequest(quote, await tokenize(s, quote), {
          buyer: { email: MAYA, firstName: 'Maya', lastName: 'Thompson' },
          plan: 2,
        }),
        token,
      );
      expect(bought.statusCode).toBe(200);
      const [policy] = await db()
        .select()
        .from(policies)
        .where(eq(policies.carrierPolicyNumber, bought.json().transactionDetails.policyId));
      return { quote, policy: policy! };
    }

    const rowsOf = (policyId: number) =>
      db()
        .select()
        .from(scheduledPayments)
        .where(eq(scheduledPayments.policyId, policyId))
        .orderBy(asc(scheduledPayments.sequence));
    const paymentsOf = (policyId: number) =>
      db()
        .select()
        .from(transactions)
        .where(eq(transactions.policyId, policyId))
        .orderBy(asc(transactions.id));
    const chargesOf = (ids: number[]) =>
      db()
        .select()
        .from(sandboxPaymentCharges)
        .then((rows) =>
          rows.filter((c) =>
            ids.some((id) => c.idempotencyKey.startsWith(`scheduled-payment:${id}:`)),
          ),
        );
    const seededPolicy = async () =>
      (await db().select().from(policies).where(eq(policies.carrierPolicyNumber, SEEDED)))[0]!;
    const receipts = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, MAYA), like(mailOutbox.subject, 'Payment received%')));

    it("charges a monthly policy's later payments on their dates, each once", async () => {
      const { quote, policy } = await buyMonthly(server);
      const money = planMoney(quote.schedules[2] as PaymentSchedule, 2, policy.policyStartDate);
      const rows = await rowsOf(policy.id);
      // Payments 2 to 11, as the payment step showed them.
      expect(
        rows.map((r) => ({ sequence: r.sequence, due: r.dueDate, cents: r.amountCents })),
      ).toEqual(
        money.later.map((p, i) => ({
          sequence: i + 2,
          due: p.date,
          cents: Math.round(p.amount * 100),
        })),
      );
      expect(rows.every((r) => r.status === 'scheduled' && r.ofPayments === 11)).toBe(true);

      for (const [i, row] of rows.entries()) {
        // The day before, nothing of it is charged.
        server.clock.now = noon(addDays(row.dueDate, -1));
        await server.app.jobs.runBilling();
        expect((await rowsOf(policy.id))[i]!.status).toBe('scheduled');
        server.clock.now = noon(row.dueDate);
        await server.app.jobs.runBilling();
        // And a second pass the same day charges nothing more.
        await server.app.jobs.runBilling();
        expect((await rowsOf(policy.id))[i]).toMatchObject({ status: 'paid', attempts: 1 });
      }
      const history = await paymentsOf(policy.id);
      // The purchase's down payment and ten installments, all succeeded, none twice.
      expect(history).toHaveLength(11);
      expect(history.every((t) => t.status === 'SUCCEEDED')).toBe(true);
      expect(history.slice(1).map((t) => t.message)).toEqual(
        rows.map((r) => `Payment ${r.sequence} of 11 received. Thank you!`),
      );
      expect(history.slice(1).every((t) => t.paymentDescription === 'Visa ending in 4242')).toBe(
        true,
      );
      expect(history.slice(1).every((t) => t.termStartDate === policy.policyStartDate)).toBe(true);
      const paid = await rowsOf(policy.id);
      expect(paid.map((r) => r.transactionId)).toEqual(history.slice(1).map((t) => t.id));
      const charges = await chargesOf(paid.map((r) => r.id));
      expect(charges).toHaveLength(10);
      expect(charges.every((c) => c.outcome === 'succeeded')).toBe(true);
      const mails = (await receipts()).filter((m) =>
        m.subject.includes(policy.carrierPolicyNumber),
      );
      expect(mails).toHaveLength(10);
      expect(mails[0]!.subject).toBe(
        `Payment received: $${(paid[0]!.amountCents / 100).toFixed(2)} for policy ${policy.carrierPolicyNumber}`,
      );
      expect(mails[0]!.textBody).toContain('Payment 2 of 11');
    });

    it('two processes billing at once charge every due payment once', async () => {
      const seeded = await seededPolicy();
      // Thirty more payments due today besides the seeded ones (a move's kind: one each).
      const today = server.clock.now.toISOString().slice(0, 10);
      await db()
        .insert(scheduledPayments)
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            policyId: seeded.id,
            accountId: seeded.accountId,
            termStartDate: seeded.policyStartDate,
            kind: 'move' as const,
            sequence: 1000 + i,
            ofPayments: 1,
            dueDate: today,
            amountCents: 500 + i,
            nextAttemptDate: today,
          })),
        );
      // Seven months on, payments 5 to 11 are due as well.
      server.advance(7 * 31 * 86_400_000);
      const other = await replica();
      const reports = await Promise.all([
        server.app.jobs.runBilling(),
        other.jobs.runBilling(),
        server.app.jobs.runBilling(),
        other.jobs.runBilling(),
      ]);
      const rows = await rowsOf(seeded.id);
      expect(rows).toHaveLength(37);
      expect(rows.every((r) => r.status === 'paid' && r.attempts === 1)).toBe(true);
      expect(reports.reduce((n, r) => n + r.paid, 0)).toBe(37);
      expect(reports.every((r) => r.errors === 0)).toBe(true);
      const charges = await chargesOf(rows.map((r) => r.id));
      expect(charges).toHaveLength(37);
      const paid = (await paymentsOf(seeded.id)).filter((t) => t.createdAt > new Date(today));
      expect(paid).toHaveLength(37);
      expect(new Set(rows.map((r) => r.transactionId)).size).toBe(37);
    });

    it('a process that dies after the charge: the payment is taken over and charged once', async () => {
      const seeded = await seededPolicy();
      const [fifth] = await rowsOf(seeded.id);
      server.clock.now = noon(fifth!.dueDate);
      // This process charges, then never comes back (a kill -9 between charge and record).
      const hang = gate();
      const reached = gate();
      const dying = await replica((sandbox) => ({
        ...sandbox,
        async charge(input) {
          const outcome = await sandbox.charge(input);
          reached.open();
          await hang.opened;
          return outcome;
        },
      }));
      const run = dying.jobs.runBilling();
      await reached.opened;
      expect((await rowsOf(seeded.id))[0]!.status).toBe('processing');
      // Before the claim is stale, nobody else takes it.
      expect((await server.app.jobs.runBilling()).paid).toBe(0);
      server.advance(CLAIM_STALE_MS + 1000);
      expect((await server.app.jobs.runBilling()).paid).toBe(1);
      // The dead process's late answer records nothing.
      hang.open();
      expect((await run).paid).toBe(0);
      const row = (await rowsOf(seeded.id))[0]!;
      expect(row).toMatchObject({ status: 'paid', attempts: 1, claim: null });
      const charges = await chargesOf([row.id]);
      expect(charges.map((c) => c.idempotencyKey)).toEqual([scheduledChargeKey(row.id, 1)]);
      const recorded = (await paymentsOf(seeded.id)).filter((t) => t.id === row.transactionId);
      expect(recorded).toHaveLength(1);
      expect((await receipts()).filter((m) => m.textBody.includes('Payment 5 of 11'))).toHaveLength(
        1,
      );
    });

    it('a provider that charges and then fails to answer: charged once on the next pass', async () => {
      const seeded = await seededPolicy();
      const [fifth] = await rowsOf(seeded.id);
      server.clock.now = noon(fifth!.dueDate);
      const flaky = await replica((sandbox) => ({
        ...sandbox,
        async charge(input) {
          await sandbox.charge(input);
          throw new Error('connection reset');
        },
      }));
      expect(await flaky.jobs.runBilling()).toMatchObject({ paid: 0, errors: 1 });
      expect((await rowsOf(seeded.id))[0]).toMatchObject({ status: 'scheduled', attempts: 0 });
      expect((await server.app.jobs.runBilling()).paid).toBe(1);
      const row = (await rowsOf(seeded.id))[0]!;
      expect(row.status).toBe('paid');
      expect(await chargesOf([row.id])).toHaveLength(1);
    });

    it('a declined card is tried again 3, 5 and 7 days after the due date, then fails', async () => {
      const seeded = await seededPolicy();
      await db()
        .update(sandboxPaymentMethods)
        .set({ chargeOutcome: 'declined' })
        .where(eq(sandboxPaymentMethods.accountId, seeded.accountId));
      const [fifth] = await rowsOf(seeded.id);
      const due = fifth!.dueDate;
      const expected = [
        { day: due, attempts: 1, next: addDays(due, 3), status: 'scheduled' },
        { day: addDays(due, 3), attempts: 2, next: addDays(due, 5), status: 'scheduled' },
        { day: addDays(due, 5), attempts: 3, next: addDays(due, 7), status: 'scheduled' },
        { day: addDays(due, 7), attempts: 4, next: null, status: 'failed' },
      ];
      for (const step of expected) {
        // Between tries nothing is charged.
        server.clock.now = noon(addDays(step.day, -1));
        await server.app.jobs.runBilling();
        server.clock.now = noon(step.day);
        expect((await server.app.jobs.runBilling()).declined).toBe(1);
        expect((await rowsOf(seeded.id))[0]).toMatchObject({
          attempts: step.attempts,
          nextAttemptDate: step.next,
          status: step.status,
        });
      }
      server.clock.now = noon(addDays(due, 20));
      await server.app.jobs.runBilling();
      const row = (await rowsOf(seeded.id))[0]!;
      expect(row.attempts).toBe(4);
      // One charge per attempt, each with its own key.
      const charges = await chargesOf([row.id]);
      expect(charges.map((c) => c.idempotencyKey).sort()).toEqual(
        [1, 2, 3, 4].map((n) => scheduledChargeKey(row.id, n)),
      );
      const failed = (await paymentsOf(seeded.id)).filter(
        (t) => t.status === 'FAILED' && t.createdAt >= noon(due),
      );
      expect(failed).toHaveLength(4);
      expect(failed[0]!.message).toBe('Your card was declined.');
    });

    it('no payment method on file is told before the date, then a decline that says so', async () => {
      const seeded = await seededPolicy();
      await db().delete(paymentMethods).where(eq(paymentMethods.accountId, seeded.accountId));
      const [fifth] = await rowsOf(seeded.id);
      // Before its date the dashboard already asks for a method (GET /transaction's alerts).
      const token = await server.login(demoAccount('own-policy').email, DEMO_PASSWORD);
      const alerts = async () =>
        (await server.call({ method: 'GET', url: '/v2/transaction', headers: { token } })).json()
          .paymentAlerts;
      expect(await alerts()).toEqual([
        expect.objectContaining({
          kind: 'noMethod',
          dueDate: fifth!.dueDate,
          amount: fifth!.amountCents / 100,
        }),
      ]);
      server.clock.now = noon(fifth!.dueDate);
      expect((await server.app.jobs.runBilling()).declined).toBe(1);
      const row = (await rowsOf(seeded.id))[0]!;
      expect(row).toMatchObject({ status: 'scheduled', attempts: 1 });
      expect(row.lastError).toBe(`${NO_METHOD_DECLINE.code}: ${NO_METHOD_DECLINE.message}`);
      const [last] = (await paymentsOf(seeded.id)).slice(-1);
      expect(last).toMatchObject({ status: 'FAILED', message: NO_METHOD_DECLINE.message });
      expect(await chargesOf([row.id])).toHaveLength(0);
    });

    it('a policy cancelled meanwhile is not charged: its payment is voided', async () => {
      const seeded = await seededPolicy();
      const [fifth] = await rowsOf(seeded.id);
      await db()
        .update(policies)
        .set({ status: 'cancelled', cancellationDate: addDays(fifth!.dueDate, 10) })
        .where(eq(policies.id, seeded.id));
      server.clock.now = noon(fifth!.dueDate);
      expect(await server.app.jobs.runBilling()).toMatchObject({ paid: 0, voided: 1 });
      expect((await rowsOf(seeded.id))[0]!.status).toBe('void');
      expect(await chargesOf([fifth!.id])).toHaveLength(0);
    });
  });
}

suite('billing, on PGlite', {});
if (postgresUrl) suite('billing, on PostgreSQL (DATABASE_URL)', { postgres: true });
