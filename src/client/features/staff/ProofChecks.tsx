import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  outcomeLabels,
  proofFieldLabels,
  staffCheckNote,
  staffTexts,
  verdictLabels,
} from '../../../domain/messages/staff';
import { isRequiredField } from '../../../domain/proofs/verdict';
import type { ProofField } from '../../../domain/proofs/types';
import type { ProofCheck, StaffProof } from '../../api/generated/staffApi';

type Verdict = ProofCheck['verdict'];
const COLORS: Record<Verdict, 'success' | 'error' | 'warning' | 'default'> = {
  pass: 'success',
  fail: 'error',
  caution: 'warning',
  unknown: 'default',
};
const ORDER: Verdict[] = ['fail', 'caution', 'unknown', 'pass'];

/** How many checks ended each way, worst first ('2 Fail', '1 Caution', '4 Pass'). */
export function VerdictSummary({ checks }: { checks: readonly ProofCheck[] }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ORDER.map((verdict) => {
        const n = checks.filter((c) => c.verdict === verdict).length;
        return n ? (
          <Chip
            key={verdict}
            size="small"
            color={COLORS[verdict]}
            variant={verdict === 'pass' ? 'outlined' : 'filled'}
            label={`${n} ${verdictLabels[verdict]}`}
          />
        ) : null;
      })}
    </Box>
  );
}

const OUTCOME_SEVERITY = { valid: 'success', needsReview: 'warning', invalid: 'error' } as const;

/** The checks' one answer (valid, needs review by hand, a check failed). */
export function OutcomeNote({ outcome }: { outcome: StaffProof['outcome'] }) {
  return (
    <Alert severity={OUTCOME_SEVERITY[outcome]} sx={{ mb: 1.5 }}>
      {outcomeLabels[outcome]}
    </Alert>
  );
}

/** Each check with its verdict, the value read, what it was checked against and why. */
export function ProofChecks({ checks }: { checks: readonly ProofCheck[] }) {
  const sorted = [...checks].sort((a, b) => ORDER.indexOf(a.verdict) - ORDER.indexOf(b.verdict));
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {sorted.map((check) => (
        <Box
          component="li"
          key={check.field}
          sx={{
            borderLeft: 4,
            borderColor: check.verdict === 'unknown' ? 'grey.500' : `${COLORS[check.verdict]}.main`,
            pl: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {proofFieldLabels[check.field] ?? check.field}
            </Typography>
            <Chip size="small" color={COLORS[check.verdict]} label={verdictLabels[check.verdict]} />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {staffCheckNote(check.field, check.verdict, isRequiredField(check.field as ProofField))}
          </Typography>
          <Typography variant="body2">{check.reason}</Typography>
          {check.found || check.expected ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {staffTexts.found}: {check.found ?? '—'} · {staffTexts.expected}:{' '}
              {check.expected ?? '—'}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
