// The dashboard's texts are catalogs' (docs/i18n.md): `dashboard` for its first paint, and areas
// of their own for what loads later (`dashboardDialogs`, `enhancements`, `memberships`,
// `policyActions`), so each part's English ships with that part's script.
import { complianceTexts } from '../../../domain/i18n/generated/en/compliance';
import { dashboardTexts } from '../../../domain/i18n/generated/en/dashboard';
import { policyStatusTexts } from '../../../domain/i18n/generated/en/policyStatus';

export { complianceTexts, dashboardTexts, policyStatusTexts };

/** The areas of the dashboard's first paint: in another language they load in one wait. */
export const FIRST_PAINT_AREAS = [policyStatusTexts, complianceTexts] as const;

/** The anchor the message modal opens from (the dashboard's 'Send us a Message'). */
export const SEND_MESSAGE_HASH = '#send-message';
