import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { forwardRef } from 'react';
import type { FieldRenderProps } from 'react-final-form';
import { boundInput, useShownError } from '../fieldBinding';

/** A plain <select> as the input element (InputBase hands it its props and ref). */
const SelectElement = forwardRef<HTMLSelectElement, InputBaseComponentProps>(
  function SelectElement(props, ref) {
    return <select ref={ref} {...(props as React.SelectHTMLAttributes<HTMLSelectElement>)} />;
  },
);

/**
 * The state picker as a native select: the phone's own picker, and none of the code of MUI's Select
 * (menu, popover, modal, its own inputs) (the routes' 60 KB budget).
 */
export function StateSelectAdapter({
  input,
  meta,
  label,
  options,
}: FieldRenderProps<string> & { label: string; options: { code: string; name: string }[] }) {
  const error = useShownError(meta);
  const id = `field-${input.name}`;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      {/* The outlined input every text field already loads, drawing a native <select>. */}
      <OutlinedInput
        {...boundInput(input)}
        notched
        label={label}
        inputComponent={SelectElement}
        inputProps={{
          id,
          // The states' names are data (as the address pickers mark them): no translator's.
          translate: 'no',
          'aria-describedby': error ? `${id}-error` : undefined,
          children: [
            <option key="" value="" />,
            ...options.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            )),
          ],
        }}
      />
      {error ? <FormHelperText id={`${id}-error`}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
