// The pseudo-locale gate (./pseudoLocale.ts) on the states of gated dialogs that their area's gate
// did not reach (an audit of each dialog's branches): Personal Information's e-mail code when
// 'Send a new code' is refused or unanswered and when a code gets no answer; the dashboard's
// 'Add Someone' with no answer; a move and a cancellation whose amount changed meanwhile (409
// AMOUNT_CHANGED: the new amounts, shown again) and then no answer; the 300,000 questionnaire
// while it loads and when it cannot be found or gets no answer; the sandbox bank link's refusals;
// the upload wizard's property request with no answer; the message to support of a tenant with no
// policy ('General question'); and the upcoming policies with a complete term. Each is reached
// through the screens as a tenant reaches it, the server answering in the app's language, or the
// dialog's own words when there is no answer. MUI's dialogs portal to the body: the whole page is
// read, the dialog and all behind it.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AddressChangePreview,
  CancellationPreview,
  Policy,
  ThirdPartyPolicy,
} from '../../src/client/api';
import { formatterFor } from '../../src/client/i18n/catalogs';
import { BankAccountOption } from '../../src/client/features/payment/bank/BankAccountOption';
import { toQuoteState } from '../../src/client/features/onboarding/quoteState';
import { answersTexts } from '../../src/domain/i18n/generated/en/answers';
import { isoDay } from '../../src/domain/policies/status';
import { enter } from './enter';
import { account, ownPolicy, signedInState, thirdPartyPolicy } from './fixtures';
import { onboardingAt, questions, quoteAnswer } from './onboarding/fixtures';
import {
  expectPageTranslated as clean,
  inPseudo,
  loadPseudoCatalogs,
  PSEUDO,
  pseudoMessage as pseudo,
  pseudoStartingWith as pseudoOf,
  serverSays,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';
import { newTenantAnswers, uploadAt } from './upload/fixtures';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Whole forms on a busy 2-core machine (as in the other gates).
jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const ok =
  (body: unknown): ApiHandler =>
  () => [200, body];
const today = isoDay(new Date());

/** The dialog's alert, once it says `message` (an earlier alert may be there first). */
const alertSays = (dialog: HTMLElement, message: string) =>
  waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe(message));

/** A button of `root`, by its message. */
const button = (root: HTMLElement, id: string) =>
  within(root).getByRole('button', { name: pseudo(id) });

/**
 * Answers one after another (the last one again after that): a dialog's second try meets the
 * server's second answer.
 */
function inTurn(...answers: ApiHandler[]): ApiHandler {
  let turn = 0;
  return (request) => answers[Math.min(turn++, answers.length - 1)]!(request);
}

/** The signed-in dashboard in the pseudo-locale, with these active policies (none inactive). */
function dashboard({
  own = [],
  uploads = [],
  handlers = {},
}: {
  own?: Policy[];
  uploads?: ThirdPartyPolicy[];
  handlers?: Record<string, ApiHandler>;
}) {
  const active =
    (list: unknown[]): ApiHandler =>
    (request) => [200, { policies: request.query.get('inactiveOnly') === 'true' ? [] : list }];
  return renderApp({
    route: '/tenant/dashboard',
    preloadedState: { ...inPseudo, ...signedInState() },
    handlers: {
      'GET /v2/account': ok(account),
      'GET /v2/policy': active(own),
      'GET /v2/third-party-policies': ok({ thirdPartyPolicies: uploads }),
      'GET /v2/transaction': ok({ transactions: [] }),
      ...handlers,
    },
  });
}

