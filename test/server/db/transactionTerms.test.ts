// Migration 0017 (finding 1): every policy payment names the term it is for. The older
// rows are filled from the renewals (a payment made before a renewal is of the term that renewal
// ended), and a policy payment without a term is refused from then on. On PGlite, and on
// PostgreSQL when DATABASE_URL is set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { addYears } from '../../../src/domain/calendar';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/client';
import { policies, policyChanges, transactions } from '../../../src/server/db/schema';
import { postgresUrl, useTestServer } from '../../helpers/server';
import { policyHelpers } from '../../helpers/policies';

/** The migration's statements: add the column, fill it, add the check. */
const [, fill, constrain] = readFileSync(
  path.join(MIGRATIONS_FOLDER, '0017_transaction_terms.sql'),
  'utf8',
).split('--> statement-breakpoint');

function suite(name: string, options: { postgres?: boolean }) {
  describe(name, () => {
    const server = useTestServer(options);
    const h = policyHelpers(server);
    const db = () => server.handle.db;

    it('fills the term of older payments from the renewals, then refuses a payment without one', async () => {
      const maya = await h.row((await h.ownPolicy('own-policy')).policyId);
      const priya = await h.row((await h.ownPolicy('association-member')).policyId);
      const firstTerm = maya.policyStartDate;
      const secondTerm = addYears(firstTerm, 1);
      // Maya's policy as if renewed yesterday (after her seeded payments), with one payment since.
      const yesterday = new Date(server.clock.now.getTime() - 86_400_000);
      await db()
        .update(policies)
        .set({ policyStartDate: secondTerm, policyEndDate: addYears(secondTerm, 1) })
        .where(eq(policies.id, maya.id));
      await db()
        .insert(policyChanges)
        .values({
          policyId: maya.id,
          kind: 'renewed',
          effectiveDate: secondTerm,
          details: {
            previousTerm: { start: firstTerm, end: secondTerm },
            term: { start: secondTerm, end: addYears(secondTerm, 1) },
          },
          createdAt: yesterday,
        });
      await db().insert(transactions).values({
        accountId: maya.accountId,
        policyId: maya.id,
        amountCents: 1400,
        status: 'SUCCEEDED',
        message: 'Payment received. Thank you!',
        termStartDate: secondTerm,
        createdAt: server.clock.now,
      });
      // The rows as they were before the migration: no term. Then the migration's own statements.
      await db().execute(sql`alter table transactions drop constraint transactions_term_check`);
      try {
        await db().update(transactions).set({ termStartDate: null });
        await db().execute(sql.raw(fill!));
      } finally {
        // The worker's next files share this database: the check is put back whatever happened.
        await db().execute(sql.raw(constrain!));
      }

      const terms = async (policyId: number) =>
        (
          await db()
            .select({ term: transactions.termStartDate, cents: transactions.amountCents })
            .from(transactions)
            .where(eq(transactions.policyId, policyId))
            .orderBy(asc(transactions.id))
        ).map((t) => t.term);
      // Maya: five seeded payments (one declined) before the renewal, one after it.
      expect(await terms(maya.id)).toEqual([...Array(5).fill(firstTerm), secondTerm]);
      expect(await terms(priya.id)).toEqual([priya.policyStartDate]);

      await expect(
        db().insert(transactions).values({
          accountId: maya.accountId,
          policyId: maya.id,
          amountCents: 1400,
          status: 'SUCCEEDED',
          message: 'Payment received. Thank you!',
          createdAt: server.clock.now,
        }),
      ).rejects.toThrow();
      // A payment of no policy needs no term.
      await db().insert(transactions).values({
        accountId: maya.accountId,
        amountCents: 500,
        status: 'SUCCEEDED',
        message: 'Payment received. Thank you!',
        createdAt: server.clock.now,
      });
    });
  });
}

suite('transaction terms (PGlite)', {});
if (postgresUrl) suite('transaction terms (PostgreSQL)', { postgres: true });
