// Whatever else covers a tenant: our policies, a partner carrier's, and their other
// uploads, each as the days it is in force. An upload's end is a lapse only when none of these goes
// on after it (domain/policies/uploadRenewal.ts decides; this only gathers the terms).
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../domain/calendar';
import type { CoverTerm } from '../../domain/policies/uploadRenewal';
import type { Db, DbTransaction } from '../db/client';
import { partnerPolicies, policies, thirdPartyPolicies } from '../db/schema';
import { keptRead } from '../repositories/keptRead';

type Tx = Db | DbTransaction;

export interface TenantCover extends CoverTerm {
  kind: 'own' | 'partner' | 'upload';
  id: number;
  /** The lease it was bought or uploaded for, when known. */
  leaseId: number | null;
}

/** Every term that covers or covered the tenant, withdrawn uploads and never-started ones aside. */
export async function tenantCover(tx: Tx, tenantId: number): Promise<TenantCover[]> {
  const [own, partner, uploads] = [
    await tx.select().from(policies).where(eq(policies.tenantId, tenantId)),
    await tx
      .select()
      .from(partnerPolicies)
      .where(and(eq(partnerPolicies.tenantId, tenantId), eq(partnerPolicies.enabled, true))),
    await tx
      .select()
      .from(thirdPartyPolicies)
      .where(and(eq(thirdPartyPolicies.tenantId, tenantId), eq(thirdPartyPolicies.enabled, true))),
  ];
  const out: TenantCover[] = [];
  for (const p of own) {
    // A cancellation takes effect at the start of its day: cover ends the day before.
    const end =
      p.cancellationDate !== null && p.cancellationDate <= p.policyEndDate
        ? addDays(p.cancellationDate, -1)
        : p.policyEndDate;
    if (p.status === 'cancelled' && p.cancellationDate === null) continue;
    if (end >= p.policyStartDate)
      out.push({ kind: 'own', id: p.id, leaseId: p.leaseId, start: p.policyStartDate, end });
  }
  for (const p of partner)
    out.push({
      kind: 'partner',
      id: p.id,
      leaseId: null,
      start: p.currentTermStartDate,
      end: p.currentTermEndDate,
    });
  for (const u of uploads)
    out.push({ kind: 'upload', id: u.id, leaseId: u.leaseId, start: u.startDate, end: u.endDate });
  return out;
}

/** tenantCover of the caller, kept (GET /third-party-policies). */
export const keptTenantCover = keptRead(
  'tenant_cover',
  [policies, partnerPolicies, thirdPartyPolicies],
  (db, caller) => tenantCover(db, caller.tenantId),
);

/** The cover besides the upload itself, for the same lease (or one not tied to a lease). */
export function coverBesides(
  all: readonly TenantCover[],
  upload: { id: number; leaseId: number | null },
): CoverTerm[] {
  return all.filter(
    (c) =>
      !(c.kind === 'upload' && c.id === upload.id) &&
      (c.leaseId === null || upload.leaseId === null || c.leaseId === upload.leaseId),
  );
}

export async function coverAfterUpload(
  tx: Tx,
  upload: { id: number; tenantId: number; leaseId: number | null },
): Promise<CoverTerm[]> {
  return coverBesides(await tenantCover(tx, upload.tenantId), upload);
}
