// Seeds the demo world (see demo.ts for who is who) into an empty database. Idempotent: when any
// management company exists it does nothing, so start-up can call it every time.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password';
import { appSecrets, type AppSecrets } from '../auth/secrets';
import type { Db } from './client';
import { DEMO_ACCOUNTS, DEMO_EXPIRED_INVITE, DEMO_INVITES, DEMO_PASSWORD } from './demo';
import {
  seedAssociationMember,
  seedExpiredOnlyHolder,
  seedOwnPolicyHolder,
  seedPartnerPolicyHolder,
} from './seed-accounts';
import { DEMO_COMPANIES, DEMO_COUPONS, DEMO_PROPERTIES, type PropertyKey } from './seed-data';
import { calendarFor, type DemoCalendar } from './seed-dates';
import { seedInvitation, type Ctx, type Tx } from './seed-helpers';
import { seedDemoStaff } from './seed-review';
import { seedThirdPartyHolder } from './seed-third-party';
import * as t from './schema';

export interface SeedOptions {
  /** The day the demo is built around (default: now). */
  now?: Date;
  /** The keys the demo staff member's TOTP secret is stored with (default: no APP_SECRET). */
  secrets?: AppSecrets;
}

/** Arbitrary constant naming the seed's advisory lock, so two starting servers seed once. */
const SEED_LOCK_KEY = 7_311_024_601;

let demoPasswordHash: Promise<string> | undefined;

export async function seedDemoData(db: Db, opts: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await hasCompanies(db)) return { seeded: false };
  // Hash once per process, outside the transaction: argon2 is deliberately slow and every demo
  // account shares it (a fresh salt per seed buys nothing for a published demo password, and the
  // test suites seed before every test).
  const passwordHash = await (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));
  const cal = calendarFor(opts.now ?? new Date());
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`));
    if (await hasCompanies(tx)) return { seeded: false };
    await seedWorld(tx, cal, passwordHash, opts.secrets ?? appSecrets(null));
    return { seeded: true };
  });
}

async function hasCompanies(db: Tx): Promise<boolean> {
  const rows = await db
    .select({ id: t.managementCompanies.id })
    .from(t.managementCompanies)
    .limit(1);
  return rows.length > 0;
}

async function seedWorld(
  tx: Tx,
  cal: DemoCalendar,
  passwordHash: string,
  secrets: AppSecrets,
): Promise<void> {
  const companies = await tx
    .insert(t.managementCompanies)
    .values([...DEMO_COMPANIES])
    .returning();
  const companyId = new Map(companies.map((c) => [c.slug, c.id]));
  const rows = await tx
    .insert(t.properties)
    .values(
      DEMO_PROPERTIES.map(({ key: _key, company, ...p }) => ({
        ...p,
        managementCompanyId: company ? (companyId.get(company) ?? null) : null,
      })),
    )
    .returning();
  const properties = Object.fromEntries(DEMO_PROPERTIES.map((p, i) => [p.key, rows[i]])) as Record<
    PropertyKey,
    t.Property
  >;
  await tx.insert(t.coupons).values([...DEMO_COUPONS]);

  const ctx: Ctx = { tx, cal, passwordHash, properties };
  await seedOwnPolicyHolder(ctx);
  await seedPartnerPolicyHolder(ctx);
  await seedThirdPartyHolder(ctx);
  await seedExpiredOnlyHolder(ctx);
  await seedAssociationMember(ctx);
  await seedDemoStaff(ctx, secrets);
  const [jordan, aisha] = DEMO_INVITES;
  await seedInvitation(ctx, jordan, { property: 'oberlin', unit: '2C', phone: '9195550174' }, 30);
  await seedInvitation(
    ctx,
    aisha,
    { property: 'federalHill', unit: '304', phone: '4015550136' },
    30,
  );
  await seedInvitation(
    ctx,
    DEMO_EXPIRED_INVITE,
    { property: 'cherryCreek', unit: '112', phone: '7205550191' },
    -3,
  );
}

/** Every demo email, so tests can check the seed created exactly the documented people. */
export const DEMO_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((a) => a.email),
  ...DEMO_INVITES.map((i) => i.email),
  DEMO_EXPIRED_INVITE.email,
];
