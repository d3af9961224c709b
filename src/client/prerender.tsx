/**
 * The server's prerender of the signed-out pages (webpack's `prerender` build, loaded by
 * src/server/prerender.ts): the same app tree as the browser's, rendered to HTML once per page
 * with the page's boot data, and the styles that HTML uses. The browser then hydrates that HTML
 * (main.tsx) instead of building and styling the first screen itself: the tenant sees the page
 * before the scripts run, and the first render only attaches to it.
 */
import type { Locale } from '../domain/i18n/locales';
import { provideServerPage, type BootData } from './app/boot';

export interface PrerenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** Elements for the head: the CSS that markup uses (`<style data-emotion>`), preloads. */
  head: string;
}

/**
 * One page, as a first visit sees it. The server calls it with the same boot data and brand for
 * its whole life: the app's modules load on the first call and read them then (the brand's name
 * is read once, when design/brand.ts loads).
 */
export async function prerenderPage(
  url: string,
  page: { boot: BootData; brandName: string; locale: Locale },
): Promise<PrerenderedPage> {
  provideServerPage(page);
  const [{ default: createCache }, { CacheProvider }, server, { prerender }, router] =
    await Promise.all([
      import('@emotion/cache'),
      import('@emotion/react'),
      import('@emotion/server/create-instance'),
      import('react-dom/static'),
      import('react-router-dom'),
    ]);
  const [{ AppContent, AppProviders }, { makeStore }] = await Promise.all([
    import('./app/AppTree'),
    import('./app/store'),
  ]);
  // Emotion's documented server rendering: a cache in compat mode keeps the inserted CSS for
  // extraction instead of writing <style> elements into the markup.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const emotion = server.default(cache);
  // A first visit's state, in the request's language (the browser's, as detect.ts reads it).
  const { store } = makeStore({
    persist: false,
    preloadedState: { locale: { locale: page.locale, chosen: false } },
  });
  // prerender (not renderToString) waits for the lazy screens to load, so the page is whole.
  const { prelude } = await prerender(
    <CacheProvider value={cache}>
      <AppProviders store={store}>
        <router.StaticRouter location={url}>
          <AppContent />
        </router.StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const markup = await new Response(prelude).text();
  // React writes the preloads it found (the logo) before the markup; they belong in the head.
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const html = markup.slice(preloads.length);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, head: preloads + styles };
}
