/**
 * The contract fuzzer (gates), shared by the test files that split the contract's
 * operations between jest's two workers: for each operation, `RUNS` requests from
 * `requestArbitrary` (anonymous, as a demo tenant, and with a staff session for staff calls),
 * sent with a fixed seed. No answer may be a 5xx, every answer (status and body) must be one
 * the operation declares, and every answer carries the operation's caching headers
 * (helpers/cacheHeaders.ts), among them at least one refusal. Each operation is its own test, so
 * the database is put back to the seeded demo rows (useTestServer) before the next one. What it
 * found when it was written (JSON operations took image/* bodies unvalidated: 500s; undeclared
 * 415s and 409) is fixed.
 */
import fc from 'fast-check';
import { DEMO_PASSWORD, demoAccount } from '../../src/server/db/demo';
import { rateLimits } from '../../src/server/db/schema';
import { cacheHeadersMismatch, expectedCacheHeaders } from './cacheHeaders';
import { assertMatchesContract } from './contract';
import { declaredOperation, isStaffOperation, requestArbitrary, seedOf } from './contractFuzz';
import { contractOperations, type Operation } from './operations';
import { useTestServer } from './server';
import { staffToken } from './staffSession';

/** Requests per operation (at least 500). */
export const RUNS = 500;
/** Rate limits are emptied this often, so handlers behind them are reached again (not only 429s). */
const RATE_LIMITS_EVERY = 50;
const maya = demoAccount('own-policy');

/** Whether the operation declares a 4xx answer. */
const declaresRefusal = (op: Operation) =>
  Object.keys(declaredOperation(op).responses ?? {}).some((status) => status.startsWith('4'));

const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

/** Fuzzes the operations whose index in the contract is `part` modulo `parts` (1-based). */
export function contractFuzzSuite(part: number, parts: number): void {
  const server = useTestServer();
  const operations = contractOperations().filter((_op, index) => index % parts === part - 1);

  it.each(operations.map((op) => [op.operationId, op] as const))(
    '%s: no 5xx and every answer inside the contract',
    async (_operationId, op) => {
      const tenant = await server.login(maya.email, DEMO_PASSWORD);
      const staff = isStaffOperation(op) ? await staffToken(server) : undefined;
      let sent = 0;
      let refused = 0;
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op, { tenant, staff }), async (request) => {
          sent += 1;
          if (sent % RATE_LIMITS_EVERY === 0) await server.handle.db.delete(rateLimits);
          const answer = await server.app.inject({
            method: request.method,
            url: request.url,
            headers: request.headers,
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          });
          if (answer.statusCode >= 500) {
            throw new Error(
              `${request.what}: answered ${answer.statusCode}: ${short(answer.body)}`,
            );
          }
          await assertMatchesContract(request.method, request.url, answer);
          const caching = cacheHeadersMismatch(op, request.url, answer);
          if (caching) throw new Error(`${request.what}: ${caching}`);
          if (answer.statusCode >= 400) refused += 1;
        }),
        { seed: seedOf(op.operationId), numRuns: RUNS },
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
      // A refusal was among them (an operation open to all answers one to a bad request), and
      // it carried the headers too; unless the operation declares none (a health probe takes
      // nothing from its caller, so it has nothing to refuse).
      if (expectedCacheHeaders(op) && declaresRefusal(op)) expect(refused).toBeGreaterThan(0);
      // Still serving after all of it.
      expect((await server.call({ method: 'GET', url: '/version' })).statusCode).toBe(200);
    },
    60_000,
  );
}
