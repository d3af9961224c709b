// The staff console's API (openapi tag staff): log-in with password and TOTP, the member, log-out.
// Every attempt and action goes to staff_actions.
import { requireStaff } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { recordStaffAction, revokeStaffSession, staffLogIn } from '../auth/staff';
import type { AppContext } from '../context';
import { unauthorized } from '../errors';
import type { Handlers } from './types';

const INVALID = 'Invalid email, password or code.';

export function staffHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    async staffLogIn(request) {
      const at = now();
      const email = request.body.email.trim().toLowerCase();
      await limiter.attempt(
        'loginAttemptsPerAddress',
        rateLimitKey.staffLoginAddress(request.ip),
        at,
      );
      const emailKey = rateLimitKey.staffLoginEmail(email);
      await limiter.attempt('loginFailuresPerEmail', emailKey, at);
      const session = await staffLogIn(db, ctx.secrets, { ...request.body, email, at });
      if (!session) {
        await recordStaffAction(db, {
          staffId: null,
          action: 'login-refused',
          detail: { email, ip: request.ip },
          at,
        });
        throw unauthorized(INVALID, 'INVALID_CREDENTIALS');
      }
      await limiter.clear(emailKey);
      const { member } = session;
      await recordStaffAction(db, {
        staffId: member.id,
        action: 'login',
        detail: { ip: request.ip },
        at,
      });
      return {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        staff: { id: member.id, email: member.email, name: member.name },
      };
    },

    async getStaffMember(request) {
      const staff = requireStaff(request);
      return { id: staff.staffId, email: staff.email, name: staff.name };
    },

    async staffLogOut(request) {
      const staff = requireStaff(request);
      const at = now();
      await revokeStaffSession(db, staff.sessionId, at);
      await recordStaffAction(db, { staffId: staff.staffId, action: 'logout', at });
      return { success: true };
    },
  };
}
