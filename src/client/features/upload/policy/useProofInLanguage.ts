import { useEffect } from 'react';
import { validatePayload, type UploadFile } from '../../../../domain/upload/payload';
import { useValidateThirdPartyPolicyMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAppLocale } from '../../../i18n/appLocale';
import { subjectOf } from '../subject';
import { proofReworded } from '../uploadSlice';

/**
 * The review's checks in the app's language (docs/i18n.md "Texts from rules"): the server writes
 * a check's reason in the language of the request, and the wizard keeps the answer; a tenant who
 * switches language on the review step gets the same document checked again, in the background,
 * and its reasons in the new language. Without the file (a reload) the reasons stay as they were.
 */
export function useProofInLanguage(file: UploadFile | null): void {
  const locale = useAppLocale();
  const dispatch = useAppDispatch();
  const upload = useAppSelector((s) => s.upload);
  const [validate] = useValidateThirdPartyPolicyMutation();
  const answeredIn = upload.proof?.locale;
  const stale = Boolean(file && upload.policy && answeredIn && answeredIn !== locale);
  useEffect(() => {
    if (!stale || !file || !upload.policy) return;
    let current = true;
    const payload = validatePayload(subjectOf(upload), upload.policy, file);
    void validate({ validatePolicyFileRequest: payload }).then((result) => {
      if (current && 'data' in result && result.data)
        dispatch(proofReworded({ checks: result.data.checks ?? [], locale }));
    });
    return () => {
      current = false;
    };
    // Asked once per language and file: the rest of the wizard's state is what was checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, locale, file]);
}
