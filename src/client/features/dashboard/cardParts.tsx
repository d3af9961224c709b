import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { coverageLabel, type CoverageStatus } from '../../../domain/policies/coverageStatus';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import { StatusBadge } from '../../components/CoverageBadge';
import { useSay, useTexts } from '../../i18n/useTexts';
import { dashboardTexts, policyStatusTexts } from './texts';

/**
 * The frame of every policy card: which kind it is (small caps), its title (an h3 under 'Your
 * Policies'), the always-visible body, and the actions row. The title (`titleId`) names the
 * card's region.
 */
export function PolicyCardFrame({
  kind,
  title,
  titleId,
  titleIsData = false,
  status,
  children,
}: {
  kind: string;
  title: string;
  titleId: string;
  /** A product's or provider's own name (not translated). */
  titleIsData?: boolean;
  status?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          columnGap: 1,
          mb: 1,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {kind}
          </Typography>
          <Typography
            variant="h3"
            component="h3"
            id={titleId}
            translate={titleIsData ? 'no' : undefined}
          >
            {title}
          </Typography>
        </Box>
        {status}
      </Box>
      {children}
    </Card>
  );
}

export { StatusBadge };

/**
 * A policy's coverage status with its dates (components/CoverageBadge's), its words in the
 * tenant's language (the `policyStatus` catalog).
 */
export function CoverageBadge({ status }: { status: CoverageStatus }) {
  const say = useSay(policyStatusTexts);
  return <StatusBadge label={coverageLabel(status.kind, status.date, say)} tone={status.tone} />;
}

/**
 * Whether the policy meets the lease, on every card, in words and an icon (never colour
 * alone); when it does not, what it means for the tenant.
 */
export function ComplianceNote({ compliance }: { compliance: LeaseCompliance }) {
  if (compliance.verdict === 'meets') {
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mb: 1, color: 'success.main' }}
        data-compliance={compliance.verdict}
      >
        <CheckCircleOutlined fontSize="small" aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>{compliance.text}</Typography>
      </Box>
    );
  }
  const severity =
    compliance.verdict === 'not at this lease' ? 'info' : compliance.below ? 'error' : 'warning';
  return (
    <Alert
      severity={severity}
      role="note"
      sx={{ mb: 1.5, py: 0.25 }}
      data-compliance={compliance.verdict}
    >
      <Typography sx={{ fontWeight: 700 }}>{compliance.text}</Typography>
      {compliance.help ? <Typography variant="body2">{compliance.help}</Typography> : null}
    </Alert>
  );
}

/**
 * 'View more' / 'View less' for a card's details (docs/product.md "Dashboard"): the button says
 * whose details it shows (aria-describedby the card title) and whether they are open
 * (aria-expanded).
 */
export function useDetails(describedBy: string) {
  const t = useTexts(dashboardTexts);
  const [open, setOpen] = useState(false);
  const id = useId();
  const toggle = (
    <Button
      variant="text"
      onClick={() => setOpen((v) => !v)}
      aria-expanded={open}
      aria-controls={id}
      aria-describedby={describedBy}
      sx={{ px: 1, ml: -1 }}
    >
      {t(open ? 'viewLess' : 'viewMore')}
    </Button>
  );
  return { open, toggle, regionId: id };
}

/**
 * The tenant's own data in a card (a policy number, a name, an address): left as written by a
 * browser's translator, and by the pseudo-locale gate.
 */
export function Data({ children }: { children: ReactNode }) {
  return <span translate="no">{children}</span>;
}

/** A row of card actions that wraps on a phone (each button keeps its 44 px height). */
export function ActionsRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1.5 }}>
      {children}
    </Box>
  );
}
