import Button from '@mui/material/Button';
import { resendCodeIn, twoFactorTexts } from '../../../domain/security/texts';

/**
 * Send / resend an e-mailed code; disabled while the countdown runs. Before a code is sent,
 * sending it is the next step: the primary button; after, the code's Verify is.
 */
export function ResendButton({
  countdown,
  sending,
  sent,
  onClick,
}: {
  countdown: number;
  sending: boolean;
  sent: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant={sent ? 'text' : 'contained'}
      onClick={onClick}
      disabled={countdown > 0 || sending}
    >
      {countdown > 0
        ? resendCodeIn(countdown)
        : sent
          ? twoFactorTexts.resendCode
          : twoFactorTexts.sendCode}
    </Button>
  );
}
