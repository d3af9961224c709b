import Typography from '@mui/material/Typography';
import { screenTexts } from '../../../domain/messages';
import { ACCOUNT_SUBPAGES } from '../../../domain/routes';
import { useAppSelector } from '../../app/hooks';
import { hasPolicies } from '../../app/policies';
import { PageSpinner } from '../../components/PageSpinner';
import { EmptyText, PolicyRows } from './PolicyRows';

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'insurance-history')?.label ?? '';

/**
 * docs/product.md "Account pages" insurance-history: inactive and expired policies merged, own and
 * partner-carrier, and the tenant's uploaded ones whose term ended. The shell refetches the
 * inactive lists when older than an hour; a spinner shows until they first arrive.
 */
export default function InsuranceHistoryScreen() {
  const inactive = useAppSelector((s) => s.policies.inactive);
  const none = !hasPolicies(inactive);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {inactive.lastFetched === null ? (
        <PageSpinner />
      ) : none ? (
        <EmptyText text={screenTexts.noExpiredPolicies} />
      ) : (
        <PolicyRows own={inactive.own} partner={inactive.partner} uploads={inactive.thirdParty} />
      )}
    </>
  );
}
