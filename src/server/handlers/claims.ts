// docs/product.md "Account pages", "Records", "Validation", "Calls" claims, with photos, a number, a status timeline and a closed claim's
// outcome (beyond the spec).
// Only the signed-in account's own policy in force takes or shows claims: another's is a 404
// (the same as none), an inactive one a 409; nothing is stored then.
//
// Photos arrive one per request as raw image bytes (never megabytes of JSON), are re-encoded at
// once (images/claimPhoto.ts) and wait unattached until a claim lists them. The claim, its first
// status, the photos' attachment and support's mail are one transaction.
import { claimNumber } from '../../domain/claims/claimNumber';
import { MAX_CLAIM_PHOTOS } from '../../domain/claims/photos';
import { toDollars } from '../../domain/payments/money';
import { isoDay, isOwnPolicyActive } from '../../domain/policies/status';
import { claimMessages, policyChangeMessages } from '../../domain/messages';
import { claimFormErrors } from '../../domain/validation/claim';
import { mailLocale } from '../answerLanguage';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import type { Db, DbTransaction } from '../db/client';
import type { Claim } from '../db/schema';
import { claimReceiptMail, claimSupportMail } from '../documents/claimMail';
import { badRequest, conflict, HttpError, notFound, refusals } from '../errors';
import { processClaimPhoto } from '../images/claimPhoto';
import { dbClaimPhotoStore, type ClaimPhotoStore } from '../repositories/claimPhotos';
import { claimsOfPolicy, claimsSince, fileClaim, statusesOfClaims } from '../repositories/claims';
import { ownPolicy } from '../repositories/policyChanges';
import type { Handlers } from './types';

/** A second identical claim on the same policy within this time is the first one (a double tap). */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

async function activePolicyOf(
  tx: Db | DbTransaction,
  accountId: number,
  id: number,
  at: Date,
  lock = false,
) {
  const owned = await ownPolicy(tx, accountId, id, lock);
  if (!owned) throw notFound(policyChangeMessages.policyNotFound);
  if (!isOwnPolicyActive(owned.policy, isoDay(at)))
    throw conflict(policyChangeMessages.policyInactive, 'POLICY_INACTIVE');
  return owned;
}

/**
 * docs/product.md "Validation" on the server: the form's own messages first (booleans are its Yes/No), then the schema's
 * (a wrong type, an unknown field), so a tenant never reads a validator's wording for a docs/product.md "Validation" rule.
 */
function claimError(request: { body: unknown; validationError?: Error }): string | undefined {
  const raw = (request.body ?? {}) as Record<string, unknown>;
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : undefined);
  const yn = (k: string) => (raw[k] === true ? 'Yes' : raw[k] === false ? 'No' : undefined);
  const errors = claimFormErrors({
    type: str('type'),
    additional_details: str('additional_details'),
    phone: str('phone'),
    address: str('address'),
    time: str('time'),
    description: str('description'),
    property: str('property'),
    payee: str('payee'),
    habitable: yn('habitable'),
    vacated: yn('vacated'),
    police: yn('police'),
  });
  return Object.values(errors)[0] ?? request.validationError?.message;
}

const text = (s: string) => s.trim();

/** How a closed claim ended, as the API answers it; null while open or not recorded. */
function claimOutcome(c: Claim) {
  if (c.status !== 'Closed' || !c.outcome) return null;
  return {
    result: c.outcome,
    amount: c.outcome === 'paid' && c.paidCents !== null ? toDollars(c.paidCents) : null,
    reason: c.outcomeReason,
  };
}

