import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { addressTexts } from '../../../domain/i18n/generated/en/address';
import { personalInformationTexts } from '../../../domain/i18n/generated/en/personalInformation';
import { useTexts } from '../../i18n/useTexts';

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
  const t = useTexts(personalInformationTexts, addressTexts);
  // 'Heads up!' is the onboarding flow's question too (the `address` catalog).
  const address = useTexts(addressTexts);
  return (
    <Dialog open onClose={onEdit} aria-labelledby="heads-up-title" fullWidth maxWidth="xs">
      <DialogTitle id="heads-up-title">{address('headsUp')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('headsUpBody')}</DialogContentText>
        {/* The tenant's own address, as typed. */}
        <DialogContentText sx={{ mt: 1, fontWeight: 600 }} translate="no">
          {street}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onEdit}>{t('editAddress')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('confirmAddress')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
