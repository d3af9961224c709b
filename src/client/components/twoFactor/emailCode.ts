import { useEffect, useState } from 'react';
import { twoFactorMessages } from '../../../domain/messages/twoFactor';
import { resendSeconds } from '../../../domain/twoFactor/wizard';
import { useSendTwoFactorEmailCodeMutation } from '../../api';
import { errorBody, errorMessage, errorStatus } from '../../api/errors';

/** A seconds countdown that ticks down to 0 once started (the docs/product.md "States" resend countdown). */
export function useCountdown(initialSeconds = 0) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const id = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(id);
  }, [seconds]);
  return [seconds, setSeconds] as const;
}

export interface EmailSendOutcome {
  ok: boolean;
  message: string;
  /** The resend countdown to run, when the answer sets one. */
  seconds: number | null;
  /** A failure's HTTP status and machine-readable code (REGISTRATION_NOT_FOUND, RATE_LIMITED…). */
  status?: number | string;
  code?: string;
}

type CallError = Parameters<typeof errorBody>[0];

/**
 * The docs/product.md "States", "Messages" reading of any "mail a code" answer
 * (TwoFactorEmailSendResult, or a 429 TwoFactorEmailCooldown): 'Verification code sent to your
 * email!' and the server's countdown (or 60 s); on failure the server's message or 'Failed to send
 * email code', and a cooldown's seconds_remaining as the countdown. The message is the `twoFactor`
 * catalog's English or the server's answer (already in the app's language): a screen shows it
 * through useLocalized.
 */
export function emailSendOutcome(result: {
  data?: { seconds_remaining?: unknown; resend_available_in?: unknown };
  error?: CallError;
}): EmailSendOutcome {
  if (result.data)
    return {
      ok: true,
      message: twoFactorMessages.verificationCodeSent,
      seconds: resendSeconds(result.data),
    };
  const body = errorBody(result.error);
  return {
    ok: false,
    message: errorMessage(result.error, twoFactorMessages.sendEmailFailed),
    seconds: typeof body?.seconds_remaining === 'number' ? resendSeconds(body) : null,
    status: errorStatus(result.error),
    code: typeof body?.code === 'string' ? body.code : undefined,
  };
}

/** sendTwoFactorEmailCode, its answer read by emailSendOutcome. */
export function useEmailCodeSender() {
  const [send, { isLoading }] = useSendTwoFactorEmailCodeMutation();
  const run = async (): Promise<EmailSendOutcome> => emailSendOutcome(await send());
  return { send: run, sending: isLoading };
}
