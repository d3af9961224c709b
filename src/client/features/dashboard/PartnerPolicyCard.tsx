import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, useId, useState } from 'react';
import { partnerPortal } from '../../../domain/policies/dashboard';
import { addressLine } from '../../../domain/policies/leaseCompliance';
import type { PartnerPolicy } from '../../api';
import { ListRow, ListRows } from '../../design/cards';
import { coverageAmount } from '../../design/format';
import type { LeaseCompliance } from '../../../domain/policies/leaseCompliance';
import { useDay, useTexts } from '../../i18n/useTexts';
import {
  ActionsRow,
  ComplianceNote,
  CoverageBadge,
  Data,
  PolicyCardFrame,
  useDetails,
} from './cardParts';
import { partnerCoverage } from './coverage';
import { LazyDialog } from './dialogs/LazyDialog';
import { EoiButton } from './EoiButton';
import { partnerPolicyFacts } from './leaseFacts';
import { dashboardTexts } from './texts';

const ContinueToDialog = lazy(
  () => import(/* webpackChunkName: "dashboard-dialogs" */ './dialogs/ContinueToDialog'),
);

/**
 * A partner carrier's policy (docs/product.md "Dashboard", "Records"): number, term, main amounts,
 * the insured address; 'View more' lists every coverage and the people on it. 'Manage Policy'
 * continues to the partner's portal through the 'Continue to' modal.
 */
export function PartnerPolicyCard({
  policy,
  compliance,
}: {
  policy: PartnerPolicy;
  /** Whether it meets the lease shown beside the cards. */
  compliance?: LeaseCompliance;
}) {
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const titleId = useId();
  const { open, toggle, regionId } = useDetails(titleId);
  const [leaving, setLeaving] = useState(false);
  const portal = partnerPortal(policy.manage_url);
  // The insured address, else the policyholder's (the same facts the lease is judged by).
  const address = partnerPolicyFacts(policy).address;
  const amountOr = (value: number | null) =>
    value === null ? t('notAvailable') : coverageAmount(value);
  return (
    <PolicyCardFrame
      kind={t('partnerKind')}
      title={t('partnerTitle')}
      titleId={titleId}
      status={<CoverageBadge status={partnerCoverage(policy, compliance)} />}
    >
      {compliance ? <ComplianceNote compliance={compliance} /> : null}
      {policy.pendingChangeEffectiveDate ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('pendingChange', { date: day(policy.pendingChangeEffectiveDate) })}
        </Alert>
      ) : null}
      <ListRows>
        <ListRow label={t('policyNumber')} value={<Data>{policy.carrier_policy_number}</Data>} />
        <ListRow
          label={t('policyPeriod')}
          value={`${day(policy.current_term_start_date)} – ${day(policy.current_term_end_date)}`}
        />
        {address ? (
          <ListRow label={t('insuredAddress')} value={<Data>{addressLine(address)}</Data>} />
        ) : null}
        <ListRow label={t('liability')} value={amountOr(policy.liability_amount)} />
        <ListRow label={t('contents')} value={amountOr(policy.personal_property_amount)} />
        <ListRow label={t('deductible')} value={amountOr(policy.deductible)} />
      </ListRows>
      <ActionsRow>
        {portal ? (
          // The card's main action: at least as wide as the secondary one under it.
          <Button
            variant="contained"
            size="large"
            onClick={() => setLeaving(true)}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {t('managePolicy')}
          </Button>
        ) : null}
        <EoiButton
          kind="partner"
          policyId={policy.id}
          policyNumber={policy.carrier_policy_number}
        />
        {toggle}
      </ActionsRow>
      <Box id={regionId} hidden={!open}>
        <Box sx={{ pt: 1.5 }}>
          <Typography variant="h4" component="h4" sx={{ mb: 0.5 }}>
            {t('coverages')}
          </Typography>
          <ListRows>
            <ListRow label={t('medical')} value={amountOr(policy.medical_payments)} />
            {policy.coverages.map((c) => (
              // The carrier's own names and values for its coverages, as it answers them.
              <ListRow
                key={c.name}
                label={<Data>{c.name}</Data>}
                value={
                  typeof c.amount === 'number' ? (
                    coverageAmount(c.amount)
                  ) : (
                    <Data>{c.value ?? ''}</Data>
                  )
                }
              />
            ))}
            {policy.spouse || policy.roommate ? (
              <ListRow
                label={t('peopleCovered')}
                value={[
                  policy.spouse ? t('spouse', { name: policy.spouse.name }) : null,
                  policy.roommate ? t('roommate', { name: policy.roommate.name }) : null,
                ]
                  .filter((line): line is string => line !== null)
                  .map((line) => (
                    <Box component="span" key={line} sx={{ display: 'block' }}>
                      {line}
                    </Box>
                  ))}
              />
            ) : null}
          </ListRows>
        </Box>
      </Box>
      {portal ? (
        <LazyDialog open={leaving}>
          <ContinueToDialog portal={portal} open={leaving} onClose={() => setLeaving(false)} />
        </LazyDialog>
      ) : null}
    </PolicyCardFrame>
  );
}
