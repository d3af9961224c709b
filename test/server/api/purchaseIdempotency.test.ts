// A purchase charges once (docs/product.md "States", docs/security.md): declines and retries,
// replays, simultaneous requests, the 24-hour pause (docs/product.md "Messages", "Limits") and a
// stalled purchase taken over. Run on PGlite, and on PostgreSQL (real concurrency, many
// connections) when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { flowMessages } from '../../../src/domain/messages';
import { chargeAndIssue } from '../../../src/server/adapters/carrier/sandbox/payments';
import { hashToken } from '../../../src/server/auth/tokens';
import {
  mailOutbox,
  policies,
  purchases,
  sandboxCharges,
  transactions,
} from '../../../src/server/db/schema';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import {
  BUYER,
  CARDS,
  DECLINED_BANK_ACCOUNT,
  issue,
  issueRequest,
  OTHER_PLAIN_ADDRESS,
  PLAIN_ADDRESS,
  quoteFor,
  tokenize,
} from '../carrier/fixtures';

jest.setTimeout(60_000);

const HOUR = 3_600_000;

/** What purchases made (the demo seed's own policies and payments left out). */
async function records(server: TestServer) {
  const db = server.handle.db;
  const bought = (await db.select().from(policies)).filter((p) => p.quoteWorkItemId !== null);
  const ids = new Set(bought.map((p) => p.id));
  return {
    policies: bought,
    charges: await db.select().from(sandboxCharges),
    purchases: await db.select().from(purchases),
    transactions: (await db.select().from(transactions)).filter(
      (t) => t.policyId !== null && ids.has(t.policyId),
    ),
  };
}

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);

    it('a declined card fails the purchase; the same token answers the same; a new card succeeds once', async () => {
      const quote = await quoteFor(server);
      const declined = await tokenize(server, quote, { card: CARDS.declined });
      const first = await issue(server, issueRequest(quote, declined));
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({
        error: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      });
      const [failed] = await server.handle.db.select().from(purchases);
      expect(failed).toMatchObject({
        status: 'failed',
        failure: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
        paymentTokenHash: hashToken(declined),
        policyId: null,
      });
      expect((await issue(server, issueRequest(quote, declined))).json().error.code).toBe(
        'PAYMENT_DECLINED',
      );
      expect((await records(server)).charges).toHaveLength(0);

      const good = await tokenize(server, quote);
      const retried = (await issue(server, issueRequest(quote, good))).json();
      expect(retried.error).toBeNull();
      const after = await records(server);
      expect(after.charges).toHaveLength(1);
      expect(after.purchases).toEqual([
        expect.objectContaining({ id: failed!.id, status: 'issued', failure: null }),
      ]);
      expect(after.policies.filter((p) => p.quoteWorkItemId === quote.workItemId)).toHaveLength(1);
      expect(after.transactions).toHaveLength(1);
    });

    it('insufficient funds and a declined bank account have their own messages', async () => {
      const quote = await quoteFor(server);
      const poor = await tokenize(server, quote, { card: CARDS.insufficientFunds });
      expect((await issue(server, issueRequest(quote, poor))).json().error).toEqual({
        code: 'PAYMENT_DECLINED',
        message: 'Your card was declined for insufficient funds.',
      });
      const bank = await tokenize(server, quote, { bank: DECLINED_BANK_ACCOUNT });
      const body = (await issue(server, issueRequest(quote, bank, { paymentType: 'bank' }))).json();
      expect(body.error).toEqual({
        code: 'PAYMENT_DECLINED',
        message: 'Your bank declined the payment.',
      });
    });

    it('a decline is answered in the request’s language and kept in English', async () => {
      const quote = await quoteFor(server);
      const declined = await tokenize(server, quote, { card: CARDS.declined });
      const asked = (language: string) =>
        server.call({
          method: 'POST',
          url: '/v2/issuePolicy',
          headers: { 'accept-language': language },
          payload: issueRequest(quote, declined),
        });
      expect((await asked('es-MX')).json().error).toEqual({
        code: 'PAYMENT_DECLINED',
        message: 'Tu tarjeta fue rechazada.',
      });
      // Again (the failed purchase answered from its record), in English.
      expect((await asked('en-US')).json().error.message).toBe('Your card was declined.');
      const [failed] = await server.handle.db.select().from(purchases);
      expect(failed!.failure).toEqual({
        code: 'PAYMENT_DECLINED',
        message: 'Your card was declined.',
      });
    });

    it('the same request again answers the same policy, charged and mailed once', async () => {
      const quote = await quoteFor(server);
      const token = await tokenize(server, quote);
      const payload = issueRequest(quote, token);
      const first = (await issue(server, payload)).json();
      const again = (await issue(server, payload)).json();
      expect(again.transactionDetails).toEqual(first.transactionDetails);
      expect(again.billingDetails).toEqual(first.billingDetails);
      expect(again.appBytes).toBe(first.appBytes);
      // A fresh one-time token while the account has no login yet.
      expect(again.token).toEqual(expect.any(String));
      expect(again.token).not.toBe(first.token);
      const after = await records(server);
      expect(after.charges).toHaveLength(1);
      expect(after.policies.filter((p) => p.quoteWorkItemId === quote.workItemId)).toHaveLength(1);
      expect(after.transactions).toHaveLength(1);
      const mails = await server.handle.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, BUYER.email));
      expect(mails).toHaveLength(1);
    });

    it('the purchased quote with another payment token is a 409 ALREADY_PURCHASED', async () => {
      const quote = await quoteFor(server);
      await issue(server, issueRequest(quote, await tokenize(server, quote)));
      const other = await tokenize(server, quote);
      const response = await issue(server, issueRequest(quote, other));
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ALREADY_PURCHASED');
      expect((await records(server)).charges).toHaveLength(1);
    });

    it('20 simultaneous identical purchases: one charge, one policy, the same answer for all', async () => {
      const quote = await quoteFor(server);
      const payload = issueRequest(quote, await tokenize(server, quote));
      const answers = await Promise.all(Array.from({ length: 20 }, () => issue(server, payload)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      const numbers = new Set(answers.map((a) => a.json().transactionDetails?.policyId));
      expect(numbers.size).toBe(1);
      expect([...numbers][0]).toMatch(/^SBX-RP-\d{8}$/);
      const after = await records(server);
      expect(after.charges).toHaveLength(1);
      expect(after.purchases).toHaveLength(1);
      expect(after.policies.filter((p) => p.quoteWorkItemId === quote.workItemId)).toHaveLength(1);
      expect(after.transactions).toHaveLength(1);
    });

    it('two quotes bought at once for one e-mail: one policy, the other 409 PENDING_TRANSACTION', async () => {
      const a = await quoteFor(server, PLAIN_ADDRESS);
      const b = await quoteFor(server, OTHER_PLAIN_ADDRESS);
      const [ta, tb] = [await tokenize(server, a), await tokenize(server, b)];
      const answers = await Promise.all([
        issue(server, issueRequest(a, ta)),
        issue(server, issueRequest(b, tb)),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = answers.find((r) => r.statusCode === 409)!;
      expect(refused.json()).toEqual({
        code: 'PENDING_TRANSACTION',
        message: flowMessages.pendingTransaction,
      });
      const after = await records(server);
      expect(after.charges).toHaveLength(1);
      expect(after.transactions).toHaveLength(1);
    });

    it('pauses further purchases of the e-mail for 24 hours', async () => {
      const a = await quoteFor(server, PLAIN_ADDRESS);
      expect((await issue(server, issueRequest(a, await tokenize(server, a)))).statusCode).toBe(
        200,
      );
      server.advance(23 * HOUR);
      const b = await quoteFor(server, OTHER_PLAIN_ADDRESS);
      const paused = await issue(server, issueRequest(b, await tokenize(server, b)));
      expect(paused.statusCode).toBe(409);
      expect(paused.json().code).toBe('PENDING_TRANSACTION');
      const pending = await server.call({
        method: 'GET',
        url: `/v2/account/renewingPolicies?email=${BUYER.email}&address=15%20Orchard%20Ln&city=Madison&state=WI&zip_code=53703`,
      });
      expect(pending.json().pending_transaction).toBe(true);

      server.advance(1 * HOUR + 60_000);
      const c = await quoteFor(server, OTHER_PLAIN_ADDRESS);
      const later = await issue(server, issueRequest(c, await tokenize(server, c)));
      expect(later.statusCode).toBe(200);
      expect(later.json().error).toBeNull();
    });

    it('a purchase stalled after the charge is taken over after 2 minutes without a second charge', async () => {
      const quote = await quoteFor(server);
      const token = await tokenize(server, quote);
      const payload = issueRequest(quote, token);
      // A request claimed the purchase and was charged, then died before recording the policy.
      await server.handle.db.insert(purchases).values({
        workItemId: quote.workItemId,
        email: BUYER.email,
        paymentTokenHash: hashToken(token),
        status: 'processing',
        createdAt: server.clock.now,
        updatedAt: server.clock.now,
      });
      const charged = await chargeAndIssue(server.handle.db, {
        workItemId: quote.workItemId,
        clientId: quote.clientId,
        paymentToken: token,
        paymentType: 'cc',
        idempotencyKey: `purchase:${quote.workItemId}`,
        amountCents: 12128,
        policy: {} as never,
        now: server.clock.now,
      });
      expect(charged.kind).toBe('issued');
      server.advance(2 * 60_000 + 1000);
      const body = (await issue(server, payload)).json();
      expect(body.transactionDetails.policyId).toBe(
        charged.kind === 'issued' ? charged.policyNumber : null,
      );
      const after = await records(server);
      expect(after.charges).toHaveLength(1);
      expect(after.purchases).toEqual([expect.objectContaining({ status: 'issued' })]);
    });
  });
}

suite('purchase once, on PGlite', {});
if (postgresUrl) suite('purchase once, on PostgreSQL (DATABASE_URL)', { postgres: true });

describe('rate limit', () => {
  const server = useTestServer();
  it('answers 429 after 30 purchase requests from one address in 10 minutes', async () => {
    const quote = await quoteFor(server);
    const payload = issueRequest(quote, 'tok_sbx_unknown');
    payload.assurant.transaction.productType = 'NOT-THE-PRODUCT';
    for (let i = 0; i < 30; i += 1) expect((await issue(server, payload)).statusCode).toBe(400);
    const limited = await issue(server, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});
