// docs/product.md "Transactions and coupons" coupons: the list, redeemed coupons as such, the QR
// dialog with the cashier instructions and Done; non-members go to the dashboard; the public
// cashier page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { screenTexts } from '../../src/domain/messages';
import { couponMessages } from '../../src/domain/messages/coupons';
import CouponsScreen from '../../src/client/features/coupons/CouponsScreen';
import { signedInState } from './fixtures';
import { renderApp } from './render';

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

describe('Coupons (docs/product.md "Transactions and coupons")', () => {
  it('lists the coupons, the redeemed one as such; Redeem shows the QR code, then Done', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({
      preloadedState: signedInState({ rentersAssociationMember: true }),
      ui: <CouponsScreen />,
      handlers: {
        'GET /v2/coupons': () => [200, { coupons }],
        'POST /v2/coupons/2/token': () => [
          200,
          { token: 'abc', url: URL, expiresAt: '2026-11-25T13:00:00.000Z' },
        ],
      },
    });
    expect(await screen.findByText('$50 off a move')).toBeVisible();
    expect(screen.getByText('Fresh Market')).toBeVisible();
    expect(screen.getByText(couponMessages.redeemed)).toBeVisible();
    const buttons = screen.getAllByRole('button', { name: screenTexts.redeemCoupon });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('dialog');
    const qr = await within(dialog).findByRole('img', { name: couponMessages.qrAlt });
    expect(qr).toHaveAttribute('data-url', URL);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText(couponMessages.cashierInstructions)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: screenTexts.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Done refetches the list, so a redeemed coupon shows as such.
    expect(app.calls.filter((c) => c.path === '/v2/coupons').length).toBeGreaterThan(1);
  });

  it('shows the refusal when the code cannot be made', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({
      preloadedState: signedInState({ rentersAssociationMember: true }),
      ui: <CouponsScreen />,
      handlers: {
        'GET /v2/coupons': () => [200, { coupons }],
        'POST /v2/coupons/2/token': () => [
          409,
          { message: couponMessages.cashierAlreadyRedeemed, code: 'ALREADY_REDEEMED' },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: screenTexts.redeemCoupon }));
    expect(await screen.findByText(couponMessages.cashierAlreadyRedeemed)).toBeVisible();
  });

  it('says so when there are no coupons', async () => {
    renderApp({
      preloadedState: signedInState({ rentersAssociationMember: true }),
      ui: <CouponsScreen />,
      handlers: { 'GET /v2/coupons': () => [200, { coupons: [] }] },
    });
    expect(await screen.findByText(couponMessages.noCoupons)).toBeVisible();
  });

  it('sends a non-member from /tenant/coupons to the dashboard', async () => {
    const app = renderApp({
      route: '/tenant/coupons',
      preloadedState: signedInState({ rentersAssociationMember: false }),
    });
    await waitFor(() => expect(app.path()).toBe('/tenant/dashboard'));
    expect(app.calls.some((c) => c.path === '/v2/coupons')).toBe(false);
  });
});

describe('the cashier page /coupons/redeem', () => {
  const answer = (valid: boolean) => ({
    valid,
    couponId: 2,
    company: 'Movers Co',
    title: '$50 off a move',
    description: 'Local moves.',
    memberName: 'Priya N.',
    redeemedAt: '2026-11-25T12:00:00.000Z',
    message: valid ? couponMessages.cashierValid : couponMessages.cashierAlreadyRedeemed,
  });

  it('shows the redemption in words with the member and coupon', async () => {
    const app = renderApp({
      route: '/coupons/redeem?id=2&token=abc',
      handlers: { 'GET /v2/coupons/redeem': () => [200, answer(true)] },
    });
    expect(await screen.findByText(couponMessages.cashierValid)).toBeVisible();
    expect(screen.getByText('Priya N.')).toBeVisible();
    expect(screen.getByText('$50 off a move')).toBeVisible();
    const call = app.calls.find((c) => c.path === '/v2/coupons/redeem');
    expect(call?.query.get('id')).toBe('2');
    expect(call?.query.get('token')).toBe('abc');
  });

  it('says already redeemed, and refuses an unknown or expired code', async () => {
    const view = renderApp({
      route: '/coupons/redeem?id=2&token=abc',
      handlers: { 'GET /v2/coupons/redeem': () => [200, answer(false)] },
    });
    expect(await screen.findByText(couponMessages.cashierAlreadyRedeemed)).toBeVisible();
    view.unmount();
    renderApp({
      route: '/coupons/redeem?id=2&token=old',
      handlers: { 'GET /v2/coupons/redeem': () => [404, { message: 'Not found' }] },
    });
    expect(await screen.findByText(couponMessages.cashierInvalid)).toBeVisible();
  });
});
