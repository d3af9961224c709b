import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import {
  CLAIM_PHOTO_ACCEPT,
  MAX_CLAIM_PHOTOS,
  photoProblem,
  type PhotoProblem,
} from '../../../domain/claims/photos';
import { claimsTexts } from '../../../domain/i18n/generated/en/claims';
import type { Translate, ValuesOf } from '../../../domain/i18n/texts';
import { useTexts } from '../../i18n/useTexts';

type Texts = Translate<ValuesOf<typeof claimsTexts>>;

const problemText = (t: Texts, problem: PhotoProblem, name: string): string =>
  ({
    tooMany: () => t('tooManyPhotos'),
    tooLarge: () => t('photoTooLarge', { name }),
    wrongType: () => t('photoWrongType', { name }),
    heic: () => t('heicUnsupported'),
  })[problem]();

/** A local preview of a chosen file (not yet uploaded), freed when the file is removed. */
function Preview({ file, onRemove, index }: { file: File; onRemove: () => void; index: number }) {
  const t = useTexts(claimsTexts);
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box component="li" sx={{ position: 'relative', width: 96, height: 96 }}>
      <Box
        component="img"
        src={url}
        alt={t('photoPreview', { name: file.name, n: index + 1 })}
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
      />
      <IconButton
        aria-label={`${t('removePhoto')} ${index + 1}`}
        onClick={onRemove}
        size="small"
        sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * Photos of the damage: JPEG or PNG, 10 MB each, up to 10, checked here in
 * words before anything is sent (the server checks again by content). On a phone the input
 * offers the camera too.
 */
export function PhotoPicker({
  files,
  onChange,
}: {
  files: File[];
  onChange: (files: File[]) => void;
}) {
  const t = useTexts(claimsTexts);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Kept as what went wrong, put in words on render: they follow a change of language.
  const [problems, setProblems] = useState<{ problem: PhotoProblem; name: string }[]>([]);

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    const kept = [...files];
    const found: { problem: PhotoProblem; name: string }[] = [];
    for (const file of chosen) {
      const problem = photoProblem(file, kept.length);
      if (problem) found.push({ problem, name: file.name });
      else kept.push(file);
    }
    setProblems(found);
    onChange(kept);
    // The same file may be chosen again after a removal.
    event.target.value = '';
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography component="h2" variant="h6">
        {t('addPhotos')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('photosHint')}
      </Typography>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={CLAIM_PHOTO_ACCEPT}
        multiple
        hidden
        onChange={add}
        data-testid="claim-photo-input"
      />
      <Button
        variant="outlined"
        onClick={() => input.current?.click()}
        disabled={files.length >= MAX_CLAIM_PHOTOS}
      >
        {`${t('addPhotos')} (${files.length}/${MAX_CLAIM_PHOTOS})`}
      </Button>
      {[...new Set(problems.map((p) => problemText(t, p.problem, p.name)))].map((text) => (
        <Alert key={text} severity="warning" sx={{ mt: 1 }}>
          {text}
        </Alert>
      ))}
      {files.length ? (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, mt: 1.5, listStyle: 'none' }}
        >
          {files.map((file, i) => (
            <Preview
              key={`${file.name}-${file.size}-${file.lastModified}-${i}`}
              file={file}
              index={i}
              onRemove={() => onChange(files.filter((_, j) => j !== i))}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
