import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { lazy, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { uploadRenewalPath } from '../../../domain/policies/uploadRenewalLink';
import { PATHS } from '../../../domain/routes';
import type { ThirdPartyPolicy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount } from '../../design/format';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import { useDay, useTexts } from '../../i18n/useTexts';
import { ActionsRow, ComplianceNote, CoverageBadge, Data, PolicyCardFrame } from './cardParts';
import { uploadCoverage } from './coverage';
import { LazyDialog } from './dialogs/LazyDialog';
import { EoiButton } from './EoiButton';
import { complianceTexts, dashboardTexts } from './texts';

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
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const words = useTexts(complianceTexts);
  const titleId = useId();
  const [showUpcoming, setShowUpcoming] = useState(false);
  const upcoming = policy.upcoming_policies;
  const facts = {
    provider: policy.provider,
    number: policy.carrier_policy_number,
    end: day(policy.end_date),
  };
  return (
    <PolicyCardFrame
      kind={t('thirdPartyKind')}
      title={policy.provider}
      titleId={titleId}
      titleIsData
      status={<CoverageBadge status={uploadCoverage(policy, compliance)} />}
    >
      {policy.is_lapsed ? (
        // It no longer counts for the lease, whatever its amounts: say so, and how to fix it.
        <Alert severity="error" role="note" sx={{ mb: 1.5 }} data-compliance="lapsed">
          <AlertTitle>{t('lapsedTitle')}</AlertTitle>
          {t('lapsed', facts)}
        </Alert>
      ) : compliance ? (
        <ComplianceNote compliance={compliance} />
      ) : null}
      <ListRows>
        <ListRow label={t('policyNumber')} value={<Data>{policy.carrier_policy_number}</Data>} />
        <ListRow
          label={t('policyPeriod')}
          value={`${day(policy.start_date)} – ${day(policy.end_date)}`}
        />
        <ListRow label={t('liability')} value={coverageAmount(policy.liability_coverage)} />
        {policy.additional_interest ? (
          <ListRow
            label={t('interestedPartyOnPolicy')}
            value={<Data>{policy.additional_interest}</Data>}
          />
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
            {t('uploadRenewal')}
          </Button>
        ) : null}
        {policy.proof_of_insurance ? (
          // The tenant's own file as uploaded, never an evidence of insurance of ours.
          <EoiButton
            kind="thirdParty"
            policyId={policy.id}
            policyNumber={policy.carrier_policy_number}
            label={words('uploadedDocument')}
            fileName={policy.proof_of_insurance}
          />
        ) : null}
        {upcoming.length ? (
          <Button
            variant="outlined"
            onClick={() => setShowUpcoming(true)}
            aria-describedby={titleId}
          >
            {t(upcoming.length === 1 ? 'upcomingPolicy' : 'upcomingPolicies', {
              n: upcoming.length,
            })}
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
