import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingStep } from '../../../domain/constants';

/**
 * The onboarding answers and the current step (SPEC §2.11), persisted so a reload resumes where
 * the tenant was. The steps and answers are filled in by the onboarding issues; this is the home.
 */

export interface OnboardingState {
  step: OnboardingStep;
  /** Invitation token from /onboarding/{token}, when the tenant came from one. */
  inviteToken: string | null;
  /** Answers by step name; each step owns the shape of its entry. */
  answers: Record<string, unknown>;
}

export const initialOnboardingState: OnboardingState = {
  step: 'userInfo',
  inviteToken: null,
  answers: {},
};

export const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState: initialOnboardingState,
  reducers: {
    onboardingRestarted() {
      return initialOnboardingState;
    },
    inviteTokenReceived(state, action: PayloadAction<string>) {
      state.inviteToken = action.payload;
    },
  },
});

export const { onboardingRestarted, inviteTokenReceived } = onboardingSlice.actions;
