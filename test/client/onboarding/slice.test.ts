import { makeStore } from '../../../src/client/app/store';
import { PERSIST_KEY, PERSIST_VERSION, persistConfig } from '../../../src/client/app/persist';
import {
  addressValidated,
  backToAddress,
  backToUnderwriting,
  backToUserInfo,
  initialOnboardingState,
  onboardingRestarted,
  onboardingSlice,
  questionsLoaded,
  quoteReceived,
  underwritingAnswersChanged,
  userInfoSubmitted,
  liabilityApprovalChanged,
  quoteAccepted,
  paymentPlanChosen,
  additionalInsuredSaved,
  additionalInterestSaved,
  checkoutCompleted,
  policyIssued,
  accountCreationStarted,
  activePolicyFound,
  backFromAdditionalInterest,
  backToAdditionalInterest,
  backToCheckout,
  backToPaymentOptions,
  backToReview,
  type OnboardingState,
} from '../../../src/client/features/onboarding/onboardingSlice';
import { manager, questions, userInfo, validated } from './fixtures';

const reduce = (
  state: OnboardingState,
  ...actions: Parameters<typeof onboardingSlice.reducer>[1][]
) => actions.reduce(onboardingSlice.reducer, state);

const atQuote = reduce(
  { ...initialOnboardingState, inviteToken: 'tok' },
  userInfoSubmitted(userInfo),
  addressValidated({
    address: { ...validated, unit: '' },
    validated,
    coordinates: { lat: 43, lng: -89 },
    propertyManager: manager,
  }),
  questionsLoaded(questions),
  underwritingAnswersChanged({ dwellingType: 'A' }),
  quoteReceived({
    workItemId: 'w',
    clientId: 'c',
    productId: 'p',
    policyEffectiveDate: null,
    cue: { parameters: [], businessRules: { rule300KLiability: null } },
    coverageDetails: [],
    selection: {
      liabilityAmount: 100000,
      personalPropertyAmount: 20000,
      deductible: 250,
      toggles: {},
    },
    schedules: [],
    premium: 120,
  }),
  liabilityApprovalChanged(true),
);

describe('onboarding slice transitions and back rules (docs/product.md "Onboarding flow")', () => {
  it('moves forward: partner address → found property, quote → quote step', () => {
    expect(atQuote.step).toBe('quote');
    expect(
      reduce(
        initialOnboardingState,
        addressValidated({
          address: { ...validated, unit: '' },
          validated,
          coordinates: null,
          propertyManager: manager,
        }),
      ).step,
    ).toBe('foundProperty');
    expect(
      reduce(
        initialOnboardingState,
        addressValidated({
          address: { ...validated, unit: '' },
          validated,
          coordinates: null,
          propertyManager: null,
        }),
      ).step,
    ).toBe('underwritingQuestions');
  });

  it('quote → underwriting clears the quote and the liability answers only', () => {
    const back = reduce(atQuote, backToUnderwriting());
    expect(back.step).toBe('underwritingQuestions');
    expect(back.quote).toBeNull();
    expect(back.liabilityApproved).toBe(false);
    expect(back.questions).toHaveLength(questions.length);
    expect(back.underwritingAnswers).toEqual({ dwellingType: 'A' });
  });

  it('underwriting or found property → address clears questions and answers', () => {
    const back = reduce(atQuote, backToUnderwriting(), backToAddress());
    expect(back.step).toBe('addressCoverage');
    expect(back.questions).toEqual([]);
    expect(back.underwritingAnswers).toEqual({});
    expect(back.validatedAddress).toEqual(validated);
  });

  it('address → user info clears address, coordinates, building and property manager', () => {
    const back = reduce(atQuote, backToUnderwriting(), backToAddress(), backToUserInfo());
    expect(back).toMatchObject({
      step: 'userInfo',
      address: null,
      validatedAddress: null,
      coordinates: null,
      buildingName: null,
      propertyManager: null,
      userInfo,
    });
  });

  it('restart clears everything', () => {
    expect(reduce(atQuote, onboardingRestarted())).toEqual(initialOnboardingState);
  });
});

