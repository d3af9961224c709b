/**
 * Registers the service worker (public/sw.js: the app opens offline) once the page has loaded
 * and the browser is idle, so it never competes with the first render: its install downloads the
 * shell's scripts again, which on a phone's slow link would share it with the screen's chunks. Production builds only: in development it would
 * keep serving old bundles. Loaded on its own from main.tsx, so the entry carries none of it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, no HTTPS) simply runs online-only.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
