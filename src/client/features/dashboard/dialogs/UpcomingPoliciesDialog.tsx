import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ThirdPartyPolicySummary } from '../../../api';
import { ListRow, ListRows } from '../../../design/cards';
import { coverageAmount } from '../../../design/format';
import { dashboardDialogsTexts } from '../../../../domain/i18n/generated/en/dashboardDialogs';
import { useDay, useTexts } from '../../../i18n/useTexts';
import { CoverageBadge, Data } from '../cardParts';
import { upcomingTermCoverage } from '../coverage';
import { dashboardTexts } from '../texts';

/** docs/product.md "Dashboard" upcoming-policies modal: the later terms of a third-party policy, each with its status. */
export default function UpcomingPoliciesDialog({
  policies,
  open,
  onClose,
}: {
  policies: ThirdPartyPolicySummary[];
  open: boolean;
  onClose: () => void;
}) {
  const t = useTexts(dashboardDialogsTexts);
  const day = useDay();
  const card = useTexts(dashboardTexts);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('upcomingTitle')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('upcomingIntro')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {policies.map((p) => (
            <Box
              component="li"
              key={p.id}
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box
                sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
              >
                <Typography sx={{ fontWeight: 650 }} translate="no">
                  {p.provider}
                </Typography>
                <CoverageBadge status={upcomingTermCoverage(p)} />
              </Box>
              <ListRows>
                <ListRow
                  label={card('policyNumber')}
                  value={<Data>{p.carrier_policy_number}</Data>}
                />
                <ListRow
                  label={card('policyPeriod')}
                  value={`${day(p.start_date)} – ${day(p.end_date)}`}
                />
                <ListRow label={card('liability')} value={coverageAmount(p.liability_coverage)} />
              </ListRows>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
