// Anyone may buy a policy with any e-mail (docs/product.md "Onboarding flow"), so a purchase proves
// nothing about the e-mail: the attack (buy anonymously with an invited tenant's e-mail, then set
// their password with the onboarding token) must reach nothing of the tenant record.
import { eq } from 'drizzle-orm';
import { DEMO_INVITES } from '../../../src/server/db/demo';
import { accounts, tenants } from '../../../src/server/db/schema';
import { pdfText } from '../../helpers/pdf';
import { postgresUrl, useTestServer, type TestServer } from '../../helpers/server';
import { issue, issueRequest, quoteFor, tokenize } from '../carrier/fixtures';

const jordan = DEMO_INVITES[0]!;
/** What the seed's invitation holds for Jordan (src/server/db/seed.ts). */
const JORDAN_PHONE = '9195550174';
const MALLORY = {
  firstName: 'Mallory',
  lastName: 'Stone',
  email: jordan.email,
  phone: '6085550111',
};

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server: TestServer = useTestServer(options);

    async function buyAsMallory() {
      const quote = await quoteFor(server);
      const payment = await tokenize(server, quote);
      const answer = await issue(server, issueRequest(quote, payment, { buyer: MALLORY }));
      expect(answer.statusCode).toBe(200);
      return answer.json();
    }

    it('the purchase answer shows only what the buyer typed, never the tenant record', async () => {
      const body = await buyAsMallory();
      const pdf = await pdfText(Buffer.from(body.appBytes, 'base64'));
      expect(pdf).toContain('Mallory Stone');
      expect(pdf).not.toContain(JORDAN_PHONE);
      expect(pdf).not.toContain(jordan.name);
      expect(JSON.stringify(body)).not.toContain(JORDAN_PHONE);
    });

    it('the onboarding token alone sets no password; the code goes to the tenant’s own mailbox', async () => {
      const body = await buyAsMallory();
      const token = body.token as string;
      const refused = await server.call({
        method: 'POST',
        url: '/v2/account/password',
        headers: { token },
        payload: { newPassword: 'mallory-pass' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
      // Guessing the code is limited like every code: 5 tries, then locked.
      const sent = await server.call({
        method: 'POST',
        url: '/v2/account/password/code',
        headers: { token },
      });
      expect(sent.statusCode).toBe(200);
      const code = await server.mailedCode(jordan.email);
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          server.call({
            method: 'POST',
            url: '/v2/account/password',
            headers: { token },
            payload: {
              newPassword: 'mallory-pass',
              code: String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
            },
          }),
        ),
      );
      expect(guesses.filter((g) => g.statusCode === 400)).toHaveLength(5);
      expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(25);
      const [tenant] = await server.handle.db
        .select()
        .from(tenants)
        .where(eq(tenants.email, jordan.email));
      const [account] = await server.handle.db
        .select()
        .from(accounts)
        .where(eq(accounts.tenantId, tenant!.id));
      expect(account!.passwordHash).toBeNull();
      // The record the manager gave us is not overwritten by the buyer's entries.
      expect(tenant!.phone).toBe(JORDAN_PHONE);
      expect(tenant!.firstName).toBe('Jordan');
    });

    it('the real tenant still gets in, by proving the e-mail at sign-up', async () => {
      await buyAsMallory();
      const verified = await server.registerWithCode({
        fullName: jordan.name,
        email: jordan.email,
        phone: JORDAN_PHONE,
        password: 'jordans-own',
      });
      expect(verified.statusCode).toBe(200);
      expect((await server.login(jordan.email, 'jordans-own')).length).toBeGreaterThan(0);
    });
  });
}

suite('a purchase proves nothing about its e-mail (PGlite)', {});
if (postgresUrl)
  suite('a purchase proves nothing about its e-mail (PostgreSQL)', { postgres: true });
