// A cancellation whose refund the carrier did not take: the cancellation stands, the refund stays
// pending, and the jobs worker settles it once (docs/security.md "Money and mail after a crash").
import { carrierFromConfig } from '../../../src/server/adapters/carrier';
import type { Carrier } from '../../../src/server/adapters/carrier/interface';
import { buildApp } from '../../../src/server/app';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { SETTLE_AFTER_MS } from '../../../src/server/jobs/policyRefunds';
import { policyHelpers } from '../../helpers/policies';
import { testConfig, useTestServer } from '../../helpers/server';

const server = useTestServer();
const h = policyHelpers(server);

describe('a cancellation refund left pending', () => {
  it('is settled by the jobs worker once, after the carrier failed', async () => {
    const sandbox = carrierFromConfig(server.config, server.handle.db);
    const carrier: Carrier = {
      ...sandbox,
      async refundPremium() {
        throw new Error('carrier unreachable');
      },
    };
    const broken = await buildApp({
      config: testConfig(),
      db: server.handle.db,
      now: () => server.clock.now,
      carrier,
      backgroundJobs: false,
    });
    try {
      const login = await broken.inject({
        method: 'POST',
        url: '/v2/account/login',
        payload: { email: demoAccount('own-policy').email, password: DEMO_PASSWORD },
      });
      const token = login.json().token as string;
      const policy = await h.ownPolicy('own-policy');
      const response = await broken.inject({
        method: 'PUT',
        url: `/v2/policy/cancel/${policy.policyId}`,
        headers: { token },
        payload: { reason: 'Moving out' },
      });
      expect(response.statusCode).toBe(200);
      expect(await h.row(policy.policyId)).toMatchObject({ status: 'cancelled' });
      const [change] = await h.changes(policy.policyId);
      expect(change!.details).toMatchObject({ refund: { status: 'pending' } });
      expect(await h.sandboxRefunds()).toHaveLength(0);

      // Too early: a request may still be settling it.
      expect((await server.app.jobs.runPolicyJobs()).refunds).toBe(0);
      server.advance(SETTLE_AFTER_MS + 1000);
      expect((await server.app.jobs.runPolicyJobs()).refunds).toBe(1);
      expect((await server.app.jobs.runPolicyJobs()).refunds).toBe(0);
      expect(await h.sandboxRefunds()).toHaveLength(1);
      const refunds = (await h.refundsOf(policy.policyId)).filter((t) => t.amountCents < 0);
      expect(refunds).toEqual([
        expect.objectContaining({ amountCents: -(await h.sandboxRefunds())[0]!.amountCents }),
      ]);
      const [settled] = await h.changes(policy.policyId);
      expect(settled!.details).toMatchObject({ refund: { status: 'refunded' } });
    } finally {
      await broken.close();
    }
  });
});
