// A visitor's quote has its workItemId as its only key (Accounts): whoever holds it can
// re-quote, tokenize and buy it, so it is 128 random bits and never written to the logs. A quote
// made signed in is its account's alone (another tenant re-quoted and bought one).
import { DEMO_PASSWORD, demoAccount } from '../../../src/server/db/demo';
import { SANDBOX_QUOTE_ADDRESS, SANDBOX_QUOTE_ANSWERS } from '../../helpers/quote';
import { postgresUrl, useTestServer } from '../../helpers/server';
import { BUYER, issue, issueRequest, quoteFor, tokenize, WILLOW } from '../carrier/fixtures';

const QUOTES = 100;

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const lines: string[] = [];
    const server = useTestServer({
      ...options,
      config: { logLevel: 'debug' },
      logStream: { write: (line) => void lines.push(line) },
    });
    beforeEach(() => {
      lines.length = 0;
    });

    it(`is SBX- and 32 hex digits (128 random bits), unique over ${QUOTES} quotes`, async () => {
      const policyEffectiveDate = new Date(server.clock.now.getTime() + 7 * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const ids: string[] = [];
      for (let i = 0; i < QUOTES; i += 1) {
        const response = await server.call({
          method: 'POST',
          url: '/v2/quote',
          // One client address per quote: the quote limit counts per address.
          remoteAddress: `10.9.${i >> 8}.${i & 255}`,
          payload: {
            policyEffectiveDate,
            address: SANDBOX_QUOTE_ADDRESS,
            answers: SANDBOX_QUOTE_ANSWERS,
          },
        });
        expect(response.statusCode).toBe(200);
        ids.push(response.json().transactionDetails.workItemId as string);
      }
      for (const id of ids) expect(id).toMatch(/^SBX-[0-9A-F]{32}$/);
      expect(new Set(ids).size).toBe(QUOTES);
      // Random at every position: no counter, clock or shared prefix (a time-based id would
      // repeat its leading digits over a run this short).
      const hex = ids.map((id) => id.slice(4));
      for (let position = 0; position < 32; position += 1) {
        expect(new Set(hex.map((h) => h[position])).size).toBeGreaterThanOrEqual(10);
      }
    }, 60_000);

    it('a quote, its tokenization, purchase and completion leave it out of the logs', async () => {
      const quote = await quoteFor(server, WILLOW);
      const token = await tokenize(server, quote);
      const bought = await issue(server, issueRequest(quote, token));
      expect(bought.statusCode).toBe(200);
      const policyId = bought.json().transactionDetails.policyId as string;
      const completed = await server.call({
        method: 'POST',
        url: '/v2/product/1/pricing/onboardingCompletion',
        payload: { email: BUYER.email, workItemId: quote.workItemId, policyId },
      });
      expect(completed.statusCode).toBe(200);
      // A refused and a hostile use of it are not logged either.
      await server.call({
        method: 'POST',
        url: '/v2/product/1/pricing/onboardingCompletion',
        payload: { email: 'someone@example.com', workItemId: quote.workItemId, policyId },
      });
      expect(lines.length).toBeGreaterThan(8);
      const log = lines.join('\n');
      expect(log).not.toContain(quote.workItemId);
      expect(log).not.toContain(quote.workItemId.slice(4));
      expect(log).not.toContain(quote.clientId);
    }, 60_000);

    it('a quote made signed in is re-quoted and bought by its account only, no one else', async () => {
      const priya = demoAccount('association-member');
      const maya = demoAccount('own-policy');
      const owner = await server.login(priya.email, DEMO_PASSWORD);
      const other = await server.login(maya.email, DEMO_PASSWORD);
      const quote = await quoteFor(server, WILLOW, owner);
      const requote = (token?: string) =>
        server.call({
          method: 'POST',
          url: '/v2/quote',
          ...(token ? { headers: { token } } : {}),
          payload: {
            policyEffectiveDate: quote.policyEffectiveDate,
            address: WILLOW,
            answers: SANDBOX_QUOTE_ANSWERS,
            workItemId: quote.workItemId,
            coverageParameters: {
              liabilityAmount: 100000,
              personalPropertyAmount: 40000,
              deductible: 250,
            },
          },
        });
      for (const token of [other, undefined]) {
        const refused = await requote(token);
        expect(refused.statusCode).toBe(200);
        expect(refused.json().error.code).toBe('QUOTE_NOT_FOUND');
      }
      const payload = issueRequest(quote, await tokenize(server, quote), {
        buyer: { email: maya.email, firstName: maya.firstName, lastName: maya.lastName },
      });
      for (const token of [other, undefined]) {
        const bought = await issue(server, payload, token);
        expect(bought.json().error?.code).toBe('QUOTE_NOT_FOUND');
      }
      // Its own account still can.
      const own = await requote(owner);
      expect(own.json().transactionDetails.workItemId).toBe(quote.workItemId);
    });
  });
}

suite('workItemId, on PGlite', {});
if (postgresUrl) suite('workItemId, on PostgreSQL (DATABASE_URL)', { postgres: true });
