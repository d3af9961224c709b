// The pseudo-locale gate (./pseudoLocale.ts) on the other account pages: Your Policies and
// Insurance History (own, partner-carrier and uploaded policies with their coverage status, the
// empty texts, the spinner), Download My Data (every state of a request, the page's failures and
// the server's refusals) and Delete My Account (what goes and stays, the mailed code with its field
// error, the refusals naming the policies to cancel, a wrong code, the page's own fallbacks, and
// the notice once deleted). The whole signed-in page is checked, with its tab title.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerPolicy, Policy, ThirdPartyPolicy } from '../../src/client/api';
import { LOADING_LABEL } from '../../src/domain/i18n/locales';
import { account, ownPolicy, partnerPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

jest.setTimeout(30_000);

/** A message as the pseudo-locale shows it (one without values). */
const pseudo = (area: string, key: string) => serverSays(`${area}.${key}`).message;

interface Lists {
  own: Policy[];
  partner: PartnerPolicy[];
  uploads: ThirdPartyPolicy[];
}
const none: Lists = { own: [], partner: [], uploads: [] };

/** A page, the signed-in shell's policy lists answered from `active` and `inactive`. */
function open(
  route: string,
  handlers: Record<string, ApiHandler> = {},
  active: Lists = none,
  inactive: Lists = none,
) {
  const pick =
    (list: (l: Lists) => unknown[], key: string): ApiHandler =>
    (request) => [
      200,
      { [key]: list(request.query.get('inactiveOnly') === 'true' ? inactive : active) },
    ];
  return renderApp({
    route,
    preloadedState: { ...signedInState(), ...inPseudo },
    handlers: {
      'GET /v2/account': () => [200, { ...account, language: 'es' }],
      'GET /v2/policy': pick((l) => l.own, 'policies'),
      'GET /v2/assurant/policy': pick((l) => l.partner, 'policies'),
      // One list of uploads: the shell sorts them by their end.
      'GET /v2/third-party-policies': () => [
        200,
        { thirdPartyPolicies: [...active.uploads, ...inactive.uploads] },
      ],
      ...handlers,
    },
  });
}

/** The page itself: its h1 and what follows it. */
const main = () => screen.getByRole('heading', { level: 1 }).parentElement!;
/** The whole page is the catalogs', its tab title too. */
async function allTranslated() {
  await screen.findByRole('heading', { level: 1, name: /⟦/ });
  expect(untranslated(document.body)).toEqual([]);
  expect(document.title).toContain('⟦');
}

describe('Your Policies and Insurance History show only catalog texts', () => {
  const upcoming: Policy = {
    ...ownPolicy,
    policyId: 9,
    carrierPolicyNumber: 'RP-WI-0009',
    policyStartDate: { date: '2099-11-30', usdate: '11/30/2099' },
    policyEndDate: { date: '2100-11-30', usdate: '11/30/2100' },
  };
  const ended: Policy = {
    ...ownPolicy,
    isActive: false,
    policyStartDate: { date: '2020-01-01', usdate: '01/01/2020' },
    policyEndDate: { date: '2021-01-01', usdate: '01/01/2021' },
  };
  const expiredUpload = { ...thirdPartyPolicy, start_date: '2024-08-01', end_date: '2025-08-01' };

  it('your policies: own, starting later and partner-carrier, with their status', async () => {
    open(
      '/tenant/account/your-policies',
      {},
      { ...none, own: [ownPolicy, upcoming], partner: [partnerPolicy] },
    );
    await screen.findByRole('heading', {
      level: 2,
      name: pseudo('accountPages', 'partnerCarrier'),
    });
    await waitFor(() =>
      expect(within(main()).getAllByRole('heading', { level: 2 })).toHaveLength(3),
    );
    // The product's name and the policy numbers are data.
    expect(within(main()).getByText('RP-WI-0009')).toHaveAttribute('translate', 'no');
    expect(within(main()).getAllByText('Renters Insurance')[0]).toHaveAttribute('translate', 'no');
    await allTranslated();
  });

  it('your policies: none active', async () => {
    open('/tenant/account/your-policies');
    await screen.findByText(pseudo('accountPages', 'noActivePolicies'));
    await allTranslated();
  });

  it('insurance history: lapsed, cancelled and an expired upload', async () => {
    open('/tenant/account/insurance-history', {}, none, {
      own: [ended],
      partner: [{ ...partnerPolicy, enabled: false }],
      uploads: [expiredUpload],
    });
    await waitFor(() =>
      expect(within(main()).getAllByRole('heading', { level: 2 })).toHaveLength(3),
    );
    // The provider's name inside the catalog's words.
    expect(within(main()).getByRole('heading', { name: /Lemonade/ }).textContent).toContain('⟦');
    await allTranslated();
  });

  it('insurance history: the spinner, then none', async () => {
    let answer = () => undefined as void;
    const waiting = new Promise<void>((resolve) => (answer = resolve));
    open('/tenant/account/insurance-history', {
      'GET /v2/policy': async (request) => {
        if (request.query.get('inactiveOnly') === 'true') await waiting;
        return [200, { policies: [] }];
      },
    });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await within(main()).findByRole('progressbar');
    // The spinner is named in the app's language without a catalog (it shows while they load).
    expect(untranslated(main())).toEqual([`span[aria-label]: ${LOADING_LABEL.es}`]);
    answer();
    await screen.findByText(pseudo('accountPages', 'noExpiredPolicies'));
    await allTranslated();
  });
});

describe('Download My Data shows only catalog texts', () => {
  const PAGE = '/tenant/account/download-my-data';
  const request = (state: string) => ({
    id: 7,
    state,
    requestedAt: '2026-11-20T15:04:05.000Z',
    readyAt: state === 'preparing' ? null : '2026-11-20T15:09:05.000Z',
    expiresAt: state === 'ready' || state === 'expired' ? '2026-11-27T15:04:05.000Z' : null,
  });

  it.each(['preparing', 'ready', 'expired', 'failed'])('a request %s', async (state) => {
    open(PAGE, { 'GET /v2/account/data-export': () => [200, { latest: request(state) }] });
    await screen.findByText(pseudo('myData', state));
    await allTranslated();
  });

  it('none yet, asked for, then refused and unanswered', async () => {
    let asks = 0;
    let latest: unknown = null;
    open(PAGE, {
      'GET /v2/account/data-export': () => [200, { latest }],
      'POST /v2/account/data-export': (call) => {
        asks += 1;
        if (asks === 2) return [503, serverSays('answers.internal')];
        if (asks === 3) return networkFailure(call);
        latest = request('failed');
        return [202, request('preparing')];
      },
    });
    const user = userEvent.setup({ delay: null });
    const ask = await screen.findByRole('button', { name: pseudo('myData', 'request') });
    // Read: no request yet (the spinner gone).
    await waitFor(() => expect(ask).toBeEnabled());
    await allTranslated();
    await user.click(ask);
    await within(main()).findByText(pseudo('myData', 'failed'));
    expect(untranslated(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: pseudo('myData', 'requestAgain') }));
    await within(main()).findByText(pseudo('answers', 'internal'));
    expect(untranslated(main())).toEqual([]);
    await user.click(screen.getByRole('button', { name: pseudo('myData', 'requestAgain') }));
    await within(main()).findByText(pseudo('myData', 'requestFailed'));
    expect(untranslated(main())).toEqual([]);
  });

  it('requests that could not be loaded', async () => {
    open(PAGE, { 'GET /v2/account/data-export': () => [503, serverSays('answers.internal')] });
    await screen.findByText(pseudo('myData', 'loadFailed'));
    await allTranslated();
  });
});

