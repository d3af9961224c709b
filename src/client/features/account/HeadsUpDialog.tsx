import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { addressMessages } from '../../../domain/messages';
import { personalInfoTexts as t } from '../../../domain/messages/account';

/** docs/product.md "Validation": the street's first word has no digit, so the tenant confirms the address before saving. */
export function HeadsUpDialog({
  street,
  onConfirm,
  onEdit,
}: {
  street: string;
  onConfirm: () => void;
  onEdit: () => void;
}) {
  return (
    <Dialog open onClose={onEdit} aria-labelledby="heads-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="heads-up-title">{addressMessages.headsUp}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t.headsUpBody}</DialogContentText>
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{street}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onEdit}>{t.editAddress}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t.confirmAddress}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
