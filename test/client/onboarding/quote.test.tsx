import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyManager, QuoteResult } from '../../../src/client/api';
import { toQuoteState } from '../../../src/client/features/onboarding/quoteState';
import { REQUOTE_DEBOUNCE_MS } from '../../../src/domain/constants';
import { onboardingTitles, quoteMessages, validationMessages } from '../../../src/domain/messages';
import { renderApp, type ApiHandler, type ApiRequest } from '../render';
import { cueParameters, held, manager, ok, onboardingAt, questions, quoteAnswer } from './fixtures';

const questionnaire = {
  questionnaires: [
    {
      questionnaireId: 9,
      questions: [
        {
          questionId: 1,
          question: 'Do you own a dog?',
          helpText: null,
          options: [
            {
              questionOptionId: 11,
              option: 'Yes',
              optionValue: 'Y',
              outcomeId: null,
              outcome: null,
              nextQuestion: 2,
            },
            {
              questionOptionId: 12,
              option: 'No',
              optionValue: 'N',
              outcomeId: 1,
              outcome: { text: 'ok' },
              nextQuestion: null,
            },
          ],
        },
        {
          questionId: 2,
          question: 'Has it ever bitten anyone?',
          helpText: null,
          options: [
            {
              questionOptionId: 21,
              option: 'Yes',
              optionValue: 'Y',
              outcomeId: 2,
              outcome: null,
              nextQuestion: null,
            },
            {
              questionOptionId: 22,
              option: 'No',
              optionValue: 'N',
              outcomeId: 3,
              outcome: null,
              nextQuestion: null,
            },
          ],
        },
      ],
    },
  ],
};

function assurant(approved: boolean): ApiHandler {
  return (request) =>
    (request.body as { tokenizedURL: string }).tokenizedURL === 'outcome-token'
      ? [200, { isApproved: approved, pmsValues: [] }]
      : [200, questionnaire];
}

function start({
  answer = quoteAnswer(),
  pm = null,
  state = 'WI',
  handlers = {},
}: {
  answer?: QuoteResult;
  pm?: PropertyManager | null;
  state?: string;
  handlers?: Record<string, ApiHandler>;
} = {}) {
  const quote = toQuoteState(answer, pm, state);
  const base = onboardingAt('quote', { quote, propertyManager: pm, questions });
  const onboarding = base.onboarding!;
  return renderApp({
    route: '/onboarding',
    preloadedState: {
      onboarding: {
        ...onboarding,
        validatedAddress: { ...onboarding.validatedAddress!, state },
        underwritingAnswers: { dwellingType: 'A', policyEffectiveDate: '2030-01-02' },
      },
    },
    handlers: { 'POST /v2/quote': ok(quoteAnswer(150)), ...handlers },
  });
}

const quotes = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/v2/quote');
const coverage = (call: ApiRequest | undefined) =>
  (call?.body as { coverageParameters: Record<string, unknown> }).coverageParameters;

async function chooseLiability(user: ReturnType<typeof userEvent.setup>, label: string) {
  const liability = screen.getByRole('group', { name: 'Liability' });
  await user.click(within(liability).getByRole('radio', { name: label }));
}

