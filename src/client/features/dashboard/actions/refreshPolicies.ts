import { api } from '../../../api';
import type { AppDispatch } from '../../../app/store';

/**
 * After a policy changes (cancelled, moved), the lists and the payment history are fetched again
 * at once: the card, the side menu's conditions (docs/product.md "Screens and routes") and a refund
 * in Transactions follow. The lists' hooks (usePolicyLists) see the new answers and store them in
 * the policies slice.
 */
export function refreshPolicies(dispatch: AppDispatch): void {
  const options = { forceRefetch: true, subscribe: false } as const;
  dispatch(api.endpoints.getPolicies.initiate({ inactiveOnly: false }, options));
  dispatch(api.endpoints.getPolicies.initiate({ inactiveOnly: true }, options));
  dispatch(api.endpoints.getTransactions.initiate({ recent: false }, options));
}
