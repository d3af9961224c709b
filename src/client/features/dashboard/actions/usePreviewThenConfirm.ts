import { useState } from 'react';
import { policyActionsTexts } from '../../../../domain/i18n/generated/en/policyActions';
import { policyChangesTexts } from '../../../../domain/i18n/generated/en/policyChanges';
import { useLocalized, useTexts } from '../../../i18n/useTexts';
import { errorBody, errorMessage } from '../../../api/errors';
import { useAppDispatch } from '../../../app/hooks';
import { toastShown } from '../../../app/ui';
import { refreshPolicies } from './refreshPolicies';

type Call<T> = Promise<{ data: T } | { error: unknown }>;

/**
 * The sequence a cancellation and a move share (docs/product.md "Calls"): the server's amounts are
 * shown first; the change is then sent with the amount shown, and if the amounts moved on meanwhile
 * (409 AMOUNT_CHANGED) the new ones are shown with 'amount changed' instead of applying a different
 * amount unseen. Done: the success notice, the policy lists refreshed, `onDone`.
 */
export function usePreviewThenConfirm<Request, Preview>({
  preview,
  apply,
  success,
  onDone,
}: {
  preview: (request: Request) => Call<Preview>;
  apply: (request: Request, shown: Preview) => Call<unknown>;
  success: string;
  onDone: () => void;
}) {
  const t = useTexts(policyActionsTexts);
  // A refusal the server answered in English shows in the tenant's language all the same.
  const localize = useLocalized(policyChangesTexts);
  const failed = (error: unknown) =>
    setError(localize(errorMessage(error as never, t('genericError'))));
  const dispatch = useAppDispatch();
  const [request, setRequest] = useState<Request | null>(null);
  const [amounts, setAmounts] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);

  const showAmounts = async (next: Request) => {
    setError(null);
    setRequest(next);
    const result = await preview(next);
    if ('error' in result) {
      failed(result.error);
      return;
    }
    setAmounts(result.data);
  };

  const confirm = async () => {
    if (request === null || amounts === null) return;
    setError(null);
    const result = await apply(request, amounts);
    if ('error' in result) {
      if (errorBody(result.error as never)?.code === 'AMOUNT_CHANGED') {
        await showAmounts(request);
        setError(t('amountChanged'));
      } else {
        failed(result.error);
      }
      return;
    }
    dispatch(toastShown({ message: success, severity: 'success' }));
    refreshPolicies(dispatch);
    onDone();
  };

  /** Back to the form, its answers kept. */
  const back = () => setAmounts(null);

  return { request, amounts, error, showAmounts, confirm, back };
}
