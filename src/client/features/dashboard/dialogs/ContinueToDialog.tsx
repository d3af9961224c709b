import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { dashboardDialogsTexts } from '../../../../domain/i18n/generated/en/dashboardDialogs';
import { brandName } from '../../../design/brand';
import { useTexts } from '../../../i18n/useTexts';

/**
 * docs/product.md "Dashboard" 'Continue to' modal: the tenant is told they are leaving for the
 * partner's portal (named by its site), which opens in a new tab.
 */
export default function ContinueToDialog({
  portal,
  open,
  onClose,
}: {
  portal: { url: string; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const t = useTexts(dashboardDialogsTexts);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('continueTo', { partner: portal.name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{t('leaving', { brand: brandName })}</Typography>
        <Typography color="text.secondary">{t('leavingNewTab')}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button
          variant="contained"
          component="a"
          href={portal.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          endIcon={<OpenInNewIcon aria-hidden />}
        >
          {t('continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
