/**
 * One row of every table that can hold a tenant's records, planted for a demo tenant (each
 * marked with `tag`), so the data-export test compares something in every table for both tenants
 * whatever the demo world holds. A table added to the export without a plant here fails that
 * test's "rows in every table" check.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import type { Owner } from './dataExport';

export async function plantEveryTable(db: Db, owner: Owner, tag: string): Promise<void> {
  const A = owner.accountId;
  const T = owner.tenantId;
  const email = owner.emails[0]!;
  const soon = new Date(Date.now() + 3_600_000);
  const policy = sql`(select id from policies where account_id = ${A} order by id limit 1)`;
  const run = (statement: SQL) => db.execute(statement);

  await run(sql`insert into pending_registrations (tenant_id, email, token_hash, code_hash,
    password_hash, phone, sent_at, expires_at) values (${T}, ${`plant-${tag}@example.com`},
    ${`plant-token-${tag}`}, 'h', 'h', '6085550100', now(), ${soon})`);
  await run(sql`insert into email_changes (account_id, new_email, code_hash, expires_at)
    values (${A}, ${`new-${tag}@example.com`}, 'h', ${soon})`);
  await run(sql`insert into sessions (account_id, token_hash, expires_at)
    values (${A}, ${`plant-session-${tag}`}, ${soon})`);
  await run(sql`insert into two_factor_backup_codes (account_id, code_hash)
    values (${A}, ${`plant-${tag}`})`);
  await run(sql`insert into two_factor_email_codes (account_id, code_hash, expires_at)
    values (${A}, 'h', ${soon})`);
  await run(sql`insert into partner_policies (tenant_id, carrier_policy_number,
    current_term_start_date, current_term_end_date, personal_property_amount, liability_amount,
    medical_payments, deductible, insured_address) values (${T}, ${`PARTNER-${tag}`},
    '2026-01-01', '2027-01-01', 20000, 100000, 1000, 500, '{}')`);
  await run(sql`insert into policy_changes (policy_id, kind, effective_date)
    values (${policy}, 'renewal_off', '2026-06-01')`);
  await run(sql`insert into evidence_codes (code, policy_kind, policy_id, snapshot)
    values (${`PLANT${tag.toUpperCase()}0001`}, 'own', ${policy}, '{}')`);
  const file = await db.execute<{ id: string }>(sql`insert into stored_files (owner_tenant_id,
    content_type, file_name, byte_size, data) values (${T}, 'application/pdf',
    ${`plant-${tag}.pdf`}, 12, ${Buffer.from(`%PDF-plant-${tag}`)}) returning id`);
  const upload = await db.execute<{ id: number }>(sql`insert into third_party_policies
    (tenant_id, provider, carrier_policy_number, start_date, end_date, liability_coverage,
    proof_of_insurance) values (${T}, 'Acme Mutual', ${`UPLOAD-${tag}`}, '2026-01-01',
    '2027-01-01', 100000, ${file.rows[0]!.id}) returning id`);
  await run(sql`insert into third_party_proofs (third_party_policy_id, file_sha256, is_valid,
    read_by, verdicts, verified_at) values (${upload.rows[0]!.id}, ${`sha-${tag}`}, true, 'text',
    '[]', now())`);
  await run(sql`insert into purchases (work_item_id, email, account_id, payment_token_hash,
    status) values (${`SBX-PLANT-${tag}`}, ${email}, ${A}, ${`plant-pay-${tag}`}, 'failed')`);
  await run(sql`insert into quotes (work_item_id, client_id, account_id, request, answers,
    coverage, premium_cents, schedules, expires_at) values (${`SBX-PLANT-${tag}`}, 'c', ${A},
    '{}', '{}', '{}', 1000, '[]', ${soon})`);
  await run(sql`insert into payment_customers (account_id, provider, customer_id)
    values (${A}, 'sandbox', ${`cus_${tag}`}) on conflict do nothing`);
  await run(sql`insert into payment_methods (account_id, provider, kind, brand, last4,
    provider_method_id, updated_at) values (${A}, 'sandbox', 'card', 'visa', '4242',
    ${`pm_${tag}`}, now()) on conflict do nothing`);
  await run(sql`insert into scheduled_payments (policy_id, account_id, term_start_date, kind,
    sequence, of_payments, due_date, amount_cents) values (${policy}, ${A}, '2099-01-01',
    'installment', 99, 99, '2099-02-01', 100)`);
  await run(sql`insert into policy_notices (key, account_id) values (${`plant:${tag}`}, ${A})`);
  const claim = await db.execute<{ id: number }>(sql`insert into claims (policy_id, account_id,
    type, phone, address, time, description, property, payee, habitable, vacated, police)
    values (${policy}, ${A}, 'Property Claim', '6085550100', 'here', 'noon', ${`plant ${tag}`},
    'bike', 'me', true, false, false) returning id`);
  await run(sql`insert into claim_statuses (claim_id, status, at)
    values (${claim.rows[0]!.id}, 'Submitted', now())`);
  await run(sql`insert into claim_photos (account_id, claim_id, content_type, data, thumbnail)
    values (${A}, ${claim.rows[0]!.id}, 'image/png', ${Buffer.from(`png-${tag}`)},
    ${Buffer.from('thumb')})`);
  await run(sql`insert into coupon_redemptions (coupon_id, account_id)
    values ((select id from coupons order by id limit 1), ${A}) on conflict do nothing`);
  await run(sql`insert into coupon_tokens (coupon_id, account_id, token_hash, expires_at)
    values ((select id from coupons order by id limit 1), ${A}, ${`plant-coupon-${tag}`},
    ${soon})`);
  const message = await db.execute<{ id: number }>(sql`insert into support_messages (kind,
    account_id, email, subject, body) values ('message', ${A}, ${email}, ${`plant ${tag}`}, 'b')
    returning id`);
  await run(sql`insert into diagnostics_snapshots (support_message_id, account_id, body, route)
    values (${message.rows[0]!.id}, ${A}, '{}', '/tenant/dashboard')`);
  const attachment = [
    { filename: `plant-${tag}.pdf`, contentType: 'application/pdf', base64: 'JVBERi0=' },
  ];
  await run(sql`insert into mail_outbox (to_address, subject, text_body, attachments)
    values (${email}, ${`plant ${tag}`}, 'b', ${JSON.stringify(attachment)})`);
}