describe("Personal Information's e-mail code dialog shows only catalog texts", () => {
  it("a code with no answer, then 'Send a new code' refused and unanswered", async () => {
    const app = renderApp({
      route: '/tenant/account/personal-information',
      preloadedState: { ...signedInState(), ...inPseudo },
      handlers: {
        'GET /v2/account': ok(account),
        // 'Send a new code' saves the form again: the first save asks for the code, the second
        // finds the address taken meanwhile, the third gets no answer.
        'PUT /v2/account/tenant': inTurn(
          ok({ ...account, pendingEmail: 'maya@new.example.com' }),
          () => [409, serverSays('validation.emailInUse')],
          networkFailure,
        ),
        'POST /v2/account/tenant/email/verify': networkFailure,
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const email = screen.getByRole('textbox', { name: pseudo('personalInformation.email') });
    await user.clear(email);
    await enter(user, email, 'maya@new.example.com');
    await user.click(
      screen.getByRole('button', { name: pseudo('personalInformation.updateAndSave') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('personalInformation.emailCodeTitle'),
    });

    // No answer to the code: the dialog's own words.
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: pseudo('personalInformation.code') }),
      '123456',
    );
    await user.click(button(dialog, 'personalInformation.confirm'));
    await alertSays(dialog, pseudo('personalInformation.saveFailed'));
    clean();

    // A new code refused, in the app's language; then no answer, the form's own words.
    await user.click(button(dialog, 'personalInformation.resendCode'));
    await alertSays(dialog, pseudo('validation.emailInUse'));
    clean();
    await user.click(button(dialog, 'personalInformation.resendCode'));
    await alertSays(dialog, pseudo('personalInformation.saveFailed'));
    clean();
    // Each new code was asked of the server (the form saved again), not refused by the dialog.
    expect(app.calls.filter((c) => c.path === '/v2/account/tenant')).toHaveLength(3);
  });
});

describe('the dashboard’s policy dialogs show only catalog texts', () => {
  /** The own policy's card with its actions (its details expanded). */
  async function ownActions(handlers: Record<string, ApiHandler>) {
    const user = userEvent.setup({ delay: null });
    dashboard({ own: [ownPolicy], handlers });
    const card = await screen.findByRole('region', { name: 'Renters Insurance' });
    await user.click(await screen.findByRole('button', { name: pseudo('dashboard.viewMore') }));
    await within(card).findByRole('button', { name: pseudo('policyActions.addPerson') });
    return { user, card };
  }

  it("adding someone with no answer: the dialog's own words", async () => {
    const { user, card } = await ownActions({ 'POST /v2/requestAddition': networkFailure });
    await user.click(button(card, 'policyActions.addPerson'));
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('policyActions.addPersonTitle'),
    });
    await user.click(
      within(dialog).getByRole('combobox', { name: pseudo('policyActions.roleLabel') }),
    );
    await user.click(
      await screen.findByRole('option', { name: pseudo('policyActions.roleSpouse') }),
    );
    const field = (id: string) => within(dialog).getByRole('textbox', { name: pseudo(id) });
    await enter(user, field('policyActions.firstNameLabel'), 'Noah');
    await enter(user, field('policyActions.lastNameLabel'), 'Thompson');
    await enter(user, field('policyActions.emailLabel'), 'noah@example.com');
    await user.click(button(dialog, 'policyActions.sendRequest'));
    await alertSays(dialog, pseudo('policyActions.genericError'));
    clean();
  });

  /**
   * The amounts shown, the change refused because they moved on (409 AMOUNT_CHANGED: the dialog
   * shows the new ones and says so, not the server's refusal), then no answer.
   */
  async function amountChangedThenNoAnswer(
    user: User,
    dialog: HTMLElement,
    { confirm, before, after }: { confirm: string; before: string; after: string },
  ) {
    await user.click(button(dialog, 'policyActions.seeAmounts'));
    await within(dialog).findByText(before);
    clean();
    await user.click(button(dialog, confirm));
    await within(dialog).findByText(after);
    await alertSays(dialog, pseudo('policyActions.amountChanged'));
    clean();
    await user.click(button(dialog, confirm));
    await alertSays(dialog, pseudo('policyActions.genericError'));
    clean();
  }
  const amountChanged: ApiHandler = () => [
    409,
    { ...serverSays('policyChanges.amountChanged'), code: 'AMOUNT_CHANGED' },
  ];

  it('moving: the amount changed meanwhile, then no answer', async () => {
    const preview = (termDifference: number): AddressChangePreview => ({
      policyId: 7,
      address: {
        address: '22 N Pinckney St',
        unit: null,
        city: 'Madison',
        state: 'WI',
        zip: '53703',
      },
      addressChanged: false,
      effectiveDate: today,
      currentAnnualPremium: 120,
      newAnnualPremium: 144,
      termDifference,
    });
    const { user, card } = await ownActions({
      'POST /v2/policy/update-address/7/preview': inTurn(ok(preview(12.5)), ok(preview(14.25))),
      'PUT /v2/policy/update-address/7': inTurn(amountChanged, networkFailure),
    });
    await user.click(button(card, 'policyActions.changeAddress'));
    const dialog = await screen.findByRole('dialog', { name: pseudo('policyActions.moveTitle') });
    const field = (id: string) => within(dialog).getByRole('textbox', { name: pseudo(id) });
    await enter(user, field('policyActions.streetLabel'), '22 N Pinckney St');
    await enter(user, field('policyActions.cityLabel'), 'Madison');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'WI');
    await enter(user, field('policyActions.zipLabel'), '53703');
    fireEvent.change(within(dialog).getByLabelText(pseudo('policyActions.moveDateLabel')), {
      target: { value: today },
    });
    await amountChangedThenNoAnswer(user, dialog, {
      confirm: 'policyActions.moveConfirm',
      before: '$12.50',
      after: '$14.25',
    });
  });

  it('cancelling: the refund changed meanwhile, then no answer', async () => {
    const preview = (refundAmount: number): CancellationPreview => ({
      policyId: 7,
      cancellationDate: today,
      paidAmount: 120,
      earnedAmount: 120 - refundAmount,
      refundAmount,
    });
    const { user, card } = await ownActions({
      'POST /v2/policy/cancel/7/preview': inTurn(ok(preview(61.64)), ok(preview(60.99))),
      'PUT /v2/policy/cancel/7': inTurn(amountChanged, networkFailure),
    });
    await user.click(button(card, 'policyActions.cancelPolicy'));
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('policyActions.cancelTitle'),
    });
    await user.click(
      within(dialog).getByRole('combobox', { name: pseudo('policyActions.cancelReasonLabel') }),
    );
    await user.click(
      await screen.findByRole('option', { name: pseudo('policyActions.reasonMovingOut') }),
    );
    fireEvent.change(within(dialog).getByLabelText(pseudo('policyActions.cancelDateLabel')), {
      target: { value: today },
    });
    await amountChangedThenNoAnswer(user, dialog, {
      confirm: 'policyActions.cancelConfirm',
      before: '$61.64',
      after: '$60.99',
    });
  });

  it("the upcoming policies: a complete term ('Starts on') beside one in review", async () => {
    const term = { ...thirdPartyPolicy, start_date: '2099-01-01', end_date: '2100-01-01' };
    dashboard({
      uploads: [
        {
          ...thirdPartyPolicy,
          upcoming_policies: [
            { ...term, id: 42, is_complete: true },
            { ...term, id: 43, carrier_policy_number: 'LP-TX-4471903', is_complete: false },
          ],
        },
      ],
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', {
        name: serverSays('dashboard.upcomingPolicies', { n: 2 }).message,
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('dashboardDialogs.upcomingTitle'),
    });
    // The complete term is upcoming, its day in the app's language; the other awaits review.
    const [complete, inReview] = within(dialog).getAllByRole('listitem');
    await within(complete!).findByText(pseudoOf('Starts on'));
    within(inReview!).getByText(pseudo('policyStatus.pending'));
    clean();
  });

  it("a tenant with no policy: the message's 'General question', then sent", async () => {
    dashboard({ handlers: { 'POST /v2/send-message': ok({ success: true }) } });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: pseudo('policyActions.sendMessage') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('policyActions.messageTitle'),
    });
    // No policy to pick: the only choice is a general question, in the app's language.
    const policy = within(dialog).getByRole('combobox', {
      name: pseudo('policyActions.policyLabel'),
    });
    expect(policy).toHaveTextContent(pseudo('policyActions.generalPolicy'));
    await user.click(policy);
    const choices = await screen.findByRole('listbox');
    expect(
      within(choices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([pseudo('policyActions.generalPolicy')]);
    clean();
    await user.click(within(choices).getByRole('option'));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    await user.click(
      within(dialog).getByRole('combobox', { name: pseudo('policyActions.reasonLabel') }),
    );
    await user.click(
      await screen.findByRole('option', { name: pseudo('supportMessage.reasonOther') }),
    );
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: pseudo('policyActions.messageLabel') }),
      'Does my lease need renters insurance before I move in?',
    );
    await user.click(button(dialog, 'policyActions.send'));
    const sent = await screen.findByRole('dialog', { name: pseudo('supportMessage.sentTitle') });
    // The subject support reads is the choice's English (data, marked translate="no").
    expect(within(sent).getByText('Other - General question')).toHaveAttribute('translate', 'no');
    clean();
  });
});

