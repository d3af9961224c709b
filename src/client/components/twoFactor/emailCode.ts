import { useEffect, useState } from 'react';
import { successMessages, twoFactorMessages } from '../../../domain/messages';
import { resendSeconds } from '../../../domain/twoFactor/wizard';
import { useSendTwoFactorEmailCodeMutation } from '../../api';
import { errorBody, errorMessage } from '../../api/errors';

/** A seconds countdown that ticks down to 0 once started (the §4 resend countdown). */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
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
}

/**
 * sendTwoFactorEmailCode with the §4/§8 reading of its answer: 'Verification code sent to your
 * email!' and the server's countdown (or 60 s); on failure the server's message or 'Failed to
 * send email code', and a 429 cooldown's seconds_remaining as the countdown.
 */
export function useEmailCodeSender() {
  const [send, { isLoading }] = useSendTwoFactorEmailCodeMutation();
  const run = async (): Promise<EmailSendOutcome> => {
    const result = await send();
    if (result.data)
      return {
        ok: true,
        message: successMessages.verificationCodeSent,
        seconds: resendSeconds(result.data),
      };
    const body = errorBody(result.error);
    return {
      ok: false,
      message: errorMessage(result.error, twoFactorMessages.sendEmailFailed),
      seconds: typeof body?.seconds_remaining === 'number' ? resendSeconds(body) : null,
    };
  };
  return { send: run, sending: isLoading };
}
