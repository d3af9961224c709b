import { useEffect, useState } from 'react';
import { isStale } from '../../domain/menu';
import { isTermActive, isoDay } from '../../domain/policies/status';
import {
  useGetPartnerPoliciesQuery,
  useGetPoliciesQuery,
  useGetThirdPartyPoliciesQuery,
  type ThirdPartyPolicy,
} from '../api';
import { useAppDispatch, useAppSelector } from './hooks';
import { policyListFetched } from './policies';
import { appNow } from './appClock';

type Upload = ThirdPartyPolicy;

/** Uploaded policies come in one list; which are active is the same rule the server uses. */
export function uploadsBy(which: 'active' | 'inactive', uploads: Upload[], now: Date): Upload[] {
  const today = isoDay(now);
  // A lapse (ended lately, nothing after it) stays on the dashboard, shown as Lapsed.
  const onDashboard = (p: Upload) =>
    isTermActive({ enabled: p.enabled, endDate: p.end_date }, today) || p.is_lapsed === true;
  return uploads.filter((p) => onDashboard(p) === (which === 'active'));
}

/**
 * Loads the policy lists the signed-in shell needs (docs/product.md "Screens and routes"): the
 * active ones on every load, the inactive ones (own and third-party) only when never fetched or
 * fetched over an hour ago. Uploaded policies come in one list; which are active is the same rule
 * the server uses.
 */
export function usePolicyLists(): void {
  const dispatch = useAppDispatch();
  const inactiveFetched = useAppSelector((state) => state.policies.inactive.lastFetched);
  // Decided once when the menu loads (docs/product.md "Screens and routes"), not on every render.
  const [refreshInactive] = useState(() => isStale(inactiveFetched, Date.now()));

  const own = useGetPoliciesQuery({ inactiveOnly: false });
  const partner = useGetPartnerPoliciesQuery({ inactiveOnly: false });
  const thirdParty = useGetThirdPartyPoliciesQuery();
  const ownInactive = useGetPoliciesQuery({ inactiveOnly: true }, { skip: !refreshInactive });
  const partnerInactive = useGetPartnerPoliciesQuery(
    { inactiveOnly: true },
    { skip: !refreshInactive },
  );

  const uploads = thirdParty.data?.thirdPartyPolicies;
  useEffect(() => {
    if (!own.data || !partner.data || !uploads) return;
    dispatch(
      policyListFetched({
        which: 'active',
        list: {
          own: own.data.policies,
          partner: partner.data.policies,
          thirdParty: uploadsBy('active', uploads, appNow()),
        },
        at: Date.now(),
      }),
    );
  }, [own.data, partner.data, uploads, dispatch]);

  useEffect(() => {
    if (!ownInactive.data || !partnerInactive.data || !uploads) return;
    dispatch(
      policyListFetched({
        which: 'inactive',
        list: {
          own: ownInactive.data.policies,
          partner: partnerInactive.data.policies,
          thirdParty: uploadsBy('inactive', uploads, appNow()),
        },
        at: Date.now(),
      }),
    );
  }, [ownInactive.data, partnerInactive.data, uploads, dispatch]);
}
