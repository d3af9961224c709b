// The version-error screen's texts (docs/product.md "Version check"), the `frame` catalog's: the
// screen shows them in the app's language when the server sets none of its own.
import { frameTexts } from '../i18n/generated/en/frame';
import { plainTexts } from '../i18n/texts';

const frame = /* @__PURE__ */ plainTexts(frameTexts);

/** docs/product.md "Version check" version-error screen defaults; server-supplied heading and message override them. */
export const versionMessages = {
  defaultHeading: frame.updateRequired,
  defaultMessage: frame.updateApp,
} as const;
