import Box from '@mui/material/Box';
import { endorsementLine } from '../../../domain/coverage/enhancementTable';
import { coverageTexts } from '../../../domain/i18n/generated/en/coverage';
import type { Policy } from '../../api';
import { useSay, useTexts } from '../../i18n/useTexts';
import { dashboardTexts } from './texts';

/**
 * The policy's endorsements in words with their limits, from the one coverage table (the
 * `coverage` catalog, in the tenant's language). Loaded with the card's details when 'View more'
 * opens: the table's wording stays out of the dashboard's first load (its route budget).
 */
export function EndorsementLines({ policy }: { policy: Policy }) {
  const t = useTexts(dashboardTexts);
  const say = useSay(coverageTexts);
  const c = policy.coverages;
  if (!policy.endorsements.length) return <>{t('noEndorsements')}</>;
  return (
    <>
      {policy.endorsements.map((e, i) => (
        <Box component="span" key={`${e.code}-${i}`} sx={{ display: 'block' }}>
          {endorsementLine(
            e,
            {
              state: policy.insuredAddress.state,
              contentsLimit: c.contents.limit,
              liabilityLimit: c.liability.limit,
            },
            say,
          )}
        </Box>
      ))}
    </>
  );
}
