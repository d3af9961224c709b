import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { AppContent, AppProviders } from './app/AppTree';
import { PRERENDERED_ATTRIBUTE, canHydrate } from './app/hydration';
import { initialState, makeStore } from './app/store';
import { theme } from './design/theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// /replay shows a tenant's diagnostics snapshot (issue 14), framed by the staff console or opened
// by `npm run replay`: its own store, never the persisted one of this browser.
if (window.location.pathname === '/replay') {
  const ReplayRoot = lazy(() => import(/* webpackChunkName: "replay" */ './app/replay/ReplayRoot'));
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Suspense fallback={null}>
          <ReplayRoot />
        </Suspense>
      </ThemeProvider>
    </StrictMode>,
  );
} else {
  startApp(container);
}

function startApp(root: HTMLElement) {
  const { store, persistor } = makeStore();
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
  // The first render waits for the saved state (as redux-persist's PersistGate did), so it shows
  // the tenant's session and answers, and can tell whether the server's HTML is what it makes.
  whenRestored(persistor!, () => {
    const { pathname, search } = window.location;
    const hydrate = canHydrate(root, pathname + search, store.getState(), initialState());
    // As a transition: React yields to the browser every few milliseconds instead of holding the
    // main thread for the whole tree (a tap or a paint is never blocked for long).
    startTransition(() => {
      if (hydrate) {
        hydrateRoot(root, app);
      } else {
        // A page the server rendered for someone else (a signed-in tenant's saved session):
        // blank rather than another screen until this one renders.
        if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) root.replaceChildren();
        createRoot(root).render(app);
      }
    });
  });
  void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker());
}

function whenRestored(persistor: Persistor, run: () => void) {
  if (persistor.getState().bootstrapped) {
    run();
    return;
  }
  const stop = persistor.subscribe(() => {
    if (!persistor.getState().bootstrapped) return;
    stop();
    run();
  });
}
