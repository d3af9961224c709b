import { isServedState } from '../../domain/address/rules';
import { PHONE_DIGITS } from '../../domain/constants';
import { addressMessages, flowMessages, validationMessages } from '../../domain/messages';
import {
  validateAddressFirstName,
  validateAddressLastName,
  validateCity,
  validateState,
  validateStreet,
  validateZip,
} from '../../domain/validation/address';
import { normalizeEmail, validateEmail } from '../../domain/validation/email';
import { phoneDigits } from '../../domain/validation/phone';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { badRequest, conflict, unauthorized } from '../errors';
import {
  accountView,
  findAccountByEmail,
  findAccountById,
  findAccountByTenant,
  setAssociationMember,
} from '../repositories/accounts';
import {
  fillMissingContact,
  findOrCreateTenant,
  findTenant,
  findTenantByEmail,
  markAssociationJoined,
  tenantRecord,
  type TenantContact,
} from '../repositories/tenants';
import type { Body, Handlers } from './types';

export const RAA_JOINED = 'Welcome to the Renters Association of America!';
export const RAA_ALREADY_MEMBER = 'You are already a member of the Renters Association of America.';

const streetRule = validateStreet();

/** docs/product.md "Validation" onboarding address form rules the /raa form shares (names at most 30, street, served state). */
function newUserRequestError(
  body: Body<'joinRentersAssociationNewUser'>,
  servedStates: readonly string[],
): { message: string; code: string } | null {
  const message =
    validateAddressFirstName(body.firstName) ??
    validateAddressLastName(body.lastName) ??
    validateEmail(body.email) ??
    (phoneDigits(body.phone).length === PHONE_DIGITS
      ? undefined
      : validationMessages.phone10Digits) ??
    streetRule(body.streetAddress) ??
    validateCity(body.city) ??
    validateState(body.state) ??
    validateZip(body.zip);
  if (message) return { message, code: 'VALIDATION_ERROR' };
  if (!isServedState(body.state, servedStates)) {
    return { message: addressMessages.stateNotServed, code: 'STATE_NOT_ALLOWED' };
  }
  return null;
}

function contactOf(body: Body<'joinRentersAssociationNewUser'>): TenantContact {
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: normalizeEmail(body.email),
    phone: phoneDigits(body.phone),
    billingAddress: body.streetAddress.trim(),
    billingCity: body.city.trim(),
    billingState: body.state,
    billingZipCode: body.zip,
    billingUnit: body.unit?.trim() || null,
  };
}

/** docs/product.md "What the portal does", "Screens and routes", "Who may do what": membership in the renters association unlocks coupons. */
export function associationHandlers(ctx: AppContext): Handlers {
  const { config, db, now } = ctx;
  const limiter = rateLimiter(ctx);
  const exists = () => conflict(flowMessages.emailExists, 'ACCOUNT_EXISTS');

  return {
    // The signed-in tenant accepts the terms (the schema only admits `agreedToTerms: true`).
    async joinRentersAssociation(request) {
      const auth = requireAuth(request);
      const before = await findAccountById(db, auth.accountId);
      if (!before) throw unauthorized();
      if (!before.rentersAssociationMember) await setAssociationMember(db, before.id);
      const account = await accountView(db, before.id, now(), config.twoFactor.gracePeriodDays);
      if (!account) throw unauthorized();
      return {
        success: true,
        message: before.rentersAssociationMember ? RAA_ALREADY_MEMBER : RAA_JOINED,
        account,
      };
    },

    // /raa for a visitor: the membership is recorded on the tenant record of the e-mail (created
    // when none exists) and on its account if one was bought without a login; a later login
    // (register, onboarding account creation) starts as a member. An e-mail with a login must
    // log in instead (409). Rate limited per client address.
    async joinRentersAssociationNewUser(request) {
      const key = rateLimitKey.raaJoin(request.ip);
      await limiter.attempt('raaJoinsPerAddress', key, now());
      const invalid = newUserRequestError(request.body, config.servedStates);
      if (invalid) throw badRequest(invalid.message, invalid.code);
      const contact = contactOf(request.body);
      const login = await findAccountByEmail(db, contact.email);
      if (login?.passwordHash) throw exists();
      const known = login
        ? await findTenant(db, login.tenantId)
        : await findTenantByEmail(db, contact.email);
      const joined = await db.transaction(async (tx) => {
        const { tenant, created } = known
          ? { tenant: known, created: false }
          : await findOrCreateTenant(tx, contact, now());
        const account = login ?? (await findAccountByTenant(tx, tenant.id));
        if (account?.passwordHash) throw exists();
        if (!created) await fillMissingContact(tx, tenant, contact);
        await markAssociationJoined(tx, tenant.id, now());
        if (account) await setAssociationMember(tx, account.id);
        return { tenantId: tenant.id, created };
      });
      // The caller only proves they know an e-mail: a record that existed before (its leases, its
      // address) is not shown; one made now holds only what the caller sent.
      const tenant = joined.created ? await findTenant(db, joined.tenantId) : null;
      return {
        success: true,
        message: RAA_JOINED,
        tenant: tenant ? await tenantRecord(db, tenant) : null,
      };
    },
  };
}
