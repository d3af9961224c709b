import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, startTransition } from 'react';
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

const { store, persistor } = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render as a transition: React yields to the browser every few milliseconds instead
// of holding the main thread for the whole tree (a tap or a paint is never blocked for long).
const root = createRoot(container);
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
