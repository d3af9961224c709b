import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_MIN_LIABILITY } from '../../../domain/constants';
import { screenTexts } from '../../../domain/messages';
import type { Lease } from '../../api';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function formatDate(value: string | null | undefined): string {
  if (!value) return screenTexts.notAvailable;
  const [y, m, d] = value.split('-');
  return y && m && d ? `${m}/${d}/${y}` : value;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** SPEC §2.7 right column: community, lease dates, lease requirements and interested party. */
export function LeaseSummary({ lease }: { lease: Lease | undefined }) {
  const manager = lease?.property.property_manager ?? null;
  return (
    <Stack spacing={2}>
      <Section title={screenTexts.partneredCommunity}>
        {manager?.logo ? (
          <img
            src={manager.logo}
            alt={manager.management_company}
            style={{ maxWidth: 180, maxHeight: 64 }}
          />
        ) : (
          <Typography>{manager?.management_company ?? screenTexts.nonPartnered}</Typography>
        )}
      </Section>
      <Section title={screenTexts.yourLease}>
        <Typography>
          {formatDate(lease?.lease_start)} – {formatDate(lease?.lease_end)}
        </Typography>
      </Section>
      <Section title={screenTexts.leaseRequirements}>
        <Typography>
          Minimum liability: {usd.format(manager?.liability_limit ?? DEFAULT_MIN_LIABILITY)}
        </Typography>
      </Section>
      <Section title={screenTexts.interestedParty}>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {manager
            ? `${manager.interested_party}\n${manager.interested_party_mailing_address}`
            : screenTexts.notAvailable}
        </Typography>
      </Section>
    </Stack>
  );
}
