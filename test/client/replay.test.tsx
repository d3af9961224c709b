// A replay is read-only. In a store marked as a replay, no call of the tenant's API is
// sent (no fetch happens), a change answers the replay's refusal, and only the public settings
// the screens are built on are still asked for.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/client/api';
import ReplayRoot from '../../src/client/app/replay/ReplayRoot';
import { theme } from '../../src/client/design/theme';
import { REPLAY_REFUSAL } from '../../src/client/api/baseApi';
import { makeStore } from '../../src/client/app/store';
import { initialUiState } from '../../src/client/app/ui';
import { account } from './fixtures';
import { defaultHandlers } from './render';

function replayStore() {
  return makeStore({
    persist: false,
    preloadedState: {
      session: { token: 'read-only-replay', user: account },
      ui: { ...initialUiState, replay: { name: 'Maya Thompson', takenAt: '2026-11-26T20:00:00Z' } },
    },
  }).store;
}

describe('a replay store', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () =>
      Response.json({ brandName: 'Nestwell' }, { status: 200 }),
    ) as typeof fetch;
  });

  it('sends no change and fetches none of the tenant’s data', async () => {
    const store = replayStore();
    const sent = await store.dispatch(
      api.endpoints.sendMessage.initiate({
        sendMessageRequest: { email: 'maya@example.com', subject: 'Other', msg: 'x'.repeat(40) },
      }),
    );
    expect(sent).toEqual({ error: { status: 'CUSTOM_ERROR', error: REPLAY_REFUSAL } });
    const read = await store.dispatch(api.endpoints.getAccount.initiate());
    expect(read.error).toEqual({ status: 'CUSTOM_ERROR', error: REPLAY_REFUSAL });
    expect(global.fetch).not.toHaveBeenCalled();
    // No refusal signed the replay out (a 401 would have).
    expect(store.getState().session.token).toBe('read-only-replay');
  });

  it('still reads the public settings the screens are built on', async () => {
    const store = replayStore();
    await store.dispatch(api.endpoints.getSettings.initiate());
    expect(global.fetch).toHaveBeenCalledTimes(1);
    const [request] = (global.fetch as jest.Mock).mock.calls[0] as [Request];
    expect(new URL(request.url).pathname).toBe('/v2/util/settings');
    expect(request.headers.get('Token')).toBeNull();
  });
});

describe('a replayed screen', () => {
  // A snapshot a tenant sent from the upload wizard while reading the app in Spanish
  // (test/fixtures/snapshots/v5.json), as `npm run replay` serves it.
  const snapshot = JSON.parse(
    readFileSync(resolve(__dirname, '../fixtures/snapshots/v5.json'), 'utf8'),
  ) as unknown;
  beforeEach(() => {
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://x')
        .pathname;
      if (path === '/replay/snapshot.json') return Response.json(snapshot);
      const [status, body] = (await defaultHandlers[`GET ${path}`]!({
        method: 'GET',
        path,
        query: new URLSearchParams(),
        headers: new Headers(),
        body: undefined,
        signal: new AbortController().signal,
      })) as [number, unknown];
      return Response.json(body, { status });
    }) as typeof fetch;
  });

  it('is in the language the tenant read it in, says so, and shows English on asking', async () => {
    render(
      <ThemeProvider theme={theme}>
        <ReplayRoot />
      </ThemeProvider>,
    );
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(
      "Replay of the tenant's screen on 09/15/2026 at 12:00 UTC in Spanish (the switch at the foot of the page shows English): read-only, nothing is sent.",
    );
    const form = await screen.findByRole('form', { name: 'Cuéntanos sobre ti' });
    expect(within(form).getByDisplayValue('Nia')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Idioma: English' }));
    expect(await screen.findByRole('form', { name: 'Tell us about yourself' })).toBeVisible();
  });
});
