import { SECOND_POLICY_REASONS } from '../../domain/constants';
import { secondPolicyFailure, validationMessages } from '../../domain/messages';
import { normalizeEmail } from '../../domain/validation/email';
import { secondPolicyErrors } from '../../domain/validation/message';
import type { AppContext } from '../context';
import { rateLimitKey, rateLimiter } from '../auth/rateLimit';
import { badRequest } from '../errors';
import type { Body, Handlers } from './types';

/** One line of a mail header: no line breaks, inner whitespace collapsed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The support mail for a second-policy message (SPEC §2.12, §3 second-policy message). */
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
  const { config, now } = ctx;
  const limiter = rateLimiter(ctx);

  return {
    // §5 second-policy form rules, then a mail to the support mailbox (queued durably: an SMTP
    // outage only delays it). A mail that cannot even be queued answers success false with the
    // §8 text (the client shows it). Rate limited per client address.
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
      const mail = secondPolicyMail(request.body, request.auth?.accountId ?? null);
      try {
        await ctx.mail.send({ to: config.support.email, ...mail });
      } catch (err) {
        request.log.error({ err }, 'second-policy message not sent');
        return { success: false, message: secondPolicyFailure(config.support.email) };
      }
      return { success: true };
    },
  };
}
