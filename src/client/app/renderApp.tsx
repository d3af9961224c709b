import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppContent, AppProviders } from './AppTree';
import { PRERENDERED_ATTRIBUTE, canHydrate, markInteractive } from './hydration';
import { initialState, type AppStore } from './store';

/**
 * The app's first render: it hydrates the server's prerendered page when that page is what this
 * render makes (hydration.ts), else renders afresh over the page.
 */
export function renderApp(root: HTMLElement, store: AppStore): void {
  const app = (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </AppProviders>
  );
  const { pathname, search } = window.location;
  const hydrate = canHydrate(root, pathname + search, store.getState(), initialState());
  // As a transition: React yields to the browser every few milliseconds instead of holding the
  // main thread for the whole tree (a tap or a paint is never blocked for long).
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(root, app);
      return;
    }
    // A page the server rendered for someone else (a signed-in tenant's saved session): blank
    // rather than another screen until this one renders.
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) root.replaceChildren();
    markInteractive(root);
    createRoot(root).render(app);
  });
}
