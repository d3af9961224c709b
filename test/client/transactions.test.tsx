import { screen, within } from '@testing-library/react';
import { paymentsTexts } from '../../src/domain/i18n/generated/en/payments';
import { plainTexts } from '../../src/domain/i18n/texts';
import { methodWordsTexts } from '../../src/domain/i18n/generated/en/methodWords';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp } from './render';

const TRANSACTIONS_TEXTS = plainTexts(paymentsTexts);
const METHOD_TEXTS = plainTexts(methodWordsTexts);

const payment = (id: number, day: string, amount: number, ok: boolean) => ({
  transactionId: id,
  transactionCreationDate: `${day}T15:00:00.000Z`,
  transactionAmount: amount,
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  transactionMessage: ok ? 'Payment received. Thank you!' : 'Your card was declined.',
  transactionStatus: ok ? 'SUCCEEDED' : 'FAILED',
  transactionPaymentDescription: ok ? 'Visa ending in 4242' : 'Mastercard ending in 4444',
});

function open(transactions: unknown[], stored: string | null = null) {
  return renderApp({
    route: '/tenant/transactions',
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': () => [200, { ...account, stripePaymentDescription: stored }],
      'GET /v2/policy': () => [200, { policies: [ownPolicy] }],
      'GET /v2/transaction': () => [200, { transactions }],
    },
  });
}

describe('Transactions (docs/product.md "Transactions and coupons")', () => {
  it('shows the current payment method and the history newest first, each payment in words', async () => {
    const app = open([
      payment(3, '2026-11-02', 16, false),
      payment(2, '2026-10-02', 16, true),
      payment(1, '2026-09-02', 28, true),
    ]);
    const method = await screen.findByRole('heading', { name: METHOD_TEXTS.current });
    const methodCard = method.closest('.MuiCard-root') as HTMLElement;
    // The latest payment that went through, not the declined card.
    expect(within(methodCard).getByText('Visa ending in 4242')).toBeVisible();
    const rows = within(
      screen.getByRole('heading', { name: TRANSACTIONS_TEXTS.history }).closest('.MuiCard-root')!,
    ).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '11/02/2026$16.00Policy NW-WI-100234FailedYour card was declined.',
      '10/02/2026$16.00Policy NW-WI-100234PaidPayment received. Thank you!',
      '09/02/2026$28.00Policy NW-WI-100234PaidPayment received. Thank you!',
    ]);
    expect(
      app.calls.some((c) => c.path === '/v2/transaction' && c.query.get('recent') === 'false'),
    ).toBe(true);
  });

  it('marks a refund as Refunded with what it was for, and keeps the card of the latest payment', async () => {
    open([
      {
        ...payment(4, '2026-11-20', -61.64, true),
        transactionMessage: 'Refund of unearned premium (policy cancelled)',
        transactionPaymentDescription: 'Visa ending in 4242',
      },
      {
        ...payment(2, '2026-10-02', 16, true),
        transactionPaymentDescription: 'Amex ending in 0005',
      },
    ]);
    const history = (
      await screen.findByRole('heading', { name: TRANSACTIONS_TEXTS.history })
    ).closest('.MuiCard-root') as HTMLElement;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual([
      '11/20/2026$61.64Policy NW-WI-100234RefundedRefund of unearned premium (policy cancelled)',
      '10/02/2026$16.00Policy NW-WI-100234PaidPayment received. Thank you!',
    ]);
    expect(screen.getByText('Amex ending in 0005')).toBeVisible();
  });

  it('shows the stored payment method (update-payment-method) over the latest payment', async () => {
    open([payment(2, '2026-10-02', 16, true)], 'Mastercard ending in 4444');
    const method = (await screen.findByRole('heading', { name: METHOD_TEXTS.current })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(await within(method).findByText('Mastercard ending in 4444')).toBeVisible();
    expect(within(method).getByText(METHOD_TEXTS.keptOnFile)).toBeVisible();
    expect(within(method).queryByText('Visa ending in 4242')).toBeNull();
  });

  it('says so when there are no payments yet', async () => {
    open([]);
    expect(await screen.findByText(TRANSACTIONS_TEXTS.none)).toBeVisible();
    expect(screen.getByText(METHOD_TEXTS.none)).toBeVisible();
  });
});
