// The pseudo-locale gate (./pseudoLocale.ts) on Transactions: the payment method, the history's
// rows (paid, refunded, failed, the server's words for each in the app's language), the next
// payment, a failed payment not made good and one paid since, and every alert of a scheduled
// payment (shown on the dashboard too).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Policy } from '../../src/client/api';
import { account, ownPolicy, signedInState } from './fixtures';
import { inPseudo, loadPseudoCatalogs, serverSays, untranslated } from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const row = (id: number, at: string, amount: number, status: string, message: string | null) => ({
  transactionId: id,
  transactionCreationDate: at,
  transactionAmount: amount,
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  transactionMessage: message,
  transactionStatus: status,
  transactionPaymentDescription: 'Visa ending in 4242',
});
const said = (key: string) => serverSays(`paymentRecords.${key}`).message;

const alert = {
  policyId: 7,
  policyCarrierNumber: 'NW-WI-100234',
  amount: 16,
  dueDate: '2026-12-05',
};
const ALERTS = [
  { ...alert, kind: 'retrying', nextAttemptDate: '2026-12-08' },
  { ...alert, kind: 'cancellationPending', cancellationDate: '2026-12-20' },
  { ...alert, kind: 'cancelled', cancellationDate: '2026-12-20', reinstateBy: '2027-01-19' },
  { ...alert, kind: 'cardExpiring', cardExpires: '12/2026' },
  { ...alert, kind: 'noMethod' },
];

function open(route: string, body: unknown, own: Policy[] = [ownPolicy]) {
  const active: ApiHandler = (request) => [
    200,
    { policies: request.query.get('inactiveOnly') === 'true' ? [] : own },
  ];
  return renderApp({
    route,
    preloadedState: { ...signedInState(), ...inPseudo },
    handlers: {
      'GET /v2/account': () => [200, account],
      'GET /v2/policy': active,
      'GET /v2/assurant/policy': () => [200, { policies: [] }],
      'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [] }],
      'GET /v2/transaction': () => [200, body],
    },
  });
}

/** The whole page: the signed-in frame (header, side menu, tab title) and its content. */
const main = () => document.body;

describe('Transactions shows only catalog texts', () => {
  it('the method, every kind of row, the next payment and the failed ones', async () => {
    open('/tenant/transactions', {
      transactions: [
        row(5, daysAgo(1), -20, 'SUCCEEDED', said('refund')),
        row(4, daysAgo(2), 16, 'FAILED', said('cannotCharge')),
        row(3, daysAgo(30), 16, 'FAILED', null),
        row(2, daysAgo(29), 16, 'SUCCEEDED', said('paymentReceived')),
        row(1, daysAgo(60), 28, 'SUCCEEDED', said('paymentReceived')),
      ],
      nextPayments: [
        {
          policyId: 7,
          policyCarrierNumber: 'NW-WI-100234',
          date: '2026-12-30',
          amount: 12.12,
          paymentNumber: 2,
          numberOfPayments: 11,
        },
      ],
      paymentAlerts: [],
    });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findAllByRole('alert');
    expect(screen.getAllByText(/⟦Páíd⟧|⟦Réfúñdéd⟧|⟦Fáíléd⟧/).length).toBe(5);
    expect(untranslated(main())).toEqual([]);
    expect(document.title).toContain('⟦');
    // The phone's menu, opened from the frame's header.
    fireEvent.click(screen.getByRole('button', { name: /⟦Ópéñ/ }));
    const menu = await screen.findByRole('dialog');
    await within(menu).findAllByRole('link');
    expect(untranslated(menu)).toEqual([]);
  });

  it('with nothing yet', async () => {
    open('/tenant/transactions', { transactions: [], nextPayments: [], paymentAlerts: [] });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findByText(/⟦Ñó páýméñtš/);
    expect(untranslated(main())).toEqual([]);
  });

  it('every alert of a scheduled payment', async () => {
    open('/tenant/transactions', { transactions: [], nextPayments: [], paymentAlerts: ALERTS });
    for (const { kind } of ALERTS) await screen.findByTestId(`payment-alert-${kind}`);
    expect(untranslated(main())).toEqual([]);
  });
});
