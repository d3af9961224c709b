import { annualPremium, initialSelection } from '../../../domain/onboarding/quote';
import { requoteCoverageParameters, type CoverageSelection } from '../../../domain/quote/coverage';
import type {
  AddressInput,
  CoverageParametersInput,
  PropertyManager,
  QuoteResult,
} from '../../api';
import type { QuoteState, ValidatedAddressState } from './onboardingSlice';
import { appNow } from '../../app/appClock';

/** Today as YYYY-MM-DD in the tenant's own time zone (date pickers, docs/product.md "Limits" bounds). */
export function todayIso(now: Date = appNow()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function addressInput(address: ValidatedAddressState): AddressInput {
  return {
    streetAddress: address.streetAddress,
    city: address.city,
    state: address.state,
    zip: address.zip,
    ...(address.unit ? { unit: address.unit } : {}),
  };
}

/** A usable quote answer as the slice keeps it; `selection` defaults from the answer. */
export function toQuoteState(
  result: QuoteResult,
  manager: PropertyManager | null,
  state: string,
  selection?: CoverageSelection,
): QuoteState | null {
  const details = result.transactionDetails;
  const cue = result.coveragesCue;
  if (!details || !cue) return null;
  const coverageDetails = result.coverageDetails?.parameters ?? [];
  return {
    workItemId: details.workItemId,
    clientId: details.clientId,
    productId: details.productId,
    policyEffectiveDate: details.policyEffectiveDate,
    cue,
    coverageDetails,
    selection:
      selection ??
      initialSelection(
        cue.parameters,
        coverageDetails,
        // Only a partner property's lease has requirements (none without a manager).
        manager
          ? {
              liabilityMinimum: manager.liability_limit ?? null,
              contentMinimum: manager.content_amount ?? null,
            }
          : null,
        state,
      ),
    schedules: details.payments.schedules,
    premium: annualPremium(details.payments.schedules),
    addOnPrices: Object.fromEntries(
      (result.addOnPrices ?? []).map((p) => [p.name, p.annualAmount]),
    ),
  };
}

export const coverageParameters = (selection: CoverageSelection): CoverageParametersInput =>
  requoteCoverageParameters(selection) as unknown as CoverageParametersInput;
