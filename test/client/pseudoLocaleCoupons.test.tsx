// The pseudo-locale gate (./pseudoLocale.ts) on the coupons: the member's list (coupons to redeem
// and redeemed ones, none, a failed load), the 'Redeem Coupon' dialog while its code is made, with
// its QR code and instructions, and with the server's refusal or its own when the server cannot be
// reached; and the public cashier page a QR code opens (its language footer, every verdict of the
// server in its words, a code not valid or missing) with its tab title. No form here: no field
// errors. A coupon's company, title and description and the member's name are data.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { couponMessages } from '../../src/domain/messages/coupons';
import { account, signedInState } from './fixtures';
import { inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

jest.setTimeout(30_000);

/** A message of the `coupons` catalog as the pseudo-locale shows it. */
const pseudo = (key: string) => serverSays(`coupons.${key}`).message;

const coupons = [
  {
    couponId: 1,
    company: 'Fresh Market',
    title: '10% off groceries',
    description: 'One visit.',
    redeemed: true,
    redeemedAt: '2026-10-01T12:00:00.000Z',
  },
  {
    couponId: 2,
    company: 'Movers Co',
    title: '$50 off a move',
    description: 'Local moves.',
    redeemed: false,
    redeemedAt: null,
  },
];
const URL = 'http://localhost/coupons/redeem?id=2&token=abc';
const minted: ApiHandler = () => [
  200,
  { token: 'abc', url: URL, expiresAt: '2026-11-25T13:00:00.000Z' },
];

/** /tenant/coupons for a member, in the signed-in frame. */
const list = (handlers: Record<string, ApiHandler>) =>
  renderApp({
    route: '/tenant/coupons',
    preloadedState: { ...signedInState({ rentersAssociationMember: true }), ...inPseudo },
    handlers: {
      'GET /v2/account': () => [200, { ...account, rentersAssociationMember: true }],
      ...handlers,
    },
  });

/** An answer held until `release` (the state while the server has not answered). */
function held(answer: ApiHandler) {
  let release = () => undefined as void;
  const handler: ApiHandler = (request) =>
    new Promise((resolve) => {
      release = () => resolve(answer(request) as [number, unknown]);
    });
  return { handler, release: () => release() };
}

describe('the coupons show only catalog texts', () => {
  it('the list with a coupon to redeem and a redeemed one, and the tab title', async () => {
    list({ 'GET /v2/coupons': () => [200, { coupons }] });
    await screen.findByText(pseudo('redeemed'));
    expect(screen.getByRole('button', { name: pseudo('redeemCoupon') })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
    await waitFor(() => expect(document.title).toContain('⟦'));
  });

  it('while loading, with no coupons and when the list cannot be loaded', async () => {
    const slow = held(() => [200, { coupons: [] }]);
    const view = list({ 'GET /v2/coupons': slow.handler });
    await screen.findByRole('progressbar', { name: pseudo('loading') });
    expect(untranslated(document.body)).toEqual([]);
    slow.release();
    await screen.findByText(pseudo('noCoupons'));
    expect(untranslated(document.body)).toEqual([]);
    view.unmount();

    list({ 'GET /v2/coupons': () => [503, serverSays('answers.internal')] });
    await screen.findByText(pseudo('loadFailed'));
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the redeem dialog while its code is made, then with the QR code and Done', async () => {
    const user = userEvent.setup({ delay: null });
    const slow = held(minted);
    list({ 'GET /v2/coupons': () => [200, { coupons }], 'POST /v2/coupons/2/token': slow.handler });
    await user.click(await screen.findByRole('button', { name: pseudo('redeemCoupon') }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('progressbar', { name: pseudo('loading') });
    expect(untranslated(dialog)).toEqual([]);
    slow.release();
    await within(dialog).findByRole('img', { name: pseudo('qrAlt') });
    expect(within(dialog).getByText(pseudo('cashierInstructions'))).toBeVisible();
    expect(within(dialog).getByRole('button', { name: pseudo('done') })).toBeVisible();
    expect(untranslated(dialog)).toEqual([]);
  });

  it.each([
    ['the server’s refusal', () => [409, { ...serverSays('coupons.cashierAlreadyRedeemed') }]],
    [
      'a refusal the server left in English',
      () => [409, { message: couponMessages.cashierAlreadyRedeemed }],
    ],
    ['its own when the server cannot be reached', networkFailure],
  ] as Array<[string, ApiHandler]>)('the redeem dialog with %s', async (_, answer) => {
    const user = userEvent.setup({ delay: null });
    list({ 'GET /v2/coupons': () => [200, { coupons }], 'POST /v2/coupons/2/token': answer });
    await user.click(await screen.findByRole('button', { name: pseudo('redeemCoupon') }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/⟦/);
    expect(untranslated(dialog)).toEqual([]);
  });
});

describe('the cashier page shows only catalog texts', () => {
  const answer = (valid: boolean) => ({
    valid,
    couponId: 2,
    company: 'Movers Co',
    title: '$50 off a move',
    description: 'Local moves.',
    memberName: 'Priya N.',
    redeemedAt: '2026-11-25T12:00:00.000Z',
    // The server's verdict, in English (a 200's body): the page says it in its reader's language.
    message: valid ? couponMessages.cashierValid : couponMessages.cashierAlreadyRedeemed,
  });
  const cashier = (route: string, handler?: ApiHandler) =>
    renderApp({
      route,
      preloadedState: inPseudo,
      handlers: handler ? { 'GET /v2/coupons/redeem': handler } : {},
    });

  it('while asking, then valid, with its footer and tab title', async () => {
    const slow = held(() => [200, answer(true)]);
    cashier('/coupons/redeem?id=2&token=abc', slow.handler);
    await screen.findByRole('progressbar', { name: pseudo('loading') });
    expect(untranslated(document.body)).toEqual([]);
    slow.release();
    await screen.findByText(pseudo('cashierValid'));
    expect(screen.getByText(pseudo('member'))).toBeVisible();
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain(pseudo('cashierTitle'));
  });

  it('already redeemed', async () => {
    cashier('/coupons/redeem?id=2&token=abc', () => [200, answer(false)]);
    await screen.findByText(pseudo('cashierAlreadyRedeemed'));
    expect(untranslated(document.body)).toEqual([]);
  });

  it.each([
    ['an unknown or expired code', () => [404, serverSays('answers.notFound')]],
    // The page says its own words whatever the refusal's (here a rate limit's, in pseudo text).
    ['too many scans', () => [429, { message: '⟦Ţóó máñý šçáñš⟧', code: 'RATE_LIMITED' }]],
    ['no answer', networkFailure],
  ] as Array<[string, ApiHandler]>)('refuses %s', async (_, handler) => {
    cashier('/coupons/redeem?id=2&token=old', handler);
    await screen.findByText(pseudo('cashierInvalid'));
    expect(untranslated(document.body)).toEqual([]);
  });

  it('refuses a link without its code, without asking', async () => {
    const app = cashier('/coupons/redeem?id=2');
    await screen.findByText(pseudo('cashierInvalid'));
    expect(untranslated(document.body)).toEqual([]);
    expect(app.calls.some((c) => c.path === '/v2/coupons/redeem')).toBe(false);
  });
});
