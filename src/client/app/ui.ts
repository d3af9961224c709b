import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Account } from '../api/generated/api';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * A toast's words: a text as it came (the server's answer, already in the app's language, or a
 * domain rule's English, shown in it by the toast), or a `session` catalog message with its
 * values, so the page's first script carries no catalog (docs/i18n.md).
 */
export type ToastWords =
  | { message: string }
  | { text: { key: 'welcome'; values: { name: string } } | { key: 'unauthorized' } };

export type Toast = ToastWords & { id: number; severity: ToastSeverity };

/**
 * A 403 from the server that needs the two-factor overlay (docs/product.md "States"). `from`: the
 * log-in call (success signs in with the new token) or any other request (held requests are
 * retried).
 */
export type TwoFactorGate =
  | {
      kind: 'challenge';
      token: string;
      method: 'totp' | 'email';
      userEmail: string;
      from: 'login' | 'request';
    }
  | {
      kind: 'setup';
      token: string;
      userEmail: string;
      deadline: string | null;
      from: 'login' | 'request';
    };

/** Transient UI state: never persisted. */
export interface UiState {
  toasts: Toast[];
  nextToastId: number;
  twoFactorGate: TwoFactorGate | null;
  /**
   * A session waiting for the app to reach / before it is stored (useSignIn, AppRoutes): stored
   * while still on a public path such as /upload, that path's redirect (/tenant/upload) would
   * win over the way home.
   */
  pendingSignIn: { token: string; account: Account } | null;
  /**
   * A replay of a tenant's diagnostics snapshot (app/replay): read-only, nothing is sent
   * to the server but the public settings; the store shows what the snapshot saved.
   */
  replay: { name: string; takenAt: string; dialogs?: readonly string[] } | null;
  /** The dialogs open now, by name (app/useDialog.ts): a diagnostics snapshot records them. */
  openDialogs: string[];
}

export const initialUiState: UiState = {
  toasts: [],
  nextToastId: 1,
  twoFactorGate: null,
  pendingSignIn: null,
  replay: null,
  openDialogs: [],
};
const initialState = initialUiState;

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastWords & { severity?: ToastSeverity }>) {
      const { severity = 'info', ...words } = action.payload;
      state.toasts.push({ ...words, id: state.nextToastId, severity });
      state.nextToastId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    twoFactorRequired(state, action: PayloadAction<TwoFactorGate>) {
      state.twoFactorGate = action.payload;
    },
    /**
     * The set-up was confirmed and the server answered a session token, using up the set-up token:
     * the gate's remaining calls (a resend, a re-confirm after Back) carry the new token.
     */
    twoFactorGateRenewed(state, action: PayloadAction<string>) {
      if (state.twoFactorGate) state.twoFactorGate.token = action.payload;
    },
    twoFactorCleared(state) {
      state.twoFactorGate = null;
    },
    signInPending(state, action: PayloadAction<{ token: string; account: Account }>) {
      state.pendingSignIn = action.payload;
    },
    signInSettled(state) {
      state.pendingSignIn = null;
    },
    dialogShown(state, action: PayloadAction<string>) {
      if (!state.openDialogs.includes(action.payload)) state.openDialogs.push(action.payload);
    },
    dialogHidden(state, action: PayloadAction<string>) {
      state.openDialogs = state.openDialogs.filter((name) => name !== action.payload);
    },
  },
});

export const {
  toastShown,
  toastDismissed,
  twoFactorRequired,
  twoFactorGateRenewed,
  twoFactorCleared,
  signInPending,
  signInSettled,
  dialogShown,
  dialogHidden,
} = uiSlice.actions;
