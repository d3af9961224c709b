import Box from '@mui/material/Box';
import { endorsementLine } from '../../../domain/coverage/enhancementTable';
import type { Policy } from '../../api';
import { DASHBOARD_TEXTS as T } from './texts';

/**
 * The policy's endorsements in words with their limits, from the one coverage table.
 * Loaded with the card's details when 'View more' opens: the table's wording stays out of the
 * dashboard's first load (its route budget).
 */
export function EndorsementLines({ policy }: { policy: Policy }) {
  const c = policy.coverages;
  if (!policy.endorsements.length) return <>{T.noEndorsements}</>;
  return (
    <>
      {policy.endorsements.map((e, i) => (
        <Box component="span" key={`${e.code}-${i}`} sx={{ display: 'block' }}>
          {endorsementLine(e, {
            state: policy.insuredAddress.state,
            contentsLimit: c.contents.limit,
            liabilityLimit: c.liability.limit,
          })}
        </Box>
      ))}
    </>
  );
}
