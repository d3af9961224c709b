import { useEffect, useRef } from 'react';
import { LOADING_TIMEOUT_MS } from '../../../domain/constants';

/**
 * Browser-back guard (docs/product.md "Onboarding flow"). Approach: while the guard is on, one
 * extra history entry with the same URL (a "sentinel", marked in history.state) sits on top of the
 * page's own entry. The browser's Back pops the sentinel, which fires `popstate` without leaving
 * the page: the listener pushes the sentinel again (so a second Back is guarded too) and asks the
 * question. The router sees a pop to the same location and renders the same screen. Confirming
 * leaves the flow from the screen (restart and go to /); cancelling keeps everything. A single
 * sentinel is enough for all steps: steps are screen state, not history entries, so in-flow moves
 * never touch history.
 */
export function useBrowserBackGuard(active: boolean, onBack: () => void) {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  }, [onBack]);
  useEffect(() => {
    if (!active) return undefined;
    const pushSentinel = () =>
      window.history.pushState(
        { ...(window.history.state as object | null), onboardingGuard: true },
        '',
      );
    if (!(window.history.state as { onboardingGuard?: boolean } | null)?.onboardingGuard)
      pushSentinel();
    const onPop = () => {
      pushSentinel();
      onBackRef.current();
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [active]);
}

/** The browser's own "leave site?" warning on reload or closing the tab (docs/product.md "Onboarding flow"). */
export function useUnloadWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}

/** A request started by a step: an RTK Query trigger result, which can be aborted. */
export interface AbortableRequest<T> extends PromiseLike<T> {
  abort(): void;
}

/**
 * docs/product.md "States", "Limits": a loading state lasting LOADING_TIMEOUT_MS (30 s) is
 * cancelled with the generic flow error. The request is aborted (so its answer is ignored if it
 * ever comes) and `onTimeout` reports it; the awaited result is then RTK Query's aborted error,
 * which callers treat as a failure like any other.
 */
export async function withLoadingTimeout<T>(
  request: AbortableRequest<T>,
  onTimeout: () => void,
): Promise<T> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    request.abort();
    onTimeout();
  }, LOADING_TIMEOUT_MS);
  try {
    return await request;
  } finally {
    if (!timedOut) clearTimeout(timer);
  }
}
