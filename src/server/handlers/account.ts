import { emailProofMessages, successMessages, welcome } from '../../domain/messages';
import { isValidEmail, normalizeEmail } from '../../domain/validation/email';
import { accountCreationPasswordErrors } from '../../domain/validation/onboardingPassword';
import { passwordChangeErrors } from '../../domain/validation/password';
import { splitFullName } from '../../domain/validation/registration';
import { PHONE_DIGITS, REGISTRATION_PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { AppContext } from '../context';
import { requireAuth, type AuthContext } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/password';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { setupDue } from '../auth/deadline';
import { requestLocale, requestedLanguage } from '../answerLanguage';
import { registrationService } from '../auth/registration';
import { hashToken } from '../auth/tokens';
import { twoFactorService } from '../auth/twoFactor';
import type { DbTransaction } from '../db/client';
import { answers, badRequest, notFound, refusals, unauthorized } from '../errors';
import {
  accountView,
  accountViewOf,
  keptAccountView,
  findAccountByEmail,
  findAccountById,
  setInitialPassword,
  setPasswordHash,
} from '../repositories/accounts';
import {
  consumeToken,
  createSession,
  revokeOtherTokens,
  revokeSession,
} from '../repositories/sessions';
import { endInvitation, findTenant, tenantRecord, useInvitation } from '../repositories/tenants';
import { INVALID_INVITATION } from './tenants';
import type { Handlers } from './types';

export const PASSWORD_UPDATED = 'Your password has been updated.';
export const ACCOUNT_CREATED = answers.accountCreated;
export const PASSWORD_ALREADY_SET = answers.passwordAlreadySet;

export const LOGIN_FAILED = answers.incorrectCredentials;
export const ACCOUNT_EXISTS =
  'An account with this email already exists. Please log in to continue.';

// Verifying against a real hash when the email is unknown keeps both failures equally slow, so
// response time does not reveal which emails have accounts.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/** The docs/product.md "Log in and sign up" rules the server can check (the form checks the same ones before sending). */
function registrationRequestError(body: {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}) {
  if (!splitFullName(body.fullName).firstName) return 'Full name is required.';
  if (!isValidEmail(body.email)) return 'Invalid email address';
  if (body.phone.replace(/\D/g, '').length !== PHONE_DIGITS)
    return 'Phone Number must be 10 digits';
  if (body.password.length < REGISTRATION_PASSWORD_MIN_LENGTH)
    return `Password must be at least ${REGISTRATION_PASSWORD_MIN_LENGTH} characters`;
  return null;
}

/** The password-change fields as sent, whatever their type (the schema may have refused them). */
function passwordFields(body: unknown) {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    newPassword: text(record.newPassword),
    newConfirmPassword: text(record.newConfirmPassword),
    code: text(record.code),
    invitationToken: text(record.invitationToken),
  };
}

