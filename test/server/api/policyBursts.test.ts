// A tenant's change pressed several times at once changes the policy (or the card on file) once (each change locks the
// policy row and checks it again): on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import { renewDuePolicies } from '../../../src/server/jobs/policyRenewal';
import { eq } from 'drizzle-orm';
import { paymentMethods } from '../../../src/server/db/schema';
import { paymentHelpers, TEST_CARDS } from '../../helpers/paymentMethods';
import { LAKESHORE, policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const p = paymentHelpers(server);
    const burst = async (method: 'PUT', url: string, token: string, payload: object) =>
      Promise.all(
        Array.from({ length: 5 }, () =>
          server.app.inject({ method, url, headers: { token }, payload }),
        ),
      );

    it('five identical cancellations cancel and refund once', async () => {
      const policy = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      const answers = await burst('PUT', `/v2/policy/cancel/${policy.policyId}`, token, {
        reason: 'Bought a house',
      });
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(await h.changes(policy.policyId)).toHaveLength(1);
      expect(await h.sandboxRefunds()).toHaveLength(1);
      const refunds = (await h.refundsOf(policy.policyId)).filter((t) => t.amountCents < 0);
      expect(refunds).toHaveLength(1);
      expect(await h.mailsTo(LAKESHORE)).toHaveLength(1);
    });

    it('five identical renewal toggles record one change and one notice', async () => {
      const policy = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      const answers = await burst('PUT', `/v2/policy/update/${policy.policyId}`, token, {
        renew: false,
      });
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await h.changes(policy.policyId)).toHaveLength(1);
      expect(await h.mailsTo(LAKESHORE)).toHaveLength(1);
    });

    it('three renewal passes at once renew a due policy once', async () => {
      const policy = await h.ownPolicy('association-member');
      server.clock.now = new Date(`${policy.policyRenewalDate.date}T09:00:00Z`);
      const ctx = {
        db: server.handle.db,
        now: () => server.clock.now,
        mail: server.app.jobs.mail,
        carrier: carrierFromConfig(server.config, server.handle.db),
      };
      const results = await Promise.all([
        renewDuePolicies(ctx),
        renewDuePolicies(ctx),
        renewDuePolicies(ctx),
      ]);
      expect(results.reduce((a, b) => a + b, 0)).toBe(1);
      expect((await h.changes(policy.policyId)).map((c) => c.kind)).toEqual(['renewed']);
    });

    it('five identical card saves, and five resumes of one 3-D Secure intent, save once each', async () => {
      const token = await h.token('own-policy');
      const save = (payload: object) => burst('PUT', '/v2/account/tenant/payment', token, payload);
      const saved = async () =>
        server.handle.db
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.provider, 'sandbox'));

      const answers = await save({
        stripeConfirmationToken: await p.tokenFor(TEST_CARDS.mastercard),
      });
      expect(answers.map((a) => a.json())).toEqual(
        Array(5).fill({ success: true, status: 'succeeded' }),
      );
      const [first] = await saved();
      expect(first?.last4).toBe('4444');

      const started = await p.update(token, {
        stripeConfirmationToken: await p.tokenFor(TEST_CARDS.threeDSecure),
      });
      const secret = started.json().client_secret as string;
      const setupIntentId = secret.slice(0, secret.indexOf('_secret_'));
      await p.authenticate(setupIntentId, secret, 'complete');
      const resumes = await save({ action_taken: true, setupIntentId });
      expect(resumes.map((a) => a.json().success)).toEqual([true, true, true, true, true]);
      const rows = await saved();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.last4).toBe('3155');
      expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
    });
  });
}

suite('policy changes once, on PGlite', {});
if (postgresUrl) suite('policy changes once, on PostgreSQL (DATABASE_URL)', { postgres: true });
