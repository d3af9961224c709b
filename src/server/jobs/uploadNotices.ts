// An uploaded policy's end: within 30 days of it, with no newer proof or other policy
// going on after it, the tenant is asked once for the renewed proof (a link into the upload wizard
// with what is known filled in); once it has ended that way it is a lapse, told once to the tenant
// and to the lease's management company as interested party. The rules are
// domain/policies/uploadRenewal.ts; the cover after it is coverAfter.ts's.
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { addressLine } from '../../domain/policies/leaseCompliance';
import { isoDay } from '../../domain/policies/status';
import {
  LAPSE_NOTICE_DAYS,
  UPLOAD_REMINDER_DAYS,
  uploadLapsed,
  uploadRenewalDue,
} from '../../domain/policies/uploadRenewal';
import { uploadRenewalPath } from '../../domain/policies/uploadRenewalLink';
import { PATHS } from '../../domain/routes';
import { addDays } from '../../domain/calendar';
import { mailLocale } from '../answerLanguage';
import type { AppContext } from '../context';
import {
  accounts,
  leases,
  managementCompanies,
  policyNotices,
  properties,
  tenants,
  thirdPartyPolicies,
} from '../db/schema';
import {
  uploadEndingMail,
  uploadLapsedManagerMail,
  uploadLapsedTenantMail,
} from '../documents/noticeMails';
import { coverAfterUpload } from './coverAfter';
import { claimNotice } from './noticeOnce';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'config'>;
const BATCH = 50;

export const uploadEndingKey = (id: number, end: string) => `upload-ending:upload:${id}:${end}`;
export const uploadLapsedKey = (id: number, end: string) => `upload-lapsed:upload:${id}:${end}`;

const inWindow = (today: string) =>
  and(
    eq(thirdPartyPolicies.enabled, true),
    gte(thirdPartyPolicies.endDate, addDays(today, -LAPSE_NOTICE_DAYS)),
    lte(thirdPartyPolicies.endDate, addDays(today, UPLOAD_REMINDER_DAYS)),
  );

// The scan skips what was sent: the key of the phase the upload is in (as the keys spell it).
const notSent = (today: string) => sql`not exists (select 1 from ${policyNotices} where
  ${policyNotices.key} = (case when ${thirdPartyPolicies.endDate} >= ${today}::date
    then 'upload-ending:upload:' else 'upload-lapsed:upload:' end)
  || ${thirdPartyPolicies.id} || ':' || ${thirdPartyPolicies.endDate}::text)`;

export type UploadNotice = 'reminder' | 'lapse' | null;

/** Sends what one upload is due (reminder or lapse) if not sent; answers what this call sent. */
export async function noticeUpload(ctx: Ctx, uploadId: number): Promise<UploadNotice> {
  const today = isoDay(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        upload: thirdPartyPolicies,
        tenant: tenants,
        account: { id: accounts.id, email: accounts.email, language: accounts.language },
      })
      .from(thirdPartyPolicies)
      .innerJoin(tenants, eq(tenants.id, thirdPartyPolicies.tenantId))
      .leftJoin(accounts, eq(accounts.tenantId, tenants.id))
      .where(and(eq(thirdPartyPolicies.id, uploadId), inWindow(today)))
      .limit(1);
    if (!row) return null;
    const { upload, tenant, account } = row;
    const facts = { end: upload.endDate, enabled: upload.enabled };
    const others = await coverAfterUpload(tx, upload);
    const kind: UploadNotice = uploadRenewalDue(facts, others, today)
      ? 'reminder'
      : uploadLapsed(facts, others, today)
        ? 'lapse'
        : null;
    if (!kind) return null;
    const key = (kind === 'reminder' ? uploadEndingKey : uploadLapsedKey)(
      upload.id,
      upload.endDate,
    );
    if (!(await claimNotice(tx, key, account?.id ?? null))) return null;
    const notice = {
      to: account?.email ?? tenant.email,
      firstName: tenant.firstName,
      provider: upload.provider,
      policyNumber: upload.carrierPolicyNumber,
      end: upload.endDate,
      uploadUrl: `${ctx.config.publicUrl}${uploadRenewalPath(PATHS.tenantUpload, upload.id)}`,
      locale: mailLocale(account?.language),
    };
    if (kind === 'reminder') {
      await ctx.mail.send(uploadEndingMail(notice), tx);
      return kind;
    }
    const manager = await leaseManager(tx, upload.leaseId, upload.endDate);
    await ctx.mail.send(
      uploadLapsedTenantMail({ ...notice, companyName: manager?.name ?? null }),
      tx,
    );
    if (manager) {
      await ctx.mail.send(
        uploadLapsedManagerMail({
          to: manager.ownerEmail,
          companyName: manager.name,
          tenantName: `${tenant.firstName} ${tenant.lastName}`,
          leaseAddress: manager.leaseAddress,
          provider: upload.provider,
          policyNumber: upload.carrierPolicyNumber,
          end: upload.endDate,
        }),
        tx,
      );
    }
    return kind;
  });
}

/**
 * The management company of the upload's lease, while the lease runs past the upload's end (a
 * tenant who moved out before is no longer the manager's concern).
 */
async function leaseManager(
  tx: Parameters<Parameters<Ctx['db']['transaction']>[0]>[0],
  leaseId: number | null,
  end: string,
) {
  if (leaseId === null) return null;
  const [row] = await tx
    .select({ lease: leases, property: properties, company: managementCompanies })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(managementCompanies, eq(managementCompanies.id, properties.managementCompanyId))
    .where(eq(leases.id, leaseId))
    .limit(1);
  if (!row || (row.lease.leaseEnd !== null && row.lease.leaseEnd <= end)) return null;
  return {
    name: row.company.name,
    ownerEmail: row.company.ownerEmail,
    leaseAddress: addressLine({
      street: row.property.rentalAddress,
      unit: row.lease.unit,
      city: row.property.city,
      state: row.property.state,
      zip: row.property.zipCode,
    }),
  };
}

/** One pass at ctx.now(): answers how many reminders and lapse notices were sent. */
export async function noticeUploads(
  ctx: Ctx,
  log?: FastifyBaseLogger,
): Promise<{ reminders: number; lapses: number }> {
  const today = isoDay(ctx.now());
  const sent = { reminders: 0, lapses: 0 };
  let afterId = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: thirdPartyPolicies.id })
      .from(thirdPartyPolicies)
      .where(and(inWindow(today), gt(thirdPartyPolicies.id, afterId), notSent(today)))
      .orderBy(asc(thirdPartyPolicies.id))
      .limit(BATCH);
    for (const { id } of rows) {
      await nextTurn();
      afterId = id;
      try {
        const kind = await noticeUpload(ctx, id);
        if (kind === 'reminder') sent.reminders += 1;
        if (kind === 'lapse') sent.lapses += 1;
      } catch (error) {
        log?.error({ uploadId: id, err: error }, 'upload notice failed; retried next pass');
      }
    }
    if (rows.length < BATCH) break;
  }
  if (sent.reminders || sent.lapses) log?.info(sent, 'upload notices sent');
  return sent;
}
