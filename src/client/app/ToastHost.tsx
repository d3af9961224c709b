import { lazy } from 'react';
import { Suspense } from '../components/Suspense';
import { useAppSelector } from './hooks';

// The toast UI (Snackbar, Alert, transitions) loads with the first toast, not with `/`.
const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ './Toasts'));

export function ToastHost() {
  const pending = useAppSelector((state) => state.ui.toasts.length > 0);
  return pending ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
