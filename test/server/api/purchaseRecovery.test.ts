// No charge without a policy (docs/security.md "Money and mail after a crash"): a purchase whose
// request died between the claim and the record is finished by the recovery job: issued when
// charged (policy, transaction, enrollment, mails), refunded when it cannot be issued (buyer told),
// failed and free to retry when never charged; never charged twice. The process that "dies" is a
// second app on the same database whose carrier call never comes back until the test says so.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import type {
  Carrier,
  CarrierIssue,
  IssueInput,
} from '../../../src/server/adapters/carrier/interface';
import { buildApp } from '../../../src/server/app';
import {
  enrollments,
  mailOutbox,
  policies,
  purchases,
  sandboxCharges,
  sandboxClosedKeys,
  sandboxRefunds,
  transactions,
} from '../../../src/server/db/schema';
import { RECOVER_AFTER_MS } from '../../../src/server/jobs/purchaseRecovery';
import { postgresUrl, testConfig, useTestServer, type TestServer } from '../../helpers/server';
import {
  BUYER,
  issue,
  issueRequest,
  LAKESHORE_OWNER,
  OTHER_PLAIN_ADDRESS,
  quoteFor,
  tokenize,
  WILLOW,
} from '../carrier/fixtures';

jest.setTimeout(60_000);

/** A promise the test settles. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/**
 * A process whose carrier call hangs: `when: 'after'` once the sandbox charged (the process dies
 * after the charge), `when: 'before'` before it charges (the call is still on its way).
 */
