import Typography from '@mui/material/Typography';
import type { CoverageStatus, CoverageTone } from '../../domain/policies/coverageStatus';

/** A status in words and colour (never colour alone): Active, Starts on 11/30/2026, Lapsed. */
export function StatusBadge({ label, tone }: { label: string; tone: CoverageTone }) {
  return (
    <Typography
      component="span"
      variant="body2"
      data-tone={tone}
      sx={{
        mt: 0.5,
        px: 1.25,
        py: 0.25,
        borderRadius: 999,
        fontWeight: 700,
        color: `${tone}.main`,
        border: 1,
        borderColor: `${tone}.main`,
        whiteSpace: 'nowrap',
      }}
    >
      {label}
    </Typography>
  );
}

/**
 * A policy's coverage status with its dates, the same words on every card and row, the
 * staff console, the verify page and the evidence of insurance (domain/policies/coverageStatus.ts).
 */
export function CoverageBadge({ status }: { status: CoverageStatus }) {
  return <StatusBadge label={status.label} tone={status.tone} />;
}
