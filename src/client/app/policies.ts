import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { PartnerPolicy, Policy, ThirdPartyPolicy } from '../api';
import { keepEqual } from './keepEqual';
import { signedOut } from './session';

/**
 * docs/product.md "Records" "Policy lists: active, inactive (with a lastFetched time)". Kept in a
 * persisted slice, not only in the RTK Query cache, so support can reproduce a tenant's lists from
 * the saved store and the side menu knows its conditions (docs/product.md "Screens and routes")
 * before the network answers.
 */
export interface PolicyList {
  own: Policy[];
  partner: PartnerPolicy[];
  thirdParty: ThirdPartyPolicy[];
  lastFetched: number | null;
}

export interface PoliciesState {
  active: PolicyList;
  inactive: PolicyList;
}

const emptyList: PolicyList = { own: [], partner: [], thirdParty: [], lastFetched: null };
export const initialPoliciesState: PoliciesState = { active: emptyList, inactive: emptyList };

export const policiesSlice = createSlice({
  name: 'policies',
  initialState: initialPoliciesState,
  reducers: {
    policyListFetched(
      state,
      action: PayloadAction<{
        which: 'active' | 'inactive';
        list: Omit<PolicyList, 'lastFetched'>;
        at: number;
      }>,
    ) {
      const { which, list, at } = action.payload;
      // Lists equal to those held keep their objects: their cards do not render again.
      state[which] = keepEqual(original(state[which]) ?? emptyList, { ...list, lastFetched: at });
    },
    /** A change the server answered (auto-renewal): the card shows it before the lists reload. */
    ownPolicyUpdated(state, action: PayloadAction<Policy>) {
      for (const list of [state.active, state.inactive]) {
        list.own = list.own.map((p) =>
          p.policyId === action.payload.policyId ? action.payload : p,
        );
      }
    },
  },
  extraReducers: (builder) => builder.addCase(signedOut, () => initialPoliciesState),
});

export const { policyListFetched, ownPolicyUpdated } = policiesSlice.actions;

/** Whether two lists hold the same policies (the same objects), whenever each was fetched. */
export const samePolicies = (a: PolicyList, b: PolicyList) =>
  a.own === b.own && a.partner === b.partner && a.thirdParty === b.thirdParty;

export const hasPolicies = (list: PolicyList) =>
  list.own.length + list.partner.length + list.thirdParty.length > 0;