describe('Delete My Account shows only catalog texts', () => {
  const PAGE = '/tenant/account/delete-my-account';
  const blocking = [
    { id: 9, policyNumber: 'RNT-1001', startDate: '2026-01-01', endDate: '2027-01-01' },
  ];
  const askRequest = () => screen.getByRole('button', { name: pseudo('deleteAccount', 'request') });

  it('the refusals to delete: active policies, a purchase, no answer', async () => {
    let asks = 0;
    open(PAGE, {
      'POST /v2/account/deletion': (call) => {
        asks += 1;
        if (asks === 1)
          return [
            409,
            {
              ...serverSays('deleteAccount.activePolicies'),
              code: 'ACTIVE_POLICIES',
              policies: blocking,
            },
          ];
        if (asks === 2)
          return [
            409,
            {
              ...serverSays('deleteAccount.purchaseInProgress'),
              code: 'PURCHASE_IN_PROGRESS',
              policies: [],
            },
          ];
        return networkFailure(call);
      },
    });
    const user = userEvent.setup({ delay: null });
    await allTranslated();
    await user.click(askRequest());
    await within(main()).findByText(pseudo('deleteAccount', 'activePoliciesTitle'));
    const link = within(main()).getByRole('link', { name: /RNT-1001/ });
    expect(link.textContent).toContain('⟦');
    expect(untranslated(main())).toEqual([]);
    await user.click(askRequest());
    await within(main()).findByText(pseudo('deleteAccount', 'purchaseInProgress'));
    expect(untranslated(main())).toEqual([]);
    await user.click(askRequest());
    await within(main()).findByText(pseudo('deleteAccount', 'requestFailed'));
    expect(untranslated(main())).toEqual([]);
  });

  it('the code: its field error, a wrong one, no answer, then deleted', async () => {
    let confirms = 0;
    const app = open(PAGE, {
      'POST /v2/account/deletion': () => [202, { codeExpiresAt: '2026-11-20T15:15:00.000Z' }],
      'POST /v2/account/deletion/confirm': (call) => {
        confirms += 1;
        if (confirms === 1)
          return [400, { ...serverSays('twoFactor.invalidCode'), code: 'INVALID_CODE' }];
        if (confirms === 2) return networkFailure(call);
        return [
          200,
          {
            id: 3,
            requestedAt: '2026-11-20T15:00:00.000Z',
            completedAt: '2026-11-20T15:04:05.000Z',
            kept: [],
            deleted: [],
          },
        ];
      },
    });
    const user = userEvent.setup({ delay: null });
    await allTranslated();
    await user.click(askRequest());
    // The code's validity is a value inside the catalog's words.
    await waitFor(() => expect(within(main()).getByRole('status').textContent).toMatch(/⟦.*15/));
    expect(untranslated(document.body)).toEqual([]);
    const confirm = () =>
      within(main()).getByRole('button', { name: pseudo('deleteAccount', 'confirm') });
    await user.click(confirm());
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    expect(untranslated(main())).toEqual([]);
    await user.type(within(main()).getByLabelText(pseudo('deleteAccount', 'codeLabel')), '000000');
    await user.click(confirm());
    await within(main()).findByText(pseudo('twoFactor', 'invalidCode'));
    expect(untranslated(main())).toEqual([]);
    await user.click(confirm());
    await within(main()).findByText(pseudo('deleteAccount', 'confirmFailed'));
    expect(untranslated(main())).toEqual([]);
    await user.click(confirm());
    expect(await screen.findByText(pseudo('deleteAccount', 'signedOut'))).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/'));
  });
});
