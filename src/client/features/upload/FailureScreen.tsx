import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { uploadTexts } from '../../../domain/i18n/generated/en/upload';
import type { Settings } from '../../api';
import { useTexts } from '../../i18n/useTexts';
import type { UploadFailure } from './uploadSlice';
import { withElements } from '../../i18n/withElements';

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
  const t = useTexts(uploadTexts);
  const email = settings?.supportEmail ?? '';
  const phone = settings?.supportPhone ?? '';
  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {t('somethingWentWrong')}
      </Typography>
      {reason === 'upload' ? (
        <Alert severity="error">
          {t('uploadError')} {t('supportContact', { email, phone })}
        </Alert>
      ) : null}
      <Typography>
        {withElements((marks) => t('sendPolicy', marks), {
          // The mailbox is an address, not words: a translator leaves it alone.
          email: (
            <Link href={`mailto:${email}`} translate="no">
              {email}
            </Link>
          ),
        })}
      </Typography>
    </Stack>
  );
}
