import { configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { staffApi } from './staffApi';
import {
  loadStaffSession,
  saveStaffSession,
  staffSessionSlice,
  staffSignedOut,
  type StaffSession,
} from './staffSession';

/** A 401 from any staff call (an expired or revoked session) signs the console out. */
const signOutOn401: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action)) {
    const status = (action.payload as { status?: unknown } | undefined)?.status;
    const state = api.getState() as { staffSession: StaffSession };
    if (status === 401 && state.staffSession.token) {
      api.dispatch(staffSignedOut({ ended: true }));
      api.dispatch(staffApi.util.resetApiState());
    }
  }
  return result;
};

/** The staff console's own store (see api/staffBaseApi.ts): its session and its API cache. */
export function makeStaffStore(session: StaffSession = loadStaffSession()) {
  const store = configureStore({
    reducer: {
      staffSession: staffSessionSlice.reducer,
      [staffApi.reducerPath]: staffApi.reducer,
    },
    preloadedState: { staffSession: session },
    middleware: (getDefault) => getDefault().concat(staffApi.middleware, signOutOn401),
  });
  let saved = store.getState().staffSession;
  store.subscribe(() => {
    const now = store.getState().staffSession;
    if (now !== saved) saveStaffSession((saved = now));
  });
  return store;
}

export type StaffStore = ReturnType<typeof makeStaffStore>;
export type StaffState = ReturnType<StaffStore['getState']>;
