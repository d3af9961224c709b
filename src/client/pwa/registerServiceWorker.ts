/**
 * Registers the service worker (public/sw.js: the app opens offline) once the page has loaded,
 * so it never competes with the first render. Production builds only: in development it would
 * keep serving old bundles. Loaded on its own from main.tsx, so the entry carries none of it.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, no HTTPS) simply runs online-only.
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
