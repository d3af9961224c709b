import { lazy } from 'react';
import { Suspense } from '../components/Suspense';
import { useAppSelector } from './hooks';

// The two-factor dialogs load when a gate opens (a 403 from the server), never with `/`.
const TwoFactorGate = lazy(
  () => import(/* webpackChunkName: "two-factor" */ '../features/twoFactor/TwoFactorGate'),
);

export function TwoFactorHost() {
  const open = useAppSelector((state) => state.ui.twoFactorGate !== null);
  return open ? (
    <Suspense fallback={null}>
      <TwoFactorGate />
    </Suspense>
  ) : null;
}
