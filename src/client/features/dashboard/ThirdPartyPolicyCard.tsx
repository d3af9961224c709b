import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import type { ThirdPartyPolicy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount, usDate } from '../../design/format';
import { ActionsRow, PolicyCardFrame, ThirdPartyStatusBadge } from './cardParts';
import { LazyDialog } from './dialogs/LazyDialog';
import { EoiButton } from './EoiButton';
import { DASHBOARD_TEXTS as T } from './texts';

const UpcomingPoliciesDialog = lazy(
  () => import(/* webpackChunkName: "dashboard-dialogs" */ './dialogs/UpcomingPoliciesDialog'),
);

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
      status={<ThirdPartyStatusBadge isComplete={policy.is_complete} />}
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
        <LazyDialog open={showUpcoming}>
          <UpcomingPoliciesDialog
            policies={upcoming}
            open={showUpcoming}
            onClose={() => setShowUpcoming(false)}
          />
        </LazyDialog>
      ) : null}
    </PolicyCardFrame>
  );
}
