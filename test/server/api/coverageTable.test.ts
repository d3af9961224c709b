// "What is covered?": a policy bought with add-ons carries the limits its quote's switches
// named, its application PDF lists them by the same names, and the seeded demo policies agree with
// the same table.
import { eq } from 'drizzle-orm';
import { toggleCopy } from '../../../src/domain/onboarding/coverageCopy';
import {
  endorsementLine,
  endorsementsFor,
  rowOfCode,
} from '../../../src/domain/coverage/enhancementTable';
import { policyEnhancements } from '../../../src/domain/policies/enhancements';
import { policies } from '../../../src/server/db/schema';
import { pdfText } from '../../helpers/pdf';
import { useTestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

const server = useTestServer();
const db = () => server.handle.db;
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

describe('a purchase with add-ons', () => {
  it('carries, shows and prints the limits the quote named', async () => {
    const first = await quoteFor(server);
    const chosen = {
      liabilityAmount: 100000,
      personalPropertyAmount: 30000,
      deductible: 250,
      iuiType: 'N',
      replacementCost: 'Y',
      waterBackup: 'Y',
      petDamage: 'Y',
      identityFraud: 'Y',
      earthquake: 'N',
      waterDamageLiability: 'N',
    };
    const requoted = await server.call({
      method: 'POST',
      url: '/v2/quote',
      payload: {
        policyEffectiveDate: first.policyEffectiveDate,
        address: first.address,
        answers: [],
        workItemId: first.workItemId,
        coverageParameters: chosen,
      },
    });
    expect(requoted.json().error).toBeNull();
    const quote = { ...first, schedules: requoted.json().transactionDetails.payments.schedules };
    const token = await tokenize(server, quote);
    const response = await issue(server, issueRequest(quote, token));
    expect(response.statusCode).toBe(200);

    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.carrierPolicyNumber, response.json().transactionDetails.policyId));
    const ctx = { state: PLAIN_ADDRESS.state, contentsLimit: 30000, liabilityLimit: 100000 };
    expect(policy!.endorsements).toEqual([
      { code: 'SEWER_Sump', limit: 5000 },
      { code: 'QBE_PetDam', limit: 1000 },
      { code: 'ID_FRAUD', limit: 15000 },
    ]);
    const pdf = await pdfText(Buffer.from(response.json().appBytes, 'base64'));
    const dashboard = policyEnhancements({ ...ctx, endorsements: policy!.endorsements });
    for (const e of policy!.endorsements) {
      const row = rowOfCode(e.code)!;
      // The quote's switch named this limit ...
      expect(toggleCopy(row.parameter!, ctx.state, ctx.contentsLimit).description).toContain(
        `up to ${money(e.limit)}`,
      );
      // ... the dashboard names it ...
      expect(dashboard.find((d) => d.title === row.name)).toMatchObject({
        included: true,
        limit: e.limit,
      });
      // ... and so does the application PDF, with no code.
      expect(pdf).toContain(endorsementLine(e, ctx));
      expect(pdf).not.toContain(e.code);
    }
  });
});

describe('the seeded demo policies', () => {
  it('carry the limits the table gives at their address', async () => {
    const seeded = await db().select().from(policies);
    const withEndorsements = seeded.filter((p) => p.endorsements.length > 0);
    expect(withEndorsements.length).toBeGreaterThan(0);
    for (const p of withEndorsements) {
      const ctx = {
        state: p.insuredState,
        contentsLimit: p.contentsLimit,
        liabilityLimit: p.liabilityLimit,
      };
      for (const e of p.endorsements) {
        const row = rowOfCode(e.code);
        expect(row).toBeDefined();
        expect(e.limit).toBe(row!.limit(ctx));
        if (row!.parameter) {
          expect(endorsementsFor({ [row!.parameter]: 'Y' }, ctx)).toEqual([e]);
        }
      }
    }
  });
});

describe("Illinois' water backup disclosure", () => {
  it('names the limit and deductible the quote and the policy give in IL', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/v2/getDisclosure',
      payload: { disclosureType: 'waterbackup', state: 'IL' },
    });
    const { content } = response.json() as { content: string };
    const limit = endorsementsFor({ waterBackup: 'Y' }, { state: 'IL', contentsLimit: 20000 })[0]!
      .limit;
    expect(content).toContain(`up to ${money(limit)} per occurrence, with a $250 deductible`);
    expect(toggleCopy('waterBackup', 'IL', 20000).description).toContain(`up to ${money(limit)}`);
    expect(content).not.toContain('$2,500');
  });
});
