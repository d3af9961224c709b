import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { cleanSnapshot, type DiagnosticsSnapshot } from '../../../domain/diagnostics/snapshot';
import { DEFAULT_LOCALE } from '../../../domain/i18n/locales';
import { usDate } from '../../design';
import { AppRoutes } from '../AppRoutes';
import { storeFromSnapshot } from '../snapshotStore';
import { makeStore } from '../store';
import { ToastHost } from '../ToastHost';
import { initialUiState } from '../ui';

/** Where the snapshot comes from: the staff console around this frame, or `npm run replay`. */
declare global {
  interface Window {
    /** Set by the staff console on itself before it frames /replay (same origin). */
    __rentersReplay?: { snapshot: DiagnosticsSnapshot; name: string };
  }
}

async function loadSnapshot(): Promise<{ snapshot: DiagnosticsSnapshot; name: string }> {
  if (window.parent !== window) {
    for (let waited = 0; waited < 3000; waited += 100) {
      const fromConsole = window.parent.__rentersReplay;
      if (fromConsole) return fromConsole;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('The staff console gave this frame no snapshot.');
  }
  // `npm run replay -- FILE`: the local server serves that file here (and only then). A file,
  // not an API call: there is no generated hook for it.
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch('/replay/snapshot.json');
  if (!response.ok) throw new Error('No snapshot to replay here.');
  return { snapshot: (await response.json()) as DiagnosticsSnapshot, name: 'the tenant' };
}

/**
 * A tenant's screen as their diagnostics snapshot saved it: the real client, in a
 * store built from the snapshot (migrated from its build's version), at its route, read-only.
 * Nothing of it is persisted, and the base query sends nothing but public settings (ui.replay).
 */
export default function ReplayRoot() {
  const [state, setState] = useState<
    | { kind: 'loading' }
    | { kind: 'error'; message: string }
    | { kind: 'ready'; store: ReturnType<typeof makeStore>['store']; route: string; banner: string }
  >({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    (async () => {
      const { snapshot: raw, name } = await loadSnapshot();
      const snapshot = cleanSnapshot(raw);
      const saved = await storeFromSnapshot(snapshot);
      const signedIn = !!saved.session?.user;
      const replay = { name, takenAt: snapshot.meta.takenAt, dialogs: snapshot.meta.dialogs };
      const { store } = makeStore({
        persist: false,
        preloadedState: {
          ...saved,
          // Signed-in screens need a token to render; every call that would carry it is refused
          // before it is sent (api/baseApi.ts), so this one never leaves the page.
          session: {
            token: signedIn ? 'read-only-replay' : null,
            user: saved.session?.user ?? null,
          },
          ui: { ...initialUiState, replay },
        },
      });
      const when = snapshot.meta.takenAt ? usDate(snapshot.meta.takenAt.slice(0, 10)) : '';
      // The screen is in the tenant's language; staff can read it in English with its switch.
      const language = saved.locale?.locale;
      const inLanguage =
        language && language !== DEFAULT_LOCALE
          ? ` in ${new Intl.DisplayNames(['en'], { type: 'language' }).of(language)} (the switch at the foot of the page shows English)`
          : '';
      const banner = `Replay of ${name}'s screen${when ? ` on ${when} at ${snapshot.meta.takenAt.slice(11, 16)} UTC` : ''}${inLanguage}: read-only, nothing is sent.`;
      if (live) setState({ kind: 'ready', store, route: snapshot.meta.route, banner });
    })().catch((error: unknown) => {
      if (live)
        setState({
          kind: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
    });
    return () => {
      live = false;
    };
  }, []);

  if (state.kind === 'loading') return null;
  if (state.kind === 'error') return <Alert severity="error">{state.message}</Alert>;
  return (
    <Provider store={state.store}>
      <Alert severity="warning" square role="status" sx={{ py: 0.25 }}>
        {state.banner}
      </Alert>
      <MemoryRouter initialEntries={[state.route]}>
        <AppRoutes />
        <ToastHost />
      </MemoryRouter>
    </Provider>
  );
}
