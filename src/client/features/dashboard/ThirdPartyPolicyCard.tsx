import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { thirdPartyStatus } from '../../../domain/policies/dashboard';
import type { ThirdPartyPolicy, ThirdPartyPolicySummary } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount, usDate } from '../../design/format';
import { ActionsRow, PolicyCardFrame, StatusBadge } from './cardParts';
import { EoiButton } from './EoiButton';
import { DASHBOARD_TEXTS as T } from './texts';

const badge = (isComplete: boolean) => (
  <StatusBadge label={thirdPartyStatus(isComplete)} tone={isComplete ? 'success' : 'warning'} />
);

/** §2.7 upcoming-policies modal: the later terms of a third-party policy, each with its status. */
function UpcomingPoliciesDialog({
  policies,
  open,
  onClose,
}: {
  policies: ThirdPartyPolicySummary[];
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.upcomingTitle}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {T.upcomingIntro}
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
                <Typography sx={{ fontWeight: 650 }}>{p.provider}</Typography>
                {badge(p.is_complete)}
              </Box>
              <ListRows>
                <ListRow label={T.policyNumber} value={p.carrier_policy_number} />
                <ListRow
                  label={T.policyPeriod}
                  value={`${usDate(p.start_date)} – ${usDate(p.end_date)}`}
                />
                <ListRow label={T.liability} value={coverageAmount(p.liability_coverage)} />
              </ListRows>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {T.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A policy the tenant uploaded from another provider (SPEC §2.7, §3, §4): provider, number, dates,
 * liability and its status (Approved once verified, else Pending). Uploads with the same provider
 * and number come grouped by the server; the later terms open in the upcoming-policies modal.
 */
export function ThirdPartyPolicyCard({ policy }: { policy: ThirdPartyPolicy }) {
  const titleId = useId();
  const [showUpcoming, setShowUpcoming] = useState(false);
  const upcoming = policy.upcoming_policies;
  return (
    <PolicyCardFrame
      kind={T.thirdPartyKind}
      title={policy.provider}
      titleId={titleId}
      status={badge(policy.is_complete)}
    >
      <ListRows>
        <ListRow label={T.policyNumber} value={policy.carrier_policy_number} />
        <ListRow
          label={T.policyPeriod}
          value={`${usDate(policy.start_date)} – ${usDate(policy.end_date)}`}
        />
        <ListRow label={T.liability} value={coverageAmount(policy.liability_coverage)} />
        {policy.additional_interest ? (
          <ListRow label={T.interestedParty} value={policy.additional_interest} />
        ) : null}
      </ListRows>
      <ActionsRow>
        {policy.proof_of_insurance ? (
          <EoiButton
            kind="thirdParty"
            policyId={policy.id}
            policyNumber={policy.carrier_policy_number}
          />
        ) : null}
        {upcoming.length ? (
          <Button
            variant="outlined"
            onClick={() => setShowUpcoming(true)}
            aria-describedby={titleId}
          >
            {T.upcomingButton(upcoming.length)}
          </Button>
        ) : null}
      </ActionsRow>
      {upcoming.length ? (
        <UpcomingPoliciesDialog
          policies={upcoming}
          open={showUpcoming}
          onClose={() => setShowUpcoming(false)}
        />
      ) : null}
    </PolicyCardFrame>
  );
}
