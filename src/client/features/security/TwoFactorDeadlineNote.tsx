import Typography from '@mui/material/Typography';
import { dayValue } from '../../../domain/i18n/dates';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { bannerDate, twoFactorBanner } from '../../../domain/twoFactor/banner';
import type { Account } from '../../api';
import { useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Two-factor" 0-30 day notice, in a quiet form where two-factor is set up (the
 * dashboard's banner waits until 7 days remain), in the banner's words. Nothing when enabled,
 * further away, or past the deadline (the set-up is then required anyway).
 */
export function TwoFactorDeadlineNote({ account }: { account: Account }) {
  const t = useTexts(twoFactorTexts);
  const notice = twoFactorBanner({
    enabled: account.twoFactorEnabled,
    gracePeriodDays: account.twoFactorGracePeriodDays,
    deadline: account.twoFactorDeadline,
  });
  if (!notice || notice.severity !== 'warning') return null;
  // The deadline's day (read as the banner reads it), written in the note's language.
  const [m, d, y] =
    (account.twoFactorDeadline && bannerDate(account.twoFactorDeadline))?.split('/') ?? [];
  const date = y ? dayValue(`${y}-${m}-${d}`) : undefined;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="2fa-deadline">
      {notice.showMandatoryDate && date
        ? `${t('willBeMandatory', { mandatoryStartingOn: t('mandatoryStartingOn', { date }) })} `
        : null}
      {t('daysRemaining', { days: notice.daysRemaining })}
    </Typography>
  );
}
