// POST /requestAddition (docs/product.md "Calls", "payload not shown"): a signed-in tenant asks support to add a
// roommate, spouse or authorized user to their own policy ("Validation", "Who may do what"), or a visitor of the upload
// wizard asks to add a property that was not found ("Upload wizard"). Stored in support_messages (kind
// 'addition', the request in details) and mailed to support in one transaction.
import { authorizedUserErrors, roommateFormError } from '../../domain/checkout/additional';
import { policyChangeMessages as m, validationMessages } from '../../domain/messages';
import { normalizeEmail } from '../../domain/validation/email';
import type { AppContext } from '../context';
import { rateLimitKey, type RateLimiter } from '../auth/rateLimit';
import { personAdditionMail, propertyAdditionMail } from '../documents/supportMails';
import { badRequest, conflict, unauthorized } from '../errors';
import { insertSupportMessage } from '../repositories/supportMessages';
import { activeOwnPolicy } from './policyQuotes';
import type { Handler } from './types';

const invalid = (message: string) => badRequest(message, 'VALIDATION_ERROR');

export function requestAdditionHandler(
  ctx: AppContext,
  limiter: RateLimiter,
  signedInId: (auth: { kind: string; accountId: number } | null) => number | null,
): Handler<'requestAddition'> {
  const { db, now, config } = ctx;
  return async (request) => {
    const body = request.body;
    const accountId = signedInId(request.auth);
    if (body.kind === 'person' && accountId === null) throw unauthorized();
    await limiter.attempt(
      'additionRequestsPerAddress',
      rateLimitKey.additionAddress(request.ip),
      now(),
    );
    if (accountId !== null) {
      await limiter.attempt(
        'additionRequestsPerAccount',
        rateLimitKey.additionAccount(accountId),
        now(),
      );
    }
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    if (!firstName) throw invalid(validationMessages.firstNameRequired);
    if (!lastName) throw invalid(validationMessages.lastNameRequired);
    const email = body.email ? normalizeEmail(body.email) : undefined;
    const request_ = { ...body, firstName, lastName, ...(email ? { email } : {}) };

    if (body.kind === 'person') {
      if (body.policyId === undefined) throw invalid(m.policyRequired);
      if (!body.role) throw invalid(m.roleRequired);
      const role = body.role;
      const { policy, tenant, accountEmail } = await activeOwnPolicy(
        db,
        accountId!,
        body.policyId,
        now(),
      );
      // docs/product.md "Validation": a roommate or spouse needs a valid e-mail that is not the tenant's own; an
      // authorized user only a name.
      const refused =
        role === 'authorizedUser'
          ? Object.keys(authorizedUserErrors({ firstName, lastName })).length > 0
          : roommateFormError({ firstName, lastName, email }, accountEmail) !== undefined ||
            roommateFormError({ firstName, lastName, email }, tenant.email) !== undefined;
      if (refused) throw invalid(validationMessages.someInfoInvalid);
      if (role === 'roommate' && policy.roommates.length > 0) {
        throw conflict(m.roommateLimit, 'ROOMMATE_LIMIT');
      }
      const { mail, subject } = personAdditionMail({
        to: config.support.email,
        body: { ...request_, role },
        policyNumber: policy.carrierPolicyNumber,
        tenantName: `${tenant.firstName} ${tenant.lastName}`,
        tenantEmail: accountEmail,
        accountId: accountId!,
      });
      await db.transaction(async (tx) => {
        await insertSupportMessage(tx, {
          kind: 'addition',
          accountId,
          policyId: policy.id,
          email: accountEmail,
          subject,
          body: mail.text,
          details: request_,
          createdAt: now(),
        });
        await ctx.mail.send(mail, tx);
      });
      return { success: true };
    }

    if (!email) throw invalid(validationMessages.emailRequired);
    if (!body.managementCompanyName?.trim()) {
      throw invalid(validationMessages.managementCompanyRequired);
    }
    const { mail, subject } = propertyAdditionMail({
      to: config.support.email,
      body: request_,
      accountId,
    });
    await db.transaction(async (tx) => {
      await insertSupportMessage(tx, {
        kind: 'addition',
        accountId,
        policyId: null,
        email,
        subject,
        body: mail.text,
        details: request_,
        createdAt: now(),
      });
      await ctx.mail.send(mail, tx);
    });
    return { success: true };
  };
}