async function dyingProcess(server: TestServer, when: 'before' | 'after') {
  const sandbox = carrierFromConfig(server.config, server.handle.db);
  const release = gate();
  const reached = gate();
  const carrier: Carrier = {
    ...sandbox,
    async issue(input: IssueInput): Promise<CarrierIssue> {
      if (when === 'after') {
        const result = await sandbox.issue(input);
        reached.open();
        await release.opened;
        return result;
      }
      reached.open();
      await release.opened;
      return sandbox.issue(input);
    },
  };
  const app = await buildApp({
    config: testConfig(),
    db: server.handle.db,
    now: () => server.clock.now,
    carrier,
    backgroundJobs: false,
  });
  return { app, release: release.open, reached: reached.opened };
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const db = () => server.handle.db;
    let dying: FastifyInstance | null = null;
    afterEach(async () => {
      await dying?.close();
      dying = null;
    });

    async function purchaseThatDies(when: 'before' | 'after', address = WILLOW) {
      const quote = await quoteFor(server, address);
      const token = await tokenize(server, quote);
      const payload = issueRequest(quote, token);
      const process = await dyingProcess(server, when);
      dying = process.app;
      const answer = process.app.inject({ method: 'POST', url: '/v2/issuePolicy', payload });
      await process.reached;
      return { quote, token, payload, answer, release: process.release };
    }

    const recover = () => server.app.jobs.recoverPurchases();

    it('charged, then the process died: recovery issues the policy with its records and mails, once', async () => {
      const { quote, payload, answer, release } = await purchaseThatDies('after');
      expect(await db().select().from(sandboxCharges)).toHaveLength(1);
      const [stalled] = await db().select().from(purchases);
      expect(stalled).toMatchObject({ status: 'processing', policyId: null });

      // Not before the request has had its time.
      expect(await recover()).toEqual({ issued: 0, refunded: 0, failed: 0, errors: 0 });
      server.advance(RECOVER_AFTER_MS + 1000);
      expect(await recover()).toEqual({ issued: 1, refunded: 0, failed: 0, errors: 0 });

      const [purchase] = await db().select().from(purchases);
      expect(purchase).toMatchObject({ status: 'issued', claim: null });
      const [policy] = await db()
        .select()
        .from(policies)
        .where(eq(policies.quoteWorkItemId, quote.workItemId));
      expect(policy).toBeDefined();
      expect(purchase!.policyId).toBe(policy!.id);
      expect(
        await db().select().from(transactions).where(eq(transactions.policyId, policy!.id)),
      ).toHaveLength(1);
      expect(
        await db()
          .select()
          .from(enrollments)
          .where(eq(enrollments.policyNumber, policy!.carrierPolicyNumber)),
      ).toHaveLength(1);
      expect((await server.lastMail(BUYER.email))!.subject).toContain(policy!.carrierPolicyNumber);
      expect((await server.lastMail(LAKESHORE_OWNER))!.textBody).toContain(
        policy!.carrierPolicyNumber,
      );

      // The dead request's late answer, and a retry, find the same policy: one charge in all.
      release();
      expect((await answer).json().transactionDetails.policyId).toBe(policy!.carrierPolicyNumber);
      const again = await issue(server, payload);
      expect(again.json().transactionDetails.policyId).toBe(policy!.carrierPolicyNumber);
      expect(await db().select().from(sandboxCharges)).toHaveLength(1);
      expect(
        await db().select().from(policies).where(eq(policies.quoteWorkItemId, quote.workItemId)),
      ).toHaveLength(1);
      expect(
        await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, BUYER.email)),
      ).toHaveLength(1);
      expect(await recover()).toEqual({ issued: 0, refunded: 0, failed: 0, errors: 0 });
    });

    it('never charged: recovery fails it, the late charge is refused, and the buyer may retry at once', async () => {
      const { quote, payload, answer, release } = await purchaseThatDies('before');
      server.advance(RECOVER_AFTER_MS + 1000);
      expect(await recover()).toEqual({ issued: 0, refunded: 0, failed: 1, errors: 0 });
      const [failed] = await db().select().from(purchases);
      expect(failed).toMatchObject({ status: 'failed', failure: null, attempt: 1 });
      expect(await db().select().from(sandboxClosedKeys)).toHaveLength(1);

      // The request that was still on its way cannot charge any more.
      release();
      expect((await answer).json().error).toEqual({
        code: 'PAYMENT_NOT_COMPLETED',
        message: 'Your payment could not be completed. Please try again.',
      });
      expect(await db().select().from(sandboxCharges)).toHaveLength(0);

      // The same purchase may be tried again at once, with a new key (the old one stays closed).
      const retried = await issue(server, payload);
      expect(retried.json().error).toBeNull();
      const charges = await db().select().from(sandboxCharges);
      expect(charges.map((c) => c.idempotencyKey)).toEqual([`purchase:${quote.workItemId}:1`]);
    });

    it('never charged: the failed purchase does not hold the 24-hour pause', async () => {
      const { answer, release } = await purchaseThatDies('before');
      server.advance(RECOVER_AFTER_MS + 1000);
      expect(await recover()).toEqual({ issued: 0, refunded: 0, failed: 1, errors: 0 });
      release();
      await answer;
      const other = await quoteFor(server, OTHER_PLAIN_ADDRESS);
      const bought = await issue(server, issueRequest(other, await tokenize(server, other)));
      expect(bought.json().error).toBeNull();
      expect(await db().select().from(sandboxCharges)).toHaveLength(1);
    });

    it('charged, but the stored request is missing: recovery refunds it and tells the buyer', async () => {
      const { payload, answer, release } = await purchaseThatDies('after');
      // As a purchase claimed before the request was stored (migration 0005) would be.
      await db().update(purchases).set({ request: null, updatedAt: server.clock.now });
      server.advance(RECOVER_AFTER_MS + 1000);
      expect(await recover()).toEqual({ issued: 0, refunded: 1, failed: 0, errors: 0 });

      const [refunded] = await db().select().from(purchases);
      expect(refunded).toMatchObject({ status: 'refunded', policyId: null, attempt: 1 });
      const [charge] = await db().select().from(sandboxCharges);
      const [refund] = await db().select().from(sandboxRefunds);
      expect(refund).toMatchObject({ chargeId: charge!.id, amountCents: charge!.amountCents });
      expect(refunded!.refundId).toBe(`re_sbx_${refund!.id}`);
      expect(
        await db()
          .select()
          .from(policies)
          .where(eq(policies.quoteWorkItemId, refunded!.workItemId)),
      ).toHaveLength(0);
      const told = await server.lastMail(BUYER.email);
      expect(told!.subject).toBe('Your renters insurance purchase was refunded');
      expect(told!.textBody).toContain('We refunded the $');

      // The late request does not record a policy on the refunded charge: it finds the purchase
      // refunded and tries again as a retry would, with the next key (a new charge). A retry after
      // it finds that policy. One charge kept, one refunded. (Awaited: left running, it outlived
      // the test file.)
      release();
      const late = await answer;
      expect(late.json().error).toBeNull();
      const retried = await issue(server, payload);
      expect(retried.json().error).toBeNull();
      expect(retried.json().transactionDetails.policyId).toBe(
        late.json().transactionDetails.policyId,
      );
      expect(await db().select().from(sandboxCharges)).toHaveLength(2);
      expect(await db().select().from(sandboxRefunds)).toHaveLength(1);
    });
  });
}

suite('purchase recovery, on PGlite', {});
if (postgresUrl) suite('purchase recovery, on PostgreSQL (DATABASE_URL)', { postgres: true });
