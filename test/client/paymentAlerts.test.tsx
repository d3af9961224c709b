// The dashboard tells a failed scheduled payment with its next try, a pending
// cancellation for non-payment with its date, a policy cancelled for non-payment that a payment
// still reinstates, and a card expiring before its next payment, each with Update Payment Method.
import { screen, within } from '@testing-library/react';
import type { Policy } from '../../src/client/api';
import { paymentAlertTexts } from '../../src/domain/payments/paymentNotices';
import { account, ownPolicy, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const base = {
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  amount: 16,
  dueDate: '2026-12-05',
};
const declined = {
  transactionId: 9,
  transactionCreationDate: '2026-12-05T15:00:00.000Z',
  transactionAmount: 16,
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  transactionMessage: 'Your card was declined.',
  transactionStatus: 'FAILED',
  transactionPaymentDescription: 'Visa ending in 4242',
};

function open(alerts: unknown[], own: Policy[] = [ownPolicy]) {
  const active: ApiHandler = (request) => [
    200,
    { policies: request.query.get('inactiveOnly') === 'true' ? [] : own },
  ];
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: signedInState(),
    handlers: {
      'GET /v2/account': () => [200, account],
      'GET /v2/policy': active,
      'GET /v2/assurant/policy': () => [200, { policies: [] }],
      'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [] }],
      'GET /v2/transaction': () => [
        200,
        { transactions: [declined], nextPayments: [], paymentAlerts: alerts },
      ],
    },
  });
}

async function expectAlert(kind: string, headline: string, detail: string) {
  const box = await screen.findByTestId(`payment-alert-${kind}`);
  expect(within(box).getByText(headline)).toBeVisible();
  expect(within(box).getByText(detail)).toBeVisible();
  expect(within(box).getByRole('link', { name: paymentAlertTexts.fixAction })).toHaveAttribute(
    'href',
    '/tenant/account/update-payment-method',
  );
  return box;
}

describe('payment alerts on the dashboard', () => {
  it('a declined payment with its next try, told once (not per declined try)', async () => {
    open([
      {
        ...base,
        kind: 'retrying',
        nextAttemptDate: '2026-12-08',
        reason: 'Your card was declined.',
      },
    ]);
    await expectAlert(
      'retrying',
      'Your payment of $16.00 due 12/05/2026 for policy NW-WI-100234 did not go through.',
      'Your card was declined. We will try again on 12/08/2026. Update your payment method and we will charge it again at once.',
    );
    // The FAILED row of that try is not listed as a second notice.
    expect(screen.queryByText(/on 12\/05\/2026 for policy NW-WI-100234 did not go through\./)).toBe(
      null,
    );
  });

  it('a pending cancellation for non-payment says the date', async () => {
    open([
      {
        ...base,
        kind: 'cancellationPending',
        cancellationDate: '2026-12-22',
        reason: 'Your card was declined.',
      },
    ]);
    await expectAlert(
      'cancellationPending',
      'Your policy NW-WI-100234 will be cancelled on 12/22/2026 unless your payment of $16.00 is made.',
      'Your card was declined. Every try to charge it was declined. Update your payment method and we will charge it again at once.',
    );
  });

  it('a policy cancelled for non-payment says how to reinstate it', async () => {
    open([
      {
        ...base,
        kind: 'cancelled',
        cancellationDate: '2026-12-22',
        reinstateBy: '2027-01-21',
      },
    ]);
    await expectAlert(
      'cancelled',
      'Your policy NW-WI-100234 was cancelled on 12/22/2026 for non-payment.',
      'Pay $16.00 by 01/21/2027 to reinstate it with no gap in cover. Update your payment method and we will charge it again at once.',
    );
  });

  it('a card expiring before the next payment', async () => {
    open([
      {
        ...base,
        kind: 'cardExpiring',
        dueDate: '2027-01-05',
        cardDescription: 'Visa ending in 4242',
        cardExpires: '12/2026',
      },
    ]);
    await expectAlert(
      'cardExpiring',
      'Your Visa ending in 4242 expires 12/2026, before your payment of $16.00 due 01/05/2027 for policy NW-WI-100234.',
      'Update your payment method before then so the payment goes through.',
    );
  });

  it('a payment due with no payment method to charge', async () => {
    open([{ ...base, kind: 'noMethod', dueDate: '2027-01-05' }]);
    await expectAlert(
      'noMethod',
      'Your payment of $16.00 due 01/05/2027 for policy NW-WI-100234 has no payment method to charge.',
      'Add a payment method before then so the payment goes through.',
    );
  });
});
