// Migrations, seed and schema rules, run against in-memory PGlite and, when DATABASE_URL is set,
// against PostgreSQL in a throw-away database.
import { count, eq, getTableName, is, isNotNull, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { verifyPassword } from '../../../src/server/auth/password';
import { migrateDatabase, type DatabaseHandle, type Db } from '../../../src/server/db/client';
import {
  DEMO_ACCOUNTS,
  DEMO_EXPIRED_INVITE,
  DEMO_INVITES,
  DEMO_NON_PARTNERED_ADDRESS,
  DEMO_PASSWORD,
  demoAccount,
} from '../../../src/server/db/demo';
import * as t from '../../../src/server/db/schema';
import { DEMO_EMAILS, seedDemoData } from '../../../src/server/db/seed';
import { resetDatabase, TABLE_NAMES } from '../../../src/server/db/testing';
import { tokenHash } from '../../../src/server/db/tokens';
import { openPglite, openThrowawayPostgres, type OpenedDatabase } from '../../helpers/databases';

jest.setTimeout(60_000);

// A fixed day keeps assertions exact; one test also seeds around the real clock.
const NOW = new Date('2025-03-31T12:00:00Z');
const TODAY = '2025-03-31';

async function countAll(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(t as Record<string, unknown>)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? -1;
  }
  return counts;
}

async function accountByEmail(db: Db, email: string) {
  return db.query.accounts.findFirst({
    where: eq(t.accounts.email, email),
    with: {
      tenant: { with: { leases: { with: { property: { with: { managementCompany: true } } } } } },
    },
  });
}

