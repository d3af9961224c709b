import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { addressLine, leaseMinimums } from '../../../domain/policies/leaseCompliance';
import { useDay, useTexts } from '../../i18n/useTexts';
import type { Lease } from '../../api';
import { API_BASE } from '../../api/baseApi';
import { coverageAmount } from '../../design/format';
import { leaseFacts } from './leaseFacts';
import { complianceTexts, dashboardTexts } from './texts';

/** One block of the right column: the small-caps title of the design (docs/screens). */
function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography variant="overline" component="h2" sx={{ display: 'block', mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/**
 * docs/product.md "Dashboard" right column: the partnered community (its logo from GET /logoURL,
 * the API base plus the logo path per docs/product.md "Calls"; else the management company's name;
 * 'Non-Partnered' without one), the address and dates of the lease the dashboard shows (the one in
 * force today; a date N/A when missing), the manager's minimum liability ($100,000 when it sets
 * none) and the interested party to list (N/A without one).
 */
export function LeaseSummary({
  lease,
  logoPath,
  otherLeases = 0,
}: {
  lease: Lease | undefined;
  logoPath: string | null;
  /** How many other leases the tenant has (the cards say which policy is for which). */
  otherLeases?: number;
}) {
  const t = useTexts(dashboardTexts);
  const day = useDay();
  const words = useTexts(complianceTexts);
  const dateOrNA = (iso: string | null | undefined) => (iso ? day(iso) : t('notAvailable'));
  const manager = lease?.property.property_manager ?? null;
  // The same minimums the cards are judged by (domain/policies/leaseCompliance.ts).
  const minimums = leaseMinimums(lease ? leaseFacts(lease) : null);
  const company = manager?.management_company ?? null;
  const interested = [manager?.interested_party, manager?.interested_party_mailing_address]
    .filter((line): line is string => Boolean(line && line.trim()))
    .join('\n');
  return (
    <Stack spacing={2}>
      <Block title={t('partneredCommunity')}>
        {logoPath && company ? (
          <Box
            component="img"
            src={`${API_BASE}${logoPath}`}
            alt={company}
            translate="no"
            sx={{ display: 'block', maxWidth: 200, maxHeight: 64, mt: 0.5 }}
          />
        ) : (
          // The management company's name is its own.
          <Typography translate={company ? 'no' : undefined}>
            {company ?? t('nonPartnered')}
          </Typography>
        )}
      </Block>
      <Block title={t('yourLease')}>
        {lease ? (
          <Typography sx={{ overflowWrap: 'anywhere' }} translate="no">
            {addressLine(leaseFacts(lease).address)}
          </Typography>
        ) : null}
        <Typography>
          {dateOrNA(lease?.lease_start)} – {dateOrNA(lease?.lease_end)}
        </Typography>
        {otherLeases > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {words(otherLeases === 1 ? 'otherLease' : 'otherLeases', { n: otherLeases })}
          </Typography>
        ) : null}
      </Block>
      <Block title={t('leaseRequirements')}>
        <Typography>
          {t('minimumLiability', { amount: coverageAmount(minimums.liability) })}
        </Typography>
        {minimums.contents ? (
          <Typography>
            {t('minimumContents', { amount: coverageAmount(minimums.contents) })}
          </Typography>
        ) : null}
      </Block>
      <Block title={t('interestedParty')}>
        {/* The manager's interested party and its mailing address, as the manager gives them. */}
        <Typography sx={{ whiteSpace: 'pre-line' }} translate={interested ? 'no' : undefined}>
          {interested || t('notAvailable')}
        </Typography>
      </Block>
    </Stack>
  );
}
