// The pseudo-locale gate (./pseudoLocale.ts) on the quote step: every coverage the sandbox carrier
// offers with its line and price, the price bar and how a choice moves it, an amount refused by
// the rules and by the lease, the lease's forced coverage, the 300,000 questionnaire (the sandbox
// carrier's own questions) and its outcomes.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PropertyManager, QuoteResult } from '../../src/client/api';
import { toQuoteState } from '../../src/client/features/onboarding/quoteState';
import { COVERAGE_TOGGLES } from '../../src/domain/quote/coverage';
import { QUESTIONNAIRE } from '../../src/server/adapters/carrier/sandbox/questionnaire';
import { fieldErrors, inPseudo, loadPseudoCatalogs, untranslated } from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';
import {
  cueParameters,
  manager,
  ok,
  onboardingAt,
  questions,
  quoteAnswer,
} from './onboarding/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

jest.setTimeout(20_000);

/** Every optional coverage the product knows, offered, each with a price. */
const everyCoverage = quoteAnswer(120, {
  cue: [
    ...cueParameters.filter((p) => !p.name.startsWith('has')),
    ...Object.keys(COVERAGE_TOGGLES).map((flag) => ({ name: flag, value: 'Y' })),
  ],
  addOnPrices: Object.values(COVERAGE_TOGGLES).map((name, i) => ({
    name,
    annualAmount: (i % 3) - 1,
  })),
});

function start(
  answer: QuoteResult,
  {
    pm = null,
    state = 'WI',
    handlers = {},
  }: { pm?: PropertyManager | null; state?: string; handlers?: Record<string, ApiHandler> } = {},
) {
  const quote = toQuoteState(answer, pm, state);
  const onboarding = onboardingAt('quote', { quote, propertyManager: pm, questions }).onboarding!;
  return renderApp({
    route: '/onboarding',
    preloadedState: {
      ...inPseudo,
      onboarding: {
        ...onboarding,
        validatedAddress: { ...onboarding.validatedAddress!, state },
        underwritingAnswers: { dwellingType: 'A', policyEffectiveDate: '2030-01-02' },
      },
    },
    handlers: { 'POST /v2/quote': ok(quoteAnswer(150)), ...handlers },
  });
}

const continueButton = () =>
  screen.getAllByRole('button').find((b) => b.textContent?.includes('⟦Çóñ'))!;

describe('the quote step shows only catalog texts', () => {
  it.each(['WI', 'IL', 'MD', 'FL'])(
    'in %s, every coverage with its line and price, and a re-quote’s change',
    async (state) => {
      start(everyCoverage, { state });
      const user = userEvent.setup();
      await screen.findByRole('heading', { level: 1, name: /⟦/ });
      expect(screen.getAllByRole('switch').length).toBeGreaterThanOrEqual(8);
      expect(untranslated(document.body)).toEqual([]);

      const deductible = screen.getAllByRole('group')[1]!;
      await user.click(within(deductible).getAllByRole('radio').at(-1)!);
      await screen.findByTestId('price-change');
      expect(screen.getByTestId('price-change').textContent).toContain('⟦Úp');
      expect(untranslated(document.body)).toEqual([]);
    },
  );

  it('an amount the rules refuse, and the lease’s minimum and forced coverage', async () => {
    const answer = quoteAnswer(120, {
      cue: cueParameters.map((p) =>
        p.name === 'hasWaterDamageLiability' ? { ...p, value: 'Y' } : p,
      ),
      contents: 30000,
    });
    start(answer, { pm: { ...manager, state: 'NC', content_amount: 30000 }, state: 'NC' });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const belongings = screen.getAllByRole('textbox')[0]!;
    const user = userEvent.setup();
    await user.clear(belongings);
    await user.type(belongings, '20000');
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    expect(fieldErrors()[0]!.textContent).toContain('$30,000');
    expect(untranslated(document.body)).toEqual([]);
    await user.clear(belongings);
    await user.type(belongings, '3');
    await waitFor(() => expect(fieldErrors()[0]!.textContent).not.toContain('$30,000'));
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the 300,000 questionnaire in the carrier’s words, its error and a denial', async () => {
    start(quoteAnswer(), {
      handlers: {
        'POST /v2/assurantResponse': (request) =>
          (request.body as { tokenizedURL: string }).tokenizedURL === 'outcome-token'
            ? [200, { isApproved: false, pmsValues: [] }]
            : [200, { questionnaires: [QUESTIONNAIRE] }],
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const liability = screen.getAllByRole('group')[0]!;
    await user.click(within(liability).getByRole('radio', { name: /\$300,000/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radiogroup');
    expect(untranslated(dialog)).toEqual([]);
    const next = () => within(dialog).getAllByRole('button').at(-1)!;
    await user.click(next());
    await within(dialog).findByText(/⟦/, { selector: 'p.Mui-error' });
    expect(untranslated(dialog)).toEqual([]);
    // "Yes" to the first question declines.
    await user.click(within(dialog).getAllByRole('radio')[0]!);
    await user.click(next());
    const restricted = await screen.findByRole('dialog');
    await waitFor(() => expect(restricted.textContent).toContain('⟦'));
    expect(untranslated(restricted)).toEqual([]);
  });

  it('a manager requiring 300,000 where no questionnaire is offered', async () => {
    const answer = quoteAnswer(120, { liability: 300000 });
    answer.coveragesCue!.businessRules.rule300KLiability = null;
    start(answer, { pm: { ...manager, liability_limit: 300000 } });
    await screen.findByRole('alert');
    expect(continueButton()).toBeDisabled();
    expect(untranslated(document.body)).toEqual([]);
  });
});
