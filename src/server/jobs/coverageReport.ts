// The management company's monthly coverage report: from the first of each month (the
// app's clock), each company with tenants gets one durable mail with a CSV of its tenants' leases
// and their policies, judged by the screens' status and lease rules (domain/policies). Once per
// company and month (policy_notices key 'coverage-report:company:<id>:<YYYY-MM>'); a pass later in
// the month sends what the first of the month did not (a server that was down that day).
import { and, asc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  coverageReportCsv,
  reportMonthName,
  reportRow,
  type ReportPolicy,
} from '../../domain/policies/coverageReport';
import {
  coverageDay,
  coverageStatus,
  type CoverageFacts,
} from '../../domain/policies/coverageStatus';
import {
  addressLine,
  leaseCompliance,
  type LeaseFacts,
  type PolicyFacts,
  type ReviewState,
} from '../../domain/policies/leaseCompliance';
import { groupThirdPartyTerms, isoDay } from '../../domain/policies/status';
import { addDays } from '../../domain/calendar';
import type { AppContext } from '../context';
import type { DbTransaction } from '../db/client';
import {
  leases,
  managementCompanies,
  partnerPolicies,
  policies,
  policyNotices,
  properties,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
  type ManagementCompany,
} from '../db/schema';
import { coverageReportMail } from '../documents/coverageReportMail';
import { claimNotice } from './noticeOnce';
import { nextTurn } from './turn';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mail' | 'carrier'>;

/** Policies that ended or were cancelled this long ago still show (last month's changes). */
const REPORT_LOOKBACK_DAYS = 31;

export const coverageReportKey = (companyId: number, month: string) =>
  `coverage-report:company:${companyId}:${month}`;

/** Leases of the company's properties running today or later, with their tenants. */
function companyLeases(tx: DbTransaction, companyId: number, today: string) {
  return tx
    .select({ lease: leases, property: properties, tenant: tenants })
    .from(leases)
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(tenants, eq(tenants.id, leases.tenantId))
    .where(
      and(
        eq(properties.managementCompanyId, companyId),
        or(isNull(leases.leaseEnd), gte(leases.leaseEnd, today)),
      ),
    )
    .orderBy(asc(properties.rentalAddress), asc(leases.unit), asc(leases.id));
}

type LeaseRow = Awaited<ReturnType<typeof companyLeases>>[number];

function leaseFactsOf({ lease, property }: LeaseRow, company: ManagementCompany): LeaseFacts {
  return {
    id: lease.id,
    start: lease.leaseStart,
    end: lease.leaseEnd,
    address: {
      street: property.rentalAddress,
      unit: lease.unit,
      city: property.city,
      state: property.state,
      zip: property.zipCode,
    },
    manager: {
      name: company.name,
      minLiability: company.liabilityLimit,
      minContents: company.contentAmount,
    },
  };
}

interface Candidate {
  carrier: string;
  policy: PolicyFacts;
  coverage: Omit<CoverageFacts, 'compliance'>;
  state: string | null;
  endsOn: string;
}

/** The tenant's policies as the screens see them (own, partner, uploads grouped by term). */
async function tenantPolicies(
  tx: DbTransaction,
  ctx: Ctx,
  tenantId: number,
  today: string,
): Promise<Candidate[]> {
  const out: Candidate[] = [];
  for (const p of await tx.select().from(policies).where(eq(policies.tenantId, tenantId))) {
    out.push({
      carrier: ctx.carrier.underwriter,
      policy: {
        leaseId: p.leaseId,
        address: {
          street: p.insuredAddress,
          unit: p.insuredUnit,
          city: p.insuredCity,
          state: p.insuredState,
          zip: p.insuredZip,
        },
        liability: p.liabilityLimit,
        contents: p.contentsLimit,
        review: 'verified',
      },
      coverage: {
        start: p.policyStartDate,
        end: p.policyEndDate,
        cancelled: p.status === 'cancelled' || p.cancellationDate !== null,
        cancellationDate: p.cancellationDate,
        expired: p.status === 'expired',
        renews: p.status === 'active' && p.renew,
      },
      state: p.insuredState,
      endsOn: p.cancellationDate ? addDays(p.cancellationDate, -1) : p.policyEndDate,
    });
  }
  const partner = await tx
    .select()
    .from(partnerPolicies)
    .where(eq(partnerPolicies.tenantId, tenantId));
  for (const p of partner) {
    const where = p.insuredAddress;
    out.push({
      carrier: 'Partner carrier',
      policy: {
        leaseId: null,
        address: {
          street: where.address,
          unit: where.unit,
          city: where.city,
          state: where.state,
          zip: where.zip,
        },
        liability: p.liabilityAmount,
        contents: p.personalPropertyAmount,
        review: 'verified',
      },
      coverage: {
        start: p.currentTermStartDate,
        end: p.currentTermEndDate,
        cancelled: !p.enabled,
        renews: null,
      },
      state: where.state,
      endsOn: p.currentTermEndDate,
    });
  }
  const uploads = await tx
    .select({ row: thirdPartyPolicies, proof: thirdPartyProofs })
    .from(thirdPartyPolicies)
    .leftJoin(thirdPartyProofs, eq(thirdPartyProofs.thirdPartyPolicyId, thirdPartyPolicies.id))
    .where(and(eq(thirdPartyPolicies.tenantId, tenantId), eq(thirdPartyPolicies.enabled, true)));
  const groups = groupThirdPartyTerms(
    uploads.map((u) => ({
      ...u,
      provider: u.row.provider,
      policyNumber: u.row.carrierPolicyNumber,
      startDate: u.row.startDate,
      endDate: u.row.endDate,
    })),
    today,
  );
  for (const { current, upcoming } of groups) {
    const { row, proof } = current;
    // The same review the dashboard shows (handlers/thirdParty.ts, components/coverage.ts).
    const review: ReviewState = row.isComplete
      ? 'verified'
      : proof && !proof.isValid
        ? 'failing'
        : 'pending';
    out.push({
      carrier: row.provider,
      policy: {
        leaseId: row.leaseId,
        address: null,
        liability: row.liabilityCoverage,
        contents: null,
        review,
      },
      coverage: {
        start: row.startDate,
        end: row.endDate,
        renews: upcoming.length > 0,
        review,
      },
      // Uploads name no address: the default time zone, as on the screens.
      state: null,
      endsOn: row.endDate,
    });
  }
  return out;
}

