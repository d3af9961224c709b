import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import { AppRoutes } from './app/AppRoutes';
import { makeStore } from './app/store';
import { theme } from './design/theme';
import { SignInFinisher } from './app/SignInFinisher';
import { ToastHost } from './app/ToastHost';
import { TwoFactorHost } from './app/TwoFactorHost';
import { VersionGate } from './app/VersionGate';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// /replay shows a tenant's diagnostics snapshot (issue 14), framed by the staff console or opened
// by `npm run replay`: its own store, never the persisted one of this browser.
if (window.location.pathname === '/replay') {
  const ReplayRoot = lazy(() => import(/* webpackChunkName: "replay" */ './app/replay/ReplayRoot'));
  root.render(
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
  startApp();
}

function startApp() {
  const { store, persistor } = makeStore();

  // The first render as a transition: React yields to the browser every few milliseconds instead
  // of holding the main thread for the whole tree (a tap or a paint is never blocked for long).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <PersistGate persistor={persistor!} loading={null}>
            <ThemeProvider theme={theme}>
              <CssBaseline />
              <BrowserRouter>
                <VersionGate>
                  <AppRoutes />
                </VersionGate>
                <ToastHost />
                <TwoFactorHost />
                <SignInFinisher />
              </BrowserRouter>
            </ThemeProvider>
          </PersistGate>
        </Provider>
      </StrictMode>,
    );
  });
  void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker());
}
