import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onboardingTitles, quoteMessages, validationMessages } from '../../../src/domain/messages';
import { todayIso } from '../../../src/client/features/onboarding/quoteState';
import { addDays } from '../../../src/domain/calendar';
import type { Settings } from '../../../src/client/api';
import { showTestHelper } from '../../../src/client/features/onboarding/steps/UnderwritingStep';
import { defaultHandlers, renderApp, type ApiHandler, type ApiRequest } from '../render';
import { ok, onboardingAt, questions, quoteAnswer } from './fixtures';

function start(quote: ApiHandler = ok(quoteAnswer()), extra: Record<string, ApiHandler> = {}) {
  return renderApp({
    route: '/onboarding',
    preloadedState: onboardingAt('underwritingQuestions'),
    handlers: {
      'POST /v2/underwritingQuestions': ok({ questions, error: null }),
      'POST /v2/quote': quote,
      ...extra,
    },
  });
}

/**
 * The settings of a deployment whose carrier is not the built-in test carrier. openapi.yaml
 * allows only `sandbox` so far (the one carrier the server has), so no mocked answer can carry
 * another: the rule is checked on showTestHelper, the screen's own test of the settings.
 */
async function realCarrierSettings(): Promise<Settings> {
  const [, body] = await defaultHandlers['GET /v2/util/settings']!({} as ApiRequest);
  const settings = body as Settings;
  return { ...settings, carrier: { ...settings.carrier, provider: 'partner' as 'sandbox' } };
}

const shown = () =>
  screen.queryAllByTestId(/^q-/).map((el) => el.getAttribute('data-testid')?.slice(2));

async function answer(user: ReturnType<typeof userEvent.setup>, name: string, label: string) {
  const group = await screen.findByTestId(`q-${name}`);
  await user.click(within(group).getByRole('radio', { name: label }));
}

