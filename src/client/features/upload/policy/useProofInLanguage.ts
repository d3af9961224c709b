import { useEffect } from 'react';
import { validatePayload, type UploadFile } from '../../../../domain/upload/payload';
import type { ProofCheckLike } from '../../../../domain/upload/wizard';
import { useValidateThirdPartyPolicyMutation } from '../../../api';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useAppLocale } from '../../../i18n/appLocale';
import { subjectOf } from '../subject';
import { policyChecked } from '../uploadSlice';

/** `kept` with each reason taken from the check of `answered` with the same field and verdict. */
const reworded = (kept: readonly ProofCheckLike[], answered: readonly ProofCheckLike[]) =>
  kept.map((check) => {
    const same = answered.find((c) => c.field === check.field && c.verdict === check.verdict);
    return same ? { ...check, reason: same.reason } : check;
  });

/**
 * The review's checks in the app's language (docs/i18n.md "The server's answers"): the server
 * writes a check's reason in the language of the request, and the wizard keeps the answer; a
 * tenant who switches language on the review step gets the same document checked again, in the
 * background, and only its reasons taken in the new language. Without the file (a reload) the
 * reasons stay as they were.
 */
export function useProofInLanguage(file: UploadFile | null): void {
  const locale = useAppLocale();
  const dispatch = useAppDispatch();
  const upload = useAppSelector((s) => s.upload);
  const [validate] = useValidateThirdPartyPolicyMutation();
  const answeredIn = upload.proof?.locale;
  const stale = Boolean(file && upload.policy && answeredIn && answeredIn !== locale);
  useEffect(() => {
    const { policy, proof, fileName, override } = upload;
    if (!stale || !file || !policy || !proof) return;
    let current = true;
    const payload = validatePayload(subjectOf(upload), policy, file);
    void validate({ validatePolicyFileRequest: payload }).then((result) => {
      if (!current || !('data' in result) || !result.data) return;
      const checks = reworded(proof.checks, result.data.checks ?? []);
      // The step's own action, with everything as it was but the reasons and their language.
      dispatch(
        policyChecked({
          policy,
          fileName: fileName ?? file.name,
          override,
          proof: { ...proof, checks, locale },
        }),
      );
    });
    return () => {
      current = false;
    };
    // Asked once per language and file: the rest of the wizard's state is what was checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, locale, file]);
}
