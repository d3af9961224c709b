import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListRow, ListRows, SectionCard, usDate } from '../../design';
import type { PartnerPolicy, Policy, ThirdPartyPolicy } from '../../api';
import { coverageStatusTexts } from '../../../domain/messages/coverageStatus';
import { CoverageBadge } from '../../components/CoverageBadge';
import { ownCoverage, partnerCoverage, uploadCoverage } from '../../components/coverage';

export const policyRowTexts = {
  policyNumber: 'Policy number',
  term: 'Term',
  product: 'Product',
  partnerCarrier: 'Partner carrier policy',
  uploaded: (provider: string) => `${provider} policy you uploaded`,
} as const;

/**
 * One card per policy, own and partner-carrier merged, newest term first (docs/product.md "Account
 * pages" lists), and the uploaded ones when given (insurance history), each with its coverage
 * status.
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
  const rows = [
    ...own.map((p) => ({
      key: `own-${p.policyId}`,
      title: p.product.productName,
      number: p.carrierPolicyNumber,
      start: p.policyStartDate.date,
      end: p.policyEndDate.date,
      status: ownCoverage(p),
    })),
    ...partner.map((p) => ({
      key: `partner-${p.id}`,
      title: policyRowTexts.partnerCarrier,
      number: p.carrier_policy_number,
      start: p.current_term_start_date,
      end: p.current_term_end_date,
      status: partnerCoverage(p),
    })),
    ...uploads.map((p) => ({
      key: `upload-${p.id}`,
      title: policyRowTexts.uploaded(p.provider),
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
            <ListRow label={policyRowTexts.policyNumber} value={row.number ?? ''} />
            <ListRow
              label={policyRowTexts.term}
              value={`${usDate(row.start)} – ${usDate(row.end)}`}
            />
            {/* The dashboard's coverage status, in the same words. */}
            <ListRow
              label={coverageStatusTexts.row}
              value={<CoverageBadge status={row.status} />}
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
