// Photos uploaded for a claim that was never filed (the tenant left the form) are deleted after a
// day: they are the tenant's pictures of their home, kept no longer than the form could need them.
import { DAY_MS } from '../../domain/calendar';
import type { AppContext } from '../context';
import { dbClaimPhotoStore } from '../repositories/claimPhotos';

export const UNATTACHED_PHOTO_TTL_MS = DAY_MS;

/** Deletes the unattached claim photos older than a day at the app's `now`; answers how many. */
export function deleteStaleClaimPhotos(ctx: Pick<AppContext, 'db' | 'now'>): Promise<number> {
  return dbClaimPhotoStore.deleteUnattachedBefore(
    ctx.db,
    new Date(ctx.now().getTime() - UNATTACHED_PHOTO_TTL_MS),
  );
}