describe('the 300,000 questionnaire shows only catalog texts', () => {
  it('while it loads, then not found, and with no answer', async () => {
    // The first fetch is held: the dialog waits, then the carrier knows no such questionnaire.
    let release = () => {};
    const notFound = () =>
      new Promise<[number, unknown]>((resolve) => {
        release = () => resolve([404, serverSays('onboarding.questionnaireNotFound')]);
      });
    const quote = toQuoteState(quoteAnswer(), null, 'WI');
    renderApp({
      route: '/onboarding',
      preloadedState: {
        ...inPseudo,
        ...onboardingAt('quote', {
          quote,
          questions,
          underwritingAnswers: { dwellingType: 'A', policyEffectiveDate: '2030-01-02' },
        }),
      },
      handlers: {
        'POST /v2/quote': ok(quoteAnswer(150)),
        'POST /v2/assurantResponse': inTurn(notFound, networkFailure),
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    const choose300k = () =>
      user.click(within(screen.getAllByRole('group')[0]!).getByRole('radio', { name: /300,000/ }));
    await choose300k();
    let dialog = await screen.findByRole('dialog', { name: pseudo('quote.questionnaireTitle') });
    within(dialog).getByRole('progressbar', { name: pseudo('quote.loading') });
    clean();

    release();
    await alertSays(dialog, pseudo('onboarding.questionnaireNotFound'));
    clean();
    // Cancel: the step says why 300,000 was not chosen.
    await user.click(button(dialog, 'quote.cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(pseudo('onboarding.questionnaireNotFound'));
    clean();

    // Asked again, no answer: the flow's error, not that there is no such questionnaire.
    await choose300k();
    dialog = await screen.findByRole('dialog', { name: pseudo('quote.questionnaireTitle') });
    await alertSays(dialog, pseudo('onboarding.generic'));
    clean();
  });
});

describe("the sandbox bank link's refusals show only catalog texts", () => {
  it('an unknown link, a rate limit in the app’s language, and no answer', async () => {
    // The sandbox's limit per address, in the app's language (a plural: Lingui formats it).
    const rateLimited = formatterFor(PSEUDO, answersTexts)('tooManyAttempts', { minutes: 7 });
    renderApp({
      preloadedState: { ...signedInState(), ...inPseudo },
      ui: <BankAccountOption email={account.email} shown disabled={false} onLinked={jest.fn()} />,
      handlers: {
        'GET /v2/util/plaid/link': ok({ linkToken: 'link-sandbox-1' }),
        'POST /sandbox/bank-link/v1/public_token': inTurn(
          // The server answers an unknown link in the app's language, but from a catalog no
          // screen loads (refusals): the flow shows its own words for any 404.
          () => [404, { ...serverSays('refusals.bankLinkNotFound'), code: 'LINK_NOT_FOUND' }],
          // Any other refusal's words are shown.
          () => [429, { message: rateLimited, code: 'RATE_LIMITED' }],
          networkFailure,
        ),
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: pseudo('paymentMethod.bankOption') }),
    );
    const dialog = await screen.findByRole('dialog', { name: pseudo('paymentMethod.bankTitle') });
    const link = () => user.click(button(dialog, 'paymentMethod.bankContinue'));
    await link();
    await alertSays(dialog, pseudo('answers.genericError'));
    clean();
    await link();
    await alertSays(dialog, rateLimited);
    expect(rateLimited).toMatch(/⟦.*7/);
    clean();
    await link();
    await alertSays(dialog, pseudo('payment.processFailed'));
    clean();
  });
});

describe("the upload wizard's property request shows only catalog texts", () => {
  it("with no answer: the dialog's own words", async () => {
    renderApp({
      route: '/upload',
      preloadedState: {
        ...uploadAt(1, { phase: 'rental', personal: newTenantAnswers.personal }),
        ...inPseudo,
      },
      handlers: {
        'GET /v2/propertyManagers/tppList': ok({ managementCompanies: ['Oak Realty'] }),
        'POST /v2/requestAddition': networkFailure,
      },
    });
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('button', { name: pseudo('address.cantFindAddress') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: pseudo('uploadAccount.contactTitle'),
    });
    await enter(user, within(dialog).getByLabelText(pseudo('upload.address')), '9 Elm St');
    await enter(
      user,
      within(dialog).getByLabelText(pseudo('uploadAccount.managementCompanyName')),
      'Elm Homes',
    );
    await user.click(button(dialog, 'uploadAccount.contactSend'));
    await alertSays(dialog, pseudo('uploadAccount.contactFailed'));
    clean();
  });
});
