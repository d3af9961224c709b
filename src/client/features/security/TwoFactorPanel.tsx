import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { twoFactorTexts } from '../../../domain/security/texts';
import type { TwoFactorStatus } from '../../api';

const METHOD_NAMES = { totp: twoFactorTexts.authenticatorApp, email: twoFactorTexts.email };

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
  if (loading) return <CircularProgress aria-label={twoFactorTexts.statusLoading} size={28} />;
  if (!status) return <Alert severity="warning">{twoFactorTexts.statusUnavailable}</Alert>;
  return (
    <Box>
      <Typography>
        {status.enabled ? twoFactorTexts.statusEnabled : twoFactorTexts.statusNotSetUp}
      </Typography>
      {status.enabled && status.method ? (
        <Typography sx={{ mt: 0.5 }}>
          {twoFactorTexts.method}: <strong>{METHOD_NAMES[status.method]}</strong>
        </Typography>
      ) : null}
      <Button variant="contained" sx={{ mt: 2 }} onClick={onOpenWizard}>
        {status.enabled ? twoFactorTexts.changeMethod : twoFactorTexts.setUp}
      </Button>
    </Box>
  );
}
