// The card or bank account a buyer paid with becomes the account's stored payment
// method (once, never replacing one the tenant saved), with the token's expiry, and the payments
// sandbox charges it as the carrier's token was scripted: 4242 approves, 4000 0000 0000 0341
// buys fine and declines every later charge. On PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from 'drizzle-orm';
import { accounts, paymentMethods, sandboxPaymentTokens } from '../../../src/server/db/schema';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { sandboxPayments } from '../../../src/server/adapters/payments/sandbox';
import { BUYER, issue, issueRequest, quoteFor, tokenize } from '../carrier/fixtures';

jest.setTimeout(60_000);

async function buy(server: TestServer, how: { card?: string; bank?: string } = {}) {
  const quote = await quoteFor(server);
  const token = await tokenize(server, quote, how);
  const response = await issue(
    server,
    issueRequest(quote, token, how.bank ? { paymentType: 'bank', plan: 2 } : { plan: 2 }),
  );
  expect(response.statusCode).toBe(200);
  const [account] = await server.handle.db
    .select()
    .from(accounts)
    .where(eq(accounts.email, BUYER.email));
  const [method] = await server.handle.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, account!.id));
  return { account: account!, method };
}

const charge = (server: TestServer, accountId: number, providerMethodId: string, key: string) =>
  sandboxPayments({ db: server.handle.db, secrets: { tokenKey: Buffer.from('k') } }).charge({
    customer: { accountId, email: BUYER.email, name: 'Riley Chen' },
    providerMethodId,
    amountCents: 1600,
    idempotencyKey: key,
    description: 'test',
    now: server.clock.now,
  });

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);

    it('stores the card paid with, with its expiry, and it can be charged again', async () => {
      const { account, method } = await buy(server);
      expect(method).toMatchObject({
        provider: 'sandbox',
        kind: 'card',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 2,
      });
      expect(account.stripePaymentDescription).toBe('Visa ending in 4242');
      const [token] = await server.handle.db.select().from(sandboxPaymentTokens);
      expect(token).toMatchObject({ expMonth: 12 });
      expect(await charge(server, account.id, method!.providerMethodId, 'k1')).toMatchObject({
        kind: 'succeeded',
      });
      // Another account cannot charge it.
      expect(await charge(server, account.id + 1000, method!.providerMethodId, 'k2')).toMatchObject(
        { kind: 'declined' },
      );
    });

    it('a card scripted to decline later buys fine, and its later charges decline', async () => {
      const { account, method } = await buy(server, { card: '4000000000000341' });
      expect(method).toMatchObject({ last4: '0341' });
      expect(await charge(server, account.id, method!.providerMethodId, 'k3')).toMatchObject({
        kind: 'declined',
        code: 'CARD_DECLINED',
      });
    });

    it('a bank account paid with is stored as one', async () => {
      const { method } = await buy(server, { bank: '987654321' });
      expect(method).toMatchObject({ kind: 'bank', last4: '4321', expMonth: null });
    });
  });
}

suite('the buyer’s payment method is stored (PGlite)', {});
if (postgresUrl) suite('the buyer’s payment method is stored (PostgreSQL)', { postgres: true });
