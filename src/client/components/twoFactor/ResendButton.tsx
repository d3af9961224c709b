import Button from '@mui/material/Button';
import { resendCodeIn, twoFactorTexts } from '../../../domain/security/texts';

/** Send / resend an e-mailed code; disabled while the countdown runs. */
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
    <Button variant="text" onClick={onClick} disabled={countdown > 0 || sending}>
      {countdown > 0
        ? resendCodeIn(countdown)
        : sent
          ? twoFactorTexts.resendCode
          : twoFactorTexts.sendCode}
    </Button>
  );
}
