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

/** Visible to screen readers only (the usual clip pattern): a legend a heading already says. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  p: 0,
  m: '-1px',
} as const;

/**
 * The client's one radio component (one visual language): a choice of one among a
 * few, as full-width option cards in a single column. The whole card is the tap target, a long
 * label or price wraps inside it on a phone, and the radio sits centred on the label's line
 * (a grid row shared by the two), the description under the label. A screen reader names each
 * option by its label (and aside) and reads the description as its description. `children`
 * (the fields of the chosen option, say) stay inside the group, under the cards.
 */
export function OptionGroup({
  name,
  legend,
  hideLegend = false,
  help,
  options,
  value,
  onChange,
  onBlur,
  error,
  children,
}: {
  name: string;
  legend: ReactNode;
  /** Under a heading or dialog title that already says it: kept for screen readers only. */
  hideLegend?: boolean;
  help?: ReactNode;
  options: Option[];
  value: string | null | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | null;
  children?: ReactNode;
}) {
  const helpId = `${name}-help`;
  const errorId = `${name}-error`;
  const labelOnly = hideLegend && typeof legend === 'string';
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      fullWidth
      sx={{ my: 1.5 }}
      // A hidden text legend names the group without repeating the heading's text in the page.
      aria-label={labelOnly ? legend : undefined}
    >
      {labelOnly ? null : (
        <FormLabel
          component="legend"
          sx={hideLegend ? visuallyHidden : { color: 'text.primary', fontWeight: 650, mb: 0.5 }}
        >
          {legend}
        </FormLabel>
      )}
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
              data-option={option.value}
              sx={{
                // Radio and label share the first grid row, centred on each other; the
                // description takes the second row under the label.
                display: 'grid',
                gridTemplateColumns: 'auto minmax(0, 1fr)',
                alignItems: 'center',
                columnGap: 1,
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
                sx={{ p: 0.5, ml: -0.5 }}
              />
              <Box
                data-option-label
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
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
                  sx={{ display: 'block', gridColumn: 2 }}
                >
                  {option.description}
                </Typography>
              ) : null}
            </Box>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
      {children}
    </FormControl>
  );
}
