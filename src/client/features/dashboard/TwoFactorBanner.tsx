import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { PATHS } from '../../../domain/routes';
import {
  bannerDate,
  type TwoFactorBanner as TwoFactorBannerState,
} from '../../../domain/twoFactor/banner';
import type { Account } from '../../api';
import { useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Dashboard", "Two-factor", narrowed: 0–7 grace days and not enabled → 'Action
 * Required' with the days left (and 'mandatory starting on {date}' while days are above 0); past
 * the deadline → red 'Two-Factor Authentication Required'. Nothing when enabled or more than 7 days
 * away. The dashboard shows it below the policies, which come first, and loads it only when
 * `dashboardTwoFactorBanner` says it shows.
 */
export default function TwoFactorBanner({
  account,
  banner,
}: {
  account: Account;
  banner: TwoFactorBannerState;
}) {
  const t = useTexts(twoFactorTexts);
  const date = account.twoFactorDeadline ? bannerDate(account.twoFactorDeadline) : undefined;
  return (
    <Alert
      severity={banner.severity}
      variant={banner.severity === 'error' ? 'filled' : 'standard'}
      sx={{ mt: 3 }}
    >
      <AlertTitle>
        {banner.severity === 'warning' ? t('bannerWarningTitle') : t('bannerRequiredTitle')}
      </AlertTitle>
      {banner.severity === 'warning' ? (
        <>
          {banner.showMandatoryDate && date
            ? `${t('willBeMandatory', { mandatoryStartingOn: t('mandatoryStartingOn', { date }) })} `
            : null}
          {t('daysRemaining', { days: banner.daysRemaining })}
        </>
      ) : (
        t('bannerRequiredBody')
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
          {t('setUp')}
        </Button>
      </div>
    </Alert>
  );
}
