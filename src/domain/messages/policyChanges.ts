// Texts of a tenant's own changes to a policy (auto renewal, cancellation, a move) and of the
// requests to support (docs/product.md "States" auto renewal, "Validation", "Messages").
// docs/product.md quotes only the success notices (successMessages); these are the refusals it
// implies (the `policyChanges` catalog) and the dialogs' words (the `policyActions` catalog), read
// back here in English for the server and the forms' rules; the dialogs show them in the tenant's
// language.
import { policyActionsTexts } from '../i18n/generated/en/policyActions';
import { policyChangesTexts } from '../i18n/generated/en/policyChanges';
import { englishFormatter, plainTexts } from '../i18n/texts';

export const policyChangeMessages = /* @__PURE__ */ plainTexts(policyChangesTexts);

// The dashboard's own actions: cancelling or moving a policy (amounts shown before confirming),
// the message modal and the Upload New Policy modal. docs/product.md names these flows and their
// success notices (docs/product.md "Dashboard", "Messages") but not their wording; these are the
// product's.
export const policyChangeTexts = /* @__PURE__ */ plainTexts(policyActionsTexts);

/** The buttons that open the flows (on the dashboard itself; the rest loads with the dialogs). */
export const policyActionLabels = {
  changeAddress: policyChangeTexts.changeAddress,
  cancelPolicy: policyChangeTexts.cancelPolicy,
  sendMessage: policyChangeTexts.sendMessage,
  addPerson: policyChangeTexts.addPerson,
} as const;

const english = /* @__PURE__ */ englishFormatter(policyActionsTexts);

export const cancelSummaryText = (date: string) => english('cancelSummary', { date });
export const messageCounterText = (length: number, minimum: number) =>
  english('messageCounter', { length, minimum });
/** docs/product.md "Dashboard" Upload New Policy: 'get insurance through the product' (the brand's name). */
export const getInsuranceText = (brand: string) => english('getInsurance', { brand });
