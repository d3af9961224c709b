import type { Persistor } from 'redux-persist';
import { makeStore, type AppStore } from './store';

/**
 * The browser's store, answered once its saved state is restored: the first render shows the
 * tenant's session and answers (as redux-persist's PersistGate did), and can tell whether the
 * server's HTML is what it makes (hydration.ts).
 */
export function startStore(): Promise<AppStore> {
  const { store, persistor } = makeStore();
  return new Promise((resolve) => whenRestored(persistor!, () => resolve(store)));
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
