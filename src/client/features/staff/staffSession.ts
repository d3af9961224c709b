import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StaffSessionState } from '../../api/staffBaseApi';

/**
 * The staff member's session. Kept in sessionStorage (this tab only, gone when it closes), never
 * in the tenant app's persisted store: a tenant's diagnostics snapshot can never carry it.
 */
export interface StaffSession extends StaffSessionState {
  expiresAt: string | null;
  /** The server refused the token (expired or revoked): the log-in form says so. */
  ended: boolean;
}

const KEY = 'staffSession';
const signedOut: StaffSession = { token: null, name: null, expiresAt: null, ended: false };

/** The stored session, unless it is missing, malformed or past its expiry. */
export function loadStaffSession(now = Date.now()): StaffSession {
  try {
    const saved = JSON.parse(
      globalThis.sessionStorage?.getItem(KEY) ?? 'null',
    ) as Partial<StaffSession> | null;
    if (
      typeof saved?.token === 'string' &&
      typeof saved.name === 'string' &&
      typeof saved.expiresAt === 'string' &&
      Date.parse(saved.expiresAt) > now
    ) {
      return { token: saved.token, name: saved.name, expiresAt: saved.expiresAt, ended: false };
    }
  } catch {
    // Unreadable: log in again.
  }
  return signedOut;
}

export function saveStaffSession(session: StaffSession): void {
  try {
    if (session.token) {
      const { token, name, expiresAt } = session;
      globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ token, name, expiresAt }));
    } else {
      globalThis.sessionStorage?.removeItem(KEY);
    }
  } catch {
    // Storage refused (a private window): the session lasts as long as the page.
  }
}

export const staffSessionSlice = createSlice({
  name: 'staffSession',
  initialState: signedOut,
  reducers: {
    staffSignedIn: (
      _state,
      action: PayloadAction<{ token: string; name: string; expiresAt: string }>,
    ) => ({ ...action.payload, ended: false }),
    staffSignedOut: (_state, action: PayloadAction<{ ended: boolean }>) => ({
      ...signedOut,
      ended: action.payload.ended,
    }),
  },
});

export const { staffSignedIn, staffSignedOut } = staffSessionSlice.actions;
