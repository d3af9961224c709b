import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './session';

/**
 * SPEC §3 "Policy lists: active, inactive (with a lastFetched time)". Held in a persisted slice,
 * not only in the RTK Query cache, so support can read a tenant's lists from the saved store and
 * the side menu knows its conditions before the network answers (SPEC §2.3).
 */
export interface PolicyList {
  ownCount: number;
  partnerCount: number;
  thirdPartyCount: number;
  lastFetched: number | null;
}

export interface PoliciesState {
  active: PolicyList;
  inactive: PolicyList;
}

const emptyList: PolicyList = {
  ownCount: 0,
  partnerCount: 0,
  thirdPartyCount: 0,
  lastFetched: null,
};
const initialState: PoliciesState = { active: emptyList, inactive: emptyList };

export const policiesSlice = createSlice({
  name: 'policies',
  initialState,
  reducers: {
    policyListFetched(
      state,
      action: PayloadAction<{
        which: 'active' | 'inactive';
        list: Omit<PolicyList, 'lastFetched'>;
        at: number;
      }>,
    ) {
      state[action.payload.which] = { ...action.payload.list, lastFetched: action.payload.at };
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialState),
});

export const { policyListFetched } = policiesSlice.actions;

export const hasPolicies = (list: PolicyList) =>
  list.ownCount + list.partnerCount + list.thirdPartyCount > 0;
