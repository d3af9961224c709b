import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Label and amount on one line; on a narrow phone a long label wraps and the amount stays at the
 * right edge, where amounts are read. The total in bold.
 */
export function AmountRow({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  const weight = strong ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', columnGap: 2 }}>
      <Typography component="span" sx={{ fontWeight: weight, flex: '1 1 auto', minWidth: 0 }}>
        {label}
      </Typography>
      <Typography
        component="span"
        sx={{ fontWeight: weight, whiteSpace: 'nowrap', textAlign: 'right' }}
      >
        {value}
      </Typography>
    </Box>
  );
}