export function accountHandlers(ctx: AppContext): Handlers {
  const { config, db, now } = ctx;
  const limiter = rateLimiter(ctx);
  const twoFactor = twoFactorService(ctx);
  const registrations = registrationService(ctx);

  async function session(accountId: number, remember: boolean, excludeTenant: boolean) {
    const { token } = await createSession(db, accountId, remember, config.session, now());
    const account = await accountView(
      db,
      accountId,
      now(),
      config.twoFactor.gracePeriodDays,
      excludeTenant,
    );
    if (!account) throw notFound(refusals.accountNotFound);
    return { token, account, message: welcome(account.firstName) };
  }

  /** The request's own validation: the form's messages first, then the schema's. */
  function passwordRequestError(
    request: { validationError?: Error },
    errors: { newPassword?: string; newConfirmPassword?: string },
  ) {
    const message = errors.newPassword ?? errors.newConfirmPassword;
    if (message) return badRequest(message, 'VALIDATION_ERROR');
    if (request.validationError) {
      return badRequest(request.validationError.message, 'VALIDATION_ERROR');
    }
    return null;
  }

  /**
   * docs/product.md "Onboarding flow" account creation: the buyer's `onboarding` token (answered by issuePolicy for an
   * account bought without a login) sets the first password, at least 7 characters ("Validation", "Limits"), and
   * is used up, but only once the buyer proves the purchase's e-mail (anyone may buy with any
   * e-mail): with the code sendAccountCreationCode mailed to it, or with the tenant's unused,
   * unexpired invitation, which is used up. An account that already has a password keeps it
   * (400 PASSWORD_ALREADY_SET) and the token stays.
   */
  async function createLogin(
    request: { body: unknown; validationError?: Error },
    auth: AuthContext,
  ) {
    const fields = passwordFields(request.body);
    const invalid = passwordRequestError(request, accountCreationPasswordErrors(fields));
    if (invalid) throw invalid;
    await limiter.attempt(
      'passwordChangesPerAccount',
      rateLimitKey.password(auth.accountId),
      now(),
    );
    // A 400 like every failure of this operation (openapi.yaml declares no 409 for it).
    const alreadySet = () => badRequest(PASSWORD_ALREADY_SET, 'PASSWORD_ALREADY_SET');
    const account = await findAccountById(db, auth.accountId);
    if (!account) throw unauthorized();
    if (account.passwordHash !== null) throw alreadySet();
    const tenant = await findTenant(db, account.tenantId);
    if (!tenant) throw notFound(refusals.tenantNotFound);
    if (!fields.code && !fields.invitationToken) {
      throw badRequest(emailProofMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    }
    const passwordHash = await hashPassword(fields.newPassword!);
    // A membership recorded from /raa before the login existed carries over (docs/product.md "What the portal does", "Who may do what").
    const member = tenant.rentersAssociationJoinedAt !== null;
    const create = async (tx: DbTransaction) => {
      // Both conditional: of two simultaneous requests with the same token only one gets here.
      if (!(await consumeToken(tx, auth.sessionId, now()))) throw unauthorized();
      if (!(await setInitialPassword(tx, account.id, passwordHash, member))) throw alreadySet();
      // The account exists: the invitation is no proof of anything any more.
      await endInvitation(tx, tenant.id);
    };
    if (fields.code) {
      await twoFactor.proveEmail(account.id, fields.code, create);
    } else {
      await db.transaction(async (tx) => {
        if (!(await useInvitation(tx, tenant.id, hashToken(fields.invitationToken!), now()))) {
          throw badRequest(INVALID_INVITATION, 'INVITATION_INVALID');
        }
        await create(tx);
      });
    }
    return { message: ACCOUNT_CREATED, tenant: await tenantRecord(db, tenant) };
  }

  return {
    // Rate limited per e-mail (failures) and per client address (attempts); a right password
    // with two-factor on, or past its deadline, answers the 403 that opens the two-factor overlay.
    async login(request) {
      const email = normalizeEmail(request.body.email);
      const emailKey = rateLimitKey.loginEmail(email);
      const addressKey = rateLimitKey.loginAddress(request.ip);
      // Both attempts are taken before the password is checked (one atomic step each), so a
      // burst of guesses from many addresses gets at most 5 evaluated for one e-mail.
      await limiter.attempt('loginAttemptsPerAddress', addressKey, now());
      await limiter.attempt('loginFailuresPerEmail', emailKey, now());
      const account = await findAccountByEmail(db, email);
      // An account whose login was not created yet (bought without one) has no password: it is
      // checked against the decoy like an unknown e-mail, so the timing does not tell them apart.
      const ok = account?.passwordHash
        ? await verifyPassword(account.passwordHash, request.body.password)
        : await verifyPassword(await decoy(), request.body.password).then(() => false);
      if (!account || !ok) throw unauthorized(LOGIN_FAILED, 'LOGIN_FAILED');
      await limiter.clear(emailKey);
      const remember = request.body.remember ?? false;
      if (account.twoFactorEnabled) throw await twoFactor.challengeRequired(account, { remember });
      if (setupDue(account, config.twoFactor.gracePeriodDays, now())) {
        throw await twoFactor.setupRequired(account, { remember });
      }
      return session(account.id, remember, request.query.excludeTenant ?? false);
    },

    // docs/product.md "Who may do what": registration is only for tenants at managed properties: a tenant record with a lease
    // at a partner property (a record made by /raa or a purchase elsewhere is not enough). The
    // login is created only by verifyRegistration, once the code mailed to the e-mail comes back.
    async register(request, reply) {
      const invalid = registrationRequestError(request.body);
      if (invalid) throw badRequest(invalid, 'VALIDATION_ERROR');
      const pending = await registrations.start(
        request.body,
        request.ip,
        requestLocale(request.headers['accept-language']),
      );
      reply.code(202);
      return pending;
    },

    // The two-factor deadline is fixed now: TWO_FACTOR_GRACE_DAYS from today.
    async verifyRegistration(request) {
      const accountId = await registrations.finish(
        request.body.verification_token,
        request.body.code,
        requestedLanguage(request.headers['accept-language']),
      );
      return session(accountId, false, request.query.excludeTenant ?? false);
    },

    async resendRegistrationCode(request) {
      return registrations.resend(
        request.body.verification_token,
        requestLocale(request.headers['accept-language']),
      );
    },

    // The code that proves a buyer's e-mail before the login is created (updatePassword).
    async sendAccountCreationCode(request) {
      const auth = requireAuth(request);
      const account = await findAccountById(db, auth.accountId);
      if (!account || account.passwordHash !== null) throw unauthorized();
      const sent = await twoFactor.sendEmailCode(account);
      return {
        success: true,
        message: successMessages.verificationCodeSent,
        seconds_remaining: sent.secondsRemaining,
        resend_available_in: sent.secondsRemaining,
        expires_at: sent.expiresAt.toISOString(),
      };
    },

    async logout(request) {
      await revokeSession(db, requireAuth(request).sessionId, now());
      return { success: true };
    },

    // docs/product.md "Account pages": the same rules as the form (src/domain), then argon2id; every other session
    // of the account ends. With an `onboarding` token it creates the login instead (above).
    async updatePassword(request) {
      const auth = requireAuth(request);
      if (auth.kind === 'onboarding') return createLogin(request, auth);
      if (auth.kind !== 'session') throw unauthorized();
      const fields = passwordFields(request.body);
      const invalid = passwordRequestError(request, passwordChangeErrors(fields));
      if (invalid) throw invalid;
      const key = rateLimitKey.password(auth.accountId);
      await limiter.attempt('passwordChangesPerAccount', key, now());
      const passwordHash = await hashPassword(fields.newPassword!);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, auth.accountId, passwordHash);
        await revokeOtherTokens(tx, auth.accountId, auth.sessionId, now());
      });
      return { message: PASSWORD_UPDATED };
    },

    async getAccount(request) {
      const auth = requireAuth(request);
      const rows = await keptAccountView(ctx, auth);
      const account = accountViewOf(rows, now(), config.twoFactor.gracePeriodDays);
      if (!account) throw unauthorized();
      return account;
    },

    // Only the flag: an anonymous caller must not learn anything else about a tenant.
    async getEmailExists(request) {
      const account = await findAccountByEmail(db, normalizeEmail(request.query.email));
      return { tenant: { user_exists: account !== null } };
    },
  };
}
