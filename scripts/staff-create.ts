/**
 * `npm run staff:create -- --email a@example.com --name "Alex Support"`: a staff account for the
 * staff console (docs/staff.md). The password comes from STAFF_PASSWORD, or a random one is made
 * and printed once. Two-factor is required from the first log-in: the authenticator secret is
 * printed once, as text and as an otpauth:// link to add to an authenticator app. Uses the
 * configured database (DATABASE_URL, else the PGlite DATA_DIR, which must not be open).
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appSecrets } from '../src/server/auth/secrets';
import { createStaffMember } from '../src/server/auth/staff';
import { otpauthUri } from '../src/server/auth/totp';
import { loadConfig } from '../src/server/config';
import { migrateDatabase, openDatabase } from '../src/server/db/client';
import { isValidEmail } from '../src/domain/validation/email';

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const email = option(args, 'email');
  const name = option(args, 'name');
  if (!email || !isValidEmail(email) || !name?.trim()) {
    throw new Error('Usage: npm run staff:create -- --email <address> --name "<full name>"');
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const dir = resolve(process.cwd(), config.dataDir);
    if (existsSync(join(dir, 'postmaster.pid'))) {
      throw new Error(`The PGlite database in ${dir} is open: stop the server first.`);
    }
  }
  const generated = !process.env.STAFF_PASSWORD;
  const password = process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
  if (password.length < 12) throw new Error('STAFF_PASSWORD must be at least 12 characters.');
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(handle);
    const { member, totpSecret } = await createStaffMember(
      handle.db,
      appSecrets(config.appSecret),
      {
        email,
        name,
        password,
        at: new Date(),
      },
    );
    console.log(`Staff member ${member.id} created: ${member.name} <${member.email}>`);
    if (generated) console.log(`Password (shown once): ${password}`);
    console.log(`Authenticator secret (shown once): ${totpSecret}`);
    console.log(
      `Authenticator link: ${otpauthUri(totpSecret, member.email, `${config.brand.name} staff`)}`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
