import { lazy, useState } from 'react';
import { Suspense } from '../../components/Suspense';
import type { ConfirmDialogProps } from './ConfirmDialogView';

// The dialog (MUI Modal, focus trap, transitions) loads the first time a question is asked, so
// the flow's first screen stays light (docs/performance.md "Budgets").
const ConfirmDialogView = lazy(
  () => import(/* webpackChunkName: "onboarding-dialog" */ './ConfirmDialogView'),
);

/** A yes/no question of the flow (restart, leave, email exists). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Once asked, the dialog stays mounted so that it closes with its transition.
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