/** The report's rows for one company: every lease, each policy for it (or none on file). */
async function reportRows(
  tx: DbTransaction,
  ctx: Ctx,
  company: ManagementCompany,
): Promise<string[][]> {
  const now = ctx.now();
  const today = isoDay(now);
  const since = addDays(today, -REPORT_LOOKBACK_DAYS);
  const rows: string[][] = [];
  for (const leaseRow of await companyLeases(tx, company.id, today)) {
    const lease = leaseFactsOf(leaseRow, company);
    const unit = addressLine(lease.address);
    const tenant = `${leaseRow.tenant.firstName} ${leaseRow.tenant.lastName}`;
    const found: ReportPolicy[] = [];
    for (const c of await tenantPolicies(tx, ctx, leaseRow.tenant.id, today)) {
      const compliance = leaseCompliance(c.policy, lease);
      if (compliance.verdict === 'not at this lease' || c.endsOn < since) continue;
      const status = coverageStatus(
        { ...c.coverage, compliance },
        coverageDay(now, c.state ?? undefined),
      );
      found.push({
        carrier: c.carrier,
        status,
        liability: c.policy.liability,
        endsOn: c.endsOn,
        compliance,
      });
    }
    if (found.length === 0) rows.push(reportRow(unit, tenant, null));
    for (const policy of found) rows.push(reportRow(unit, tenant, policy));
  }
  return rows;
}

/** Sends the company's report for the month if not sent; true when this call sent it. */
export async function sendCoverageReport(ctx: Ctx, companyId: number): Promise<boolean> {
  const month = isoDay(ctx.now()).slice(0, 7);
  return ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(managementCompanies)
      .where(eq(managementCompanies.id, companyId));
    if (!company) return false;
    const rows = await reportRows(tx, ctx, company);
    // A company with no tenants has nothing to report (and is asked again next pass).
    if (rows.length === 0) return false;
    if (!(await claimNotice(tx, coverageReportKey(company.id, month), null))) return false;
    await ctx.mail.send(
      coverageReportMail({
        to: company.ownerEmail,
        companyName: company.name,
        month,
        monthName: reportMonthName(month),
        rows,
        csv: coverageReportCsv(rows),
      }),
      tx,
    );
    return true;
  });
}

/** One pass: each company's report for the month of ctx.now(), if not sent; answers how many. */
export async function sendCoverageReports(ctx: Ctx, log?: FastifyBaseLogger): Promise<number> {
  const month = isoDay(ctx.now()).slice(0, 7);
  const notSent = sql`not exists (select 1 from ${policyNotices} where ${policyNotices.key} =
    'coverage-report:company:' || ${managementCompanies.id} || ':' || ${month})`;
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: managementCompanies.id })
      .from(managementCompanies)
      .where(and(gt(managementCompanies.id, afterId), notSent))
      .orderBy(asc(managementCompanies.id))
      .limit(50);
    for (const { id } of rows) {
      await nextTurn();
      afterId = id;
      try {
        if (await sendCoverageReport(ctx, id)) sent += 1;
      } catch (error) {
        log?.error({ companyId: id, err: error }, 'coverage report failed; retried next pass');
      }
    }
    if (rows.length < 50) break;
  }
  if (sent) log?.info({ sent }, 'coverage reports sent');
  return sent;
}