describe('onboarding step 5: the coverage estimator (docs/product.md "Onboarding flow", "States", "Validation", "Limits")', () => {
  it('keeps the price in a bar above Continue, read out politely, and prices each add-on', async () => {
    start();
    const bar = await screen.findByRole('region', { name: 'Your price' });
    expect(within(bar).getByTestId('premium')).toHaveTextContent('$120 / year');
    expect(within(bar).getByText('Before the 5% card fee.')).toBeVisible();
    expect(bar.querySelector('[aria-live="polite"]')).toContainElement(
      within(bar).getByTestId('premium'),
    );
    // Sticky at the bottom of the screen, and just before Continue (it never covers it).
    expect(getComputedStyle(bar).position).toBe('sticky');
    const next = screen.getByRole('button', { name: onboardingTitles.continue });
    expect(bar.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Each offered add-on says what it adds, from the carrier's answer, and the switch says so.
    expect(screen.getByRole('switch', { name: 'Water Backup' })).toHaveAccessibleDescription(
      'Adds $30.00 a year',
    );
    expect(screen.getByTestId('addon-price-petDamage')).toHaveTextContent('Adds $15.00 a year');
    expect(screen.queryByTestId('price-change')).toBeNull();
  });

  it('shows the premium, the monthly option and the cue choices with Most Popular labels', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(await screen.findByTestId('premium')).toHaveTextContent('$120 / year');
    expect(screen.getByTestId('monthly')).toHaveTextContent('$11 / month');
    // Belongings read as currency, never as a bare number.
    expect(screen.getByLabelText('Belongings (personal property)')).toHaveValue('$20,000');
    // Liability and deductible: every choice visible, each explained in plain words.
    const liability = screen.getByRole('group', { name: 'Liability' });
    expect(within(liability).getByRole('radio', { name: '$100,000 Most Popular' })).toBeChecked();
    expect(liability).toHaveTextContent(/If someone is hurt at your home/);
    expect(within(liability).getByRole('radio', { name: '$300,000' })).toHaveAccessibleDescription(
      'A few extra questions first',
    );
    const deductible = screen.getByRole('group', { name: 'Deductible' });
    expect(within(deductible).getByRole('radio', { name: '$250 Most Popular' })).toBeChecked();
    expect(within(deductible).getByRole('radio', { name: '$500' })).toHaveAccessibleDescription(
      'You pay the first $500 of a claim.',
    );
    expect(deductible).toHaveTextContent(/A higher deductible lowers your price/);
    expect(screen.getByRole('switch', { name: 'Water Backup' })).not.toBeChecked();
    // The limit the issued policy carries in WI (the coverage table), not the old $2,500 copy.
    expect(
      screen.getByText(/Covers up to \$5,000 for damage to your belongings from water/),
    ).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Pet Damage' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Earthquake' })).toBeNull();
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(onboardingTitles.paymentOptions)).toBeVisible();
    expect(app.store.getState().onboarding.step).toBe('paymentOptions');
    expect(quotes(app.calls)).toHaveLength(0);
  });

  it("'Invalid Amount!' blocks continue and sends no re-quote", async () => {
    jest.useFakeTimers();
    try {
      const app = start();
      const field = await screen.findByLabelText('Belongings (personal property)');
      fireEvent.change(field, { target: { value: '20500' } });
      expect(screen.getByText(validationMessages.invalidAmount)).toBeVisible();
      expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(REQUOTE_DEBOUNCE_MS * 2);
      });
      expect(quotes(app.calls)).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('re-quotes 500 ms after the last valid change; a newer re-quote aborts the one in flight', async () => {
    jest.useFakeTimers();
    try {
      const slow = held(quoteAnswer(150));
      const app = start({ handlers: { 'POST /v2/quote': slow.handler } });
      const field = await screen.findByLabelText('Belongings (personal property)');
      fireEvent.change(field, { target: { value: '25000' } });
      await act(async () => {
        jest.advanceTimersByTime(REQUOTE_DEBOUNCE_MS - 100);
      });
      fireEvent.change(field, { target: { value: '30000' } });
      await act(async () => {
        jest.advanceTimersByTime(REQUOTE_DEBOUNCE_MS - 1);
      });
      expect(quotes(app.calls)).toHaveLength(0);
      expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeDisabled();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      await waitFor(() => expect(quotes(app.calls)).toHaveLength(1));
      const first = quotes(app.calls)[0];
      expect(first?.body).toMatchObject({
        workItemId: 'work-1',
        policyEffectiveDate: '2030-01-02',
      });
      expect(coverage(first)).toEqual({
        liabilityAmount: 100000,
        personalPropertyAmount: 30000,
        deductible: 250,
        earthquake: 'N',
        identityFraud: 'N',
        iuiType: 'N',
        petDamage: 'N',
        replacementCost: 'Y',
        waterBackup: 'N',
        waterDamageLiability: 'N',
      });
      // A change while the first is in flight: after the debounce it is aborted and replaced.
      fireEvent.click(screen.getByRole('switch', { name: 'Water Backup' }));
      await act(async () => {
        jest.advanceTimersByTime(REQUOTE_DEBOUNCE_MS);
      });
      await waitFor(() => expect(quotes(app.calls)).toHaveLength(2));
      expect(first?.signal.aborted).toBe(true);
      expect(coverage(quotes(app.calls)[1])).toMatchObject({ waterBackup: 'Y' });
      await act(async () => {
        slow.releaseAll();
      });
      await waitFor(() => expect(screen.getByTestId('premium')).toHaveTextContent('$150 / year'));
      // The bar says how the choice moved the price.
      expect(screen.getByTestId('price-change')).toHaveTextContent('Up $30.00 a year');
      expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeEnabled();
      expect(app.store.getState().onboarding.quote?.selection).toMatchObject({
        personalPropertyAmount: 30000,
        toggles: { waterBackup: true },
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a re-quote denial shows the unable-to-quote text', async () => {
    const user = userEvent.setup();
    const denied = quoteAnswer();
    denied.transactionDetails = { ...denied.transactionDetails!, responseMessage: 'Not eligible' };
    start({ handlers: { 'POST /v2/quote': ok(denied) } });
    await user.click(await screen.findByRole('switch', { name: 'Pet Damage' }));
    expect(await screen.findByText(quoteMessages.unableToQuote)).toBeVisible();
    expect(screen.getByText('Not eligible')).toBeVisible();
  });

  it('choosing 300,000 runs the questionnaire; approval sets it and re-quotes', async () => {
    const user = userEvent.setup();
    const app = start({ handlers: { 'POST /v2/assurantResponse': assurant(true) } });
    await screen.findByTestId('premium');
    await chooseLiability(user, '$300,000');
    expect(await screen.findByText('Do you own a dog?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(validationMessages.questionnaireAnswerRequired)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Has it ever bitten anyone?')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: '$300,000' })).toBeChecked());
    const assurantCalls = app.calls.filter((c) => c.path === '/v2/assurantResponse');
    expect(assurantCalls.map((c) => c.body)).toEqual([
      { tokenizedURL: 'init-token' },
      {
        tokenizedURL: 'outcome-token',
        data: {
          QuestionnaireId: 9,
          Answers: [
            { QuestionId: 1, QuestionOptionId: 11 },
            { QuestionId: 2, QuestionOptionId: 22 },
          ],
        },
      },
    ]);
    await waitFor(() => expect(quotes(app.calls)).toHaveLength(1), { timeout: 2000 });
    expect(coverage(quotes(app.calls)[0])).toMatchObject({ liabilityAmount: 300000 });
    expect(app.store.getState().onboarding.liabilityApproved).toBe(true);
  });

  it('a denial keeps the default liability and explains the restriction', async () => {
    const user = userEvent.setup();
    const app = start({ handlers: { 'POST /v2/assurantResponse': assurant(false) } });
    await screen.findByTestId('premium');
    await chooseLiability(user, '$300,000');
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(quoteMessages.liabilityRestrictionTitle)).toBeVisible();
    expect(screen.getByText(quoteMessages.notQualified300k)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(quoteMessages.notQualified300k)).toBeNull());
    expect(screen.getByRole('radio', { name: '$100,000 Most Popular' })).toBeChecked();
    expect(app.store.getState().onboarding.liabilityApproved).toBe(false);
  });

  it("an unknown questionnaire shows 'Questionnaire not found'", async () => {
    const user = userEvent.setup();
    start({
      handlers: { 'POST /v2/assurantResponse': () => [404, { message: 'Not found' }] },
    });
    await screen.findByTestId('premium');
    await chooseLiability(user, '$300,000');
    expect(await screen.findByText(quoteMessages.questionnaireNotFound)).toBeVisible();
  });

  it('manager minimums raise contents and re-quote at once; liability options start at the minimum', async () => {
    const app = start({
      pm: { ...manager, liability_limit: 100000, content_amount: 30000 },
    });
    expect(await screen.findByLabelText('Belongings (personal property)')).toHaveValue('$30,000');
    await waitFor(() => expect(quotes(app.calls)).toHaveLength(1), { timeout: 2000 });
    expect(coverage(quotes(app.calls)[0])).toMatchObject({ personalPropertyAmount: 30000 });
  });

  it('options below the manager minimum are not offered', async () => {
    const cue = cueParameters.map((p) =>
      p.name === 'personalLiabilityOptions' ? { ...p, value: '100000,200000,300000,500000' } : p,
    );
    start({
      answer: quoteAnswer(120, { cue, liability: 200000 }),
      pm: { ...manager, liability_limit: 200000 },
    });
    await screen.findByTestId('premium');
    const liability = screen.getByRole('group', { name: 'Liability' });
    expect(within(liability).getByRole('radio', { name: '$200,000' })).toBeChecked();
    const options = within(liability).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('value'))).toEqual(['200000', '300000', '500000']);
  });

  it('a manager requiring 300,000 runs the questionnaire first; denial blocks the quote', async () => {
    const user = userEvent.setup();
    start({
      answer: quoteAnswer(120, { liability: 300000 }),
      pm: { ...manager, liability_limit: 300000 },
      handlers: { 'POST /v2/assurantResponse': assurant(false) },
    });
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(quoteMessages.managerRequires300kNotQualified)).toBeVisible();
    expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeDisabled();
  });

  it('a manager requiring 300,000 where the cue has no questionnaire cannot be quoted', async () => {
    const answer = quoteAnswer(120, { liability: 300000 });
    answer.coveragesCue!.businessRules.rule300KLiability = null;
    start({ answer, pm: { ...manager, liability_limit: 300000 } });
    expect(await screen.findByText(quoteMessages.unable300k)).toBeVisible();
  });

  it('North Carolina forces water damage liability on at a partner property when the cue offers it', async () => {
    const cue = cueParameters.map((p) =>
      p.name === 'hasWaterDamageLiability' ? { ...p, value: 'Y' } : p,
    );
    const app = start({
      answer: quoteAnswer(120, { cue }),
      state: 'NC',
      pm: { ...manager, liability_limit: 100000 },
    });
    const toggle = await screen.findByRole('switch', { name: 'Water Damage Liability' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(app.store.getState().onboarding.quote?.selection.toggles.waterDamageLiability).toBe(
      true,
    );
  });
});
