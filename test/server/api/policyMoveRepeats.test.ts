// Twenty identical moves at once were all applied and all mailed. A move to
// the policy's current address changes nothing and mails no one, identical moves sent at once
// apply once (compared under the policy's row lock), and moves are rate limited per account.
// On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { policyChangeMessages as m } from '../../../src/domain/messages';
import { RATE_LIMITS } from '../../../src/server/auth/rateLimit';
import { DEMO_EVIDENCE_CODE } from '../../../src/server/db/demo';
import { evidenceCodes } from '../../../src/server/db/schema';
import { LAKESHORE, policyHelpers } from '../../helpers/policies';
import { postgresUrl, useTestServer } from '../../helpers/server';

const MAYA = 'maya.thompson@example.com';
/** Maya's insured address as seeded. */
const REGENT = {
  streetAddress: '1402 Regent St',
  unit: '3B',
  city: 'Madison',
  state: 'WI',
  zip: '53711',
};
const CHICAGO = {
  streetAddress: '2350 N Clark St',
  unit: '5C',
  city: 'Chicago',
  state: 'IL',
  zip: '60614',
};
const MOVES_AN_HOUR = RATE_LIMITS.policyMovesPerAccount.max;

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const move = (token: string, id: number, body: object) =>
      server.app.inject({
        method: 'PUT',
        url: `/v2/policy/update-address/${id}`,
        headers: { token },
        payload: body,
      });
    const issuedEvidence = async (policyId: number) =>
      (
        await server.handle.db
          .select()
          .from(evidenceCodes)
          .where(eq(evidenceCodes.policyId, policyId))
      ).filter((c) => c.code !== DEMO_EVIDENCE_CODE);

    it('twenty identical moves at once move once: one record, one tenant mail, one manager mail', async () => {
      const policy = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => move(token, policy.policyId, CHICAGO)),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      // The rest: the policy is already there, or the account's moves for the hour are spent.
      expect(statuses.filter((s) => s === 409)).toHaveLength(MOVES_AN_HOUR - 1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - MOVES_AN_HOUR);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json()).toEqual({ message: m.alreadyAtAddress, code: 'ALREADY_AT_ADDRESS' });
      }
      const moved = (await h.changes(policy.policyId)).filter((c) => c.kind === 'moved');
      expect(moved).toHaveLength(1);
      expect(moved[0]!.details).toMatchObject({
        before: expect.objectContaining({ insuredAddress: '1402 Regent St' }),
        after: expect.objectContaining({ insuredAddress: '2350 N Clark St' }),
      });
      expect(await h.mailsTo(MAYA)).toHaveLength(1);
      expect(await h.mailsTo(LAKESHORE)).toHaveLength(1);
      expect(await issuedEvidence(policy.policyId)).toHaveLength(1);
    });

    it('a move to the current address changes nothing and mails no one (preview and move)', async () => {
      const policy = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      const before = await h.row(policy.policyId);
      // Spelled in another case and spacing: still the same address.
      const same = { ...REGENT, streetAddress: ' 1402  regent st', city: 'MADISON' };
      const shown = await h.call(
        'POST',
        `/v2/policy/update-address/${policy.policyId}/preview`,
        token,
        same,
      );
      expect(shown.statusCode).toBe(409);
      expect(shown.json()).toEqual({ message: m.alreadyAtAddress, code: 'ALREADY_AT_ADDRESS' });
      const response = await h.call(
        'PUT',
        `/v2/policy/update-address/${policy.policyId}`,
        token,
        REGENT,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: m.alreadyAtAddress, code: 'ALREADY_AT_ADDRESS' });
      expect(await h.row(policy.policyId)).toEqual(before);
      expect(await h.changes(policy.policyId)).toHaveLength(0);
      expect(await h.allMail()).toHaveLength(0);
      expect(await issuedEvidence(policy.policyId)).toHaveLength(0);
    });

    it(`moves are limited to ${MOVES_AN_HOUR} an hour per account (429 with Retry-After)`, async () => {
      const policy = await h.ownPolicy('own-policy');
      const token = await h.token('own-policy');
      for (let i = 0; i < MOVES_AN_HOUR; i += 1) {
        const there = i % 2 === 0 ? CHICAGO : REGENT;
        expect((await move(token, policy.policyId, there)).statusCode).toBe(200);
      }
      const refused = await h.call(
        'PUT',
        `/v2/policy/update-address/${policy.policyId}`,
        token,
        CHICAGO,
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(refused.headers['retry-after'])).toBe(3600);
      expect(await h.changes(policy.policyId)).toHaveLength(MOVES_AN_HOUR);
      expect(await h.row(policy.policyId)).toMatchObject({ insuredAddress: '1402 Regent St' });
      // Another tenant's moves are counted apart.
      const priya = await h.ownPolicy('association-member');
      const other = await move(await h.token('association-member'), priya.policyId, CHICAGO);
      expect(other.statusCode).toBe(200);
      // An hour later the tenant may move again.
      server.clock.now = new Date(server.clock.now.getTime() + 3_600_000 + 1_000);
      expect((await move(token, policy.policyId, CHICAGO)).statusCode).toBe(200);
    });
  });
}

suite('repeated moves (PGlite)', {});
if (postgresUrl) suite('repeated moves (PostgreSQL)', { postgres: true });
