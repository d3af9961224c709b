import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BACKUP_CODES_FILE_NAME, BACKUP_CODES_FILE_TYPE } from '../../../domain/constants';
import { twoFactorTexts } from '../../../domain/security/texts';
import { backupCodesFileText } from '../../../domain/twoFactor/code';

/** docs/product.md "Limits": the backup codes are downloaded as a text file, one per line. */
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
  return (
    <>
      <Typography sx={{ mb: 1 }}>{twoFactorTexts.backupCodesIntro}</Typography>
      <Box
        component="ul"
        aria-label={twoFactorTexts.stepBackupCodes}
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
          <li key={code}>{code}</li>
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
        {twoFactorTexts.downloadBackupCodes}
      </Button>
    </>
  );
}
