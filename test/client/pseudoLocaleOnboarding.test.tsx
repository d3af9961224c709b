// The pseudo-locale gate (./pseudoLocale.ts) on the onboarding flow's converted steps: its frame
// and menu, the first step with its errors and questions, the address step with its pickers,
// refusals, manual form and recommendation, and the partnered property.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldErrors, inPseudo, loadPseudoCatalogs, untranslated } from './pseudoLocale';
import { renderApp, type ApiHandler } from './render';
import { questionsFor } from '../../src/server/adapters/carrier/sandbox/questions';
import { orderQuestions } from '../../src/domain/underwriting/questions';
import { testAnswers } from '../../src/domain/onboarding/underwritingInputs';
import {
  atAddressStep,
  manager,
  ok,
  onboardingAt,
  suggestion,
  validAddressAnswer,
  validated,
} from './onboarding/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Typing whole forms is slow on a busy 2-core machine (as in the onboarding tests).
jest.setTimeout(20_000);

const submit = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!;

describe('the onboarding flow shows only catalog texts', () => {
  it('step 1 with its field errors, the menu and the e-mail question', async () => {
    renderApp({
      route: '/onboarding',
      preloadedState: inPseudo,
      handlers: { 'GET /v2/account/emailExists': ok({ tenant: { user_exists: true } }) },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await user.click(submit());
    expect(fieldErrors().length).toBeGreaterThanOrEqual(4);
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');

    await user.click(screen.getByRole('button', { name: /⟦Ópéñ/ }));
    const menu = await screen.findByRole('dialog');
    await within(menu).findAllByRole('button');
    expect(untranslated(menu)).toEqual([]);
    await user.keyboard('{Escape}');

    const [first, last, email, confirm, phone] = await screen.findAllByRole('textbox');
    await user.type(first!, 'Maya');
    await user.type(last!, 'Thompson');
    await user.type(email!, 'maya@example.com');
    await user.type(confirm!, 'maya@example.com');
    await user.type(phone!, '6085550134');
    await user.click(submit());
    const question = await screen.findByRole('dialog');
    await within(question).findAllByRole('button');
    expect(untranslated(document.body)).toEqual([]);
  });

  function addressStep(validate: ApiHandler) {
    const { preloadedState, handlers } = atAddressStep(validate);
    return renderApp({
      route: '/onboarding',
      preloadedState: { ...inPseudo, ...preloadedState },
      handlers,
    });
  }

  it('step 2: the picker, an address not picked, the manual form and a refusal', async () => {
    addressStep(
      ok({
        validated: null,
        propertyInfo: null,
        error: { code: 'ADDRESS_BANNED', message: 'refused' },
      }),
    );
    const user = userEvent.setup();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('Maya');
    await user.click(screen.getByRole('combobox'));
    // The picker's empty list says to start typing.
    await screen.findByText(/⟦Štárt/);
    expect(untranslated(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    // Continue with nothing picked: the domain's English error, shown in the app's language.
    await user.click(screen.getAllByRole('button').find((b) => b.textContent?.includes('⟦Çóñ'))!);
    await screen.findByText(/⟦Pléá/);
    expect(untranslated(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: /⟦Çáñ'ţ|⟦Çáñ/ }));
    const form = await screen.findByRole('form');
    expect(form.getAttribute('aria-label')).toContain('⟦');
    for (const field of within(form).getAllByRole('textbox')) {
      await user.click(field);
      await user.tab();
    }
    expect(fieldErrors().length).toBeGreaterThanOrEqual(3);
    expect(untranslated(document.body)).toEqual([]);
    const [, , street, , city] = within(form).getAllByRole('textbox');
    await user.type(street!, '1200 Regent St');
    await user.type(city!, 'Madison');
    await user.click(within(form).getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Wisconsin' }));
    await user.type(within(form).getAllByRole('textbox').at(-1)!, '53715');
    await user.click(submit());
    await screen.findByRole('alert');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('step 2: the recommendation dialog', async () => {
    addressStep(ok(validAddressAnswer()));
    const user = userEvent.setup();
    await user.type(await screen.findByRole('combobox'), '1200 Reg');
    await user.click(await screen.findByRole('option', { name: suggestion.description }));
    await user.type(screen.getAllByRole('textbox').at(-1)!, '4B');
    await user.click(screen.getAllByRole('button').find((b) => b.textContent?.includes('⟦Çóñ'))!);
    const dialog = await screen.findByRole('dialog');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('step 3: the partnered property', async () => {
    renderApp({
      route: '/onboarding',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('foundProperty', { propertyManager: manager }),
      },
    });
    const logo = await screen.findByRole('img');
    expect(logo.getAttribute('alt')).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe("the underwriting step shows only catalog texts (the sandbox carrier's questions)", () => {
  it.each(['WI', 'RI', 'FL'])('in %s, with every question shown and its errors', async (state) => {
    const questions = orderQuestions(questionsFor(state));
    renderApp({
      route: '/onboarding',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('underwritingQuestions', {
          questions,
          // Every question answered as the test helper does, but a loss with no date yet: the
          // questions show at once, with the date's error.
          underwritingAnswers: {
            ...testAnswers(questions, state, '2026-11-30'),
            losses: 'Y',
            numberOfLosses: '1',
            lossDate: '',
          },
          validatedAddress: { ...validated, state },
        }),
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await user.click(screen.getAllByRole('button').find((b) => b.textContent?.includes('⟦Çóñ'))!);
    await screen.findAllByText(/⟦.*⟧/, { selector: 'p.Mui-error' });
    // Every question shown is asked in the catalog's words (the legend or the date's label).
    const asked = [...document.querySelectorAll('legend, label')].filter((e) =>
      e.textContent?.includes('?'),
    );
    expect(asked.length).toBeGreaterThanOrEqual(5);
    for (const question of asked) expect(question.textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });
});
