import { myDataTexts } from '../i18n/generated/en/myData';
import { plainTexts } from '../i18n/texts';

// "Download my data" (docs/privacy.md "Your rights"): the account page's texts and the download's
// refusal, in English, from the `myData` catalog (the page shows them through it, in the tenant's
// language; the server answers the refusal in the request's).

const m = /* @__PURE__ */ plainTexts(myDataTexts);

export const dataExportTexts = {
  intro: m.intro,
  request: m.request,
  requestAgain: m.requestAgain,
  requested: m.requested,
  latestTitle: m.latestTitle,
  asked: m.asked,
  status: m.status,
  linkWorksUntil: m.linkWorksUntil,
  states: {
    preparing: m.preparing,
    ready: m.ready,
    expired: m.expired,
    failed: m.failed,
  },
  readyNote: m.readyNote,
  loadFailed: m.loadFailed,
  requestFailed: m.requestFailed,
  /** The download's 404, read in the browser tab the mailed link opened. */
  linkNotFound: m.linkNotFound,
} as const;
