import { onboardingTexts } from '../../../../domain/i18n/generated/en/onboarding';
import { flowMessages } from '../../../../domain/messages';
import { hasActivePolicy } from '../../../../domain/onboarding/activePolicy';
import { errorBody, errorStatus } from '../../../api/errors';
import { api, useJoinRentersAssociationNewUserMutation, type RenewingPolicy } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSignedIn } from '../../../app/session';
import { toastShown } from '../../../app/ui';
import { useLocalized } from '../../../i18n/useTexts';
import { raaJoined, type ValidatedAddressState } from '../onboardingSlice';
import { logFailure } from '../format';

export type AddressFollowUp =
  /** /raa: the visitor's e-mail already has a login (409 ACCOUNT_EXISTS): ask to log in. */
  | { kind: 'accountExists'; email: string }
  | {
      kind: 'continue';
      /** A renewing policy or a pending transaction: the flow stops at step 13. */
      activePolicy: { renewingPolicies: RenewingPolicy[]; pendingTransaction: boolean } | null;
    };

/**
 * What runs once the address is validated, before the flow moves on: the /raa enrollment of a
 * visitor (docs/product.md "Screens and routes", "Calls" raaNewUser) and the active-policy check
 * (docs/product.md "Onboarding flow" step 13, "Second-policy page", "Messages"), side by side.
 * Neither failure blocks the tenant: a failed enrollment shows the generic error and the quote flow
 * continues; a failed check is logged (the server checks again at purchase).
 */
export function useAddressFollowUps() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectSignedIn);
  const { entry, raaAgreed, raaJoined: joined, userInfo } = useAppSelector((s) => s.onboarding);
  const [joinNewUser] = useJoinRentersAssociationNewUserMutation();
  // The generic error's toast leaves in the app's language (the address step shows this area).
  const localize = useLocalized(onboardingTexts);

  const checkActivePolicy = async (
    email: string,
    address: ValidatedAddressState,
  ): Promise<AddressFollowUp & { kind: 'continue' }> => {
    const result = await dispatch(
      api.endpoints.getRenewingPolicies.initiate(
        {
          email,
          address: address.streetAddress,
          city: address.city,
          state: address.state,
          zipCode: address.zip,
          ...(address.unit ? { unit: address.unit } : {}),
        },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (!result.data) {
      logFailure('renewingPolicies', result.error);
      return { kind: 'continue', activePolicy: null };
    }
    const { pending_transaction, renewing_policies } = result.data;
    return {
      kind: 'continue',
      activePolicy: hasActivePolicy(result.data)
        ? { renewingPolicies: renewing_policies, pendingTransaction: pending_transaction }
        : null,
    };
  };

  /** true: go on; false: the e-mail has a login. */
  const enrollVisitor = async (address: ValidatedAddressState): Promise<boolean> => {
    if (entry !== 'raa' || signedIn || joined || !raaAgreed || !userInfo) return true;
    const result = await joinNewUser({
      raaNewUserRequest: {
        firstName: userInfo.firstName,
        lastName: userInfo.lastName,
        email: userInfo.email,
        phone: userInfo.phone,
        streetAddress: address.streetAddress,
        ...(address.unit ? { unit: address.unit } : {}),
        city: address.city,
        state: address.state,
        zip: address.zip,
        agreedToTerms: true,
      },
    });
    if ('data' in result && result.data?.success) {
      dispatch(raaJoined());
      return true;
    }
    const error = 'error' in result ? result.error : undefined;
    if (errorStatus(error) === 409 && errorBody(error)?.code === 'ACCOUNT_EXISTS') return false;
    dispatch(toastShown({ message: localize(flowMessages.generic), severity: 'error' }));
    return true;
  };

  return async (address: ValidatedAddressState): Promise<AddressFollowUp> => {
    const email = userInfo?.email ?? '';
    const [enrolled, check] = await Promise.all([
      enrollVisitor(address),
      email
        ? checkActivePolicy(email, address)
        : Promise.resolve({ kind: 'continue' as const, activePolicy: null }),
    ]);
    return enrolled ? check : { kind: 'accountExists', email };
  };
}
