// On the quote step: the lease's requirements by the same rule as the server
// (src/domain/quote/requirements.ts). The picker shows the server's proposal chosen, offers
// nothing below the minimum, the belongings amount cannot go below the lease's minimum, the
// forced NC coverage stays on, and a deductible change re-quotes without touching liability.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyManager, QuoteResult } from '../../../src/client/api';
import { toQuoteState } from '../../../src/client/features/onboarding/quoteState';
import { leaseRequirementMessages, onboardingTitles } from '../../../src/domain/messages';
import { renderApp, type ApiHandler, type ApiRequest } from '../render';
import { cueParameters, manager, ok, onboardingAt, questions, quoteAnswer } from './fixtures';

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
              questionOptionId: 12,
              option: 'No',
              optionValue: 'N',
              outcomeId: 1,
              outcome: { text: 'ok' },
              nextQuestion: null,
            },
          ],
        },
      ],
    },
  ],
};
const approving: ApiHandler = (request) =>
  (request.body as { tokenizedURL: string }).tokenizedURL === 'outcome-token'
    ? [200, { isApproved: true, pmsValues: [] }]
    : [200, questionnaire];

/** Coastal Keystone at Oberlin Village: $200,000 of liability required, Raleigh NC. */
const coastal: PropertyManager = { ...manager, liability_limit: 200000, content_amount: null };
const ncCue = cueParameters.map((p) =>
  p.name === 'hasWaterDamageLiability' ? { ...p, value: 'Y' } : p,
);

function start({
  answer,
  pm,
  state,
  handlers = {},
}: {
  answer: QuoteResult;
  pm: PropertyManager | null;
  state: string;
  handlers?: Record<string, ApiHandler>;
}) {
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
    handlers: {
      'POST /v2/quote': ok(quoteAnswer(150, { cue: ncCue, liability: 300000 })),
      ...handlers,
    },
  });
}

const quotes = (calls: ApiRequest[]) => calls.filter((c) => c.path === '/v2/quote');
const coverage = (call: ApiRequest | undefined) =>
  (call?.body as { coverageParameters: Record<string, unknown> }).coverageParameters;

describe('the quote step meets the lease', () => {
  it('Oberlin: the questionnaire first, then $300,000 chosen, nothing below the minimum offered', async () => {
    const user = userEvent.setup();
    const app = start({
      answer: quoteAnswer(120, { cue: ncCue, liability: 300000 }),
      pm: coastal,
      state: 'NC',
      handlers: { 'POST /v2/assurantResponse': approving },
    });
    // docs/product.md "States": the proposal is 300,000, so the $300,000 questionnaire runs before
    // anything else.
    await user.click(await screen.findByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const liability = await screen.findByRole('group', { name: 'Liability' });
    expect(within(liability).getByRole('radio', { name: '$300,000' })).toBeChecked();
    expect(
      within(liability)
        .getAllByRole('radio')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['300000', '500000']);
    expect(within(liability).queryByRole('radio', { name: /\$100,000/ })).toBeNull();

    // NC water damage liability: on, cannot be turned off, and it says why.
    const toggle = screen.getByRole('switch', { name: 'Water Damage Liability' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText(leaseRequirementMessages.waterDamageLiabilityRequired)).toBeVisible();

    // Changing the deductible re-quotes at the same liability, water damage liability on.
    const deductible = screen.getByRole('group', { name: 'Deductible' });
    await user.click(within(deductible).getByRole('radio', { name: /^\$500/ }));
    await waitFor(() => expect(quotes(app.calls)).toHaveLength(1), { timeout: 2000 });
    expect(coverage(quotes(app.calls)[0])).toMatchObject({
      liabilityAmount: 300000,
      deductible: 500,
      waterDamageLiability: 'Y',
    });
    expect(await screen.findByTestId('premium')).toHaveTextContent('$150 / year');
    expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('belongings cannot go below the lease minimum: the message shows and nothing is re-quoted', async () => {
    const user = userEvent.setup();
    const app = start({
      answer: quoteAnswer(120, { contents: 20000 }),
      pm: { ...manager, liability_limit: 100000, content_amount: 20000 },
      state: 'WI',
    });
    const field = await screen.findByLabelText('Belongings (personal property)');
    expect(field).toHaveValue('$20,000');
    // The range shown starts at the lease's minimum, not the carrier's.
    expect(screen.getByText(/\$20,000 to \$100,000/)).toBeVisible();
    await user.clear(field);
    await user.type(field, '10000');
    expect(
      await screen.findByText(
        'This property requires at least $20,000 of coverage for your belongings.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeDisabled();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(quotes(app.calls)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, '25000');
    await waitFor(() => expect(quotes(app.calls)).toHaveLength(1), { timeout: 2000 });
    expect(coverage(quotes(app.calls)[0])).toMatchObject({ personalPropertyAmount: 25000 });
  });

  it('an address without a partner property in NC leaves water damage liability optional', async () => {
    start({ answer: quoteAnswer(120, { cue: ncCue }), pm: null, state: 'NC' });
    const toggle = await screen.findByRole('switch', { name: 'Water Damage Liability' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.queryByText(leaseRequirementMessages.waterDamageLiabilityRequired)).toBeNull();
  });

  it("a re-quote the server refuses for the lease shows the server's message", async () => {
    const user = userEvent.setup();
    const message = 'This property requires at least $200,000 of liability coverage.';
    start({
      answer: quoteAnswer(120),
      pm: { ...manager, liability_limit: 100000 },
      state: 'WI',
      handlers: { 'POST /v2/quote': () => [400, { message, code: 'LIABILITY_BELOW_MINIMUM' }] },
    });
    const deductible = await screen.findByRole('group', { name: 'Deductible' });
    await user.click(within(deductible).getByRole('radio', { name: /^\$500/ }));
    expect(await screen.findByText(message, {}, { timeout: 2000 })).toBeVisible();
    expect(screen.getByRole('button', { name: onboardingTitles.continue })).toBeDisabled();
  });
});
