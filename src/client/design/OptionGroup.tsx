import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Option {
  value: string;
  label: ReactNode;
  /** A plain-words line under the label (what the choice means for the tenant). */
  description?: ReactNode;
  /** Right-hand detail: a price, a badge. */
  aside?: ReactNode;
  disabled?: boolean;
}

/**
 * A choice of one among a few, as full-width option cards in a single column: the whole card is
 * the tap target, and a long label or price wraps inside it on a phone. A screen reader names each
 * option by its label (and aside) and reads the description as its description.
 */
export function OptionGroup({
  name,
  legend,
  help,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  name: string;
  legend: ReactNode;
  help?: ReactNode;
  options: Option[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
}) {
  const helpId = `${name}-help`;
  const errorId = `${name}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth sx={{ my: 1.5 }}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 650, mb: 0.5 }}>
        {legend}
      </FormLabel>
      {help ? (
        <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {help}
        </Typography>
      ) : null}
      <RadioGroup
        name={name}
        value={value ?? ''}
        onChange={(_e, v) => onChange(v)}
        onBlur={onBlur}
        aria-describedby={
          [help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        sx={{ gap: 1 }}
      >
        {options.map((option) => {
          const selected = option.value === value;
          const descriptionId = `${name}-${option.value}-description`;
          return (
            <Box
              key={option.value}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                p: 1.5,
                pr: 2,
                border: 2,
                borderColor: selected ? 'primary.main' : 'divider',
                borderRadius: 2,
                bgcolor: selected ? 'rgba(27,75,114,0.06)' : 'background.paper',
                cursor: option.disabled ? 'default' : 'pointer',
                opacity: option.disabled ? 0.6 : 1,
                '&:has(input:focus-visible)': {
                  outline: '3px solid',
                  outlineColor: 'info.main',
                  outlineOffset: 2,
                },
              }}
            >
              <Radio
                value={option.value}
                disabled={option.disabled}
                slotProps={{
                  input: {
                    'aria-describedby': option.description ? descriptionId : undefined,
                  } as object,
                }}
                sx={{ mt: -0.75, ml: -0.5 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box
                  sx={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    gap: 1,
                    flexWrap: 'wrap',
                  }}
                >
                  {/* Blocks, as flex items are: the name reads 'label aside', with a space. */}
                  <Typography component="span" sx={{ fontWeight: 650, display: 'block' }}>
                    {option.label}
                  </Typography>
                  {option.aside ? (
                    <Typography component="span" sx={{ fontWeight: 650, display: 'block' }}>
                      {option.aside}
                    </Typography>
                  ) : null}
                </Box>
                {option.description ? (
                  <Typography
                    id={descriptionId}
                    // Out of the name (the label wraps the whole card); read as the description.
                    aria-hidden
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {option.description}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
