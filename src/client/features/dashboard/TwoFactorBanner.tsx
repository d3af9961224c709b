import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { mandatoryStartingOn } from '../../../domain/messages';
import { daysRemaining, twoFactorTexts } from '../../../domain/security/texts';
import { PATHS } from '../../../domain/routes';
import { bannerDate, dashboardTwoFactorBanner } from '../../../domain/twoFactor/banner';
import type { Account } from '../../api';

/**
 * docs/product.md "Dashboard", "Two-factor", narrowed: 0–7 grace days and not enabled → 'Action
 * Required' with the days left (and 'mandatory starting on {date}' while days are above 0); past
 * the deadline → red 'Two-Factor Authentication Required'. Nothing when enabled or more than 7 days
 * away. The dashboard shows it below the policies, which come first.
 */
export function TwoFactorBanner({ account }: { account: Account }) {
  const banner = dashboardTwoFactorBanner({
    enabled: account.twoFactorEnabled,
    gracePeriodDays: account.twoFactorGracePeriodDays,
    deadline: account.twoFactorDeadline,
  });
  if (!banner) return null;
  const date = account.twoFactorDeadline ? bannerDate(account.twoFactorDeadline) : undefined;
  return (
    <Alert
      severity={banner.severity}
      variant={banner.severity === 'error' ? 'filled' : 'standard'}
      sx={{ mt: 3 }}
    >
      <AlertTitle>{banner.title}</AlertTitle>
      {banner.severity === 'warning' ? (
        <>
          {banner.showMandatoryDate && date
            ? `Two-factor authentication will be ${mandatoryStartingOn(date)}. `
            : null}
          {daysRemaining(banner.daysRemaining)}
        </>
      ) : (
        twoFactorTexts.bannerRequiredBody
      )}
      <div>
        <Button
          component={RouterLink}
          to={PATHS.twoFactorSetup}
          variant={banner.severity === 'error' ? 'outlined' : 'contained'}
          color={banner.severity === 'error' ? 'inherit' : 'warning'}
          size="small"
          sx={{ mt: 1.5 }}
        >
          {twoFactorTexts.setUp}
        </Button>
      </div>
    </Alert>
  );
}
