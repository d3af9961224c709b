// Account → Delete My Account (docs/privacy.md "Your rights"): what goes and what stays, the
// refusal naming the policies to cancel first, the mailed code, and the sign-out once deleted.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountDeletionTexts as texts } from '../../src/domain/messages/accountDeletion';
import { account, signedInState } from './fixtures';
import { renderApp, type ApiHandler } from './render';

const PAGE = '/tenant/account/delete-my-account';
const DONE = {
  id: 3,
  requestedAt: '2026-11-20T15:00:00.000Z',
  completedAt: '2026-11-20T15:04:05.000Z',
  kept: [{ table: 'policies', rows: 2 }],
  deleted: [{ table: 'sessions', rows: 3 }],
};

function openPage(handlers: Record<string, ApiHandler>) {
  return renderApp({
    route: PAGE,
    preloadedState: signedInState(),
    handlers: { 'GET /v2/account': () => [200, account], ...handlers },
  });
}

describe('Delete My Account (docs/privacy.md "Your rights")', () => {
  it('says what is deleted and kept, asks for the code, deletes and signs out', async () => {
    const app = openPage({
      'POST /v2/account/deletion': () => [202, { codeExpiresAt: '2026-11-20T15:15:00.000Z' }],
      'POST /v2/account/deletion/confirm': () => [200, DONE],
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Delete My Account' })).toBeVisible();
    expect(screen.getByRole('heading', { name: texts.deletedTitle })).toBeVisible();
    expect(screen.getByRole('heading', { name: texts.keptTitle })).toBeVisible();
    expect(screen.getByText(texts.kept[0])).toBeVisible();
    expect(screen.getByText(texts.keptWhy)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.request }));
    // The live region is there from the start (so a reader hears the text arrive): wait for it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(texts.codeSent(15)));
    const code = screen.getByLabelText(texts.codeLabel);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText('Code must be 6 digits')).toBeVisible();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText(texts.signedOut)).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().session.token).toBeNull();
    const confirms = app.calls.filter((c) => c.path === '/v2/account/deletion/confirm');
    expect(confirms.map((c) => c.body)).toEqual([{ code: '123456' }]);
  });

  it('shows the refusal with a link to each policy to cancel first', async () => {
    const message = texts.activePolicies(['RNT-1001']);
    openPage({
      'POST /v2/account/deletion': () => [
        409,
        {
          message,
          code: 'ACTIVE_POLICIES',
          policies: [
            { id: 9, policyNumber: 'RNT-1001', startDate: '2026-01-01', endDate: '2027-01-01' },
          ],
        },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.request }));
    expect(await screen.findByText(texts.activePoliciesTitle)).toBeVisible();
    expect(screen.getByText(message)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Policy RNT-1001' });
    expect(link).toHaveAttribute('href', '/tenant/account/your-policies');
    expect(screen.queryByLabelText(texts.codeLabel)).toBeNull();
  });

  it('a wrong code shows the server’s message and keeps the tenant signed in', async () => {
    const app = openPage({
      'POST /v2/account/deletion': () => [202, { codeExpiresAt: '2026-11-20T15:15:00.000Z' }],
      'POST /v2/account/deletion/confirm': () => [
        400,
        { message: 'Invalid verification code', code: 'INVALID_CODE' },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.request }));
    await user.type(await screen.findByLabelText(texts.codeLabel), '000000');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(app.path()).toBe(PAGE);
    expect(app.store.getState().session.token).not.toBeNull();
  });
});
