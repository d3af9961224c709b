import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { uploadPolicyTexts } from '../../../../domain/i18n/generated/en/uploadPolicy';
import { checksToFix } from '../../../../domain/upload/wizard';
import type { ProofCheck } from '../../../api';
import { useTexts } from '../../../i18n/useTexts';
import { ProofResult } from './ProofResult';

/**
 * The 'Interested Party Error' alert (docs/product.md "Validation", "Messages"): 'Hold on, let's
 * double check something...', the reasons of the failing and doubtful checks (what to ask the
 * carrier to change), what could not be read and what was confirmed, and Cancel or 'Upload Anyway'
 * (the upload then carries override).
 */
export function PolicyCheckDialog({
  checks,
  onCancel,
  onUploadAnyway,
}: {
  checks: ProofCheck[] | undefined;
  onCancel: () => void;
  onUploadAnyway: () => void;
}) {
  const t = useTexts(uploadPolicyTexts);
  const titleId = useId();
  const toFix = checksToFix(checks);
  return (
    // scroll="body": on a phone the whole dialog scrolls with its buttons, so no region scrolls
    // without anything to focus in it (the list of what was checked can be long).
    <Dialog open onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="body">
      <DialogTitle id={titleId} component="h2">
        {t('interestedPartyErrorTitle')}
      </DialogTitle>
      <DialogContent>
        <Typography variant="h4" component="p" gutterBottom>
          {t('doubleCheckTitle')}
        </Typography>
        {toFix.length > 0 ? (
          <>
            <Typography gutterBottom>{t('checkReasonsIntro')}</Typography>
            <ProofResult checks={checks ?? []} />
          </>
        ) : (
          <Typography>{t('checkUnreadable')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onUploadAnyway}>
          {t('uploadAnyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
