import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { renewalDraft } from '../../../domain/policies/uploadRenewal';
import { renewedUploadId } from '../../../domain/policies/uploadRenewalLink';
import { useGetThirdPartyPoliciesQuery } from '../../api';
import { useAppDispatch } from '../../app/hooks';
import { renewalStarted } from './uploadSlice';

/**
 * The upload wizard opened from a reminder, the dashboard's card or the expiring-soon
 * prompt ('?renew=<id>'): once the tenant's own record is in (`ready`), the form is filled in from
 * that upload of theirs (provider, number, liability, dates from its end) for its lease, and the
 * parameter is dropped, so a reload keeps what the tenant typed since. An id that is not one of
 * the tenant's uploads fills nothing in.
 */
export function useRenewalPrefill(ready: boolean, onStart: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const id = renewedUploadId(search);
  const uploads = useGetThirdPartyPoliciesQuery(undefined, { skip: id === null || !ready });
  const list = uploads.data?.thirdPartyPolicies;
  useEffect(() => {
    if (id === null || !ready || !list) return;
    const found = list.find((p) => p.id === id);
    if (found) {
      onStart();
      dispatch(renewalStarted({ policy: renewalDraft(found), leaseId: found.lease_id ?? null }));
    }
    navigate(pathname, { replace: true });
  }, [id, ready, list, dispatch, navigate, pathname, onStart]);
}
