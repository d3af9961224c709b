// The staff console's API (openapi tag staff): log-in with password and TOTP, the member, log-out,
// and the review of uploaded proofs (proofs/review.ts). Every attempt and action goes to
// staff_actions.
import { cleanReason, rejectionReasonError } from '../../domain/validation/staff';
import { requireStaff } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { recordStaffAction, revokeStaffSession, staffLogIn } from '../auth/staff';
import type { AppContext } from '../context';
import { badRequest, notFound, unauthorized } from '../errors';
import { staffDataExports } from '../repositories/dataExports';
import { findSnapshot, listSnapshots, type SnapshotRow } from '../repositories/snapshots';
import { proofReviewService } from '../proofs/review';
import { dataExportView } from './dataExport';
import { accountDeletionView } from './accountDeletion';
import { staffAccountDeletions } from '../repositories/accountDeletions';
import type { Handlers } from './types';

const INVALID = 'Invalid email, password or code.';

/** A snapshot as the staff list shows it: when, from whom, about what, where in the app. */
function snapshotSummary(row: SnapshotRow) {
  const { snapshot, message, tenant } = row;
  const typed = (
    snapshot.body.store as {
      onboarding?: { userInfo?: { firstName?: unknown; lastName?: unknown } };
    }
  ).onboarding?.userInfo;
  const typedName = [typed?.firstName, typed?.lastName]
    .filter((v) => typeof v === 'string' && v)
    .join(' ');
  return {
    id: snapshot.id,
    createdAt: snapshot.createdAt.toISOString(),
    email: message.email,
    tenantName: tenant?.firstName ? `${tenant.firstName} ${tenant.lastName}` : typedName || null,
    subject: message.subject,
    route: snapshot.route,
    from: snapshot.body.meta.from,
    persistVersion: snapshot.body.meta.persistVersion,
  };
}

export function staffHandlers(ctx: AppContext): Handlers {
  const { db, now } = ctx;
  const limiter = rateLimiter(ctx);
  const reviews = proofReviewService(ctx);

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
      // The authenticator's code follows the machine's clock, not the sandbox clock's.
      const session = await staffLogIn(db, ctx.secrets, {
        ...request.body,
        email,
        at,
        codeAt: ctx.clock.machineNow(),
      });
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

    async listStaffProofs(request) {
      requireStaff(request);
      return { proofs: await reviews.list(request.query.status ?? 'pending') };
    },

    async getStaffProof(request) {
      requireStaff(request);
      return reviews.view(request.params.policyId);
    },

    async getStaffProofDocument(request, reply) {
      const staff = requireStaff(request);
      const { data, fileName } = await reviews.document(staff, request.params.policyId);
      const safe = fileName.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'proof';
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${safe.endsWith('.pdf') ? safe : `${safe}.pdf`}"`,
        );
      // A tenant's document: app.ts sends it with `no-store`, as every staff answer.
      return data;
    },

    async listStaffSnapshots(request) {
      requireStaff(request);
      return { snapshots: (await listSnapshots(db)).map(snapshotSummary) };
    },

    async getStaffSnapshot(request) {
      const staff = requireStaff(request);
      const row = await findSnapshot(db, request.params.snapshotId);
      if (!row) throw notFound('No diagnostics snapshot with this id.', 'NOT_FOUND');
      await recordStaffAction(db, {
        staffId: staff.staffId,
        action: 'snapshot-opened',
        subject: `diagnostics_snapshot:${row.snapshot.id}`,
        at: now(),
      });
      return { ...snapshotSummary(row), message: row.message.body, snapshot: row.snapshot.body };
    },

    async listStaffDataExports(request) {
      requireStaff(request);
      const at = now();
      const rows = await staffDataExports(db);
      return {
        exports: rows.map((row) => ({
          ...dataExportView(row.request, at),
          email: row.email,
          tenantName: `${row.firstName} ${row.lastName}`.trim(),
        })),
      };
    },

    async listStaffAccountDeletions(request) {
      requireStaff(request);
      const rows = await staffAccountDeletions(db);
      // Ids, dates and counts only: the deleted tenant's details are gone (docs/staff.md).
      return {
        deletions: rows.map((row) => ({ ...accountDeletionView(row), tenantId: row.tenantId })),
      };
    },

    async approveStaffProof(request) {
      const staff = requireStaff(request);
      return reviews.approve(staff, request.params.policyId);
    },

    async rejectStaffProof(request) {
      const staff = requireStaff(request);
      const reason = cleanReason(request.body.reason);
      const invalid = rejectionReasonError(reason);
      if (invalid) throw badRequest(invalid, 'VALIDATION_ERROR');
      return reviews.reject(staff, request.params.policyId, reason);
    },
  };
}
