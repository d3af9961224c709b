import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { supportMessageTexts } from '../../../domain/i18n/generated/en/supportMessage';
import { useTexts } from '../../i18n/useTexts';

/**
 * Whether a diagnostics snapshot goes with the message, what it holds and does not,
 * and a way to save it instead.
 */
export function DiagnosticsChoice({
  attach,
  onAttach,
  onDownload,
}: {
  attach: boolean;
  onAttach: (attach: boolean) => void;
  onDownload: () => void;
}) {
  const t = useTexts(supportMessageTexts);
  const hintId = useId();
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox
            checked={attach}
            onChange={(e) => onAttach(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={t('attach')}
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('attachHint')}
      </Typography>
      <Button variant="text" onClick={onDownload} sx={{ px: 0, mb: 1 }}>
        {t('download')}
      </Button>
    </>
  );
}
