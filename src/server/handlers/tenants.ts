import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { hashToken } from '../auth/tokens';
import { notFound } from '../errors';
import { findTenant, findTenantByInviteHash, tenantRecord } from '../repositories/tenants';
import type { Handlers } from './types';

export const INVALID_INVITATION = 'This invitation link is not valid or has expired.';

export function tenantHandlers({ db, now }: AppContext): Handlers {
  return {
    // SPEC §2.1 /onboarding/{token}: the invitation preloads the tenant's record.
    async getTenantForToken(request) {
      const tenant = await findTenantByInviteHash(db, hashToken(request.query.token));
      const expired =
        tenant?.inviteExpiresAt && tenant.inviteExpiresAt.getTime() <= now().getTime();
      if (!tenant || expired) throw notFound(INVALID_INVITATION, 'INVITATION_INVALID');
      return tenantRecord(db, tenant);
    },

    async getTenantForExisting(request) {
      const tenant = await findTenant(db, requireAuth(request).tenantId);
      if (!tenant) throw notFound('Tenant not found');
      return tenantRecord(db, tenant);
    },
  };
}
