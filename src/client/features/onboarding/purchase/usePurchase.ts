import { useCallback, useRef, useState } from 'react';
import { buildIssuePolicyRequest, issuedPolicy } from '../../../../domain/checkout/issuePayload';
import { flowMessages } from '../../../../domain/messages';
import { errorBody, errorMessage, errorStatus } from '../../../api/errors';
import { useIssuePolicyMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { withLoadingTimeout } from '../flowGuards';
import { activePolicyFound, policyIssued } from '../onboardingSlice';
import { keepApplication } from './applicationDocument';
import { todayIso } from '../quoteState';

/**
 * Refusals that are the card's or account's (the server answers PAYMENT_DECLINED; the carrier's
 * own codes are accepted too): the tenant may pay another way.
 */
const PAYMENT_DECLINES = [
  'PAYMENT_DECLINED',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'BANK_DECLINED',
  'PAYMENT_FAILED',
  'PAYMENT_TOKEN_INVALID',
];

export interface PurchaseState {
  /** Pressed once (docs/product.md "States"): the Purchase button hides. */
  submitted: boolean;
  /**
   * The red inline message and the 'Error' alert's text, as the flow (flowMessages), the server or
   * the carrier worded it: the review shows it in the tenant's language (`useLocalized`).
   */
  failure: string | null;
  alertOpen: boolean;
  /** The card was declined: Purchase comes back and checkout is offered. */
  declined: boolean;
  /** 409 ACCOUNT_EXISTS: the e-mail has an account; log in instead. */
  emailExists: boolean;
}

/**
 * docs/product.md "Onboarding flow" review, "States" 'Purchase can be pressed once', "Calls"
 * issuePolicy, "Messages" issue errors. The `submitted` flag is set synchronously (a ref) before
 * the request, so a double click sends one.
 */
export function usePurchase() {
  const dispatch = useAppDispatch();
  const onboarding = useAppSelector((s) => s.onboarding);
  const [issuePolicy] = useIssuePolicyMutation();
  const pressed = useRef(false);
  const [state, setState] = useState<PurchaseState>({
    submitted: false,
    failure: null,
    alertOpen: false,
    declined: false,
    emailExists: false,
  });

  const fail = useCallback((message: string, declined = false) => {
    if (declined) pressed.current = false;
    setState((s) => ({
      ...s,
      submitted: !declined,
      failure: message,
      alertOpen: true,
      declined,
    }));
  }, []);

  const purchase = useCallback(async () => {
    if (pressed.current) return;
    pressed.current = true;
    setState((s) => ({ ...s, submitted: true, failure: null, alertOpen: false, declined: false }));
    const { quote, paymentPlan, validatedAddress, checkout, payment } = onboarding;
    const schedule = quote && paymentPlan !== null ? quote.schedules[paymentPlan] : undefined;
    if (!quote || paymentPlan === null || !schedule || !validatedAddress || !checkout || !payment) {
      fail(flowMessages.unknownError);
      return;
    }
    const body = buildIssuePolicyRequest({
      quote,
      paymentPlan,
      property: validatedAddress,
      propertyManager: onboarding.propertyManager,
      buildingName: onboarding.buildingName,
      checkout,
      payment,
      roommate: onboarding.roommate,
      spouse: onboarding.spouse,
      authorizedUser: onboarding.authorizedUser,
      interestedParty: onboarding.interestedParty,
      questions: onboarding.questions,
      underwritingAnswers: onboarding.underwritingAnswers,
      today: todayIso(),
    });
    let timedOut = false;
    const result = await withLoadingTimeout(issuePolicy({ issuePolicyRequest: body }), () => {
      timedOut = true;
      fail(flowMessages.generic);
    });
    if (timedOut) return;
    if ('error' in result) {
      const code = errorBody(result.error)?.code;
      if (errorStatus(result.error) === 409 && code === 'PENDING_TRANSACTION') {
        dispatch(activePolicyFound({ renewingPolicies: [], pendingTransaction: true }));
      } else if (errorStatus(result.error) === 409 && code === 'ACTIVE_POLICY') {
        dispatch(activePolicyFound({ renewingPolicies: [], pendingTransaction: false }));
      } else if (errorStatus(result.error) === 409 && code === 'ACCOUNT_EXISTS') {
        setState((s) => ({ ...s, emailExists: true }));
      } else {
        fail(errorMessage(result.error, flowMessages.unknownError));
      }
      return;
    }
    const answer = result.data;
    if (answer.error) {
      const message = answer.error.message?.trim() || flowMessages.unknownError;
      fail(message, PAYMENT_DECLINES.includes(answer.error.code ?? ''));
      return;
    }
    const issued = issuedPolicy(answer, {
      workItemId: quote.workItemId,
      email: checkout.person.email,
      schedule,
    });
    if (!issued) {
      fail(flowMessages.unknownError);
      return;
    }
    // The application PDF stays in memory (never in the persisted store) for the thank-you step.
    keepApplication(issued.policyId, answer.appBytes);
    dispatch(policyIssued(issued));
  }, [onboarding, issuePolicy, dispatch, fail]);

  const closeAlert = useCallback(() => setState((s) => ({ ...s, alertOpen: false })), []);

  return { ...state, purchase, closeAlert };
}
