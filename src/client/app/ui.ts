import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** A 403 from the server that needs the two-factor overlay (SPEC §4; screens in the 2FA issue). */
export type TwoFactorGate =
  | { kind: 'challenge'; token: string; method: 'totp' | 'email'; userEmail: string }
  | { kind: 'setup'; token: string; userEmail: string; deadline: string | null };

/** Transient UI state: never persisted. */
export interface UiState {
  toasts: Toast[];
  nextToastId: number;
  twoFactorGate: TwoFactorGate | null;
}

const initialState: UiState = { toasts: [], nextToastId: 1, twoFactorGate: null };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<{ message: string; severity?: ToastSeverity }>) {
      state.toasts.push({
        id: state.nextToastId,
        message: action.payload.message,
        severity: action.payload.severity ?? 'info',
      });
      state.nextToastId += 1;
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
    twoFactorRequired(state, action: PayloadAction<TwoFactorGate>) {
      state.twoFactorGate = action.payload;
    },
    twoFactorCleared(state) {
      state.twoFactorGate = null;
    },
  },
});

export const { toastShown, toastDismissed, twoFactorRequired, twoFactorCleared } = uiSlice.actions;