export function claimHandlers(
  ctx: AppContext,
  store: ClaimPhotoStore = dbClaimPhotoStore,
): Handlers {
  const { db, now, config } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    async uploadClaimPhoto(request) {
      const { accountId } = requireAuth(request);
      const at = now();
      await limiter.attempt('claimPhotoUploadsPerAccount', rateLimitKey.claimPhotos(accountId), at);
      await activePolicyOf(db, accountId, request.params.policyId, at);
      const declared = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // No body, or one no image parser read (an empty request): nothing to decode.
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new HttpError(415, claimMessages.photoUnreadable, 'UNSUPPORTED_MEDIA_TYPE');
      const photo = await processClaimPhoto(body, declared);
      const photoId = await store.put(db, accountId, photo);
      return { photoId };
    },

    async getClaimPhoto(request, reply) {
      const { accountId } = requireAuth(request);
      const photo = await store.get(
        db,
        accountId,
        request.params.photoId,
        request.query.size ?? 'full',
      );
      if (!photo) throw notFound(refusals.photoNotFound);
      // A tenant's photo: app.ts sends `no-store` with it, as with every signed-in answer.
      reply.type(photo.contentType);
      return photo.data as never;
    },

    async submitClaim(request) {
      const { accountId } = requireAuth(request);
      const error = claimError(request as { body: unknown; validationError?: Error });
      const body = request.body;
      if (error) throw badRequest(error, 'VALIDATION_ERROR');
      const photoIds = [...new Set(body.photoIds ?? [])];
      if (photoIds.length > MAX_CLAIM_PHOTOS)
        throw badRequest(claimMessages.tooManyPhotos, 'VALIDATION_ERROR');
      return db.transaction(async (tx) => {
        const at = now();
        // The policy row is locked: a burst of the same submit runs one after the other.
        const { policy, tenant, accountEmail, accountLanguage } = await activePolicyOf(
          tx,
          accountId,
          request.params.policyId,
          at,
          true,
        );
        const values = {
          type: body.type,
          additionalDetails: body.additional_details?.trim() || null,
          phone: text(body.phone),
          address: text(body.address),
          time: text(body.time),
          description: text(body.description),
          property: text(body.property),
          payee: text(body.payee),
          habitable: body.habitable,
          vacated: body.vacated,
          police: body.police,
        };
        const recent = await claimsSince(
          tx,
          policy.id,
          new Date(at.getTime() - DUPLICATE_WINDOW_MS),
        );
        const same = recent.find((c) =>
          (Object.keys(values) as (keyof typeof values)[]).every((k) => c[k] === values[k]),
        );
        const taken = await store.takeUnattached(tx, accountId, photoIds);
        // The same claim again (a double tap): already filed, so the first one's number.
        if (same && taken.length === 0)
          return {
            success: true,
            claimId: same.id,
            claimNumber: same.claimNumber ?? claimNumber(same.id, same.createdAt),
          };
        if (taken.length !== photoIds.length)
          throw badRequest(claimMessages.photoNotAvailable, 'PHOTO_NOT_AVAILABLE');
        const { claim: inserted, number } = await fileClaim(
          tx,
          { ...values, policyId: policy.id, accountId },
          at,
        );
        await store.attach(tx, photoIds, inserted.id);
        // In the order the tenant added them.
        const files = await store.files(tx, photoIds);
        const ordered = photoIds.map((id) => files.find((f) => f.id === id)!);
        await ctx.mail.send(
          claimSupportMail({
            to: config.support.email,
            claim: { ...inserted, claimNumber: number },
            policy,
            tenant,
            email: accountEmail,
            photos: ordered,
          }),
          tx,
        );
        await ctx.mail.send(
          claimReceiptMail({
            to: accountEmail,
            brandName: config.brand.name,
            supportEmail: config.support.email,
            claim: { ...inserted, claimNumber: number },
            policy,
            tenant,
            photoCount: ordered.length,
            locale: mailLocale(accountLanguage),
          }),
          tx,
        );
        return { success: true, claimId: inserted.id, claimNumber: number };
      });
    },

    async getClaims(request) {
      const { accountId } = requireAuth(request);
      const { policy } = await activePolicyOf(db, accountId, request.params.policyId, now());
      const rows = await claimsOfPolicy(db, policy.id);
      const ids = rows.map((r) => r.id);
      const statuses = await statusesOfClaims(db, ids);
      const photos = await store.ofClaims(db, ids);
      return {
        claims: rows.map((c) => ({
          claimId: c.id,
          claimNumber: c.claimNumber ?? claimNumber(c.id, c.createdAt),
          claimCreationDate: c.createdAt.toISOString(),
          claimStatus: c.status,
          type: c.type,
          statuses: statuses
            .filter((s) => s.claimId === c.id)
            .map((s) => ({ status: s.status as 'Submitted', at: s.at.toISOString() })),
          photos: photos.filter((p) => p.claimId === c.id).map((p) => ({ id: p.id })),
          outcome: claimOutcome(c),
        })),
      };
    },
  };
}
