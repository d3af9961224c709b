import { useSearchParams } from 'react-router-dom';
import { afterPurchaseTexts, flowMessages } from '../../../../domain/messages';
import { useJoinRentersAssociationMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { accountLoaded } from '../../../app/session';
import { toastShown } from '../../../app/ui';
import { raaJoined } from '../onboardingSlice';

/**
 * Whether the flow enrolls in the renters association (docs/product.md "Screens and routes" /raa).
 * OnboardingScreen records the entry from the URL (/raa, or /tenant/onboarding?entry=raa for a
 * signed-in tenant); the query is read here too so the first render, before that effect, already
 * shows the checkbox.
 */
export function useRaaEntry(): boolean {
  const entry = useAppSelector((s) => s.onboarding.entry);
  const [search] = useSearchParams();
  return entry === 'raa' || search.get('entry') === 'raa';
}

/**
 * A signed-in tenant joins on submitting user info (docs/product.md "Calls" POST /account/raa). The
 * answered account becomes the session's at once, so the menu's coupons entry appears (the call
 * also invalidates the cached account). A failure shows the generic error; the quote flow goes on.
 */
export function useJoinAssociation() {
  const dispatch = useAppDispatch();
  const [join] = useJoinRentersAssociationMutation();
  return async () => {
    const result = await join({ raaEnrollmentRequest: { agreedToTerms: true } });
    if ('data' in result && result.data?.success) {
      dispatch(raaJoined());
      dispatch(accountLoaded(result.data.account));
      dispatch(toastShown({ message: afterPurchaseTexts.raaJoined, severity: 'success' }));
    } else {
      dispatch(toastShown({ message: flowMessages.generic, severity: 'error' }));
    }
  };
}
