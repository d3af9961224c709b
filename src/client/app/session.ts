import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Account } from '../api/generated/api';
import { keepEqual } from './keepEqual';

/** docs/product.md "Records" Session: the access token and user record, kept in browser storage (persisted). */
export interface SessionState {
  token: string | null;
  user: Account | null;
}

const initialState: SessionState = { token: null, user: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ token: string; account: Account }>) {
      return { token: action.payload.token, user: action.payload.account };
    },
    /** A two-factor gate completed for a signed-in tenant: the session continues with a new token. */
    sessionTokenRenewed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** The account as the server answered it; an answer equal to the one held changes nothing. */
    accountLoaded(state, action: PayloadAction<Account>) {
      const held = state.user ? (original(state.user) ?? null) : null;
      const next = keepEqual(held, action.payload);
      if (next !== held) state.user = next;
    },
    signedOut() {
      return initialState;
    },
  },
});

export const { signedIn, sessionTokenRenewed, accountLoaded, signedOut } = sessionSlice.actions;

export const selectToken = (state: { session: SessionState }) => state.session.token;
export const selectUser = (state: { session: SessionState }) => state.session.user;
export const selectSignedIn = (state: { session: SessionState }) => state.session.token !== null;
