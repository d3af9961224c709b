import Typography from '@mui/material/Typography';
import { mandatoryStartingOn } from '../../../domain/messages';
import { daysRemaining } from '../../../domain/security/texts';
import { bannerDate, twoFactorBanner } from '../../../domain/twoFactor/banner';
import type { Account } from '../../api';

/**
 * docs/product.md "Two-factor" 0-30 day notice, in a quiet form where two-factor is set up (the
 * dashboard's banner waits until 7 days remain). Nothing when enabled, further away, or past
 * the deadline (the set-up is then required anyway).
 */
export function TwoFactorDeadlineNote({ account }: { account: Account }) {
  const notice = twoFactorBanner({
    enabled: account.twoFactorEnabled,
    gracePeriodDays: account.twoFactorGracePeriodDays,
    deadline: account.twoFactorDeadline,
  });
  if (!notice || notice.severity !== 'warning') return null;
  const date = account.twoFactorDeadline ? bannerDate(account.twoFactorDeadline) : undefined;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="2fa-deadline">
      {notice.showMandatoryDate && date
        ? `Two-factor authentication will be ${mandatoryStartingOn(date)}. `
        : null}
      {daysRemaining(notice.daysRemaining)}
    </Typography>
  );
}
