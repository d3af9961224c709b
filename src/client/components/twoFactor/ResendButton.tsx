import Button from '@mui/material/Button';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { useTexts } from '../../i18n/useTexts';

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
  const t = useTexts(twoFactorTexts);
  return (
    <Button
      variant={sent ? 'text' : 'contained'}
      onClick={onClick}
      disabled={countdown > 0 || sending}
    >
      {countdown > 0
        ? t('resendCodeIn', { seconds: countdown })
        : sent
          ? t('resendCode')
          : t('sendCode')}
    </Button>
  );
}
