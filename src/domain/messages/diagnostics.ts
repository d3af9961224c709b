// The diagnostics snapshot's texts, from the `supportMessage` catalog (the message dialog shows
// them in the tenant's language through it).
import { supportMessageTexts } from '../i18n/generated/en/supportMessage';
import { plainTexts } from '../i18n/texts';

const words = /* @__PURE__ */ plainTexts(supportMessageTexts);

export const diagnosticsTexts = {
  attach: words.attach,
  attachHint: words.attachHint,
  download: words.download,
  /** The subject's topic of a message sent from the onboarding flow's help (support reads it). */
  helpTopic: 'Help',
} as const;
