import type { Dispatch, Middleware, Reducer } from '@reduxjs/toolkit';

/**
 * The API client (RTK Query with every endpoint, 17 KB gzip) is not part of the entry: `/`
 * renders from the page's boot data, and the API module loads with the first screen that calls
 * the API. When it loads it hands itself over here (src/client/api/index.ts), and every store
 * (the app's, or a test's) gets its reducer and middleware before any component can use it:
 * a module runs before the components that import it render.
 */
export interface LateApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
  /** Wires refetch-on-focus and on-reconnect to a store, once its API is attached. */
  setupListeners(dispatch: Dispatch): void;
  /** Seeds the API cache from the page's boot data (saves a request on the next screens). */
  seed(dispatch: Dispatch): void;
}

type Attach = (api: LateApi) => void;

let loaded: LateApi | null = null;
const waiting = new Set<Attach>();

/** Called by the API module when it loads. */
export function provideApi(api: LateApi): void {
  loaded = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}

/** Called by a store: attaches the API now if it is loaded, else as soon as it loads. */
export function whenApiLoads(attach: Attach): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}
