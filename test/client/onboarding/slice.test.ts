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

describe('onboarding slice transitions and back rules (SPEC §2.11)', () => {
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

function bootstrapped(persistor: ReturnType<typeof makeStore>['persistor']) {
  return new Promise<void>((resolve) => {
    if (!persistor || persistor.getState().bootstrapped) resolve();
    persistor?.subscribe(() => {
      if (persistor.getState().bootstrapped) resolve();
    });
  });
}

describe('persisted onboarding (version 2)', () => {
  it('migrates a version-1 store to the new initial state, keeping the invitation token', async () => {
    expect(PERSIST_VERSION).toBe(2);
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