describe('onboarding step 4: underwriting (docs/product.md "Onboarding flow", "States", "Validation")', () => {
  it('asks the questions one by one, reveals by the rules and clears later answers', async () => {
    const user = userEvent.setup();
    const app = start();
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    await waitFor(() => expect(shown()).toEqual(['dwellingType']));
    expect(app.calls.find((c) => c.path === '/v2/underwritingQuestions')?.body).toEqual({
      address: { streetAddress: '1200 Regent St', city: 'Madison', state: 'WI', zip: '53715' },
    });
    const dwelling = screen.getByTestId('q-dwellingType');
    // One column of options named by the question, each option in words (never a code).
    expect(within(dwelling).getByRole('radiogroup')).toBeVisible();
    expect(
      within(dwelling).getByRole('group', { name: 'What type of home do you live in?' }),
    ).toBeVisible();
    for (const label of [
      'Apartment/Condo',
      'Student Housing',
      'Single Family Home',
      'Townhouse/Duplex',
    ])
      expect(within(dwelling).getByRole('radio', { name: label })).toBeInTheDocument();
    expect(within(dwelling).getByText('A house on its own, with no shared walls.')).toBeVisible();
    expect(
      within(dwelling).getByRole('radio', { name: 'Single Family Home' }),
    ).toHaveAccessibleDescription('A house on its own, with no shared walls.');
    expect(dwelling).not.toHaveTextContent(/\b[ADST]:/);

    await answer(user, 'dwellingType', 'Single Family Home');
    expect(shown()).toEqual(['dwellingType', 'manufacturedMobileHome']);
    await answer(user, 'manufacturedMobileHome', 'No');
    await answer(user, 'losses', 'Yes');
    expect(shown()).toEqual(['dwellingType', 'manufacturedMobileHome', 'losses', 'numberOfLosses']);
    await answer(user, 'numberOfLosses', '1');
    const lossDate = within(await screen.findByTestId('q-lossDate')).getByDisplayValue('');
    expect(lossDate).toHaveAttribute('min', '1900-01-01');
    expect(lossDate).toHaveAttribute('max', todayIso());

    // Changing an earlier answer clears all later ones (and applies the automatic N).
    await answer(user, 'dwellingType', 'Apartment/Condo');
    expect(app.store.getState().onboarding.underwritingAnswers).toEqual({
      dwellingType: 'A',
      manufacturedMobileHome: 'N',
    });
    expect(shown()).toEqual(['dwellingType', 'losses']);
    await answer(user, 'losses', 'No');
    expect(shown()).toEqual(['dwellingType', 'losses', 'arson']);
    await answer(user, 'arson', 'No');
    const startDate = within(await screen.findByTestId('q-policyEffectiveDate')).getByDisplayValue(
      '',
    );
    expect(startDate).toHaveAttribute('min', addDays(todayIso(), 1));
  });

  it('Continue with missing answers shows the docs/product.md "Validation" message and sends no quote', async () => {
    const user = userEvent.setup();
    const app = start();
    await waitFor(() => expect(shown()).toEqual(['dwellingType']));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(validationMessages.questionRequired)).toBeVisible();
    expect(app.calls.some((c) => c.path === '/v2/quote')).toBe(false);
  });

  it('a past policy start date is refused', async () => {
    const user = userEvent.setup();
    start();
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    const input = within(screen.getByTestId('q-policyEffectiveDate')).getByDisplayValue(
      addDays(todayIso(), 1),
    );
    await user.clear(input);
    await user.type(input, todayIso());
    expect(await screen.findByText(validationMessages.policyEffectiveFuture)).toBeVisible();
  });

  it('help texts are plain words: the carrier help that lists answer codes is not shown', async () => {
    const coded = questions.map((question) =>
      question.questionName === 'dwellingType'
        ? {
            ...question,
            helpText:
              'A: Apartment/Condo, D: Student Housing, S: Single Family Home, T: Townhouse/Duplex.',
          }
        : question,
    );
    renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('underwritingQuestions'),
      handlers: { 'POST /v2/underwritingQuestions': ok({ questions: coded, error: null }) },
    });
    const dwelling = await screen.findByTestId('q-dwellingType');
    expect(
      within(dwelling).getByText('Choose the kind of home at the address you are insuring.'),
    ).toBeVisible();
    expect(screen.queryByText(/A: Apartment\/Condo/)).toBeNull();
  });

  it('the testing auto-fill helper is there only with the sandbox carrier', async () => {
    start();
    expect(await screen.findByRole('button', { name: 'Fill with test answers' })).toBeVisible();
    const [, sandbox] = await defaultHandlers['GET /v2/util/settings']!({} as ApiRequest);
    expect(showTestHelper(sandbox as Settings)).toBe(true);
    expect(showTestHelper(await realCarrierSettings())).toBe(false);
    expect(showTestHelper(undefined)).toBe(false);
  });

  it('the test helper fills every answer and Continue quotes', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByTestId('premium')).toHaveTextContent('$120 / year');
    expect(app.calls.find((c) => c.path === '/v2/quote')?.body).toEqual({
      policyEffectiveDate: addDays(todayIso(), 1),
      address: { streetAddress: '1200 Regent St', city: 'Madison', state: 'WI', zip: '53715' },
      answers: [
        { questionName: 'dwellingType', answer: 'A' },
        { questionName: 'manufacturedMobileHome', answer: 'N' },
        { questionName: 'losses', answer: 'N' },
        { questionName: 'numberOfLosses', answer: '0' },
        { questionName: 'arson', answer: 'N' },
      ],
    });
    expect(app.store.getState().onboarding.quote).toMatchObject({
      workItemId: 'work-1',
      clientId: 'client-1',
      premium: 120,
    });
  });

  it('a denial shows the unable-to-quote text with the denial notice', async () => {
    const user = userEvent.setup();
    const denied = quoteAnswer();
    denied.transactionDetails = {
      ...denied.transactionDetails!,
      responseMessage: 'Declined',
      denialNotice: 'Too many prior losses.',
    };
    start(ok(denied));
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(quoteMessages.unableToQuote)).toBeVisible();
    expect(screen.getByText('Too many prior losses.')).toBeVisible();
  });

  it('a carrier error answer and a failed call have their texts', async () => {
    const user = userEvent.setup();
    start(ok({ error: { code: 'UNABLE_TO_QUOTE', message: 'No quote for this risk.' } }));
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(quoteMessages.unableToQuote)).toBeVisible();
    expect(screen.getByText('No quote for this risk.')).toBeVisible();
  });

  it('a failed quote call says to try again later', async () => {
    const user = userEvent.setup();
    start(() => [502, { message: 'carrier down' }]);
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    expect(await screen.findByText(quoteMessages.quoteError)).toBeVisible();
  });

  it('back from the quote clears the quote and keeps the answers', async () => {
    const user = userEvent.setup();
    const app = start();
    await user.click(await screen.findByRole('button', { name: 'Fill with test answers' }));
    await user.click(screen.getByRole('button', { name: onboardingTitles.continue }));
    await screen.findByTestId('premium');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText(onboardingTitles.underwriting)).toBeVisible();
    expect(app.store.getState().onboarding.quote).toBeNull();
    expect(app.store.getState().onboarding.underwritingAnswers.dwellingType).toBe('A');
  });
});
