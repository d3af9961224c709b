import Typography from '@mui/material/Typography';
import { accountPagesTexts } from '../../../domain/i18n/generated/en/accountPages';
import { policyStatusTexts } from '../../../domain/i18n/generated/en/policyStatus';
import { useAppSelector } from '../../app/hooks';
import { useTexts } from '../../i18n/useTexts';
import { EmptyText, PolicyRows } from './PolicyRows';
import { useSubpageTitle } from './subpageTitle';

/**
 * docs/product.md "Account pages" your-policies: the active own and partner-carrier policies
 * merged, from the persisted policy lists the shell keeps fresh (uploads are not our policies).
 */
export default function YourPoliciesScreen() {
  const t = useTexts(accountPagesTexts, policyStatusTexts);
  const title = useSubpageTitle('your-policies');
  const active = useAppSelector((s) => s.policies.active);
  const none = active.own.length + active.partner.length === 0;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {none ? (
        <EmptyText text={t('noActivePolicies')} />
      ) : (
        <PolicyRows own={active.own} partner={active.partner} />
      )}
    </>
  );
}
