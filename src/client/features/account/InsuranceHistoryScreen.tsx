import Typography from '@mui/material/Typography';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import { policyStatusTexts } from '../../../domain/i18n/generated/en/policyStatus';
import { useAppSelector } from '../../app/hooks';
import { hasPolicies } from '../../app/policies';
import { PageSpinner } from '../../components/PageSpinner';
import { useTexts } from '../../i18n/useTexts';
import { EmptyText, PolicyRows } from './PolicyRows';
import { useSubpageTitle } from './subpageTitle';

/**
 * docs/product.md "Account pages" insurance-history: inactive and expired policies merged, own and
 * partner-carrier, and the tenant's uploaded ones whose term ended. The shell refetches the
 * inactive lists when older than an hour; a spinner shows until they first arrive.
 */
export default function InsuranceHistoryScreen() {
  const t = useTexts(accountPagesTexts, policyStatusTexts);
  const title = useSubpageTitle('insurance-history');
  const inactive = useAppSelector((s) => s.policies.inactive);
  const none = !hasPolicies(inactive);
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {inactive.lastFetched === null ? (
        <PageSpinner />
      ) : none ? (
        <EmptyText text={t('noExpiredPolicies')} />
      ) : (
        <PolicyRows own={inactive.own} partner={inactive.partner} uploads={inactive.thirdParty} />
      )}
    </>
  );
}
