import Typography from '@mui/material/Typography';
import { screenTexts } from '../../../domain/messages';
import { ACCOUNT_SUBPAGES } from '../../../domain/routes';
import { useAppSelector } from '../../app/hooks';
import { EmptyText, PolicyRows } from './PolicyRows';

const TITLE = ACCOUNT_SUBPAGES.find((p) => p.slug === 'your-policies')?.label ?? '';

/**
 * docs/product.md "Account pages" your-policies: the active own and partner-carrier policies
 * merged, from the persisted policy lists the shell keeps fresh (uploads are not our policies).
 */
export default function YourPoliciesScreen() {
  const active = useAppSelector((s) => s.policies.active);
  const none = active.own.length + active.partner.length === 0;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {TITLE}
      </Typography>
      {none ? (
        <EmptyText text={screenTexts.noActivePolicies} />
      ) : (
        <PolicyRows own={active.own} partner={active.partner} />
      )}
    </>
  );
}
