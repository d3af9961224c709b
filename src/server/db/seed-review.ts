// The demo's staff side: a support staff member, and the review records of the
// uploaded proofs still waiting for staff, read by the real verifier as an upload would be.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isoDay } from '../../domain/policies/status';
import { encryptSecret, type AppSecrets } from '../auth/secrets';
import { proofExpectations } from '../proofs/expectations';
import type { ProofVerification } from '../proofs/types';
import { READ_LIMITS, verifyProofWith } from '../proofs/verify';
import { DEMO_STAFF } from './demo';
import type { Ctx } from './seed-helpers';
import * as t from './schema';

/** As config's DEFAULT_INTERESTED_PARTY_ADDRESS default (docs/product.md "Upload wizard"). */
const DEFAULT_MAILING_ADDRESS = 'PO Box 620, Middleton, WI 53562';

/**
 * Reading a page takes tens of milliseconds and the suites seed before every test: the same page
 * checked against the same expectations is read once per process.
 */
const verified = new Map<string, Promise<ProofVerification>>();

export async function seedDemoStaff(ctx: Ctx, secrets: AppSecrets): Promise<void> {
  const [member] = await ctx.tx
    .insert(t.staffMembers)
    .values({
      email: DEMO_STAFF.email,
      name: DEMO_STAFF.name,
      passwordHash: ctx.passwordHash,
      totpSecret: encryptSecret(secrets, DEMO_STAFF.totpSecret),
      createdAt: ctx.cal.now,
    })
    .returning();
  await ctx.tx
    .insert(t.staffActions)
    .values({ staffId: member!.id, action: 'created', detail: { demo: true }, at: ctx.cal.now });
}

/** A pending review record for each of these uploaded policies, from its stored PDF. */
export async function seedPendingProofs(
  ctx: Ctx,
  policies: readonly t.ThirdPartyPolicy[],
  input: { company: t.ManagementCompany; insuredName: string; location: t.Property; unit: string },
): Promise<void> {
  for (const policy of policies) {
    const [file] = await ctx.tx
      .select({ data: t.storedFiles.data })
      .from(t.storedFiles)
      .where(eq(t.storedFiles.id, policy.proofOfInsurance!));
    const pdf = Buffer.from(file!.data);
    const expected = proofExpectations({
      company: input.company,
      defaultMailingAddress: DEFAULT_MAILING_ADDRESS,
      insuredName: input.insuredName,
      location: {
        address: input.location.rentalAddress,
        unit: input.unit,
        city: input.location.city,
        state: input.location.state,
        zip: input.location.zipCode,
      },
      lease: null,
      today: isoDay(ctx.cal.now),
      typed: {
        policyNumber: policy.carrierPolicyNumber,
        startDate: policy.startDate,
        endDate: policy.endDate,
        liabilityCoverage: policy.liabilityCoverage,
      },
    });
    const fileSha256 = createHash('sha256').update(pdf).digest('hex');
    const key = `${fileSha256}:${JSON.stringify(expected)}`;
    // Read in this process: the demo's own PDFs, made above, are no upload (uploads are read
    // in isolated processes), and every test file's seed would otherwise start reader processes.
    if (!verified.has(key)) verified.set(key, verifyProofWith(pdf, expected, READ_LIMITS));
    const verification = await verified.get(key)!;
    await ctx.tx.insert(t.thirdPartyProofs).values({
      thirdPartyPolicyId: policy.id,
      managementCompanyId: input.company.id,
      fileSha256,
      isValid: verification.is_valid,
      readBy: verification.readBy ?? 'none',
      verdicts: verification.checks ?? [],
      verifiedAt: policy.createdAt,
      createdAt: policy.createdAt,
    });
  }
}
