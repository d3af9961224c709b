import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { quoteTexts } from '../../../../domain/i18n/generated/en/quote';
import { priceChange } from '../../../../domain/payments/quotePrice';
import { coverageAmount } from '../../../design/format';
import { useSay, useTexts } from '../../../i18n/useTexts';

const flash = keyframes`
  from { background-color: rgba(46, 125, 50, 0.18); }
  to { background-color: transparent; }
`;

/**
 * The quote's price in a bar that stays in view at the bottom of a phone's screen while the
 * choices above it scroll: sticky, so at the end of the page it sits in its own place
 * above Continue and covers nothing for good. Each new price flashes, says how it moved, and is
 * read out politely by screen readers.
 */
export function PriceBar({
  premium,
  monthly,
  previous,
  requesting,
}: {
  premium: number | null;
  monthly: { downPayment: number; monthly: number } | null;
  previous: number | null;
  requesting: boolean;
}) {
  const t = useTexts(quoteTexts);
  const change = priceChange(previous, premium, useSay(quoteTexts));
  return (
    <Paper
      component="section"
      aria-label={t('priceLabel')}
      elevation={6}
      data-testid="price-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        px: 2,
        pt: 1.5,
        pb: 'calc(12px + env(safe-area-inset-bottom, 0px))',
        borderTop: 2,
        borderColor: 'primary.main',
      }}
    >
      <Box aria-live="polite" aria-atomic="true">
        <Box
          key={premium ?? 'none'}
          sx={{
            borderRadius: 1,
            animation: previous === null ? 'none' : `${flash} 1.5s ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <Typography
            variant="overline"
            component="p"
            color="text.secondary"
            sx={{ lineHeight: 1.5 }}
          >
            {t('priceLabel')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <Typography variant="h3" component="p" data-testid="premium">
              {premium !== null ? t('perYear', { amount: coverageAmount(premium) }) : '—'}
            </Typography>
            {change ? (
              <Chip
                size="small"
                color={change.up ? 'warning' : 'success'}
                label={change.text}
                data-testid="price-change"
              />
            ) : null}
          </Box>
          {monthly ? (
            <Typography variant="body2" color="text.secondary" data-testid="monthly">
              {t('perMonth', {
                monthly: coverageAmount(monthly.monthly),
                downPayment: coverageAmount(monthly.downPayment),
              })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('beforeCardFee')}
          </Typography>
        </Box>
      </Box>
      {requesting ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {t('updatingQuote')}
        </Typography>
      ) : null}
    </Paper>
  );
}
