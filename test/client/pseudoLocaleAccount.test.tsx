// The pseudo-locale gate (./pseudoLocale.ts) on Account → Personal Information: the whole signed-in
// page and its tab title, the form's field errors, the server's refusals (in the app's language)
// and the form's own fallback, the 'Heads up!' question, the e-mail change's code dialog with its
// error, refusal and notices, and the language row, which switches the app's language at once
// (the form's answers kept) and tells the account (PUT /v2/account/language).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountPagesTexts } from '../../src/domain/i18n/generated/en/accountPages';
import { personalInformationTexts } from '../../src/domain/i18n/generated/en/personalInformation';
import { plainTexts } from '../../src/domain/i18n/texts';
import { screenTexts, successMessages } from '../../src/domain/messages';
import { coverageStatusTexts } from '../../src/domain/messages/coverageSentences';
import { account, signedInState } from './fixtures';
import { enter } from './enter';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { networkFailure, renderApp, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

// Whole forms on a busy 2-core machine (as in personalInformation.test.tsx).
jest.setTimeout(30_000);

const PAGE = '/tenant/account/personal-information';
type User = ReturnType<typeof userEvent.setup>;

/** A message as the pseudo-locale shows it (one without values). */
const pseudo = (key: string, area = 'personalInformation') => serverSays(`${area}.${key}`).message;

/** The page, with an account that keeps the language the app tells it (as the server does). */
function open(handlers: Record<string, ApiHandler> = {}) {
  let language = account.language;
  return renderApp({
    route: PAGE,
    preloadedState: { ...signedInState(), ...inPseudo },
    handlers: {
      'GET /v2/account': () => [200, { ...account, language }],
      'PUT /v2/account/language': (request) => {
        ({ language } = request.body as { language: typeof language });
        return [200, { ...account, language }];
      },
      ...handlers,
    },
  });
}

/** The page itself: its h1 and what follows it (the account pages' back link included). */
const main = () => screen.getByRole('heading', { level: 1 }).parentElement!;
const field = (key: string, area?: string) =>
  screen.getByRole('textbox', { name: pseudo(key, area) });
const save = () => screen.getByRole('button', { name: pseudo('updateAndSave') });
const saved: ApiHandler = (request) => {
  const body = request.body as { billingAddress: Record<string, string> };
  return [200, { ...account, billingAddress: { ...body.billingAddress, phone: '6085550134' } }];
};

/** The language row's card, found by its label. */
const languageCard = (label: string) =>
  within(main()).getByText(label, { selector: 'dt' }).closest<HTMLElement>('.MuiCard-root')!;

async function retype(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await enter(user, input, value);
}

describe('Personal Information shows only catalog texts', () => {
  it('the whole page with its tab title, then every field error', async () => {
    const app = open();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    // The signed-in frame (header, side menu) and the page, the language row included.
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
    // The tenant's own data is theirs: no translator's.
    expect(within(main()).getByRole('combobox')).toHaveAttribute('translate', 'no');

    for (const key of ['firstName', 'lastName', 'email', 'phone'])
      await retype(user, field(key), key === 'email' ? 'maya@' : '');
    await retype(user, field('streetLabel', 'policyActions'), '');
    await retype(user, field('cityLabel', 'policyActions'), '');
    await retype(user, field('zipLabel', 'policyActions'), '');
    await user.click(save());
    await waitFor(() => expect(fieldErrors()).toHaveLength(7));
    expect(untranslated(main())).toEqual([]);
    expect(app.calls.some((c) => c.path === '/v2/account/tenant')).toBe(false);
  });

  it("the server's refusal, the form's own fallback, and the notice once saved", async () => {
    let answer = 0;
    open({
      'PUT /v2/account/tenant': (request) => {
        answer += 1;
        if (answer === 1) return [409, serverSays('validation.emailInUse')];
        if (answer === 2) return networkFailure(request);
        return saved(request);
      },
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await user.click(save());
    expect((await within(main()).findByRole('alert')).textContent).toBe(
      pseudo('emailInUse', 'validation'),
    );
    expect(untranslated(main())).toEqual([]);
    await user.click(save());
    await waitFor(() =>
      expect(within(main()).getByRole('alert').textContent).toBe(pseudo('saveFailed')),
    );
    expect(untranslated(main())).toEqual([]);
    await user.click(save());
    expect(await screen.findByText(pseudo('accountUpdated'))).toBeVisible();
    expect(within(main()).queryByRole('alert')).toBeNull();
    expect(untranslated(document.body)).toEqual([]);
  });

  it("the 'Heads up!' question about a street without a house number", async () => {
    open({ 'PUT /v2/account/tenant': saved });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await retype(user, field('streetLabel', 'policyActions'), 'Lake Street 12');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: pseudo('headsUp', 'address') });
    expect(within(dialog).getByText('Lake Street 12')).toHaveAttribute('translate', 'no');
    expect(untranslated(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: pseudo('confirmAddress') }));
    expect(await screen.findByText(pseudo('accountUpdated'))).toBeVisible();
  });

  it("the e-mail change's code: its error, a refusal, a new code and the change", async () => {
    open({
      'PUT /v2/account/tenant': () => [200, { ...account, pendingEmail: 'maya@new.example.com' }],
      'POST /v2/account/tenant/email/verify': (request) =>
        (request.body as { code: string }).code === '123456'
          ? [200, { ...account, email: 'maya@new.example.com', pendingEmail: null }]
          : [400, serverSays('twoFactor.invalidCode')],
    });
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await retype(user, field('email'), 'maya@new.example.com');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: pseudo('emailCodeTitle') });
    // The new address inside the message is the tenant's, the rest the catalog's.
    expect(within(dialog).getByText(/maya@new\.example\.com/).textContent).toContain('⟦');
    expect(untranslated(dialog)).toEqual([]);

    const code = within(dialog).getByRole('textbox', { name: pseudo('code') });
    await user.type(code, '12');
    await user.click(within(dialog).getByRole('button', { name: pseudo('confirm') }));
    await within(dialog).findByText(pseudo('codeSixDigits', 'validation'));
    expect(untranslated(dialog)).toEqual([]);
    await user.type(code, '3450');
    await user.click(within(dialog).getByRole('button', { name: pseudo('confirm') }));
    await within(dialog).findByText(pseudo('invalidCode', 'twoFactor'));
    expect(untranslated(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: pseudo('resendCode') }));
    expect(await screen.findByText(pseudo('verificationCodeSent', 'twoFactor'))).toBeVisible();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(dialog).getByRole('button', { name: pseudo('confirm') }));
    expect(await screen.findByText(pseudo('emailChanged'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(untranslated(document.body)).toEqual([]);
  });

  it('the language row switches the app’s language at once and tells the account', async () => {
    const app = open();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    // An answer being typed stays through the switch.
    await retype(user, field('firstName'), 'Mayte');
    const row = languageCard(pseudo('language'));
    expect(within(row).getByText('Español')).toHaveAttribute('lang', 'es');
    expect(untranslated(row)).toEqual([]);

    // Named in the page's language, offering the other one in its own (the frame's footer has
    // the same switch: this is the page's).
    const toEnglish = within(row).getByRole('button', { name: `${pseudo('language')}: English` });
    expect(toEnglish).toHaveAttribute('lang', 'en');
    await user.click(toEnglish);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeVisible();
    expect(app.store.getState().locale).toEqual({ locale: 'en', chosen: true });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Mayte');
    expect(screen.getByRole('button', { name: 'Update & Save' })).toBeVisible();
    const english = languageCard('Language');
    expect(within(english).getByText('English')).toHaveAttribute('lang', 'en');
    await waitFor(() => expect(document.title).toMatch(/^Personal Information/));
    await waitFor(() =>
      expect(
        app.calls
          .filter((c) => c.method === 'PUT' && c.path === '/v2/account/language')
          .map((c) => c.body),
      ).toContainEqual({ language: 'en' }),
    );

    // And back to the other language, from the same row.
    await user.click(within(english).getByRole('button', { name: 'Language: Español' }));
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    expect(app.store.getState().locale.locale).toBe('es');
    expect(untranslated(document.body)).toEqual([]);
  });
});

describe('the account pages’ English', () => {
  it('is the words other modules quote, kept in two places for the weight of a page', () => {
    const page = plainTexts(personalInformationTexts);
    const lists = plainTexts(accountPagesTexts);
    expect(page.updateAndSave).toBe(screenTexts.updateAndSave);
    expect(page.accountUpdated).toBe(successMessages.accountUpdated);
    expect(page.emailChanged).toBe(successMessages.emailVerified);
    expect(lists.noExpiredPolicies).toBe(screenTexts.noExpiredPolicies);
    expect(lists.status).toBe(coverageStatusTexts.row);
  });
});
