import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import { api } from '../api';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { persistConfig } from './persist';
import { policiesSlice } from './policies';
import { sessionSlice } from './session';
import { uiSlice } from './ui';

const DEV_CHECK_WARN_MS = 200;

export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  onboarding: onboardingSlice.reducer,
  policies: policiesSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state and skip persistence. */
export function makeStore(
  options: { preloadedState?: Partial<RootState>; persist?: boolean } = {},
) {
  const persist = options.persist ?? true;
  const reducer = persist ? persistReducer(persistConfig, rootReducer) : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions (see ARCHITECTURE "Known pitfalls").
        // The development-only checks warn when they take over 32 ms, which a busy machine (the
        // test suite on two cores) reaches with a small state; 200 ms still flags a state that
        // grew too large. Production builds leave both checks out.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: DEV_CHECK_WARN_MS,
        },
        immutableCheck: { warnAfter: DEV_CHECK_WARN_MS },
      }).concat(api.middleware),
  });
  setupListeners(store.dispatch);
  const persistor = persist ? persistStore(store) : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
