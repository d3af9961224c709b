// The verification codes printed on evidences of insurance, as the public check looks them up.
import { eq } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { evidenceCodes, type EvidenceCode } from '../db/schema';

export async function findEvidenceCode(
  db: Db | DbTransaction,
  code: string,
): Promise<EvidenceCode | null> {
  const [row] = await db.select().from(evidenceCodes).where(eq(evidenceCodes.code, code)).limit(1);
  return row ?? null;
}
