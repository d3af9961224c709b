import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { continueTo } from '../../../../domain/messages';
import { brandName } from '../../../design/brand';
import { DASHBOARD_TEXTS as T } from '../texts';

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
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{continueTo(portal.name)}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>{T.leaving(brandName)}</Typography>
        <Typography color="text.secondary">{T.leavingNewTab}</Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button
          variant="contained"
          component="a"
          href={portal.url}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
          endIcon={<OpenInNewIcon aria-hidden />}
        >
          {T.continue}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
