// docs/product.md "Transactions and coupons", "Records", "Calls": GET /transaction and GET
// /enrollments answer the signed-in tenant's own records only, newest first.
import { DEMO_PASSWORD, demoAccount, type DemoRole } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';

const server = useTestServer();
const tokenOf = (role: DemoRole) => server.signIn(demoAccount(role).email, DEMO_PASSWORD);
const call = async (role: DemoRole | null, url: string) =>
  server.call({ method: 'GET', url, headers: role ? { token: await tokenOf(role) } : {} });
const get = async (role: DemoRole, url: string) => {
  const response = await call(role, url);
  expect(response.statusCode).toBe(200);
  return response.json();
};

interface Transaction {
  transactionId: number;
  transactionCreationDate: string;
  transactionAmount: number;
  policyId: number | null;
  policyCarrierNumber: string | null;
  transactionMessage: string | null;
  transactionStatus: string;
}

describe('GET /v2/transaction', () => {
  it("answers the tenant's payments newest first, the declined one marked, in dollars", async () => {
    const { transactions } = (await get('own-policy', '/v2/transaction')) as {
      transactions: Transaction[];
    };
    expect(transactions.length).toBeGreaterThanOrEqual(5);
    const times = transactions.map((t) => Date.parse(t.transactionCreationDate));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const failed = transactions.filter((t) => t.transactionStatus !== 'SUCCEEDED');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      transactionStatus: 'FAILED',
      transactionMessage: 'Your card was declined (insufficient funds).',
      transactionAmount: 16,
    });
    expect(transactions.map((t) => t.transactionAmount)).toContain(28);
    const [policy] = (await get('own-policy', '/v2/policy')).policies;
    for (const t of transactions) {
      expect(t.policyId).toBe(policy.policyId);
      expect(t.policyCarrierNumber).toBe(policy.carrierPolicyNumber);
    }
  });

  it('recent=true keeps the last 90 days only', async () => {
    const all = (await get('own-policy', '/v2/transaction?recent=false'))
      .transactions as Transaction[];
    const recent = (await get('own-policy', '/v2/transaction?recent=true'))
      .transactions as Transaction[];
    const since = server.clock.now.getTime() - 90 * 86_400_000;
    expect(recent).toEqual(all.filter((t) => Date.parse(t.transactionCreationDate) >= since));
    expect(recent.length).toBeLessThan(all.length);
  });

  it("never answers another tenant's payments", async () => {
    const maya = (await get('own-policy', '/v2/transaction')).transactions as Transaction[];
    const ids = new Set(maya.map((t) => t.transactionId));
    for (const role of ['partner-policy', 'third-party', 'association-member'] as const) {
      const theirs = (await get(role, '/v2/transaction')).transactions as Transaction[];
      expect(theirs.filter((t) => ids.has(t.transactionId))).toEqual([]);
    }
  });

  it('needs a token, and refuses a recent that is not true or false', async () => {
    expect((await call(null, '/v2/transaction')).statusCode).toBe(401);
    expect((await call('own-policy', '/v2/transaction?recent=soon')).statusCode).toBe(400);
  });
});

describe('GET /v2/enrollments', () => {
  it("answers the tenant's enrollments, the current term first", async () => {
    const { enrollments } = await get('own-policy', '/v2/enrollments');
    expect(enrollments).toEqual([
      expect.objectContaining({
        policy_number: 'HSR-WI-2604417',
        liability_limit: 100000,
        contents_limit: 20000,
        price_per_month: 14,
      }),
      expect.objectContaining({
        policy_number: 'HSR-WI-1988203',
        contents_limit: 15000,
        price_per_month: 12.5,
      }),
    ]);
    expect(enrollments[0].current_term_start_date).toBe(enrollments[1].current_term_end_date);
  });

  it("answers the association member's membership: her policy's current term", async () => {
    const { enrollments } = await get('association-member', '/v2/enrollments');
    const policy = (await get('association-member', '/v2/policy?inactiveOnly=false')).policies[0];
    expect(enrollments).toEqual([
      {
        policy_number: 'HSR-FL-2517730',
        current_term_start_date: policy.policyStartDate.date,
        current_term_end_date: policy.policyEndDate.date,
        liability_limit: 200000,
        contents_limit: 30000,
        price_per_month: 17.92,
      },
    ]);
  });

  it("never answers another tenant's enrollments, and needs a token", async () => {
    expect((await get('partner-policy', '/v2/enrollments')).enrollments).toEqual([]);
    expect((await call(null, '/v2/enrollments')).statusCode).toBe(401);
  });
});
