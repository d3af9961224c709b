// A quote's workItemId is its only key (issue 9, Accounts): whoever holds it can re-quote,
// tokenize and buy it, so it is 128 random bits and never written to the logs.
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
  });
}

suite('workItemId, on PGlite', {});
if (postgresUrl) suite('workItemId, on PostgreSQL (DATABASE_URL)', { postgres: true });
