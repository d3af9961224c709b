import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
} from '@reduxjs/toolkit/query/react';
import { createContext } from 'react';
import {
  createDispatchHook,
  createSelectorHook,
  createStoreHook,
  type ReactReduxContextValue,
} from 'react-redux';
import { LOADING_TIMEOUT_MS } from '../../domain/constants';
import { learnAppTime } from '../app/appClock';
import { API_BASE } from './baseApi';

/** The slice of a staff console's store the base query reads (features/staff/staffSession). */
export interface StaffSessionState {
  token: string | null;
  name: string | null;
}

/**
 * The staff console's own react-redux context: its store sits inside the tenant app's Provider,
 * and the shared components keep reading the tenant store through the default context.
 */
export const StaffStoreContext = createContext<ReactReduxContextValue | null>(null);

const createStaffApi = buildCreateApi(
  coreModule(),
  reactHooksModule({
    hooks: {
      useDispatch: createDispatchHook(StaffStoreContext),
      useSelector: createSelectorHook(StaffStoreContext),
      useStore: createStoreHook(StaffStoreContext),
    },
  }),
);

const staffQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  timeout: LOADING_TIMEOUT_MS,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { staffSession?: StaffSessionState }).staffSession?.token;
    if (token) headers.set('StaffToken', token);
    return headers;
  },
});

/**
 * The staff console's API (docs/staff.md): its own createApi, cache and store,
 * so a staff call only ever carries the `StaffToken` header and a tenant's `Token` (or any tenant
 * state) never reaches it. A 401 is the console's to handle (it asks to log in again).
 */
export const staffBaseApi = createStaffApi({
  reducerPath: 'staffApi',
  baseQuery: async (args, api, extra) => {
    const result = await staffQuery(args, api, extra);
    // The server's time (a moved sandbox clock): the proofs' statuses are judged by it.
    learnAppTime(result.meta?.response?.headers);
    return result;
  },
  endpoints: () => ({}),
});