describe('purchase steps 6-13 (docs/product.md "Onboarding flow" order, skip rule and back rules)', () => {
  const roommate = { firstName: 'Rae', lastName: 'Mate', email: 'rae@example.com' };
  const checkout = {
    person: {
      firstName: 'Ellie',
      lastName: 'Tester',
      email: 'ellie@example.com',
      phone: '6085550199',
      dateOfBirth: '1990-01-01',
    },
    mailingAddress: { firstName: 'Ellie', lastName: 'Tester', ...validated, unit: '' },
    billingAddress: { firstName: 'Ellie', lastName: 'Tester', ...validated, unit: '' },
    textAlertsConsent: true,
    ebcConsent: true,
  };
  const payment = { method: 'cc' as const, token: 'tok', description: 'Visa ending in 4242' };
  const atReview = reduce(
    atQuote,
    quoteAccepted(),
    paymentPlanChosen(2),
    additionalInsuredSaved({ roommate, spouse: null, authorizedUser: null }),
    additionalInterestSaved(null),
    checkoutCompleted({ checkout, payment }),
  );
  const skipping = { ...manager, skipRoommates: true };

  it('goes quote → payment options → additional insured → interest → checkout → review', () => {
    expect(atReview.step).toBe('review');
    expect(atReview.paymentPlan).toBe(2);
    expect(atReview.roommate).toEqual(roommate);
    expect(atReview.payment).toEqual(payment);
  });

  it('skips additional insured when the property skips roommates, both ways', () => {
    const skip = { ...atQuote, propertyManager: skipping };
    const atInterest = reduce(skip, quoteAccepted(), paymentPlanChosen(0));
    expect(atInterest.step).toBe('additionalInterest');
    expect(reduce(atInterest, backFromAdditionalInterest()).step).toBe('paymentOptions');
    const normal = reduce(
      atQuote,
      quoteAccepted(),
      paymentPlanChosen(0),
      additionalInsuredSaved({
        roommate: null,
        spouse: null,
        authorizedUser: null,
      }),
    );
    expect(reduce(normal, backFromAdditionalInterest()).step).toBe('additionalInsured');
  });

  it('checkout → additional interest clears the payment method and token; review → checkout keeps it', () => {
    const back = reduce(atReview, backToCheckout());
    expect(back.step).toBe('checkout');
    expect(back.payment).toEqual(payment);
    const further = reduce(back, backToAdditionalInterest());
    expect(further.step).toBe('additionalInterest');
    expect(further.payment).toBeNull();
    expect(further.checkout).toEqual(checkout);
  });

  it('a different plan drops the token; back from additional insured is payment options', () => {
    expect(reduce(atReview, paymentPlanChosen(1)).payment).toBeNull();
    expect(reduce(atReview, paymentPlanChosen(2)).payment).toEqual(payment);
    const atInsured = reduce(atQuote, quoteAccepted(), paymentPlanChosen(2));
    expect(reduce(atInsured, backToPaymentOptions()).step).toBe('paymentOptions');
  });

  it('review → thank you → account creation → back to review; active policy error from anywhere', () => {
    const issued = {
      policyId: 'SBX-RP-1',
      workItemId: 'w',
      policyEffectiveDate: '2026-12-01',
      policyExpirationDate: '2027-12-01',
      email: 'ellie@example.com',
      billing: { amount: 10, installPaymentAmount: 9, serviceFee: 1, numberOfPayments: 11 },
      accountToken: 'onb',
    };
    const thanks = reduce(atReview, policyIssued(issued));
    expect(thanks.step).toBe('thankYou');
    const creating = reduce(thanks, accountCreationStarted());
    expect(creating.step).toBe('accountCreation');
    expect(reduce(creating, backToReview()).step).toBe('review');
    const error = reduce(
      atQuote,
      activePolicyFound({ renewingPolicies: [], pendingTransaction: true }),
    );
    expect(error).toMatchObject({ step: 'activePolicyError', pendingTransaction: true });
  });

  it('going back to the underwriting questions drops the plan and the token', () => {
    const back = reduce(atReview, backToUnderwriting());
    expect(back).toMatchObject({ quote: null, paymentPlan: null, payment: null });
  });
});

function bootstrapped(persistor: ReturnType<typeof makeStore>['persistor']) {
  return new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) resolve();
    persistor?.subscribe(() => {
      if (persistor.getState().bootstrapped) resolve();
    });
  });
}

describe('persisted onboarding (version 3)', () => {
  it('migrates a version-1 store to the new initial state, keeping the invitation token', async () => {
    expect(PERSIST_VERSION).toBeGreaterThanOrEqual(3);
    const saved = {
      session: { token: null, user: null },
      onboarding: { step: 'userInfo', inviteToken: 'invite-1', answers: {} },
      _persist: { version: 1, rehydrated: false },
    };
    const migrated = (await persistConfig.migrate(saved as never, PERSIST_VERSION)) as unknown as {
      onboarding: OnboardingState;
    };
    expect(migrated.onboarding).toEqual({ ...initialOnboardingState, inviteToken: 'invite-1' });
  });

  it('migrates a version-2 store (steps 1-5 only) keeping its answers, with the purchase fields empty', async () => {
    const {
      paymentPlan: _p,
      roommate: _r,
      spouse: _s,
      authorizedUser: _a,
      interestedParty: _i,
      checkout: _c,
      payment: _y,
      issued: _d,
      renewingPolicies: _rp,
      pendingTransaction: _pt,
      raaAgreed: _ra,
      raaJoined: _rj,
      ...v2
    } = { ...atQuote, step: 'paymentOptions' as const };
    const saved = { onboarding: v2, _persist: { version: 2, rehydrated: false } };
    const migrated = (await persistConfig.migrate(saved as never, PERSIST_VERSION)) as unknown as {
      onboarding: OnboardingState;
    };
    expect(migrated.onboarding).toEqual({ ...atQuote, step: 'paymentOptions' });
    expect(migrated.onboarding.payment).toBeNull();
    expect(migrated.onboarding.renewingPolicies).toEqual([]);
  });

  it('a version-1 store loads into a running store', async () => {
    localStorage.clear();
    localStorage.setItem(
      `persist:${PERSIST_KEY}`,
      JSON.stringify({
        onboarding: JSON.stringify({ step: 'userInfo', inviteToken: 'invite-2', answers: {} }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
    const { store, persistor } = makeStore();
    await bootstrapped(persistor);
    expect(store.getState().onboarding).toEqual({
      ...initialOnboardingState,
      inviteToken: 'invite-2',
    });
  });

  it('a reload resumes the step where the tenant was', async () => {
    localStorage.clear();
    const first = makeStore();
    await bootstrapped(first.persistor);
    first.store.dispatch(userInfoSubmitted(userInfo));
    await first.persistor?.flush();
    const second = makeStore();
    await bootstrapped(second.persistor);
    expect(second.store.getState().onboarding.step).toBe('addressCoverage');
    expect(second.store.getState().onboarding.userInfo).toEqual(userInfo);
  });
});
