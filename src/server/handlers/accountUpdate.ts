// docs/product.md "Account pages" personal-information, "Validation" account form, "Calls" PUT /account/tenant. The server re-checks
// every rule the form checks (a client can be bypassed). A new login e-mail is proven before it is
// used: a 6-digit code goes to the new address and verifyEmailChange applies it.
import { addressMessages, validationMessages } from '../../domain/messages';
import {
  isStateAllowedInAccountForm,
  validateCity,
  validateStreet,
  validateZip,
} from '../../domain/validation/address';
import { isValidEmail, normalizeEmail } from '../../domain/validation/email';
import { phoneDigits } from '../../domain/validation/phone';
import { PHONE_DIGITS } from '../../domain/constants';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { newEmailCode } from '../auth/codes';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { codeHash } from '../auth/secrets';
import { EMAIL_CODE_TTL_MS, invalidCode } from '../auth/twoFactor';
import { badRequest, conflict, unauthorized } from '../errors';
import { mailLocale } from '../answerLanguage';
import { verificationCodeMail } from '../mail/verificationCode';
import {
  accountView,
  emailTaken,
  findAccountById,
  setAccountLanguage,
  setLoginEmail,
} from '../repositories/accounts';
import {
  countEmailChangeFailure,
  insertEmailChange,
  pendingEmail,
  useEmailChange,
  withdrawEmailChanges,
} from '../repositories/emailChanges';
import { hasPartnerPolicy } from '../repositories/partnerPolicies';
import { updateTenantContact } from '../repositories/tenants';
import { lockAccount } from '../repositories/twoFactor';
import type { Body, Handlers } from './types';

const emailInUse = () => conflict(validationMessages.emailInUse, 'EMAIL_IN_USE');

/** The first docs/product.md "Validation" account-form rule the request breaks, or null. */
export function accountFormError(body: Body<'updateTenant'>, hasPartnerPolicy: boolean) {
  const address = body.billingAddress;
  if (!body.firstName.trim()) return badRequest(validationMessages.firstNameRequired);
  if (!body.lastName.trim()) return badRequest(validationMessages.lastNameRequired);
  if (!isValidEmail(body.email)) return badRequest(validationMessages.invalidEmail);
  if (phoneDigits(address.phone).length !== PHONE_DIGITS)
    return badRequest(validationMessages.phone10Digits);
  const fieldError =
    validateStreet()(address.address) ??
    validateCity(address.city.trim()) ??
    validateZip(address.zip);
  if (fieldError) return badRequest(fieldError);
  if (!isStateAllowedInAccountForm(address.state, hasPartnerPolicy))
    return badRequest(addressMessages.stateNotServed, 'STATE_NOT_ALLOWED');
  return null;
}

export function accountUpdateHandlers(ctx: AppContext): Handlers {
  const { db, now, config } = ctx;
  const limiter = rateLimiter(ctx);
  const hash = (code: string) => codeHash(ctx.secrets, 'email-change', code);

  /** The account as answered, with the e-mail change still waiting for its code. */
  async function view(accountId: number) {
    const account = await accountView(db, accountId, now(), config.twoFactor.gracePeriodDays);
    if (!account) throw unauthorized();
    return { ...account, pendingEmail: await pendingEmail(db, accountId, now()) };
  }

  return {
    async updateTenant(request) {
      const { accountId, tenantId } = requireAuth(request);
      const body = request.body;
      const error = accountFormError(body, await hasPartnerPolicy(db, tenantId));
      if (error) throw error;
      const email = normalizeEmail(body.email);
      const at = now();
      const current = await findAccountById(db, accountId);
      if (!current) throw unauthorized();
      // Counted before the transaction (the limiter writes through its own connection).
      if (email !== current.email) {
        await limiter.attempt('emailChangesPerAccount', rateLimitKey.emailChange(accountId), at);
      }
      await db.transaction(async (tx) => {
        const account = await lockAccount(tx, accountId);
        const address = body.billingAddress;
        await updateTenantContact(tx, tenantId, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          phone: phoneDigits(address.phone),
          billingAddress: address.address.trim(),
          billingUnit: address.unit?.trim() || null,
          billingCity: address.city.trim(),
          billingState: address.state.toUpperCase(),
          billingZipCode: address.zip,
        });
        if (email === account.email) {
          // Saving the current e-mail again withdraws a change still waiting for its code.
          await withdrawEmailChanges(tx, accountId, at);
          return;
        }
        if (await emailTaken(tx, email, accountId, tenantId)) throw emailInUse();
        const code = newEmailCode();
        // Only the newest request counts: older codes die with it.
        await withdrawEmailChanges(tx, accountId, at);
        await insertEmailChange(tx, {
          accountId,
          newEmail: email,
          codeHash: hash(code),
          expiresAt: new Date(at.getTime() + EMAIL_CODE_TTL_MS),
          createdAt: at,
        });
        // Queued in the same transaction: the code exists and is mailed, or neither.
        await ctx.mail.send(
          verificationCodeMail({
            to: email,
            code,
            validMinutes: EMAIL_CODE_TTL_MS / 60_000,
            locale: mailLocale(account.language, request.headers['accept-language']),
          }),
          tx,
        );
      });
      return view(accountId);
    },

    // docs/i18n.md: the language the tenant's mails follow. The body's enum is checked by the
    // contract's validation (a 400 for anything else).
    async setAccountLanguage(request) {
      const { accountId } = requireAuth(request);
      await setAccountLanguage(db, accountId, request.body.language);
      return view(accountId);
    },

    async verifyEmailChange(request) {
      const { accountId, tenantId } = requireAuth(request);
      const at = now();
      // The attempt is taken before the code is looked at, so a burst of guesses is bounded.
      const key = rateLimitKey.codes(accountId);
      await limiter.attempt('codeFailuresPerAccount', key, at);
      const applied = await db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        const newEmail = await useEmailChange(tx, accountId, hash(request.body.code), at);
        if (newEmail === null) {
          await countEmailChangeFailure(tx, accountId, at);
          return false;
        }
        if (await emailTaken(tx, newEmail, accountId, tenantId)) throw emailInUse();
        await setLoginEmail(tx, accountId, tenantId, newEmail, at);
        return true;
      });
      if (!applied) throw invalidCode();
      await limiter.clear(key);
      return view(accountId);
    },
  };
}
