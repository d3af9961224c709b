// Card and bank data pass through the sandbox tokenization service only: the card number, the CVV
// and the account number are never logged and never stored (docs/security.md).
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { seedDemoData } from '../../../src/server/db/seed';
import { openTestDatabase, TABLE_NAMES } from '../../../src/server/db/testing';
import { testConfig, type TestServer } from '../../helpers/server';
import { bankPayload, cardPayload, issueRequest, quoteFor } from '../carrier/fixtures';

const CARD = '378282246310005';
const BAD_CARD = '378282246310006';
const CVV = '7391';
const ROUTING = '011000015';
const ACCOUNT = '55501234567';

/** The value as a whole token: not inside a longer run of digits or hex. */
const whole = (value: string) => new RegExp(`(^|[^0-9a-fA-F])${value}([^0-9a-fA-F]|$)`);

describe('card and bank data', () => {
  it('appear neither in the logs nor anywhere in the database', async () => {
    const handle = await openTestDatabase();
    await seedDemoData(handle.db);
    const lines: string[] = [];
    const clock = { now: new Date() };
    const app = await buildApp({
      config: testConfig({ logLevel: 'debug' }),
      db: handle.db,
      now: () => clock.now,
      logStream: { write: (line) => void lines.push(line) },
    });
    const server = {
      clock,
      call: (request: InjectOptions) => app.inject(request),
    } as unknown as TestServer;
    try {
      const quote = await quoteFor(server);
      const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
      const v1 = '/sandbox/carrier/payments/v1/tokenize';
      const card = (number: string) => cardPayload(quote, number, { cardCvc: CVV });
      const token = (await post(v1, card(CARD))).json().transactionDetails.tokenizePayment;
      expect((await post(v1, card(BAD_CARD))).json().responseMessage).toBe('Invalid card');
      expect((await post(v1, card(`${CARD}x`))).statusCode).toBe(400);
      const bank = await post('/sandbox/carrier/payments/v2/tokenize', bankPayload(quote, ACCOUNT));
      expect(bank.json().responseMessage).toBe('Success');
      const issued = await post('/v2/issuePolicy', issueRequest(quote, token));
      expect(issued.json().error).toBeNull();

      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(8);
      for (const secret of [CARD, BAD_CARD, ACCOUNT, token]) expect(log).not.toContain(secret);
      expect(log).not.toMatch(whole(CVV));
      expect(log).not.toMatch(whole(ROUTING));
      expect(log).not.toContain('ccInfo');

      for (const table of TABLE_NAMES) {
        const { rows } = await handle.db.execute<{ dump: string | null }>(
          sql.raw(`select string_agg(t::text, '|') as dump from "${table}" t`),
        );
        const dump = rows[0]?.dump ?? '';
        const found = [CARD, BAD_CARD, ACCOUNT, token].filter((s) => dump.includes(s));
        if (whole(CVV).test(dump)) found.push('cvv');
        expect({ table, found }).toEqual({ table, found: [] });
      }
    } finally {
      await app.close();
      await handle.close();
    }
  }, 30_000);
});
