// The staff console's view of uploaded proofs: each with its tenant, lease address,
// management company, file name and review, in one statement per list or proof. (A policy names
// its file by id as text, hence the cast in the join.)
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import {
  leases,
  managementCompanies,
  properties,
  storedFiles,
  tenants,
  thirdPartyPolicies,
  thirdPartyProofs,
  type ProofReviewStatus,
} from '../db/schema';
import { staffMembers } from '../db/staffSchema';

type Tx = Db | DbTransaction;

/** The queue is worked oldest first; reviewed lists read newest first. At most this many. */
export const STAFF_PROOF_LIST_LIMIT = 200;

function selectProofs(db: Tx, where: SQL) {
  return db
    .select({
      policy: thirdPartyPolicies,
      proof: thirdPartyProofs,
      tenant: {
        id: tenants.id,
        firstName: tenants.firstName,
        lastName: tenants.lastName,
        email: tenants.email,
      },
      lease: { unit: leases.unit },
      property: {
        address: properties.rentalAddress,
        city: properties.city,
        state: properties.state,
        zip: properties.zipCode,
      },
      company: {
        name: managementCompanies.name,
        minimumLiability: managementCompanies.liabilityLimit,
      },
      fileName: storedFiles.fileName,
      reviewer: staffMembers.name,
    })
    .from(thirdPartyProofs)
    .innerJoin(thirdPartyPolicies, eq(thirdPartyPolicies.id, thirdPartyProofs.thirdPartyPolicyId))
    .innerJoin(tenants, eq(tenants.id, thirdPartyPolicies.tenantId))
    .leftJoin(leases, eq(leases.id, thirdPartyPolicies.leaseId))
    .leftJoin(properties, eq(properties.id, leases.propertyId))
    .leftJoin(managementCompanies, eq(managementCompanies.id, thirdPartyProofs.managementCompanyId))
    .leftJoin(storedFiles, sql`${storedFiles.id}::text = ${thirdPartyPolicies.proofOfInsurance}`)
    .leftJoin(staffMembers, eq(staffMembers.id, thirdPartyProofs.reviewerStaffId))
    .where(where);
}

export type StaffProofRow = Awaited<ReturnType<typeof selectProofs>>[number];

export async function listProofs(db: Tx, status: ProofReviewStatus): Promise<StaffProofRow[]> {
  const order =
    status === 'pending' ? asc(thirdPartyProofs.createdAt) : desc(thirdPartyProofs.reviewedAt);
  return selectProofs(db, eq(thirdPartyProofs.reviewStatus, status))
    .orderBy(order, asc(thirdPartyProofs.thirdPartyPolicyId))
    .limit(STAFF_PROOF_LIST_LIMIT);
}

export async function findProof(db: Tx, policyId: number): Promise<StaffProofRow | null> {
  const [row] = await selectProofs(db, eq(thirdPartyProofs.thirdPartyPolicyId, policyId)).limit(1);
  return row ?? null;
}
