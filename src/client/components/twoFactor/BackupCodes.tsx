import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BACKUP_CODES_FILE_NAME, BACKUP_CODES_FILE_TYPE } from '../../../domain/constants';
import { twoFactorTexts } from '../../../domain/i18n/generated/en/twoFactor';
import { backupCodesFileText } from '../../../domain/twoFactor/code';
import { useTexts } from '../../i18n/useTexts';

/**
 * docs/product.md "Limits": the backup codes are downloaded as a text file, one per line: the
 * codes alone, no words to translate.
 */
function download(codes: readonly string[]) {
  const url = URL.createObjectURL(
    new Blob([backupCodesFileText(codes)], { type: BACKUP_CODES_FILE_TYPE }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = BACKUP_CODES_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function BackupCodes({
  codes,
  onDownloaded,
}: {
  codes: readonly string[];
  onDownloaded: () => void;
}) {
  const t = useTexts(twoFactorTexts);
  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('backupCodesIntro')}</Typography>
      <Box
        component="ul"
        aria-label={t('stepBackupCodes')}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          listStyle: 'none',
          p: 2,
          m: 0,
          bgcolor: 'background.default',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          // The tenant's codes, not a text of the product.
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </Box>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        sx={{ mt: 2 }}
        onClick={() => {
          download(codes);
          onDownloaded();
        }}
      >
        {t('downloadBackupCodes')}
      </Button>
    </>
  );
}
