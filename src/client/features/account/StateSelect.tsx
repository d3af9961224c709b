import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { FieldRenderProps } from 'react-final-form';
import { boundInput, shownError } from '../../components/fieldBinding';

/**
 * The state picker as a native select: the phone's own picker, and none of the menu, popover and
 * modal code MUI's Select brings (this route's 60 KB budget).
 */
export function StateSelectAdapter({
  input,
  meta,
  label,
  options,
}: FieldRenderProps<string> & { label: string; options: { code: string; name: string }[] }) {
  const error = shownError(meta);
  const id = `field-${input.name}`;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...boundInput(input)}
        input={<OutlinedInput notched label={label} />}
        inputProps={{
          id,
          'aria-describedby': error ? `${id}-error` : undefined,
        }}
      >
        <option value="" />
        {options.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </NativeSelect>
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
