import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of a page: a policy, a lease, a plan, a summary. */
export function SectionCard({
  title,
  titleComponent = 'h2',
  action,
  children,
}: {
  title?: ReactNode;
  titleComponent?: 'h2' | 'h3' | 'h4';
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      {title || action ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            mb: 1.5,
          }}
        >
          {title ? (
            <Typography variant="h3" component={titleComponent}>
              {title}
            </Typography>
          ) : null}
          {action}
        </Box>
      ) : null}
      {children}
    </Card>
  );
}

/**
 * A label and its value, one row: side by side when both fit, stacked when not. Long values (an
 * e-mail, a policy number) wrap inside the row and never push the page sideways.
 */
export function ListRow({
  label,
  value,
  emphasis = false,
}: {
  label: ReactNode;
  value: ReactNode;
  emphasis?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 0.25,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flex: '0 1 auto' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{
          m: 0,
          flex: '1 1 12rem',
          textAlign: 'right',
          minWidth: 0,
          overflowWrap: 'anywhere',
          fontWeight: emphasis ? 700 : 500,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Rows of ListRow as a description list (read by screen readers as term and definition). */
export function ListRows({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

/** A numbered step of a short how-to (the splash's how it works, next steps after buying). */
export function StepList({ steps }: { steps: Array<{ title: string; text: ReactNode }> }) {
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, i) => (
        <Box
          component="li"
          key={step.title}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}
        >
          <Box
            aria-hidden
            sx={{
              flex: '0 0 auto',
              width: 36,
              height: 36,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 700,
            }}
          >
            {i + 1}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.text}
            </Typography>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
