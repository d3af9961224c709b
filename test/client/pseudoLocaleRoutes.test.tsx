// The pseudo-locale gate (./pseudoLocale.ts) on every route a tenant or a visitor can open, read
// from the route tables themselves (domain/routes.ts): a route added without its texts in a
// catalog fails here, and so does a route whose parameter this gate cannot fill. Each area's own
// gate (pseudoLocale*.test.tsx) goes through its states, dialogs and errors; this one renders each
// page as a tenant first sees it, with their policies, payments and claims. The staff console
// stays English (docs/i18n.md).
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import {
  ACCOUNT_SUBPAGES,
  SIGNED_IN_ROUTES,
  SIGNED_OUT_ROUTES,
  type RouteEntry,
} from '../../src/domain/routes';
import { account, ownPolicy, partnerPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import { dayValue } from '../../src/domain/i18n/dates';
import { inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { defaultHandlers, renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

/** A value for each route parameter: one the screen can show something real for. */
const SAMPLES: Record<string, readonly string[]> = {
  token: ['some-invite-token'],
  code: ['EOI-7Q2M-4K9P'],
  subpage: ACCOUNT_SUBPAGES.map((page) => page.slug),
};

/** Every path a route entry renders, its parameters filled from SAMPLES. */
function pathsOf(entry: RouteEntry): string[] {
  if ('redirect' in entry || entry.screen === 'staff') return [];
  let paths = [''];
  for (const segment of entry.path.split('/').filter(Boolean)) {
    const name = segment.startsWith(':') ? segment.slice(1) : null;
    const values = name ? (entry.allowed?.[name] ?? SAMPLES[name]) : [segment];
    if (!values) throw new Error(`no sample for ${entry.path}'s :${name}: add one to SAMPLES`);
    paths = paths.flatMap((path) => values.map((value) => `${path}/${value}`));
  }
  return paths.length ? paths.map((path) => path || '/') : ['/'];
}

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** The invited tenant's record, as GET /v2/tenantForToken and /v2/tenantForExisting answer it. */
const tenant = {
  id: 42,
  first_name: 'Maya',
  last_name: 'Thompson',
  tenant_email: 'maya.thompson@example.com',
  tenant_phone: '6085550134',
  phone: null,
  billing_address: null,
  billing_city: null,
  billing_state: null,
  billing_zip_code: null,
  billing_unit: null,
  user_exists: false,
  leases: [],
};

/** The verification of an evidence of insurance in force (GET /v2/verify/{code}). */
const verification = {
  status: 'active',
  statusDate: null,
  // The server says it in the app's language (the pseudo-locale's here): see the handler.
  statusSentence: '',
  productName: 'HomeShield Renters',
  carrierPolicyNumber: 'HSR-WI-2604417',
  periodStart: '2026-07-25',
  periodEnd: '2027-07-25',
  endsOn: null,
  liabilityLimit: 100000,
  issuedOn: '2026-07-18',
  documentCurrent: true,
};

/** What the server answers a visitor. */
const publicHandlers: Record<string, ApiHandler> = {
  'GET /v2/tenantForToken': () => [200, tenant],
  [`GET /v2/verify/${SAMPLES.code![0]}`]: () => [
    200,
    {
      ...verification,
      statusSentence: serverSays('coverageStatus.activeSentence', {
        start: dayValue('2026-07-25'),
        end: dayValue('2027-07-25'),
      }).message,
    },
  ],
};

/** What the server answers a tenant with a policy of each kind, payments and a claim. */
const signedInHandlers: Record<string, ApiHandler> = {
  'GET /v2/account': () => [200, { ...account, stripePaymentDescription: 'Visa ending in 4242' }],
  'GET /v2/policy': (request) => [
    200,
    { policies: request.query.get('inactiveOnly') === 'true' ? [] : [ownPolicy] },
  ],
  'GET /v2/assurant/policy': () => [200, { policies: [partnerPolicy] }],
  'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [thirdPartyPolicy] }],
  ...publicHandlers,
  'GET /v2/tenantForExisting': () => [200, { ...tenant, user_exists: true }],
  'GET /v2/2fa/status': () => [
    200,
    { enabled: false, method: null, deadline: null, grace_period_days: null },
  ],
  'GET /v2/account/data-export': () => [200, { latest: null }],
  'GET /v2/claim/7': () => [
    200,
    {
      claims: [
        {
          claimId: 31,
          claimNumber: 'CLM-2026-000031',
          claimCreationDate: daysAgo(2),
          claimStatus: 'Submitted',
          type: 'Liability Claim',
          statuses: [{ status: 'Submitted', at: daysAgo(2) }],
          photos: [],
          outcome: null,
        },
      ],
    },
  ],
  'GET /v2/transaction': () => [
    200,
    {
      transactions: [
        {
          transactionId: 1,
          transactionCreationDate: daysAgo(3),
          transactionAmount: 16,
          policyId: 7,
          policyCarrierNumber: ownPolicy.carrierPolicyNumber,
          transactionMessage: null,
          transactionStatus: 'SUCCEEDED',
          transactionPaymentDescription: 'Visa ending in 4242',
        },
      ],
      nextPayments: [],
      paymentAlerts: [],
    },
  ],
};

const answered = (method: string, path: string, signedIn: boolean) =>
  `${method} ${path}` in defaultHandlers ||
  `${method} ${path}` in (signedIn ? signedInHandlers : publicHandlers);

function open(path: string, signedIn: boolean) {
  return renderApp({
    route: path,
    preloadedState: signedIn ? { ...signedInState(), ...inPseudo } : inPseudo,
    handlers: signedIn ? signedInHandlers : publicHandlers,
  });
}

/** The page has rendered in the pseudo-locale: a heading of the catalogs' is on screen. */
async function rendered() {
  await waitFor(() =>
    expect(screen.getAllByRole('heading', { name: /⟦/ }).length).toBeGreaterThan(0),
  );
  // Let the page's other calls answer (a list under the heading) before reading it, their
  // updates inside act as the rest of the render's.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

describe.each([
  ['signed out', SIGNED_OUT_ROUTES, false],
  ['signed in', SIGNED_IN_ROUTES, true],
] as const)('every route %s shows only catalog texts', (_state, routes, signedIn) => {
  const paths = [...new Set(routes.flatMap(pathsOf))];
  it.each(paths)('%s', async (path) => {
    const view = open(path, signedIn);
    await rendered();
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
    // Every call the page made was answered as the server would (none fell through to a 501).
    const unanswered = view.calls.filter((call) => !answered(call.method, call.path, signedIn));
    expect(unanswered.map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });
});
