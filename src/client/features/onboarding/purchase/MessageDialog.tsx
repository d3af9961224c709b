import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { useTexts } from '../../../i18n/useTexts';

/**
 * An alert with a title, a message and OK (the docs/product.md "Messages" 'Payment Error' and
 * 'Error' alerts). The caller gives the title and message in the app's language; OK is the
 * `afterPurchase` catalog's.
 */
export function MessageDialog({
  open,
  title,
  message,
  onClose,
}: {
  open: boolean;
  title: string;
  message: string;
  onClose: () => void;
}) {
  const t = useTexts(afterPurchaseTexts);
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} role="alertdialog">
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
