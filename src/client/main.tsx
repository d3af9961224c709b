/**
 * The entry: starts the app in stages, each its own task. Loading every module of the first
 * screen at once (React DOM, MUI and Emotion, the store, the router) was one long task that held
 * a phone's main thread for a few hundred milliseconds before anything answered a tap
 * (docs/performance.md); between stages the browser paints and handles input.
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// /replay shows a tenant's diagnostics snapshot, framed by the staff console or opened by
// `npm run replay`: its own store, never the persisted one of this browser.
if (window.location.pathname === '/replay') {
  void import(/* webpackChunkName: "replay" */ './app/replay/startReplay').then((m) =>
    m.startReplay(container),
  );
} else {
  void start(container);
}

async function start(root: HTMLElement) {
  // Same file, evaluated on demand: `eager` keeps each module in this script (no request).
  const { startStore } = await import(/* webpackMode: "eager" */ './app/startStore');
  // The saved state is read while the rest loads.
  const restored = startStore();
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './design/theme');
  await yieldToBrowser();
  // Emotion's cache takes over the server's <style> elements when it loads.
  await import(/* webpackMode: "eager" */ '@emotion/styled');
  await yieldToBrowser();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  const store = await restored;
  // The browser's language, unless the tenant chose one (i18n/localeSlice.ts), before the first
  // render decides whether the server's English page can be hydrated.
  const { detectLocale } = await import(/* webpackMode: "eager" */ './i18n/detect');
  detectLocale(store);
  await yieldToBrowser();
  renderApp(root, store);
  void import('./pwa/registerServiceWorker').then((m) => m.registerServiceWorker());
}
