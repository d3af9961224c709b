import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uploadTexts } from '../../../domain/i18n/generated/en/upload';
import { useGetSettingsQuery } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { useTexts } from '../../i18n/useTexts';
import { uploadPdfChosen } from './uploadSlice';

/**
 * Step 0 (docs/product.md "Upload wizard"): why the management company must be the Interested
 * Party, at the PO box mailbox in Middleton, Wisconsin (settings' default interested-party
 * address), and the warning that the policy may not be accepted otherwise.
 */
export function IntroStep() {
  const t = useTexts(uploadTexts);
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSettingsQuery();
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {t('step0Title')}
      </Typography>
      <Typography>
        {t('interestedPartyExplanation', {
          mailingAddress: settings?.defaultInterestedPartyMailingAddress ?? '',
        })}
      </Typography>
      <Alert severity="warning">{t('notAcceptedWarning')}</Alert>
      <Button variant="contained" size="large" onClick={() => dispatch(uploadPdfChosen())}>
        {t('uploadPdf')}
      </Button>
    </Stack>
  );
}
