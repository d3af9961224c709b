import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../../../domain/constants';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { useTexts } from '../../i18n/useTexts';

/** The authenticator's manual key with a copy button; 'Copied!' shows for 2 seconds (docs/product.md "Limits"). */
export function ManualKey({ secret }: { secret: string }) {
  const t = useTexts(twoFactorTexts);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const id = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      // No clipboard access (permissions, old browser): the key stays visible to copy by hand.
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2">{t('manualKey')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="code"
          data-testid="manual-key"
          // The tenant's key, not a text of the product.
          translate="no"
          sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
        >
          {secret}
        </Typography>
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('copy')}
        </Button>
        {copied ? (
          <Typography role="status" color="success.main" variant="body2">
            {t('copied')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
