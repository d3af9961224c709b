import { eq } from 'drizzle-orm';
import { sessionMessages, welcome } from '../../domain/messages';
import { isValidEmail, normalizeEmail } from '../../domain/validation/email';
import { phoneDigits } from '../../domain/validation/phone';
import { splitFullName } from '../../domain/validation/registration';
import { PHONE_DIGITS, REGISTRATION_PASSWORD_MIN_LENGTH } from '../../domain/constants';
import type { AppContext } from '../context';
import { requireAuth } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/password';
import { accounts, tenants } from '../db/schema';
import { HttpError, badRequest, notFound, unauthorized } from '../errors';
import { accountView, findAccountByEmail } from '../repositories/accounts';
import { createSession, revokeSession } from '../repositories/sessions';
import { findTenantByEmail } from '../repositories/tenants';
import type { Handlers } from './types';

export const LOGIN_FAILED = 'Incorrect email or password.';
export const ACCOUNT_EXISTS =
  'An account with this email already exists. Please log in to continue.';

// Verifying against a real hash when the email is unknown keeps both failures equally slow, so
// response time does not reveal which emails have accounts.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-timing'));

/** The §2.6 rules the server can check (the form checks the same ones before sending). */
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

export function accountHandlers({ config, db, now }: AppContext): Handlers {
  async function session(accountId: number, remember: boolean, excludeTenant: boolean) {
    const { token } = await createSession(db, accountId, remember, config.session, now());
    const account = await accountView(db, accountId, now(), excludeTenant);
    if (!account) throw notFound('Account not found');
    return { token, account, message: welcome(account.firstName) };
  }

  return {
    async login(request) {
      const email = normalizeEmail(request.body.email);
      const account = await findAccountByEmail(db, email);
      const ok = account
        ? await verifyPassword(account.passwordHash, request.body.password)
        : await verifyPassword(await decoy(), request.body.password).then(() => false);
      if (!account || !ok) throw unauthorized(LOGIN_FAILED, 'LOGIN_FAILED');
      return session(
        account.id,
        request.body.remember ?? false,
        request.query.excludeTenant ?? false,
      );
    },

    // SPEC §6: registration is only for tenants the database knows (their manager listed them).
    async register(request) {
      const email = normalizeEmail(request.body.email);
      const invalid = registrationRequestError(request.body);
      if (invalid) throw badRequest(invalid, 'VALIDATION_ERROR');
      const tenant = await findTenantByEmail(db, email);
      if (!tenant) throw notFound(sessionMessages.registrationFailed, 'TENANT_NOT_FOUND');
      const passwordHash = await hashPassword(request.body.password);
      const [created] = await db
        .insert(accounts)
        .values({ tenantId: tenant.id, email, passwordHash })
        .onConflictDoNothing()
        .returning({ id: accounts.id });
      if (!created) throw new HttpError(409, ACCOUNT_EXISTS, 'ACCOUNT_EXISTS');
      const phone = phoneDigits(request.body.phone);
      if (!tenant.phone) {
        await db.update(tenants).set({ phone }).where(eq(tenants.id, tenant.id));
      }
      return session(created.id, false, request.query.excludeTenant ?? false);
    },

    async logout(request) {
      await revokeSession(db, requireAuth(request).sessionId, now());
      return { success: true };
    },

    async getAccount(request) {
      const account = await accountView(db, requireAuth(request).accountId, now());
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
