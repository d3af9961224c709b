// The one place the app takes React's Suspense (eslint.config.mjs): every boundary must report
// when its content commits, or a prerendered page would take input before it is hydrated.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
// eslint-disable-next-line no-restricted-imports
import { Suspense as ReactSuspense } from 'react';
import { boundaryCommitted, boundaryMounted } from '../app/hydration';

/**
 * React's Suspense, counted open from its own commit until its content's (app/hydration.ts): on a
 * prerendered page the content hydrates in a later pass than the boundary, and the page stays
 * inert until every boundary on it is live.
 */
export function Suspense({ fallback, children }: { fallback: ReactNode; children?: ReactNode }) {
  const committed = useRef(false);
  // A layout effect: it runs before the passive effects of the same commit, so the boundary
  // holding this one cannot count itself done (and the page live) before this one counts.
  useLayoutEffect(() => {
    if (committed.current) return undefined;
    boundaryMounted();
    return () => {
      // Unmounted before its content ever showed: nothing left to wait for.
      if (!committed.current) boundaryCommitted();
    };
  }, []);
  return (
    <ReactSuspense fallback={fallback}>
      {children}
      <Committed
        onCommit={() => {
          if (committed.current) return;
          committed.current = true;
          boundaryCommitted();
        }}
      />
    </ReactSuspense>
  );
}

/** Its effect runs once the content beside it has committed: hydrated, or rendered. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}
