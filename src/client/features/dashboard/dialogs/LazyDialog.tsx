import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, then keeps it (its closing
 * transition plays). Until then neither the dialog nor MUI's Modal code is loaded: the dashboard
 * stays within its bundle budget (ARCHITECTURE "Budgets").
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  // Remembered during render (React's pattern for state derived from a prop), not in an effect.
  if (open && !used) setUsed(true);
  return used || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}
