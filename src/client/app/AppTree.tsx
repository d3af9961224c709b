import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { theme } from '../design/theme';
import { DocumentLanguage } from '../i18n/DocumentLanguage';
import { AppRoutes } from './AppRoutes';
import { SignInFinisher } from './SignInFinisher';
import type { AppStore } from './store';
import { ToastHost } from './ToastHost';
import { TwoFactorHost } from './TwoFactorHost';
import { VersionGate } from './VersionGate';

/**
 * The whole app around a router: the browser's (main.tsx) and the server's prerender of the
 * signed-out pages (prerender.tsx) render this same tree, so the HTML the server sends is what
 * the browser's first render hydrates.
 */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}

/** What sits inside the router: the routes and the hosts that outlive a screen. */
export function AppContent() {
  return (
    <>
      <VersionGate>
        <AppRoutes />
      </VersionGate>
      <ToastHost />
      <TwoFactorHost />
      <DocumentLanguage />
      <SignInFinisher />
    </>
  );
}
