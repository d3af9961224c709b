import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { ReactNode } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { shownError } from './fieldBinding';

/**
 * For `<Field type="checkbox">`: react-final-form then gives `input.checked` (and keeps `value`
 * for checkbox groups); a checkbox without `type` falls back to a boolean `value`.
 */
export function CheckboxAdapter({
  input,
  meta,
  label,
}: FieldRenderProps<boolean> & { label: ReactNode }) {
  const error = shownError(meta);
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
          />
        }
        label={label}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </>
  );
}
