// A replay is read-only. In a store marked as a replay, no call of the tenant's API is
// sent (no fetch happens), a change answers the replay's refusal, and only the public settings
// the screens are built on are still asked for.
import { api } from '../../src/client/api';
import { REPLAY_REFUSAL } from '../../src/client/api/baseApi';
import { makeStore } from '../../src/client/app/store';
import { initialUiState } from '../../src/client/app/ui';
import { account } from './fixtures';

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
