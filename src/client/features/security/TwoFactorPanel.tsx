import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import type { TwoFactorStatus } from '../../api';
import { useTexts } from '../../i18n/useTexts';

const METHOD_NAMES = { totp: 'authenticatorApp', email: 'email' } as const;

/** docs/product.md "Account pages": status loading, enabled showing the method, or not set up. */
export function TwoFactorPanel({
  status,
  loading,
  onOpenWizard,
}: {
  status: TwoFactorStatus | undefined;
  loading: boolean;
  onOpenWizard: () => void;
}) {
  const t = useTexts(twoFactorTexts);
  if (loading) return <CircularProgress aria-label={t('statusLoading')} size={28} />;
  if (!status) return <Alert severity="warning">{t('statusUnavailable')}</Alert>;
  return (
    <Box>
      <Typography>{status.enabled ? t('statusEnabled') : t('statusNotSetUp')}</Typography>
      {status.enabled && status.method ? (
        <Typography sx={{ mt: 0.5 }}>
          {t('method')}: <strong>{t(METHOD_NAMES[status.method])}</strong>
        </Typography>
      ) : null}
      <Button variant="contained" sx={{ mt: 2 }} onClick={onOpenWizard}>
        {status.enabled ? t('changeMethod') : t('setUp')}
      </Button>
    </Box>
  );
}
