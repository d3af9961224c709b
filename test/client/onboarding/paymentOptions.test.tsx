import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { purchaseTexts } from '../../../src/domain/checkout/texts';
import { renderApp } from '../render';
import { manager } from './fixtures';
import { purchaseAt, quote } from './purchaseFixtures';

function start(extra: Parameters<typeof purchaseAt>[1] = {}) {
  return renderApp({ route: '/onboarding', preloadedState: purchaseAt('paymentOptions', extra) });
}

const plan = (name: string) => screen.getByRole('region', { name: `${name} plan` });

describe('onboarding step 6: payment options (SPEC §2.11, §9)', () => {
  const dates = (name: string) =>
    within(within(plan(name)).getByRole('list', { name: 'Payment dates' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows Annual, 4-Pay and Monthly with the §9 amounts, savings and payment dates', async () => {
    start();
    expect(await screen.findByText(onboardingTitles.paymentOptions)).toBeVisible();

    const annual = within(plan('Annual'));
    expect(annual.getByText(purchaseTexts.bestValue)).toBeVisible();
    expect(annual.getByText('Due today').nextSibling).toHaveTextContent('$120.00');
    expect(annual.getByText('Total per year').nextSibling).toHaveTextContent('$120.00');
    expect(annual.getByText('Save $10 compared to Monthly')).toBeVisible();
    expect(annual.queryByRole('list', { name: 'Payment dates' })).toBeNull();

    const fourPay = within(plan('4-Pay'));
    expect(fourPay.getByText('Due today').nextSibling).toHaveTextContent('$30.00');
    // Next payment = installment + fee (30 + 2); total = 30 + 32 × 3.
    expect(fourPay.getByText('Then 3 payments of').nextSibling).toHaveTextContent('$32.00');
    expect(fourPay.getByText('Total per year').nextSibling).toHaveTextContent('$126.00');
    expect(fourPay.getByText('Save $4 compared to Monthly')).toBeVisible();
    // No installment dates in the schedule: effective date + 3 months, then every 60 days.
    expect(dates('4-Pay')).toEqual([
      'Today$31.50',
      '04/02/2030$32.00',
      '06/01/2030$32.00',
      '07/31/2030$32.00',
    ]);

    const monthly = within(plan('Monthly'));
    expect(monthly.getByText('Then 10 payments of').nextSibling).toHaveTextContent('$11.00');
    expect(monthly.getByText('Total per year').nextSibling).toHaveTextContent('$130.00');
    expect(dates('Monthly')).toHaveLength(11);
    expect(dates('Monthly').slice(0, 3)).toEqual([
      'Today$21.00',
      '02/02/2030$11.00',
      '03/04/2030$11.00',
    ]);
    expect(monthly.queryByText(/^Save /)).toBeNull();
  });

  it("shows every plan's card fee and full price with all fees where the plan is chosen", async () => {
    start();
    await screen.findByText(onboardingTitles.paymentOptions);
    expect(screen.getByText(/card payments carry a 5% fee/)).toBeVisible();
    // 5% of today's payment; full price = total per year + that fee.
    for (const [name, fee, full] of [
      ['Annual', '$6.00', '$126.00'],
      ['4-Pay', '$1.50', '$127.50'],
      ['Monthly', '$1.00', '$131.00'],
    ] as const) {
      const card = within(plan(name));
      expect(card.getByText(purchaseTexts.cardFeeToday).nextSibling).toHaveTextContent(fee);
      expect(card.getByText(purchaseTexts.fullPriceByCard).nextSibling).toHaveTextContent(full);
      expect(card.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
    }
    expect(
      within(plan('Monthly')).getByText('Each later payment includes a $1.00 billing fee.'),
    ).toBeVisible();
  });

  it("uses the schedule's installment dates when it has them", async () => {
    const schedules = quote.schedules.map((s, i) =>
      i === 2
        ? {
            ...s,
            installments: [
              { date: '2030-01-02', amount: 20 },
              { date: '2030-02-01', amount: 11 },
            ],
          }
        : s,
    );
    start({ quote: { ...quote, schedules } });
    await screen.findByRole('region', { name: 'Monthly plan' });
    expect(dates('Monthly').slice(0, 2)).toEqual(['Today$21.00', '02/01/2030$11.00']);
  });

  it('explains the plans in a popup', async () => {
    const user = userEvent.setup();
    start();
    await user.click(await screen.findByRole('button', { name: purchaseTexts.plansInfoTitle }));
    const dialog = await screen.findByRole('dialog', { name: purchaseTexts.plansInfoTitle });
    expect(within(dialog).getByText(purchaseTexts.plansInfoAnnual)).toBeVisible();
    expect(within(dialog).getByText(/3 installments every 60 days/)).toBeVisible();
    expect(within(dialog).getByText(/10 installments every 30 days/)).toBeVisible();
    expect(within(dialog).getByText(/not due until billing starts/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: purchaseTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('choosing a plan saves it and goes to additional insured', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: 'Choose 4-Pay' }));
    expect(app.store.getState().onboarding.paymentPlan).toBe(1);
    expect(app.store.getState().onboarding.step).toBe('additionalInsured');
  });

  it('skips additional insured when the property says so', async () => {
    const user = userEvent.setup();
    const app = start({ propertyManager: { ...manager, skipRoommates: true } });
    await user.click(await screen.findByRole('button', { name: 'Choose Annual' }));
    expect(app.store.getState().onboarding.paymentPlan).toBe(0);
    expect(app.store.getState().onboarding.step).toBe('additionalInterest');
  });

  it('back returns to the quote', async () => {
    const user = userEvent.setup();
    const app = start();
    await screen.findByText(onboardingTitles.paymentOptions);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(app.store.getState().onboarding.step).toBe('quote');
  });

  it('shows the missing-quote error without a quote', async () => {
    start({ quote: null });
    expect(await screen.findByText(flowMessages.missingQuote)).toBeVisible();
  });
});
