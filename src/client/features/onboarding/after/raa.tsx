import { useSearchParams } from 'react-router-dom';
import { afterPurchaseTexts } from '../../../../domain/i18n/generated/en/afterPurchase';
import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import {
  afterPurchaseTexts as afterPurchaseEnglish,
  flowMessages,
} from '../../../../domain/messages';
import { useJoinRentersAssociationMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { accountLoaded } from '../../../app/session';
import { toastShown } from '../../../app/ui';
import { useAppLocale } from '../../../i18n/appLocale';
import { formatterFor, loadArea } from '../../../i18n/catalogs';
import { useLocalized } from '../../../i18n/useTexts';
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
 * The toasts leave in the app's language (the toast shows a message as it came). The welcome's
 * catalog is loaded only when it is said, not on every tenant's first step (the /raa checkbox
 * has usually loaded it already).
 */
export function useJoinAssociation() {
  const dispatch = useAppDispatch();
  const locale = useAppLocale();
  // The user-info step shows the `onboarding` area already: no extra wait.
  const localize = useLocalized(onboardingTexts);
  const [join] = useJoinRentersAssociationMutation();
  const welcome = async (): Promise<string> => {
    try {
      await loadArea(locale, afterPurchaseTexts);
      return formatterFor(locale, afterPurchaseTexts)('raaJoined');
    } catch {
      // Offline for the catalog: the English says it rather than nothing.
      return afterPurchaseEnglish.raaJoined;
    }
  };
  return async () => {
    const result = await join({ raaEnrollmentRequest: { agreedToTerms: true } });
    if ('data' in result && result.data?.success) {
      dispatch(raaJoined());
      dispatch(accountLoaded(result.data.account));
      dispatch(toastShown({ message: await welcome(), severity: 'success' }));
    } else {
      dispatch(toastShown({ message: localize(flowMessages.generic), severity: 'error' }));
    }
  };
}
