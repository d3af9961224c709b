import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flowMessages, onboardingTitles } from '../../../src/domain/messages';
import { purchaseTexts } from '../../../src/domain/checkout/texts';
import { planMoneyTexts } from '../../../src/domain/payments/planMoney';
import { renderApp } from '../render';
import { manager } from './fixtures';
import { purchaseAt, quote } from './purchaseFixtures';

function start(extra: Parameters<typeof purchaseAt>[1] = {}) {
  return renderApp({ route: '/onboarding', preloadedState: purchaseAt('paymentOptions', extra) });
}

const plan = (name: string) => screen.getByRole('region', { name: `${name} plan` });

describe('onboarding step 6: payment options (docs/product.md "Onboarding flow", "Limits")', () => {
  // The later payments' list opens on demand (a compact summary line is always shown).
  const dates = async (name: string) => {
    const card = within(plan(name));
    const toggle = card.getByRole('button', { name: purchaseTexts.paymentDates });
    if (toggle.getAttribute('aria-expanded') !== 'true') await userEvent.click(toggle);
    return within(card.getByRole('list', { name: purchaseTexts.paymentDates }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };
  const dueToday = (name: string) =>
    within(plan(name)).getByText(planMoneyTexts.dueTodayLabel).nextSibling;
  const fullPrice = (name: string) =>
    within(plan(name)).getByText(planMoneyTexts.fullPriceLabel).nextSibling;

  it('shows each plan’s one figure due today with its parts, later payments and full price', async () => {
    start();
    expect(await screen.findByText(onboardingTitles.paymentOptions)).toBeVisible();

    // Annual 120: by card 120 + 6.00 fee, nothing later.
    const annual = within(plan('Annual'));
    expect(annual.getByText(purchaseTexts.bestValue)).toBeVisible();
    expect(dueToday('Annual')).toHaveTextContent('$126.00');
    expect(
      annual.getByText('$126.00 today by card: $120.00 premium + $6.00 card fee'),
    ).toBeVisible();
    expect(annual.getByText('Nothing more to pay this year.')).toBeVisible();
    expect(fullPrice('Annual')).toHaveTextContent('$126.00');
    // Monthly by card is 21.00 + 10 × 11.00 = 131.00: Annual saves 5.00 with the card fees.
    expect(annual.getByText('Save $5.00 compared to Monthly, card fees included')).toBeVisible();
    expect(annual.queryByRole('button', { name: purchaseTexts.paymentDates })).toBeNull();

    // 4-Pay 30 + 3 × (30 + 2 fee): today 30 + 1.50.
    const fourPay = within(plan('4-Pay'));
    expect(dueToday('4-Pay')).toHaveTextContent('$31.50');
    expect(
      fourPay.getByText('$31.50 today by card: $30.00 premium + $1.50 card fee'),
    ).toBeVisible();
    // No installment dates in the schedule: effective date + 3 months, then every 60 days.
    expect(fourPay.getByText('Then 3 payments of $32.00 from 04/02/2030')).toBeVisible();
    expect(fourPay.getByText('Each includes a $2.00 billing fee.')).toBeVisible();
    expect(fullPrice('4-Pay')).toHaveTextContent('$127.50');
    expect(fourPay.getByText('Save $3.50 compared to Monthly, card fees included')).toBeVisible();
    expect(await dates('4-Pay')).toEqual([
      '04/02/2030$32.00',
      '06/01/2030$32.00',
      '07/31/2030$32.00',
    ]);

    const monthly = within(plan('Monthly'));
    expect(dueToday('Monthly')).toHaveTextContent('$21.00');
    expect(monthly.getByText('Then 10 payments of $11.00 from 02/02/2030')).toBeVisible();
    expect(fullPrice('Monthly')).toHaveTextContent('$131.00');
    expect(await dates('Monthly')).toHaveLength(10);
    expect((await dates('Monthly')).slice(0, 2)).toEqual(['02/02/2030$11.00', '03/04/2030$11.00']);
    expect(monthly.queryByText(/^Save /)).toBeNull();
  });

  it('never shows a second figure for today', async () => {
    start();
    await screen.findByText(onboardingTitles.paymentOptions);
    for (const name of ['Annual', '4-Pay', 'Monthly']) {
      const card = within(plan(name));
      expect(card.getAllByText(/today/i)).toHaveLength(2); // the label and its parts
      expect(card.queryByText('Today')).toBeNull();
      expect(card.queryByText(/Card fee \(5%\), charged today/)).toBeNull();
      expect(card.getByRole('button', { name: `Choose ${name}` })).toBeVisible();
    }
    expect(screen.getByText(/card payments carry a 5% fee/)).toBeVisible();
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
    // The schedule's own second date; the later ones every 30 days after it.
    expect((await dates('Monthly')).slice(0, 2)).toEqual(['02/01/2030$11.00', '03/03/2030$11.00']);
    expect(
      within(plan('Monthly')).getByText('Then 10 payments of $11.00 from 02/01/2030'),
    ).toBeVisible();
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
