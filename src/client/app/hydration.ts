import { PERSISTED_SLICES } from './persist';
import type { RootState } from './store';

/** Set by the server on a prerendered page's root element: the address it rendered. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether the browser's first render may hydrate the server's HTML (src/server/prerender.ts):
 * it was rendered for this address, and what the tenant's browser kept (the session, answers
 * saved across visits) is what the server rendered with, a first visit's. Otherwise the app
 * renders afresh over it, as on a page the server did not prerender.
 */
export function canHydrate(
  root: Element,
  address: string,
  state: RootState,
  initial: RootState,
): boolean {
  if (root.getAttribute(PRERENDERED_ATTRIBUTE) !== address) return false;
  return PERSISTED_SLICES.every(
    (slice) => JSON.stringify(state[slice]) === JSON.stringify(initial[slice]),
  );
}

/**
 * The server's page is inert until the client has hydrated the screen in it: a field typed into
 * before then would show text its form's state never saw (a Register button that stays
 * disabled), a tap would do nothing. Called once the screen has committed (AppRoutes), and when
 * the client renders afresh instead.
 */
export function markInteractive(root: Element | null = document.getElementById('root')): void {
  root?.removeAttribute('inert');
}
