// The pseudo-locale gate (./pseudoLocale.ts) on the security settings page: the two-factor panel
// in each state (loading, unavailable, not set up, enabled with either method), the deadline note,
// the tab title, and the Change Password modal with its field errors, the server's refusals, its
// fallback failure and its success notice.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { account, signedInState } from './fixtures';
import {
  fieldErrors,
  inPseudo,
  loadPseudoCatalogs,
  serverSays,
  untranslated,
} from './pseudoLocale';
import { renderApp, withoutBody, type ApiHandler } from './render';

beforeAll(loadPseudoCatalogs);
afterEach(cleanup);

const PAGE = '/tenant/account/security-settings';
const ok = (body: unknown) => () => [200, body] as [number, unknown];
const status = (enabled: boolean, method: 'totp' | 'email' | null = null) =>
  ok({ enabled, method, deadline: null, grace_period_days: null });

function open(
  route = PAGE,
  handlers: Record<string, ApiHandler> = {},
  fields: Partial<typeof account> = {},
) {
  return renderApp({
    route,
    preloadedState: { ...signedInState(fields), ...inPseudo },
    handlers: {
      'GET /v2/account': ok({ ...account, ...fields }),
      'GET /v2/2fa/status': status(false),
      ...handlers,
    },
  });
}

/** The pseudo text that begins with `english` (its accented letters any), to find it by. */
const pseudoOf = (english: string) =>
  new RegExp(
    `⟦${[...english]
      .map((c) => (/[aeiounAEIOUNcCsSyY]/.test(c) ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}`,
  );

/** The whole page: the signed-in frame (header, side menu, tab title) and its content. */
const page = () => document.body;

describe('security settings show only catalog texts', () => {
  it('not set up, with the deadline 30 days ahead, and the tab title', async () => {
    open(PAGE, {}, { twoFactorDeadline: '2026-09-01', twoFactorGracePeriodDays: 30 });
    await screen.findByRole('heading', { level: 1, name: /⟦/ });
    await screen.findByText(pseudoOf('Two-factor authentication is not set up.'));
    const note = await screen.findByTestId('2fa-deadline');
    // The day in the note's language: the month's name, not 09/01.
    expect(note.textContent).not.toContain('09/01/2026');
    expect(note.textContent).toContain('2026');
    expect(untranslated(page())).toEqual([]);
    expect(document.title).toContain('⟦');
  });

  it('on the deadline itself (0 days, no date)', async () => {
    open(PAGE, {}, { twoFactorDeadline: '2026-09-01', twoFactorGracePeriodDays: 0 });
    const note = await screen.findByTestId('2fa-deadline');
    expect(note.textContent).toContain('⟦');
    expect(untranslated(page())).toEqual([]);
  });

  it.each(['totp', 'email'] as const)('enabled with %s: the method and its change', async (m) => {
    open(PAGE, { 'GET /v2/2fa/status': status(true, m) });
    await screen.findByText(pseudoOf('Two-factor authentication is enabled.'));
    expect(screen.getByText(/⟦/, { selector: 'strong' })).toBeVisible();
    expect(untranslated(page())).toEqual([]);
  });

  it('while the status loads, and when it cannot be had', async () => {
    let answer: (value: [number, unknown]) => void = () => {};
    open(PAGE, {
      'GET /v2/2fa/status': () =>
        new Promise<[number, unknown]>((resolve) => {
          answer = resolve;
        }),
    });
    const spinner = await screen.findByRole('progressbar');
    expect(spinner.getAttribute('aria-label')).toContain('⟦');
    expect(untranslated(page())).toEqual([]);
    answer([503, new Blob([])]);
    await screen.findByText(pseudoOf('Two-factor status is unavailable'));
    expect(untranslated(page())).toEqual([]);
  });
});

describe('the Change Password modal shows only catalog texts', () => {
  const dialog = () => screen.findByRole('dialog', { name: /⟦/ });
  const fields = (d: HTMLElement) => [
    ...d.querySelectorAll<HTMLInputElement>('input[type=password]'),
  ];

  async function fill(user: ReturnType<typeof userEvent.setup>, d: HTMLElement, a: string, b = a) {
    const [password, confirm] = fields(d);
    await user.clear(password!);
    if (a) await user.type(password!, a);
    await user.clear(confirm!);
    if (b) await user.type(confirm!, b);
    await user.click(within(d).getByRole('button', { name: pseudoOf('Update Password') }));
  }

  it('every field error of the docs/product.md "Validation" rules', async () => {
    const app = open(`${PAGE}#change-password`);
    const user = userEvent.setup();
    const d = await dialog();
    expect(untranslated(d)).toEqual([]);
    await fill(user, d, '');
    expect(fieldErrors()).toHaveLength(2);
    expect(untranslated(d)).toEqual([]);
    await fill(user, d, 'short7c');
    expect(fieldErrors()).toHaveLength(1);
    expect(untranslated(d)).toEqual([]);
    await fill(user, d, 'long-enough-1', 'long-enough-2');
    expect(fieldErrors()).toHaveLength(1);
    expect(untranslated(d)).toEqual([]);
    expect(app.calls.some((c) => c.path === '/v2/account/password')).toBe(false);
  });

  it("the server's refusal, then the fallback failure", async () => {
    let answer: ApiHandler = () => [
      400,
      { ...serverSays('validation.passwordMin8'), code: 'VALIDATION_ERROR' },
    ];
    open(`${PAGE}#change-password`, { 'POST /v2/account/password': (r) => answer(r) });
    const user = userEvent.setup();
    const d = await dialog();
    await fill(user, d, 'new-password-1');
    expect((await within(d).findByRole('alert')).textContent).toContain('⟦');
    expect(untranslated(d)).toEqual([]);

    answer = withoutBody(503);
    await fill(user, d, 'new-password-1');
    await within(d).findByText(pseudoOf('Failed to update password'));
    expect(untranslated(d)).toEqual([]);
  });

  it('the success notice once updated', async () => {
    open(`${PAGE}#change-password`, {
      'POST /v2/account/password': ok({ message: 'Password updated' }),
    });
    const user = userEvent.setup();
    await fill(user, await dialog(), 'new-password-1');
    const toast = await screen.findByText(pseudoOf('Account updated successfully!'));
    expect(toast).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(untranslated(page())).toEqual([]);
  });
});
