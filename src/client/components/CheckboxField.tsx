import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { useShownError } from './fieldBinding';

/**
 * For `<Field type="checkbox">`: react-final-form then gives `input.checked` (and keeps `value`
 * for checkbox groups); a checkbox without `type` falls back to a boolean `value`.
 */
export function CheckboxAdapter({
  input,
  meta,
  label,
  description,
}: FieldRenderProps<boolean> & {
  label: ReactNode;
  /** One line under the box saying what ticking it means (read as its description). */
  description?: ReactNode;
}) {
  const error = useShownError(meta);
  const descriptionId = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox
            name={input.name}
            checked={Boolean(input.checked ?? input.value)}
            onChange={input.onChange}
            onBlur={input.onBlur}
            onFocus={input.onFocus}
            slotProps={{
              input: { 'aria-describedby': description ? descriptionId : undefined } as object,
            }}
          />
        }
        label={label}
      />
      {description ? (
        <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 4 }}>
          {description}
        </Typography>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </>
  );
}
