import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uploadRenewalPath } from '../../../domain/policies/uploadRenewalLink';
import { PATHS } from '../../../domain/routes';
import type { ThirdPartyPolicy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount, usDate } from '../../design/format';
import { leaseComplianceTexts } from '../../../domain/messages';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import { ActionsRow, ComplianceNote, CoverageBadge, PolicyCardFrame } from './cardParts';
import { uploadCoverage } from './coverage';
import { LazyDialog } from './dialogs/LazyDialog';
import { EoiButton } from './EoiButton';
import { DASHBOARD_TEXTS as T } from './texts';

const UpcomingPoliciesDialog = lazy(
  () => import(/* webpackChunkName: "dashboard-dialogs" */ './dialogs/UpcomingPoliciesDialog'),
);

/**
 * A policy the tenant uploaded from another provider (docs/product.md "Dashboard", "Records",
 * "States"): provider, number, dates, liability and its coverage status (Pending review until
 * verified, Needs attention when failing our checks, else by its dates), and the document as the
 * tenant uploaded it. Uploads with the same provider and number come grouped by the server; the
 * later terms open in the upcoming-policies modal.
 */
export function ThirdPartyPolicyCard({
  policy,
  compliance,
}: {
  policy: ThirdPartyPolicy;
  /** Whether it meets the lease shown beside the cards. */
  compliance?: LeaseCompliance;
}) {
  const titleId = useId();
  const [showUpcoming, setShowUpcoming] = useState(false);
  const upcoming = policy.upcoming_policies;
  return (
    <PolicyCardFrame
      kind={T.thirdPartyKind}
      title={policy.provider}
      titleId={titleId}
      status={<CoverageBadge status={uploadCoverage(policy, compliance)} />}
    >
      {policy.is_lapsed ? (
        // It no longer counts for the lease, whatever its amounts: say so, and how to fix it.
        <Alert severity="error" role="note" sx={{ mb: 1.5 }} data-compliance="lapsed">
          <AlertTitle>{T.lapsedTitle}</AlertTitle>
          {T.lapsed(policy.provider, policy.carrier_policy_number, usDate(policy.end_date))}
        </Alert>
      ) : compliance ? (
        <ComplianceNote compliance={compliance} />
      ) : null}
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
        {policy.is_lapsed || policy.renewal_due ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={uploadRenewalPath(PATHS.tenantUpload, policy.id)}
            aria-describedby={titleId}
          >
            {T.uploadRenewal}
          </Button>
        ) : null}
        {policy.proof_of_insurance ? (
          // The tenant's own file as uploaded, never an evidence of insurance of ours.
          <EoiButton
            kind="thirdParty"
            policyId={policy.id}
            policyNumber={policy.carrier_policy_number}
            label={leaseComplianceTexts.uploadedDocument}
            fileName={policy.proof_of_insurance}
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
