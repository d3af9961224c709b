// The demo claims' numbers and timelines (beyond the spec), as the server gives a filed claim:
// reviewed the next day; a closed one settled twelve days after it was filed.
import { DAY_MS } from '../../domain/calendar';
import { eq } from 'drizzle-orm';
import { claimNumber } from '../../domain/claims/claimNumber';
import * as t from './schema';
import type { Ctx } from './seed-helpers';

export async function numberSeededClaims(tx: Ctx['tx'], seeded: t.Claim[]): Promise<void> {
  for (const claim of seeded) {
    const filed = claim.createdAt.getTime();
    await tx
      .update(t.claims)
      .set({ claimNumber: claimNumber(claim.id, claim.createdAt) })
      .where(eq(t.claims.id, claim.id));
    await tx
      .insert(t.claimStatuses)
      .values([
        { claimId: claim.id, status: 'Submitted', at: claim.createdAt },
        { claimId: claim.id, status: 'In review', at: new Date(filed + DAY_MS) },
        ...(claim.status === 'Closed'
          ? [{ claimId: claim.id, status: 'Closed', at: new Date(filed + 12 * DAY_MS) }]
          : []),
      ]);
  }
}
