// Transactions and the dashboard tell each own policy's next payment and any failed
// payment, with the way to fix it, from GET /transaction.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Policy } from '../../src/client/api';
import { paymentNoticeTexts } from '../../src/domain/payments/paymentNotices';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const payment = (id: number, at: string, amount: number, ok: boolean) => ({
  transactionId: id,
  transactionCreationDate: at,
  transactionAmount: amount,
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  transactionMessage: ok ? 'Payment received. Thank you!' : 'Your card was declined.',
  transactionStatus: ok ? 'SUCCEEDED' : 'FAILED',
  transactionPaymentDescription: 'Visa ending in 4242',
});
const next = {
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  date: '2026-12-30',
  amount: 12.12,
  paymentNumber: 2,
  numberOfPayments: 11,
};

function open(route: string, body: unknown, own: Policy[] = [ownPolicy]) {
  const active: ApiHandler = (request) => [
    200,
    { policies: request.query.get('inactiveOnly') === 'true' ? [] : own },
  ];
  return renderApp({
    route,
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': () => [200, account],
      'GET /v2/policy': active,
      'GET /v2/assurant/policy': () => [200, { policies: [] }],
      'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [] }],
      'GET /v2/transaction': () => [200, body],
    },
  });
}

describe('payments notice', () => {
  it('Transactions shows the next payment above the history', async () => {
    open('/tenant/transactions', {
      transactions: [payment(1, daysAgo(1), 23.42, true)],
      nextPayments: [next],
    });
    const card = (
      await screen.findByRole('heading', { name: paymentNoticeTexts.nextTitle })
    ).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('$12.12 on 12/30/2026')).toBeVisible();
    expect(within(card).getByText('Payment 2 of 11 for policy NW-WI-100234')).toBeVisible();
    // Already on Transactions: no link back to it.
    expect(within(card).queryByRole('link', { name: paymentNoticeTexts.seeAll })).toBeNull();
  });

  it('a failed payment not made good says so, with the way to fix it', async () => {
    const failedAt = daysAgo(3);
    open('/tenant/transactions', {
      transactions: [payment(2, failedAt, 16, false), payment(1, daysAgo(40), 28, true)],
      nextPayments: [],
    });
    const alert = await screen.findByText(
      `Your payment of $16.00 on ${us(failedAt)} for policy NW-WI-100234 did not go through.`,
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText(paymentNoticeTexts.failedFix)).toBeVisible();
    expect(within(box).getByRole('link', { name: paymentNoticeTexts.fixAction })).toHaveAttribute(
      'href',
      '/tenant/account/update-payment-method',
    );
  });

  it('the dashboard shows a declined payment paid since, and the next payment with a link', async () => {
    const failedAt = daysAgo(30);
    const paidAt = daysAgo(28);
    open('/tenant/dashboard', {
      transactions: [payment(3, paidAt, 16, true), payment(2, failedAt, 16, false)],
      nextPayments: [next],
    });
    expect(
      await screen.findByText(
        `Your payment of $16.00 on ${us(failedAt)} for policy NW-WI-100234 was declined. It was paid on ${us(paidAt)}.`,
      ),
    ).toBeVisible();
    // Made good: no call to fix it.
    expect(screen.queryByRole('link', { name: paymentNoticeTexts.fixAction })).toBeNull();
    const notice = screen.getByTestId('payment-notice');
    expect(within(notice).getByText('$12.12 on 12/30/2026')).toBeVisible();
    expect(within(notice).getByRole('link', { name: paymentNoticeTexts.seeAll })).toHaveAttribute(
      'href',
      '/tenant/transactions',
    );
  });

  it('an old declined payment paid long ago, and nothing scheduled: nothing shown', async () => {
    const app = open('/tenant/dashboard', {
      transactions: [payment(3, daysAgo(120), 16, true), payment(2, daysAgo(122), 16, false)],
      nextPayments: [],
    });
    await screen.findByRole('region', { name: 'Renters Insurance' });
    await waitFor(() => expect(app.calls.some((c) => c.path === '/v2/transaction')).toBe(true));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId('payment-notice')).toBeNull();
  });
});
