import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
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
import type { api } from '../api';
import { onboardingSlice } from '../features/onboarding/onboardingSlice';
import { localeSlice } from '../i18n/localeSlice';
import { uploadSlice } from '../features/upload/uploadSlice';
import { whenApiLoads } from './lateApi';
import { persistConfig } from './persist';
import { policiesSlice } from './policies';
import { sessionSlice } from './session';
import { uiSlice } from './ui';

/**
 * The development-only state checks warn when they take longer than this. Under test the suite
 * shares a busy machine with the browser tests, where a slow check says nothing about the code:
 * the checks still run (a mutation or a non-serializable value still fails), without the timing.
 */
const DEV_CHECK_WARN_MS = process.env.NODE_ENV === 'test' ? Number.POSITIVE_INFINITY : 200;

/** The API's slice joins when the API module loads (see lateApi.ts). */
type ApiState = { api: ReturnType<typeof api.reducer> };

/** Builds a store; tests pass a preloaded state and skip persistence. */
export function makeStore(
  options: { preloadedState?: Partial<RootState>; persist?: boolean } = {},
) {
  const persist = options.persist ?? true;
  // One root reducer per store: injecting the API's slice changes the reducer it is called on.
  const rootReducer = makeRootReducer();
  const reducer = persist ? persistReducer(persistConfig, rootReducer) : rootReducer;
  const late = createDynamicMiddleware();
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: options.preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        // redux-persist's own actions carry functions.
        // The development-only checks warn when they take over 32 ms, which a busy machine (the
        // test suite on two cores) reaches with a small state; 200 ms still flags a state that
        // grew too large. Production builds leave both checks out.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: DEV_CHECK_WARN_MS,
        },
        immutableCheck: { warnAfter: DEV_CHECK_WARN_MS },
      }).concat(late.middleware),
  });
  whenApiLoads((lateApi) => {
    rootReducer.inject({ reducerPath: lateApi.reducerPath, reducer: lateApi.reducer });
    late.addMiddleware(lateApi.middleware);
    // Any action makes the combined reducer create the API's initial state.
    store.dispatch({ type: 'app/apiAttached' });
    lateApi.setupListeners(store.dispatch);
    lateApi.seed(store.dispatch);
  });
  const persistor = persist ? persistStore(store) : null;
  return { store, persistor };
}

/** A new store's state before anything is restored or done: what the server prerenders with. */
export function initialState(): RootState {
  return makeRootReducer()(undefined, { type: 'app/initialState' });
}

function makeRootReducer() {
  return combineSlices({
    session: sessionSlice.reducer,
    onboarding: onboardingSlice.reducer,
    policies: policiesSlice.reducer,
    upload: uploadSlice.reducer,
    ui: uiSlice.reducer,
    locale: localeSlice.reducer,
  }).withLazyLoadedSlices<ApiState>();
}

export type RootState = ReturnType<ReturnType<typeof makeRootReducer>>;
export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
