import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { hashToken } from '../auth/tokens';
import { answers, notFound, refusals } from '../errors';
import { findAccountByTenant } from '../repositories/accounts';
import { findTenant, findTenantByInviteHash, tenantRecord } from '../repositories/tenants';
import type { Handlers } from './types';

export const INVALID_INVITATION = answers.invalidInvitation;

export function tenantHandlers({ db, now }: AppContext): Handlers {
  return {
    // docs/product.md "Screens and routes" /onboarding/{token}: the invitation preloads the tenant's record, only while it
    // is unused and unexpired: once the tenant has a login it proves nothing (rate limited per
    // client address by lookupLimit).
    async getTenantForToken(request) {
      const tenant = await findTenantByInviteHash(db, hashToken(request.query.token));
      const expired =
        tenant?.inviteExpiresAt && tenant.inviteExpiresAt.getTime() <= now().getTime();
      const login = tenant ? await findAccountByTenant(db, tenant.id) : null;
      if (!tenant || expired || login?.passwordHash) {
        throw notFound(INVALID_INVITATION, 'INVITATION_INVALID');
      }
      return tenantRecord(db, tenant);
    },

    async getTenantForExisting(request) {
      const tenant = await findTenant(db, requireAuth(request).tenantId);
      if (!tenant) throw notFound(refusals.tenantNotFound);
      return tenantRecord(db, tenant);
    },
  };
}
