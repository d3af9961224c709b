// Account → Download My Data (docs/privacy.md "Your rights"): the tenant asks for a copy of their
// data, is told the link will be e-mailed, and sees the latest request's state.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataExportTexts as texts } from '../../src/domain/messages/dataExport';
import { account, signedInState } from './fixtures';
import { networkFailure, renderApp, type ApiHandler } from './render';

const PAGE = '/tenant/account/download-my-data';
const REQUESTED = '2026-11-20T15:04:05.000Z';
const preparing = {
  id: 7,
  state: 'preparing',
  requestedAt: REQUESTED,
  readyAt: null,
  expiresAt: null,
};
const ready = {
  ...preparing,
  state: 'ready',
  readyAt: REQUESTED,
  expiresAt: '2026-11-27T15:04:05.000Z',
};

function openPage(handlers: Record<string, ApiHandler>) {
  return renderApp({
    route: PAGE,
    preloadedState: signedInState(),
    handlers: { 'GET /v2/account': () => [200, account], ...handlers },
  });
}

describe('Download My Data (docs/privacy.md "Your rights")', () => {
  it('asks for a copy and says the link will be e-mailed, then shows the request', async () => {
    let latest: unknown = null;
    const app = openPage({
      'GET /v2/account/data-export': () => [200, { latest }],
      'POST /v2/account/data-export': () => {
        latest = preparing;
        return [202, preparing];
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Download My Data' })).toBeVisible();
    expect(screen.getByText(texts.intro)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: texts.request }));
    // Said in the live region, so a screen reader reads it out.
    expect(await screen.findByText(texts.requested)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.requested);
    const card = (await screen.findByRole('heading', { name: texts.latestTitle })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(card).getByText('11/20/2026')).toBeVisible();
    expect(within(card).getByText(texts.states.preparing)).toBeVisible();
    // One request at a time: the button waits while it is prepared.
    expect(screen.getByRole('button', { name: texts.request })).toBeDisabled();
    expect(app.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('once the file is ready, no longer says it is being prepared', async () => {
    let latest: unknown = null;
    openPage({
      'GET /v2/account/data-export': () => [200, { latest }],
      'POST /v2/account/data-export': () => {
        latest = ready;
        return [202, preparing];
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.request }));
    expect(await screen.findByText(texts.states.ready)).toBeVisible();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a ready copy: its state, until when the link works, and a new copy may be asked for', async () => {
    openPage({ 'GET /v2/account/data-export': () => [200, { latest: ready }] });
    expect(await screen.findByText(texts.states.ready)).toBeVisible();
    expect(screen.getByText(texts.linkWorksUntil)).toBeVisible();
    expect(screen.getByText('11/27/2026')).toBeVisible();
    expect(screen.getByText(texts.readyNote)).toBeVisible();
    expect(screen.getByRole('button', { name: texts.requestAgain })).toBeEnabled();
  });

  it('an expired link says so', async () => {
    openPage({
      'GET /v2/account/data-export': () => [200, { latest: { ...ready, state: 'expired' } }],
    });
    expect(await screen.findByText(texts.states.expired)).toBeVisible();
  });

  it("shows the server's refusal: too many requests", async () => {
    openPage({
      'GET /v2/account/data-export': () => [200, { latest: null }],
      'POST /v2/account/data-export': () => [
        429,
        { message: 'Too many attempts. Please try again in 60 minutes.', code: 'RATE_LIMITED' },
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.request }));
    expect(
      await screen.findByText('Too many attempts. Please try again in 60 minutes.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: texts.latestTitle })).toBeNull();
  });

  it('its own texts when the server cannot be reached', async () => {
    openPage({
      'GET /v2/account/data-export': networkFailure,
      'POST /v2/account/data-export': networkFailure,
    });
    const user = userEvent.setup();
    expect(await screen.findByText(texts.loadFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: texts.request }));
    expect(await screen.findByText(texts.requestFailed)).toBeVisible();
  });
});
