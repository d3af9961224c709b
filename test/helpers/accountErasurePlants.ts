/**
 * Rows the data-export plants (dataExportPlants.ts) leave out, for the erasure test: the
 * sandboxes' tables, an enrollment, a data
 * export, a pending deletion request, rate-limit counters, an unattached claim photo,
 * and mail to someone else that names the tenant, with their phone in the stored formats.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { Owner } from './dataExport';

export async function plantErasureRows(
  db: Db,
  owner: Owner,
  tag: string,
  person: { name: string; phone: string },
): Promise<void> {
  const A = owner.accountId;
  const soon = new Date(Date.now() + 3_600_000);
  const run = (statement: SQL) => db.execute(statement);
  const p = person.phone;
  const formatted = `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;
  await run(sql`insert into sandbox_confirmation_tokens (token_hash, brand, last4, exp_month,
    exp_year, outcome, expires_at, used_by_account_id) values (${`conf-${tag}`}, 'visa', '4242',
    12, 2031, 'approve', ${soon}, ${A})`);
  await run(sql`insert into sandbox_setup_intents (id, account_id, client_secret_hash, status,
    brand, last4, exp_month, exp_year) values (${`seti_${tag}`}, ${A}, 'h', 'succeeded', 'visa',
    '4242', 12, 2031)`);
  await run(sql`insert into sandbox_bank_link_tokens (token_hash, kind, account_id, expires_at)
    values (${`bank-${tag}`}, 'link', ${A}, ${soon})`);
  await run(sql`insert into sandbox_payment_methods (id, account_id, charge_outcome)
    values (${`spm_${tag}`}, ${A}, 'approve')`);
  await run(sql`insert into sandbox_payment_charges (idempotency_key, account_id, method_id,
    amount_cents, outcome) values (${`charge-${tag}`}, ${A}, ${`spm_${tag}`}, 100, 'succeeded')`);
  await run(sql`insert into enrollments (tenant_id, policy_number, current_term_start_date,
    current_term_end_date, liability_limit, contents_limit, price_per_month_cents)
    values (${owner.tenantId}, ${`ENROLL-${tag}`}, '2026-01-01', '2027-01-01', 100000, 20000,
    1000)`);
  await run(sql`insert into data_exports (account_id, state, requested_at, expires_at)
    values (${A}, 'failed', now(), ${soon})`);
  await run(sql`insert into account_deletions (account_id, tenant_id, requested_at, code_hash,
    code_expires_at) values (${A}, ${owner.tenantId}, now(), ${`plant-${tag}`}, ${soon})`);
  for (const email of owner.emails) {
    await run(sql`insert into rate_limits (key, hits, window_started_at)
      values (${`login:email:${email}`}, 1, now())`);
  }
  await run(sql`insert into claim_photos (account_id, content_type, data, thumbnail)
    values (${A}, 'image/png', ${Buffer.from('loose')}, ${Buffer.from('thumb')})`);
  // Mail to their property manager naming them: another's row, where they appear.
  await run(sql`insert into mail_outbox (to_address, subject, text_body, html_body)
    values (${`manager-${tag}@example.com`}, ${`${person.name} is insured`},
    ${`${person.name} (${owner.emails[0]}, ${formatted}) is insured.`}, ${`<p>${p}</p>`})`);
  // Their details written into kept records: a claim's phone, a policy's roommate.
  await run(sql`update claims set phone = ${formatted}, description = ${`Call ${person.name}`}
    where account_id = ${A}`);
}
