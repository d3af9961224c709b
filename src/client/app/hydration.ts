import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import { PERSISTED_SLICES } from './persist';
import type { RootState } from './store';

/** Set by the server on a prerendered page's root element: the address it rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** Beside it: the language it rendered in (src/server/prerender.ts). */
export const PRERENDERED_LOCALE_ATTRIBUTE = 'data-locale';

/**
 * Whether the browser's first render may hydrate the server's HTML (src/server/prerender.ts):
 * it was rendered for this address and in the app's language, and what the tenant's browser kept
 * (the session, answers saved across visits) is what the server rendered with, a first visit's. Otherwise the app
 * renders afresh over it, as on a page the server did not prerender.
 */
export function canHydrate(
  root: Element,
  address: string,
  state: RootState,
  initial: RootState,
): boolean {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== address) return false;
  // The server renders in the language of the request's Accept-Language: the same page whether
  // the tenant chose that language or the browser asked for it.
  const rendered = root.getAttribute(PRERENDERED_LOCALE_ATTRIBUTE) ?? DEFAULT_LOCALE;
  if (state.locale.locale !== rendered) return false;
  return PERSISTED_SLICES.filter((slice) => slice !== 'locale').every(
    (slice) => JSON.stringify(state[slice]) === JSON.stringify(initial[slice]),
  );
}

/**
 * The server's page is inert until the client has hydrated every part of it: a field typed into
 * before then would show text its form's state never saw (a Register button that stays
 * disabled), a tap would do nothing. React hydrates each Suspense boundary in a pass of its own,
 * after the one holding it has committed, so the app's boundary being live says nothing of the
 * step form inside it: a value pasted in between was kept by the field and never reached the form
 * (React reads the field as it finds it when it hydrates, so the paste's input event is no
 * change). Every boundary therefore counts itself open until its content commits
 * (components/Suspense.tsx); the page takes input when none is left. Called directly when the
 * client renders afresh, or a screen fails to load.
 */
export function markInteractive(root: Element | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
}

/** Boundaries mounted whose content has not committed yet; the page is inert while any is. */
let uncommitted = 0;

export function boundaryMounted(): void {
  uncommitted += 1;
}

export function boundaryCommitted(): void {
  uncommitted -= 1;
  if (uncommitted === 0) markInteractive();
}
