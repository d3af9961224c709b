import { useCallback } from 'react';
import { api, useGetLogoUrlQuery } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { policyListFetched } from '../../app/policies';
import { uploadsBy } from '../../app/usePolicyLists';
import { appNow } from '../../app/appClock';

// Refetched whenever the dashboard opens, not only when the shell first loaded them: after a
// purchase or an upload elsewhere the cached account (its new lease) and lists are stale, and the
// dashboard must never show a policy just bought as missing. The shell (app/Shell.tsx,
// app/usePolicyLists.ts) watches the same cache entries and stores the answers in the session and
// the persisted policy lists, which the cards read.
const ON_OPEN = { refetchOnMountOrArgChange: true } as const;
const FORCE = { forceRefetch: true, subscribe: false } as const;

/**
 * The dashboard's data: fresh on every visit, and `refresh()` for pull-to-refresh and the Refresh
 * button (docs/product.md "Dashboard" "reloads everything"): the account, every policy list active
 * and inactive, and the community logo. Resolves when all have answered (failures leave the last
 * data shown). The screen reads the answers elsewhere (the store, useLogoPath), so it renders only
 * for a change.
 */
export function useDashboardData({ payments }: { payments: boolean }) {
  const dispatch = useAppDispatch();
  // Subscriptions only: the screen reads the answers from the store (through the shell), so a
  // request starting or answering does not render the whole dashboard again (it did,
  // once per answer).
  api.endpoints.getAccount.useQuerySubscription(undefined, ON_OPEN);
  api.endpoints.getPolicies.useQuerySubscription({ inactiveOnly: false }, ON_OPEN);
  api.endpoints.getPartnerPolicies.useQuerySubscription({ inactiveOnly: false }, ON_OPEN);
  api.endpoints.getThirdPartyPolicies.useQuerySubscription(undefined, ON_OPEN);
  api.endpoints.getLogoUrl.useQuerySubscription(undefined, ON_OPEN);
  // The payment notice's answer (a holder of our policies only), asked with the others rather
  // than once the notice's own code has loaded: the notice is often the largest paint (LCP).
  api.endpoints.getTransactions.useQuerySubscription({ recent: false }, { skip: !payments });

  const refresh = useCallback(async () => {
    const { endpoints } = api;
    // A member's memberships (MembershipCards) reload too; nobody else's are asked for.
    dispatch(api.util.invalidateTags(['enrollments']));
    const [, , , uploads, ownInactive, partnerInactive] = await Promise.all([
      dispatch(endpoints.getAccount.initiate(undefined, FORCE)),
      dispatch(endpoints.getPolicies.initiate({ inactiveOnly: false }, FORCE)),
      dispatch(endpoints.getPartnerPolicies.initiate({ inactiveOnly: false }, FORCE)),
      dispatch(endpoints.getThirdPartyPolicies.initiate(undefined, FORCE)),
      dispatch(endpoints.getPolicies.initiate({ inactiveOnly: true }, FORCE)),
      dispatch(endpoints.getPartnerPolicies.initiate({ inactiveOnly: true }, FORCE)),
      dispatch(endpoints.getLogoUrl.initiate(undefined, FORCE)),
    ]);
    // The shell stores the active lists as their cache entries change; the inactive ones it
    // only loads when stale, so a refresh stores them here.
    if (ownInactive.data && partnerInactive.data && uploads.data) {
      dispatch(
        policyListFetched({
          which: 'inactive',
          list: {
            own: ownInactive.data.policies,
            partner: partnerInactive.data.policies,
            thirdParty: uploadsBy('inactive', uploads.data.thirdPartyPolicies, appNow()),
          },
          at: Date.now(),
        }),
      );
    }
  }, [dispatch]);

  return { refresh };
}

/** The community logo's path (GET /logoURL), for the one component that shows it. */
export function useLogoPath(): string | null {
  return useGetLogoUrlQuery(undefined, {
    selectFromResult: ({ data }) => ({ logoPath: data?.companyLogoURL ?? null }),
  }).logoPath;
}
