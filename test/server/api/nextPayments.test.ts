// GET /v2/transaction tells each own policy's next scheduled payment, from the plan's
// stored schedule and the payments made, and only the signed-in tenant's; from
// the policy's scheduled payments (scheduled_payments), charged on their dates.
import { eq } from 'drizzle-orm';
import { planMoney } from '../../../src/domain/payments/planMoney';
import type { PaymentSchedule } from '../../../src/domain/payments/plans';
import { policies } from '../../../src/server/db/schema';
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { useTestServer } from '../../helpers/server';
import { issue, issueRequest, PLAIN_ADDRESS, quoteFor, tokenize } from '../carrier/fixtures';

const server = useTestServer();
const MAYA = demoAccount('own-policy').email;

const transactionsOf = async (token: string) => {
  const response = await server.call({ method: 'GET', url: '/v2/transaction', headers: { token } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function buy(token: string, plan: 0 | 1 | 2) {
  const quote = await quoteFor(server, PLAIN_ADDRESS, token);
  const bought = await issue(
    server,
    issueRequest(quote, await tokenize(server, quote), {
      buyer: { email: MAYA, firstName: 'Maya', lastName: 'Thompson' },
      plan,
    }),
    token,
  );
  expect(bought.statusCode).toBe(200);
  const [row] = await server.handle.db
    .select()
    .from(policies)
    .where(eq(policies.carrierPolicyNumber, bought.json().transactionDetails.policyId));
  return { quote, policy: row! };
}

describe('GET /v2/transaction: next payments', () => {
  it('a Monthly buyer sees today’s charge in the history and the next installment ahead', async () => {
    const token = await server.signIn(MAYA, DEMO_PASSWORD);
    const { quote, policy } = await buy(token, 2);
    // The schedule as the quote answered it (with its installments' dates).
    const schedule = quote.schedules[2] as PaymentSchedule;
    expect(schedule.installments).toHaveLength(11);
    const money = planMoney(schedule, 2, quote.policyEffectiveDate, 'cc');
    const body = await transactionsOf(token);
    // What the payment step said is due today is what was charged.
    const charged = body.transactions.find((t: any) => t.policyId === policy.id);
    expect(charged.transactionAmount).toBe(money.dueToday.total);
    const next = body.nextPayments.filter((p: any) => p.policyId === policy.id);
    expect(next).toEqual([
      {
        policyId: policy.id,
        policyCarrierNumber: policy.carrierPolicyNumber,
        date: money.later[0]!.date,
        amount: money.later[0]!.amount,
        paymentNumber: 2,
        numberOfPayments: 11,
      },
    ]);
    // Once that installment is charged on its date, the next is the one after it.
    server.clock.now = new Date(`${money.later[0]!.date}T12:00:00Z`);
    expect((await server.app.jobs.runBilling()).errors).toBe(0);
    // (A month on, the session has expired: sign in again.)
    const later = await server.signIn(MAYA, DEMO_PASSWORD);
    const after = (await transactionsOf(later)).nextPayments.find(
      (p: any) => p.policyId === policy.id,
    );
    expect(after).toMatchObject({ date: money.later[1]!.date, paymentNumber: 3 });
  });

  it('an Annual policy has nothing more to pay; the seeded Monthly policy tells its next', async () => {
    const token = await server.signIn(MAYA, DEMO_PASSWORD);
    const { policy } = await buy(token, 0);
    const body = await transactionsOf(token);
    expect(body.nextPayments.filter((p: any) => p.policyId === policy.id)).toEqual([]);
    // Maya's seeded policy (seed-billing.ts): payments 1 to 4 made, the fifth due tomorrow.
    const seeded = body.transactions.find((t: any) => t.policyCarrierNumber === 'HSR-WI-2604417');
    const tomorrow = new Date(server.clock.now.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(body.nextPayments.filter((p: any) => p.policyId === seeded.policyId)).toEqual([
      {
        policyId: seeded.policyId,
        policyCarrierNumber: 'HSR-WI-2604417',
        date: tomorrow,
        amount: 16,
        paymentNumber: 5,
        numberOfPayments: 11,
      },
    ]);
  });

  it('a cancelled policy has no next payment', async () => {
    const token = await server.signIn(MAYA, DEMO_PASSWORD);
    const { policy } = await buy(token, 1);
    expect(
      (await transactionsOf(token)).nextPayments.some((p: any) => p.policyId === policy.id),
    ).toBe(true);
    await server.handle.db
      .update(policies)
      .set({ status: 'cancelled', cancellationDate: policy.policyStartDate })
      .where(eq(policies.id, policy.id));
    expect(
      (await transactionsOf(token)).nextPayments.some((p: any) => p.policyId === policy.id),
    ).toBe(false);
  });

  it("never tells another tenant's next payments", async () => {
    const maya = await server.signIn(MAYA, DEMO_PASSWORD);
    const { policy } = await buy(maya, 2);
    for (const role of ['partner-policy', 'third-party', 'association-member'] as const) {
      const token = await server.signIn(demoAccount(role).email, DEMO_PASSWORD);
      const body = await transactionsOf(token);
      expect(body.nextPayments.some((p: any) => p.policyId === policy.id)).toBe(false);
      expect(body.transactions.some((t: any) => t.policyId === policy.id)).toBe(false);
    }
  });
});
