import { useDeferredValue, useState, type ReactNode } from 'react';
import { Suspense } from '../../../components/Suspense';

/**
 * Renders a lazily loaded dialog from the first time it opens, then keeps it (its closing
 * transition plays). Until then neither the dialog nor MUI's Modal code is loaded: the dashboard
 * stays within its bundle budget (docs/performance.md "Budgets").
 *
 * The dialog mounts in a deferred render, inside a boundary that is always there: the
 * tap's own frame is not held, and the dialog shows as soon as its code has come. A boundary that
 * first showed its fallback would reveal the dialog no sooner than 300 ms later (React throttles
 * reveals after a fallback).
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  // Remembered during render (React's pattern for state derived from a prop), not in an effect.
  if (open && !used) setUsed(true);
  const mounted = useDeferredValue(used || open);
  return <Suspense fallback={null}>{mounted ? children : null}</Suspense>;
}
