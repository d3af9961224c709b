import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ChangeEvent } from 'react';
import { uploadPolicyTexts } from '../../../../domain/i18n/generated/en/uploadPolicy';
import { validationTexts } from '../../../../domain/i18n/generated/en/validation';
import { asPdfDataUrl, type UploadFile } from '../../../../domain/upload/payload';
import { fileNameError } from '../../../../domain/validation/upload';
import { useLocalized, useTexts } from '../../../i18n/useTexts';

/** Reads a chosen file as a data URL (the contract's `selectedFile`). */
function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

/**
 * The PDF of the policy (docs/product.md "Records" selectedFile, selectedFileName; "Validation"
 * 'File must be a PDF.', 'Please select a file'). The name is reported at once (the form checks
 * it); a PDF's content follows. Its error is a rule's English (validation, or the review's 'No
 * policy found'), shown in the app's language.
 */
export function FilePicker({
  fileName,
  error,
  onName,
  onFile,
}: {
  fileName: string;
  error?: string;
  onName: (name: string) => void;
  onFile: (file: UploadFile | null) => void;
}) {
  const t = useTexts(uploadPolicyTexts, validationTexts);
  const localize = useLocalized(validationTexts, uploadPolicyTexts);
  const inputId = useId();
  const helperId = `${inputId}-helper`;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onName(file.name);
    if (fileNameError(file.name)) {
      onFile(null);
      return;
    }
    onFile({ name: file.name, dataUrl: asPdfDataUrl(await readDataUrl(file)) });
  };
  return (
    <Stack spacing={0.5} sx={{ my: 1 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" htmlFor={inputId}>
          {t('choosePdf')}
        </Button>
        <input
          id={inputId}
          type="file"
          accept=".pdf,application/pdf"
          hidden
          aria-describedby={error ? helperId : undefined}
          onChange={(e) => void choose(e)}
        />
        {fileName ? (
          <Typography variant="body2">
            {t('fileChosen')} <span translate="no">{fileName}</span>
          </Typography>
        ) : null}
      </Stack>
      {error ? (
        <FormHelperText id={helperId} error>
          {localize(error)}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
