import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListRow, ListRows, SectionCard, usDate } from '../../design';
import { thirdPartyStatus } from '../../../domain/policies/dashboard';
import type { PartnerPolicy, Policy, ThirdPartyPolicy } from '../../api';

export const policyRowTexts = {
  policyNumber: 'Policy number',
  term: 'Term',
  product: 'Product',
  partnerCarrier: 'Partner carrier policy',
  uploaded: (provider: string) => `${provider} policy you uploaded`,
  review: 'Our review',
} as const;

/**
 * One card per policy, own and partner-carrier merged, newest term first (§2.10 lists); uploaded
 * policies too when given (insurance history, issue 30), each with our review's outcome.
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
  const rows: {
    key: string;
    title: string;
    number: string | null;
    start: string;
    end: string;
    review?: string;
  }[] = [
    ...own.map((p) => ({
      key: `own-${p.policyId}`,
      title: p.product.productName,
      number: p.carrierPolicyNumber,
      start: p.policyStartDate.date,
      end: p.policyEndDate.date,
    })),
    ...partner.map((p) => ({
      key: `partner-${p.id}`,
      title: policyRowTexts.partnerCarrier,
      number: p.carrier_policy_number,
      start: p.current_term_start_date,
      end: p.current_term_end_date,
    })),
    ...uploads.map((p) => ({
      key: `upload-${p.id}`,
      title: policyRowTexts.uploaded(p.provider),
      number: p.carrier_policy_number,
      start: p.start_date,
      end: p.end_date,
      review: thirdPartyStatus(p.is_complete),
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
            {row.review ? <ListRow label={policyRowTexts.review} value={row.review} /> : null}
          </ListRows>
        </SectionCard>
      ))}
    </Stack>
  );
}

export function EmptyText({ text }: { text: string }) {
  return <Typography>{text}</Typography>;
}
