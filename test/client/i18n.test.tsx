// The app's language (docs/i18n.md): the browser's unless the tenant chose, switchable with
// what is on screen kept, `<html lang>` following it.
import { frameTexts } from '../../src/domain/i18n/generated/en/frame';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initialLocaleState } from '../../src/client/i18n/localeSlice';
import { detectLocale } from '../../src/client/i18n/detect';
import { makeStore } from '../../src/client/app/store';
import { splashTexts } from '../../src/domain/i18n/generated/en/splash';
import { LanguageSwitch } from '../../src/client/i18n/LanguageSwitch';
import { useTexts } from '../../src/client/i18n/useTexts';
import { AccountLanguage } from '../../src/client/i18n/AccountLanguage';
import { account, signedInState } from './fixtures';
import { renderApp } from './render';

const spanish = { locale: { locale: 'es' as const, chosen: false } };

/**
 * A screen of the splash area's texts with the frame's language switch: the mechanism every
 * converted screen uses (useTexts, the catalogs loaded on demand, the switch).
 */
function SplashTexts() {
  const t = useTexts(splashTexts, frameTexts);
  const frame = useTexts(frameTexts);
  return (
    <main>
      <h1>{t('heading')}</h1>
      <p>{t('fromMonthly', { price: '$8.40' })}</p>
      <LanguageSwitch label={frame('language')} />
    </main>
  );
}

describe("texts in the app's language", () => {
  it('shows Spanish when the app speaks it, placeholders filled', async () => {
    renderApp({ ui: <SplashTexts />, preloadedState: spanish });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Seguro para inquilinos para el lugar al que llamas hogar',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Desde $8.40 al mes')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
  });

  it('switches language, named in the other language, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { store } = renderApp({ ui: <SplashTexts /> });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Renters insurance/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('From $8.40 a month')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    const toSpanish = screen.getByRole('button', { name: 'Language: Español' });
    expect(toSpanish).toHaveAttribute('lang', 'es');
    await user.click(toSpanish);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Seguro para inquilinos/ }),
    ).toBeInTheDocument();
    expect(store.getState().locale).toEqual({ locale: 'es', chosen: true });
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    await user.click(screen.getByRole('button', { name: 'Idioma: English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Renters insurance/ }),
    ).toBeInTheDocument();
  });
});

describe('/ in Spanish', () => {
  it('shows the whole page in Spanish, prices and insurer included', async () => {
    renderApp({ route: '/', preloadedState: spanish });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Seguro para inquilinos para el lugar al que llamas hogar',
      }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Desde $8.40 al mes')).toBeInTheDocument();
    expect(
      screen.getByText(
        '$20,000 en bienes personales, $100,000 de responsabilidad civil, $250 de deducible, pago anual con tarjeta: $100.80, con el cargo por tarjeta del 5% incluido',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Comenzar' })).toHaveAttribute('href', '/onboarding');
    expect(screen.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/suscritas por Sandbox Carrier \(test mode\)/)).toBeInTheDocument();
    const about = screen.getByRole('navigation', { name: 'Acerca de' });
    expect(await within(about).findByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
    expect(document.title).toBe('Seguro para inquilinos en minutos · Nestwell');
  });

  it('switches from the footer and back, the page staying on /', async () => {
    const user = userEvent.setup();
    const view = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: /Renters insurance/ });
    await user.click(screen.getByRole('button', { name: 'Language: Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Seguro/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Idioma: English' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Renters/ })).toBeInTheDocument();
    expect(view.path()).toBe('/');
  });
});

describe('the language at start', () => {
  const languages = (list: string[]) =>
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(list);
  afterEach(() => jest.restoreAllMocks());

  it("follows the browser's languages until the tenant chooses", () => {
    const { store } = makeStore({ persist: false });
    expect(store.getState().locale).toEqual(initialLocaleState);
    languages(['es-MX', 'en']);
    detectLocale(store);
    expect(store.getState().locale).toEqual({ locale: 'es', chosen: false });
    languages(['fr-FR', 'de']);
    detectLocale(store);
    expect(store.getState().locale.locale).toBe('en');
  });

  it('keeps a chosen language whatever the browser says', () => {
    const { store } = makeStore({
      persist: false,
      preloadedState: { locale: { locale: 'en', chosen: true } },
    });
    languages(['es-US']);
    detectLocale(store);
    expect(store.getState().locale).toEqual({ locale: 'en', chosen: true });
  });
});

describe("the account's language (the tenant's mails follow it)", () => {
  const puts = (calls: Array<{ method: string; path: string; body?: unknown }>) =>
    calls.filter((c) => c.method === 'PUT' && c.path === '/v2/account/language').map((c) => c.body);

  it("tells an account without one the app's language", async () => {
    const view = renderApp({
      ui: <AccountLanguage />,
      preloadedState: { ...signedInState(), locale: { locale: 'es', chosen: false } },
      handlers: { 'GET /v2/account': () => [200, { ...account, language: null }] },
    });
    await waitFor(() => expect(puts(view.calls)).toEqual([{ language: 'es' }]));
  });

  it('takes up the language chosen on another device', async () => {
    const view = renderApp({
      ui: <AccountLanguage />,
      preloadedState: signedInState(),
      handlers: { 'GET /v2/account': () => [200, { ...account, language: 'es' }] },
    });
    await waitFor(() =>
      expect(view.store.getState().locale).toEqual({ locale: 'es', chosen: true }),
    );
    expect(puts(view.calls)).toEqual([]);
  });

  it('sends a language chosen here over the stored one, once', async () => {
    const view = renderApp({
      ui: <AccountLanguage />,
      preloadedState: { ...signedInState(), locale: { locale: 'es', chosen: true } },
      // This account's server keeps answering English: the app does not send again and again.
      handlers: { 'GET /v2/account': () => [200, { ...account, language: 'en' }] },
    });
    await waitFor(() => expect(puts(view.calls)).toEqual([{ language: 'es' }]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(puts(view.calls)).toHaveLength(1);
    expect(view.store.getState().locale.locale).toBe('es');
  });

  it('switches from the signed-in frame’s foot, and the account keeps the choice', async () => {
    const view = renderApp({
      route: '/tenant/transactions',
      preloadedState: signedInState(),
      handlers: {
        'GET /v2/account': () => [200, { ...account, language: 'en' }],
        'GET /v2/transaction': () => [
          200,
          { transactions: [], nextPayments: [], paymentAlerts: [] },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Transactions' });
    const foot = screen.getByRole('contentinfo');
    await userEvent.click(within(foot).getByRole('button', { name: 'Language: Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Transacciones' })).toBeVisible();
    await waitFor(() => expect(puts(view.calls)).toEqual([{ language: 'es' }]));
    expect(within(foot).getByRole('button', { name: 'Idioma: English' })).toBeVisible();
  });
});
