import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  interestedPartyExplanation,
  notAcceptedWarning,
  uploadMessages,
} from '../../../domain/messages';
import { useGetSettingsQuery } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { uploadPdfChosen } from './uploadSlice';

/**
 * Step 0 (docs/product.md "Upload wizard"): why the management company must be the Interested
 * Party, at the PO box mailbox in Middleton, Wisconsin (settings' default interested-party
 * address), and the warning that the policy may not be accepted otherwise.
 */
export function IntroStep() {
  const dispatch = useAppDispatch();
  const { data: settings } = useGetSettingsQuery();
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {uploadMessages.step0Title}
      </Typography>
      <Typography>
        {interestedPartyExplanation(settings?.defaultInterestedPartyMailingAddress ?? '')}
      </Typography>
      <Alert severity="warning">{notAcceptedWarning}</Alert>
      <Button variant="contained" size="large" onClick={() => dispatch(uploadPdfChosen())}>
        {uploadMessages.uploadPdf}
      </Button>
    </Stack>
  );
}
