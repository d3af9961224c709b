import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { eoiFileName } from '../../../domain/policies/dashboard';
import {
  useDownloadPartnerPolicyEoiMutation,
  useDownloadPolicyEoiMutation,
  useDownloadThirdPartyPolicyEoiMutation,
} from '../../api';
import { useTexts } from '../../i18n/useTexts';
import { dashboardTexts } from './texts';

export type EoiKind = 'own' | 'partner' | 'thirdParty';

const HOOKS = {
  own: useDownloadPolicyEoiMutation,
  partner: useDownloadPartnerPolicyEoiMutation,
  thirdParty: useDownloadThirdPartyPolicyEoiMutation,
} as const;

/** Saves an object URL as a file through a download link, then lets the URL go. */
function saveFile(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started reading the file by the time the click returns; a moment later the
  // URL can go without cutting a slow save short.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Download Evidence of Insurance' of one policy (or, for an upload, the tenant's own document)
 * (docs/product.md "Calls": GET /eoi, /assurant/eoi or /third-party/eoi by kind), saved as a PDF
 * file; a failure says docs/product.md "Messages" text under the button.
 */
export function EoiButton({
  kind,
  policyId,
  policyNumber,
  label,
  fileName,
}: {
  kind: EoiKind;
  policyId: number;
  policyNumber: string;
  /** An uploaded policy's is 'Your uploaded document': not our evidence. */
  label?: string;
  /** The name to save under when the server names none (else the evidence's name). */
  fileName?: string | null;
}) {
  const t = useTexts(dashboardTexts);
  // The kind of a card never changes, so the same hook runs on every render.
  const [download, { isLoading }] = HOOKS[kind]();
  const [failed, setFailed] = useState(false);
  const onClick = async () => {
    setFailed(false);
    const result = await download(policyId);
    if ('data' in result && result.data) {
      saveFile(result.data.url, result.data.fileName ?? fileName ?? eoiFileName(policyNumber));
    } else {
      setFailed(true);
    }
  };
  return (
    <Box sx={{ width: { xs: '100%', sm: 'auto' } }}>
      <Button
        variant="outlined"
        onClick={onClick}
        disabled={isLoading}
        // Narrow side padding: the label fits one line on a 390 px phone.
        sx={{ width: { xs: '100%', sm: 'auto' }, px: 1 }}
      >
        {isLoading ? t('downloading') : (label ?? t('downloadEoi'))}
      </Button>
      {failed ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('eoiDownloadFailed')}
        </Alert>
      ) : null}
    </Box>
  );
}
