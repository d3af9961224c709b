// Messages to support (docs/product.md "Dashboard" Send a Message, "Second-policy page" second-policy page, "Upload wizard" upload wizard
// 'contact us' and 'Can't find your address?', "Who may do what" adding a person, "Calls"). Each is stored in
// support_messages and mailed to the support mailbox in one transaction (the mail is queued
// durably: an SMTP outage only delays it). Rate limited per client address, and per account when
// signed in.
import { SECOND_POLICY_REASONS } from '../../domain/constants';
import { secondPolicyFailure, validationMessages } from '../../domain/messages';
import { normalizeEmail } from '../../domain/validation/email';
import { secondPolicyErrors, supportMessageErrors } from '../../domain/validation/message';
import type { AppContext } from '../context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { cleanSnapshot, SNAPSHOT_MAX_BYTES } from '../../domain/diagnostics/snapshot';
import { staffSnapshotPath } from '../../domain/routes';
import { oneLine, supportMessageMail } from '../documents/supportMails';
import { badRequest, HttpError } from '../errors';
import { findAccountById } from '../repositories/accounts';
import { insertSnapshot } from '../repositories/snapshots';
import { insertSupportMessage } from '../repositories/supportMessages';

const snapshotTooLarge =
  'The diagnostics snapshot is too large to send. Send the message without it, or download it and mail it to us.';
import { requestAdditionHandler } from './additions';
import type { Body, Handlers } from './types';

/** The support mail for a second-policy message (docs/product.md "Second-policy page", "Records" second-policy message). */
export function secondPolicyMail(
  body: Body<'sendSecondPolicyMessage'>,
  signedInAccountId: number | null,
) {
  const name = oneLine(body.tenantName);
  const email = normalizeEmail(body.email);
  const message = (body.message ?? '').trim();
  return {
    subject: `Second Policy Message - ${body.reason} - ${name || email}`,
    text: [
      'A tenant who already has a policy wrote from the second-policy page.',
      '',
      `Name: ${name}`,
      `Email: ${email}`,
      `Reason: ${body.reason}`,
      ...(signedInAccountId === null ? [] : [`Signed in as account #${signedInAccountId}`]),
      '',
      'Message:',
      message || '(no message)',
    ].join('\n'),
  };
}

export function messageHandlers(ctx: AppContext): Handlers {
  const { config, now, db } = ctx;
  const limiter = rateLimiter(ctx);
  const signedInId = (auth: { kind: string; accountId: number } | null) =>
    auth?.kind === 'session' ? auth.accountId : null;

  return {
    // docs/product.md "Validation" second-policy form rules, then a mail to the support mailbox, stored with it. A mail that
    // cannot even be queued answers success false with the docs/product.md "Messages" text (the client shows it).
    async sendSecondPolicyMessage(request) {
      const key = rateLimitKey.secondPolicyMessage(request.ip);
      await limiter.attempt('secondPolicyMessagesPerAddress', key, now());
      const errors = secondPolicyErrors(request.body);
      const invalid =
        errors.email ??
        errors.reason ??
        ((SECOND_POLICY_REASONS as readonly string[]).includes(request.body.reason)
          ? undefined
          : validationMessages.reasonRequired);
      if (invalid) throw badRequest(invalid, 'VALIDATION_ERROR');
      const accountId = request.auth?.accountId ?? null;
      const mail = secondPolicyMail(request.body, accountId);
      try {
        await db.transaction(async (tx) => {
          await insertSupportMessage(tx, {
            kind: 'second_policy',
            accountId,
            email: normalizeEmail(request.body.email),
            subject: mail.subject,
            body: (request.body.message ?? '').trim(),
            details: { reason: request.body.reason, tenantName: oneLine(request.body.tenantName) },
            createdAt: now(),
          });
          await ctx.mail.send({ to: config.support.email, ...mail }, tx);
        });
      } catch (err) {
        request.log.error({ err }, 'second-policy message not sent');
        return { success: false, message: secondPolicyFailure(config.support.email) };
      }
      return { success: true };
    },

    // docs/product.md "Dashboard", "Upload wizard": anyone may write (the upload wizard has no login). Signed in, the message is
    // sent as the account: its own e-mail replaces whatever the body says, so a tenant cannot
    // write to support in another person's name.
    async sendMessage(request) {
      const accountId = signedInId(request.auth);
      await limiter.attempt(
        'supportMessagesPerAddress',
        rateLimitKey.supportMessageAddress(request.ip),
        now(),
      );
      if (accountId !== null) {
        await limiter.attempt(
          'supportMessagesPerAccount',
          rateLimitKey.supportMessageAccount(accountId),
          now(),
        );
      }
      const subject = oneLine(request.body.subject);
      if (!subject) throw badRequest(validationMessages.reasonRequired, 'VALIDATION_ERROR');
      // docs/product.md "Validation": the subject carries the reason; the message needs 30 characters once trimmed.
      const error = supportMessageErrors({ reason: subject, message: request.body.msg }).message;
      if (error) throw badRequest(error, 'VALIDATION_ERROR');
      let email = normalizeEmail(request.body.email);
      if (accountId !== null) {
        email = (await findAccountById(db, accountId))?.email ?? email;
      }
      const msg = request.body.msg.trim();
      const snapshot = request.body.diagnostics ? cleanSnapshot(request.body.diagnostics) : null;
      if (snapshot && Buffer.byteLength(JSON.stringify(snapshot)) > SNAPSHOT_MAX_BYTES) {
        throw new HttpError(413, snapshotTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      await db.transaction(async (tx) => {
        const messageId = await insertSupportMessage(tx, {
          kind: 'message',
          accountId,
          policyId: null,
          email,
          subject,
          body: msg,
          createdAt: now(),
        });
        const storedId = snapshot
          ? await insertSnapshot(tx, {
              supportMessageId: messageId,
              accountId,
              body: snapshot,
              route: snapshot.meta.route,
              createdAt: now(),
            })
          : null;
        const snapshotUrl =
          storedId === null ? null : `${config.publicUrl}${staffSnapshotPath(storedId)}`;
        await ctx.mail.send(
          supportMessageMail({
            to: config.support.email,
            email,
            subject,
            msg,
            accountId,
            snapshotUrl,
          }),
          tx,
        );
      });
      return { success: true };
    },

    requestAddition: requestAdditionHandler(ctx, limiter, signedInId),
  };
}
