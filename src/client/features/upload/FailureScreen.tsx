import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uploadMessages, uploadTexts } from '../../../domain/messages';
import type { Settings } from '../../api';
import type { UploadFailure } from './uploadSlice';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/**
 * The total failure screen (docs/product.md "Upload wizard", "Messages"): 'Something went wrong.'
 * and the support mailbox to send the policy to; after a failed upload, also 'An error occurred
 * while uploading your policy.' with the support e-mail and phone.
 */
export function FailureScreen({
  reason,
  settings,
}: {
  reason: UploadFailure;
  settings: Settings | undefined;
}) {
  const email = settings?.supportEmail ?? '';
  const phone = settings?.supportPhone ?? '';
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {uploadMessages.somethingWentWrong}
      </Typography>
      {reason === 'upload' ? (
        <Alert severity="error">
          {uploadMessages.uploadError} {fill(uploadTexts.supportContact, { email, phone })}
        </Alert>
      ) : null}
      <Typography>
        {uploadTexts.sendPolicyTo} <Link href={`mailto:${email}`}>{email}</Link>{' '}
        {uploadTexts.sendPolicyTail}
      </Typography>
    </Stack>
  );
}
