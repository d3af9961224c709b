// Where claim photos are kept: the database for now (one deployable, backed up with the claims).
// Handlers use only this interface, so moving the bytes to an object store later touches this file.
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, DbTransaction } from '../db/client';
import { claimPhotos } from '../db/schema';
import type { ProcessedPhoto } from '../images/claimPhoto';

type Tx = Db | DbTransaction;

export interface StoredPhoto {
  contentType: string;
  data: Buffer;
}

export interface ClaimPhotoStore {
  put(tx: Tx, accountId: number, photo: ProcessedPhoto): Promise<string>;
  /** The photo or its thumbnail, only to the account that uploaded it. */
  get(tx: Tx, accountId: number, id: string, size: 'thumb' | 'full'): Promise<StoredPhoto | null>;
  /** Locks and answers the account's photos among `ids` that no claim has taken yet. */
  takeUnattached(tx: DbTransaction, accountId: number, ids: string[]): Promise<string[]>;
  attach(tx: DbTransaction, ids: string[], claimId: number): Promise<void>;
  /** Full images for the support mail. */
  files(tx: Tx, ids: string[]): Promise<{ id: string; contentType: string; data: Buffer }[]>;
  ofClaims(tx: Tx, claimIds: number[]): Promise<{ id: string; claimId: number }[]>;
  deleteUnattachedBefore(tx: Tx, before: Date): Promise<number>;
}

export const dbClaimPhotoStore: ClaimPhotoStore = {
  async put(tx, accountId, photo) {
    const [row] = await tx
      .insert(claimPhotos)
      .values({ accountId, ...photo })
      .returning({ id: claimPhotos.id });
    return row!.id;
  },
  async get(tx, accountId, id, size) {
    const [row] = await tx
      .select()
      .from(claimPhotos)
      .where(and(eq(claimPhotos.id, id), eq(claimPhotos.accountId, accountId)))
      .limit(1);
    if (!row) return null;
    return size === 'thumb'
      ? { contentType: 'image/jpeg', data: row.thumbnail }
      : { contentType: row.contentType, data: row.data };
  },
  async takeUnattached(tx, accountId, ids) {
    if (ids.length === 0) return [];
    const rows = await tx
      .select({ id: claimPhotos.id })
      .from(claimPhotos)
      .where(
        and(
          inArray(claimPhotos.id, ids),
          eq(claimPhotos.accountId, accountId),
          isNull(claimPhotos.claimId),
        ),
      )
      .for('update');
    return rows.map((r) => r.id);
  },
  async attach(tx, ids, claimId) {
    if (ids.length === 0) return;
    await tx.update(claimPhotos).set({ claimId }).where(inArray(claimPhotos.id, ids));
  },
  async files(tx, ids) {
    if (ids.length === 0) return [];
    return tx
      .select({ id: claimPhotos.id, contentType: claimPhotos.contentType, data: claimPhotos.data })
      .from(claimPhotos)
      .where(inArray(claimPhotos.id, ids));
  },
  async ofClaims(tx, claimIds) {
    if (claimIds.length === 0) return [];
    const rows = await tx
      .select({
        id: claimPhotos.id,
        claimId: claimPhotos.claimId,
        createdAt: claimPhotos.createdAt,
      })
      .from(claimPhotos)
      .where(inArray(claimPhotos.claimId, claimIds))
      .orderBy(claimPhotos.createdAt);
    return rows.map((r) => ({ id: r.id, claimId: r.claimId! }));
  },
  async deleteUnattachedBefore(tx, before) {
    const rows = await tx
      .delete(claimPhotos)
      .where(and(isNull(claimPhotos.claimId), lt(claimPhotos.createdAt, before)))
      .returning({ id: claimPhotos.id });
    return rows.length;
  },
};
