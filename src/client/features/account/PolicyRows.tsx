import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import { policyStatusTexts } from '../../../domain/i18n/generated/en/policyStatus';
import { coverageLabel } from '../../../domain/policies/coverageStatus';
import { ListRow, ListRows, SectionCard } from '../../design';
import type { PartnerPolicy, Policy, ThirdPartyPolicy } from '../../api';
import { StatusBadge } from '../../components/CoverageBadge';
import { ownCoverage, partnerCoverage, uploadCoverage } from '../../components/coverage';
import { useDay, useSay, useTexts } from '../../i18n/useTexts';

/** The tenant's data (a product's name, a policy number): no translator touches it. */
const Data = ({ children }: { children: ReactNode }) => <span translate="no">{children}</span>;

/**
 * One card per policy, own and partner-carrier merged, newest term first (docs/product.md "Account
 * pages" lists), and the uploaded ones when given (insurance history), each with its coverage
 * status in the dashboard's words (the `policyStatus` catalog).
 */
export function PolicyRows({
  own,
  partner,
  uploads = [],
}: {
  own: Policy[];
  partner: PartnerPolicy[];
  uploads?: ThirdPartyPolicy[];
}) {
  const t = useTexts(accountPagesTexts, policyStatusTexts);
  const say = useSay(policyStatusTexts);
  const day = useDay();
  const rows = [
    ...own.map((p) => ({
      key: `own-${p.policyId}`,
      title: <Data>{p.product.productName}</Data>,
      number: p.carrierPolicyNumber,
      start: p.policyStartDate.date,
      end: p.policyEndDate.date,
      status: ownCoverage(p),
    })),
    ...partner.map((p) => ({
      key: `partner-${p.id}`,
      title: t('partnerCarrier'),
      number: p.carrier_policy_number,
      start: p.current_term_start_date,
      end: p.current_term_end_date,
      status: partnerCoverage(p),
    })),
    ...uploads.map((p) => ({
      key: `upload-${p.id}`,
      title: t('uploaded', { provider: p.provider }),
      number: p.carrier_policy_number,
      start: p.start_date,
      end: p.end_date,
      status: uploadCoverage(p),
    })),
  ].sort((a, b) => String(b.start).localeCompare(String(a.start)));
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {rows.map((row) => (
        <SectionCard key={row.key} title={row.title} titleComponent="h2">
          <ListRows>
            <ListRow label={t('policyNumber')} value={<Data>{row.number ?? ''}</Data>} />
            <ListRow label={t('term')} value={`${day(row.start)} – ${day(row.end)}`} />
            {/* The dashboard's coverage status, in the same words. */}
            <ListRow
              label={t('status')}
              value={
                <StatusBadge
                  label={coverageLabel(row.status.kind, row.status.date, say)}
                  tone={row.status.tone}
                />
              }
            />
          </ListRows>
        </SectionCard>
      ))}
    </Stack>
  );
}

export function EmptyText({ text }: { text: string }) {
  return <Typography>{text}</Typography>;
}
