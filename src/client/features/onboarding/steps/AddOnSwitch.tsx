import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { coverageTexts } from '../../../../domain/i18n/generated/en/coverage';
import { leaseTexts } from '../../../../domain/i18n/generated/en/lease';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import { toggleCopy } from '../../../../domain/onboarding/coverageCopy';
import { addOnPriceText } from '../../../../domain/payments/quotePrice';
import { useSay, useTexts } from '../../../i18n/useTexts';

/**
 * One optional coverage of the quote step: its switch, what it pays for at this address (the
 * coverage table's line), what it changes in the price as the carrier rated it, and why it stays
 * on when the lease forces it.
 */
export function AddOnSwitch({
  name,
  state,
  personalProperty,
  checked,
  forced,
  price,
  onChange,
}: {
  name: string;
  state: string;
  personalProperty: number;
  checked: boolean;
  forced: boolean;
  price: number | undefined;
  onChange: (checked: boolean) => void;
}) {
  const t = useTexts(leaseTexts);
  const say = useSay(coverageTexts, quoteTexts);
  const copy = toggleCopy(name, state, personalProperty, say);
  return (
    <Stack spacing={0}>
      <FormControlLabel
        control={
          <Switch
            checked={forced || checked}
            disabled={forced}
            slotProps={{
              input: {
                'aria-describedby': price !== undefined ? `addon-price-${name}` : undefined,
              },
            }}
            onChange={(event) => onChange(event.target.checked)}
          />
        }
        label={copy.label}
      />
      {copy.description ? (
        <Typography variant="body2" color="text.secondary">
          {copy.description}
        </Typography>
      ) : null}
      {price !== undefined ? (
        <Typography
          variant="body2"
          id={`addon-price-${name}`}
          sx={{ fontWeight: 600 }}
          data-testid={`addon-price-${name}`}
        >
          {addOnPriceText(price, say)}
        </Typography>
      ) : null}
      {forced && name === 'waterDamageLiability' ? (
        <Typography variant="body2" color="text.secondary">
          {t('waterDamageLiabilityRequired')}
        </Typography>
      ) : null}
    </Stack>
  );
}
