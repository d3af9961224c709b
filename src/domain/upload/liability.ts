// A liability the tenant typed below the property's minimum is refused at once, by the
// wizard's policy form and by the server's validate and upload, with the same message: a phrase
// of the `uploadPolicy` catalog (the minimum and the typed amount are its values), shown in the
// app's language on screen and answered in the request's by the server (docs/i18n.md "Texts from
// rules").
import { uploadPolicyTexts } from '../i18n/generated/en/uploadPolicy';
import { inEnglish, phrase, type Phrase, type Say } from '../i18n/texts';
import { dollars } from '../money';

/**
 * The refusal when a typed amount is below the minimum; undefined when it meets it, or when
 * nothing usable was typed (the form's own rules say so).
 */
export function typedLiabilityPhrase(
  typed: number | null | undefined,
  minimum: number,
): Phrase | undefined {
  if (typed === null || typed === undefined || !Number.isFinite(typed)) return undefined;
  return typed < minimum
    ? phrase(uploadPolicyTexts, 'liabilityBelowMinimum', {
        minimum: dollars(minimum),
        typed: dollars(typed),
      })
    : undefined;
}

/** The same refusal as text, in English unless a screen's `say` is given. */
export function typedLiabilityError(
  typed: number | null | undefined,
  minimum: number,
  say: Say = inEnglish,
): string | undefined {
  const refusal = typedLiabilityPhrase(typed, minimum);
  return refusal && say(refusal);
}
