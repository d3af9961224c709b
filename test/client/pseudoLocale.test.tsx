// The pseudo-locale gate (docs/i18n.md, ./pseudoLocale.ts): the converted screens of `/`, the
// signed-out pages' frame, log-in and sign-up, the dashboard's two-factor banner, the
// version-error screen, and a page whose code could not load.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { LoadErrorBoundary } from '../../src/client/app/LoadErrorBoundary';
import { Suspense } from '../../src/client/components/Suspense';
import TwoFactorBanner from '../../src/client/features/dashboard/TwoFactorBanner';
import { account } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  PSEUDO,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { renderApp } from './render';

beforeAll(loadPseudoCatalogs);

afterEach(cleanup);

describe('converted screens show only catalog texts', () => {
  it('the version-error screen with its default words', async () => {
    renderApp({
      route: '/login',
      preloadedState: inPseudo,
      handlers: { 'GET /version': () => [200, { min: 4, max: 5, heading: null, message: null }] },
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('a page whose code could not load (no catalog of its own to wait for)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Unloadable = lazy(() => Promise.reject(new Error('Loading chunk 42 failed.')));
    renderApp({
      preloadedState: inPseudo,
      ui: (
        <LoadErrorBoundary resetKey="/tenant/dashboard">
          <Suspense fallback={null}>
            <Unloadable />
          </Suspense>
        </LoadErrorBoundary>
      ),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('⟦');
    expect(untranslated(alert)).toEqual([]);
    error.mockRestore();
  });

  it('/ with its footer and the price', async () => {
    renderApp({ route: '/', preloadedState: inPseudo });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toContain('⟦');
    // The settings' parts (price, links) have arrived.
    const [about] = await screen.findAllByRole('navigation', { name: /⟦/ });
    await within(about!).findAllByRole('link');
    await screen.findByText(/\$8\.40/);
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
  });

  it("/'s site menu (the signed-out pages' menu)", async () => {
    renderApp({ route: '/', preloadedState: inPseudo });
    await screen.findByRole('heading', { level: 1 });
    await userEvent.setup().click(screen.getByRole('button', { name: /⟦Ópéñ/ }));
    const menu = await screen.findByRole('dialog');
    await within(menu).findAllByRole('link');
    expect(untranslated(menu)).toEqual([]);
    expect(menu.getAttribute('aria-label') ?? '').toContain('⟦');
  });

  it('/login with its field errors and a refused log-in', async () => {
    const app = renderApp({
      route: '/login',
      preloadedState: inPseudo,
      handlers: {
        'POST /v2/account/login': () => [401, serverSays('answers.incorrectCredentials')],
      },
    });
    const user = userEvent.setup();
    const [email, password] = await screen.findAllByRole('textbox');
    await user.click(email!);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(fieldErrors()).toHaveLength(2);
    expect(untranslated(document.body)).toEqual([]);
    expect(password).toBeUndefined(); // a password field is no textbox
    await user.type(email!, 'a@example.com');
    await user.type(document.querySelector<HTMLInputElement>('input[type=password]')!, 'x');
    await user.click(document.querySelector('button[type=submit]')!);
    await screen.findByRole('alert');
    expect(untranslated(document.body)).toEqual([]);
    expect(document.title).toContain('⟦');
    // The request asked for the app's language.
    const login = app.calls.find((c) => c.path === '/v2/account/login')!;
    expect(login.headers.get('accept-language')).toBe(PSEUDO);
  });

  it('/signup with its field errors, then the code step and a wrong code', async () => {
    renderApp({
      route: '/signup',
      preloadedState: inPseudo,
      handlers: {
        'POST /v2/account/register': () => [
          202,
          {
            verification_token: 'verify-token-1',
            email: 'jordan.lee@example.com',
            expires_at: '2030-01-01T00:10:00Z',
            seconds_remaining: 60,
            message: 'Verification code sent to your email!',
          },
        ],
        'POST /v2/account/register/verify': () => [
          400,
          { ...serverSays('twoFactor.invalidCode'), code: 'INVALID_CODE' },
        ],
      },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 });
    const fields = [
      ...document.querySelectorAll<HTMLInputElement>('form input:not([type=checkbox])'),
    ];
    for (const field of fields) {
      await user.click(field);
      await user.tab();
    }
    await user.type(fields[3]!, 'abc');
    await user.tab();
    expect(fieldErrors().length).toBeGreaterThanOrEqual(4);
    expect(untranslated(document.body)).toEqual([]);
    const values = ['Jordan Lee', 'jordan.lee@example.com', '9195550147', 'secret1', 'secret1'];
    for (const [i, value] of values.entries()) {
      await user.clear(fields[i]!);
      await user.type(fields[i]!, value);
    }
    await user.click(screen.getByRole('checkbox'));
    await user.click(document.querySelector('button[type=submit]')!);
    const code = await screen.findByRole('textbox');
    expect(untranslated(document.body)).toEqual([]);
    await user.type(code, '123456');
    await user.click(document.querySelector('button[type=submit]')!);
    expect((await screen.findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it.each([
    { severity: 'warning' as const, daysRemaining: 3, showMandatoryDate: true },
    { severity: 'error' as const },
  ])("the dashboard's two-factor banner ($severity)", async (banner) => {
    renderApp({
      preloadedState: inPseudo,
      ui: (
        <TwoFactorBanner
          account={{ ...account, twoFactorDeadline: '2026-09-01' }}
          banner={banner}
        />
      ),
    });
    const link = await screen.findByRole('link');
    expect(link.textContent).toContain('⟦');
    expect(untranslated(document.body)).toEqual([]);
  });

  it('finds a text written into a screen (the gate itself)', async () => {
    renderApp({ route: '/', preloadedState: inPseudo });
    await screen.findByRole('heading', { level: 1 });
    const planted = document.createElement('p');
    planted.textContent = 'Written in English';
    planted.setAttribute('aria-label', 'Also English');
    document.body.append(planted);
    expect(untranslated(document.body)).toEqual([
      'p: Written in English',
      'p[aria-label]: Also English',
    ]);
    planted.remove();
  });
});