function databaseSuite(name: string, open: () => Promise<OpenedDatabase>) {
  describe(name, () => {
    let handle: DatabaseHandle;
    let done: () => Promise<void>;
    let db: Db;

    beforeAll(async () => {
      ({ handle, done } = await open());
      db = handle.db;
    });
    afterAll(async () => {
      await done?.();
    });
    beforeEach(async () => {
      await resetDatabase(db);
    });

    describe('migrations', () => {
      it('create every table of the schema', async () => {
        const result = await db.execute<{ table_name: string }>(
          sql`select table_name from information_schema.tables where table_schema = 'public'`,
        );
        const names = result.rows.map((r) => r.table_name).sort();
        expect(names).toEqual([...TABLE_NAMES]);
        expect(names).toEqual(expect.arrayContaining(['accounts', 'policies', 'mail_outbox']));
      });

      it('are recorded, so running them again changes nothing', async () => {
        await migrateDatabase(handle);
        const applied = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied.rows[0]?.n).toBeGreaterThanOrEqual(1);
      });
    });

    describe('schema rules', () => {
      it('refuses an email that is not lowercased, and a duplicate email', async () => {
        const tenant = { firstName: 'A', lastName: 'B', email: 'a.b@example.com' };
        await db.insert(t.tenants).values(tenant);
        await expect(db.insert(t.tenants).values(tenant)).rejects.toThrow();
        await expect(
          db.insert(t.tenants).values({ ...tenant, email: 'Mixed@Example.com' }),
        ).rejects.toThrow();
      });

      it('stores PDF bytes and reads back a Buffer', async () => {
        const data = Buffer.from('%PDF-1.4\n\x00\xff binary\n%%EOF\n', 'latin1');
        const [file] = await db
          .insert(t.storedFiles)
          .values({
            contentType: 'application/pdf',
            fileName: 'x.pdf',
            byteSize: data.length,
            data,
          })
          .returning();
        expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
        const [read] = await db.select().from(t.storedFiles).where(eq(t.storedFiles.id, file!.id));
        expect(Buffer.isBuffer(read?.data)).toBe(true);
        expect(read?.data.equals(data)).toBe(true);
      });

      it('cascades sessions with their account and keeps jsonb defaults', async () => {
        const [tenant] = await db
          .insert(t.tenants)
          .values({ firstName: 'C', lastName: 'D', email: 'c.d@example.com' })
          .returning();
        const [account] = await db
          .insert(t.accounts)
          .values({ tenantId: tenant!.id, email: 'c.d@example.com', passwordHash: 'x' })
          .returning();
        await db.insert(t.sessions).values({
          accountId: account!.id,
          tokenHash: tokenHash('token'),
          expiresAt: new Date(Date.now() + 60_000),
        });
        await db.delete(t.accounts).where(eq(t.accounts.id, account!.id));
        expect(await db.select().from(t.sessions)).toEqual([]);
        const [mail] = await db
          .insert(t.mailOutbox)
          .values({ toAddress: 'c.d@example.com', subject: 's', textBody: 'b' })
          .returning();
        expect(mail?.attachments).toEqual([]);
      });

      it('resetDatabase empties every table and restarts ids', async () => {
        await seedDemoData(db, { now: NOW });
        await resetDatabase(db);
        expect(Object.values(await countAll(db)).every((n) => n === 0)).toBe(true);
        const [company] = await db
          .insert(t.managementCompanies)
          .values({
            name: 'N',
            slug: 'n',
            interestedParty: 'N',
            interestedPartyMailingAddress: 'PO Box 1\nX, WI 53562',
            address: 'a',
            city: 'c',
            state: 'WI',
            zip: '53562',
            ownerEmail: 'o@example.com',
          })
          .returning();
        expect(company?.id).toBe(1);
      });
    });

    describe('demo seed', () => {
      it('seeds an empty database once; a second run adds nothing', async () => {
        expect(await seedDemoData(db, { now: NOW })).toEqual({ seeded: true });
        const first = await countAll(db);
        expect(await seedDemoData(db, { now: NOW })).toEqual({ seeded: false });
        expect(await countAll(db)).toEqual(first);
        expect(first).toMatchObject({
          accounts: DEMO_ACCOUNTS.length,
          tenants: DEMO_EMAILS.length,
          sessions: 0,
        });
        expect(first.management_companies).toBeGreaterThanOrEqual(3);
        expect(first.coupons).toBeGreaterThanOrEqual(3);
      });

      it('seeds once when two processes start together (advisory lock)', async () => {
        const results = await Promise.all([
          seedDemoData(db, { now: NOW }),
          seedDemoData(db, { now: NOW }),
        ]);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const [companies] = await db.select({ n: count() }).from(t.managementCompanies);
        expect(companies?.n).toBe(3);
      });

      it('gives every demo account the documented password', async () => {
        await seedDemoData(db, { now: NOW });
        const rows = await db.select().from(t.accounts);
        expect(rows.map((r) => r.email).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
        for (const row of rows) {
          await expect(verifyPassword(row.passwordHash ?? '', DEMO_PASSWORD)).resolves.toBe(true);
          expect(row.twoFactorEnabled).toBe(false);
        }
        expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(8);
      });

      it('gives each demo account a tenant with a lease at a partner property', async () => {
        await seedDemoData(db, { now: NOW });
        for (const demo of DEMO_ACCOUNTS) {
          const account = await accountByEmail(db, demo.email);
          expect(account?.tenant.email).toBe(demo.email);
          expect(account?.tenant.firstName).toBe(demo.firstName);
          expect(account?.tenant.leases.length).toBeGreaterThanOrEqual(1);
          expect(account?.tenant.leases[0]?.property.managementCompany).not.toBeNull();
        }
      });

      it('spreads partner properties over several states and keeps one non-partnered address', async () => {
        await seedDemoData(db, { now: NOW });
        const partner = await db
          .select()
          .from(t.properties)
          .where(isNotNull(t.properties.managementCompanyId));
        expect(partner.length).toBeGreaterThanOrEqual(6);
        expect(new Set(partner.map((p) => p.state)).size).toBeGreaterThanOrEqual(4);
        expect(partner.map((p) => p.state)).toContain('RI');

        const other = await db
          .select()
          .from(t.properties)
          .where(isNull(t.properties.managementCompanyId));
        expect(other).toHaveLength(1);
        expect(other[0]).toMatchObject({
          ...DEMO_NON_PARTNERED_ADDRESS,
          managementCompanyId: null,
        });

        const companies = await db.select().from(t.managementCompanies);
        expect(companies.some((c) => c.skipRoommates)).toBe(true);
        expect(companies.some((c) => c.contentAmount !== null)).toBe(true);
        for (const c of companies) expect(c.logo).toBe(`/logos/${c.slug}.svg`);
      });

      it('creates invitations as tenants with a lease, a hashed token and no account', async () => {
        await seedDemoData(db, { now: NOW });
        for (const invite of [...DEMO_INVITES, DEMO_EXPIRED_INVITE]) {
          const tenant = await db.query.tenants.findFirst({
            where: eq(t.tenants.inviteTokenHash, tokenHash(invite.token)),
            with: {
              account: true,
              leases: { with: { property: { with: { managementCompany: true } } } },
            },
          });
          expect(tenant?.email).toBe(invite.email);
          expect(tenant?.account).toBeNull();
          expect(tenant?.leases).toHaveLength(1);
          const valid = invite !== DEMO_EXPIRED_INVITE;
          expect(tenant!.inviteExpiresAt! > NOW).toBe(valid);
        }
        // At least one invitation lands at a building that skips the roommate step.
        const skips = await Promise.all(
          DEMO_INVITES.map(async (invite) => {
            const tenant = await db.query.tenants.findFirst({
              where: eq(t.tenants.email, invite.email),
              with: { leases: { with: { property: { with: { managementCompany: true } } } } },
            });
            const property = tenant?.leases[0]?.property;
            return property?.skipRoommates ?? property?.managementCompany?.skipRoommates ?? false;
          }),
        );
        expect(skips).toContain(true);
      });

      it('dates policies around the seed day', async () => {
        await seedDemoData(db, { now: NOW });
        const own = await db.select().from(t.policies);
        for (const p of own.filter((p) => p.status === 'active')) {
          expect(p.policyStartDate <= TODAY && TODAY < p.policyEndDate).toBe(true);
        }
        const expired = own.filter((p) => p.status === 'expired');
        expect(expired.length).toBeGreaterThanOrEqual(1);
        for (const p of expired) expect(p.policyEndDate < TODAY).toBe(true);
        const partner = await db.select().from(t.partnerPolicies);
        for (const p of partner) {
          expect(p.currentTermStartDate <= TODAY && TODAY < p.currentTermEndDate).toBe(true);
        }
        const stamps = await db.select({ at: t.transactions.createdAt }).from(t.transactions);
        for (const s of stamps) expect(s.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
      });

      it('gives each role the records it demonstrates', async () => {
        await seedDemoData(db, { now: NOW });
        const records = async (role: Parameters<typeof demoAccount>[0]) => {
          const account = await db.query.accounts.findFirst({
            where: eq(t.accounts.email, demoAccount(role).email),
            with: {
              policies: true,
              transactions: true,
              claims: true,
              couponRedemptions: true,
              tenant: {
                with: { partnerPolicies: true, thirdPartyPolicies: true, enrollments: true },
              },
            },
          });
          if (!account) throw new Error(`missing ${role}`);
          return account;
        };

        const own = await records('own-policy');
        expect(own.policies.map((p) => p.status)).toEqual(['active']);
        expect(
          own.transactions.filter((x) => x.status === 'SUCCEEDED').length,
        ).toBeGreaterThanOrEqual(3);
        expect(own.transactions.filter((x) => x.status === 'FAILED')).toHaveLength(1);
        expect(own.claims.length).toBeGreaterThanOrEqual(1);
        expect(own.tenant.enrollments.length).toBeGreaterThanOrEqual(1);
        expect(own.twoFactorDeadline).toBe('2025-04-10');

        const partner = await records('partner-policy');
        expect(partner.tenant.partnerPolicies).toHaveLength(1);
        expect(partner.policies).toHaveLength(0);

        const third = await records('third-party');
        const uploads = third.tenant.thirdPartyPolicies;
        expect(uploads.some((p) => p.isComplete)).toBe(true);
        expect(uploads.some((p) => !p.isComplete)).toBe(true);
        const groups = new Set(uploads.map((p) => `${p.provider}|${p.carrierPolicyNumber}`));
        expect(groups.size).toBeLessThan(uploads.length); // one group holds an upcoming term
        for (const p of uploads) {
          const [file] = await db
            .select()
            .from(t.storedFiles)
            .where(eq(t.storedFiles.id, p.proofOfInsurance!));
          expect(file?.data.subarray(0, 5).toString()).toBe('%PDF-');
          expect(file?.byteSize).toBe(file?.data.length);
        }

        const expired = await records('expired-only');
        expect(
          expired.policies.every((p) => p.status === 'expired' && p.policyEndDate < TODAY),
        ).toBe(true);
        expect(expired.tenant.thirdPartyPolicies.every((p) => p.endDate < TODAY)).toBe(true);
        expect(expired.twoFactorDeadline! < TODAY).toBe(true);

        const member = await records('association-member');
        expect(member.rentersAssociationMember).toBe(true);
        expect(member.couponRedemptions).toHaveLength(1);
        const within90 = member.policies.filter(
          (p) => p.renewalLocked && p.policyRenewalDate > TODAY,
        );
        expect(within90).toHaveLength(1);
      });

      it('builds a consistent world around the real clock too', async () => {
        expect(await seedDemoData(db)).toEqual({ seeded: true });
        const today = new Date().toISOString().slice(0, 10);
        const active = await db.select().from(t.policies).where(eq(t.policies.status, 'active'));
        for (const p of active)
          expect(p.policyStartDate <= today && today < p.policyEndDate).toBe(true);
      });
    });
  });
}

databaseSuite('database on PGlite (in memory)', openPglite);

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  databaseSuite('database on PostgreSQL (DATABASE_URL, throw-away database)', () =>
    openThrowawayPostgres(databaseUrl),
  );
} else {
  describe('database on PostgreSQL: not run, set DATABASE_URL to run it', () => {
    it.todo('runs the same database suite against PostgreSQL');
  });
}
