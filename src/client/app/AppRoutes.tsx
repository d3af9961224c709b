import { lazy } from 'react';
import { Suspense } from '../components/Suspense';
import { Navigate, useLocation } from 'react-router-dom';
import { resolveRoute } from '../../domain/routes';
import { PageSpinner } from '../components/PageSpinner';
import { useAppSelector } from './hooks';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { SHELL_SCREENS, screens } from './screens';
import { selectSignedIn } from './session';

const Shell = lazy(() => import(/* webpackChunkName: "shell" */ './Shell'));

/**
 * The route tables of docs/product.md "Screens and routes" live in src/domain/routes.ts; this
 * renders what they resolve to for the current path and session, so the rules exist once and are
 * unit-tested.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const signedIn = useAppSelector(selectSignedIn);
  const resolution = resolveRoute(pathname, signedIn);
  if (resolution.kind === 'redirect') {
    return <Navigate to={resolution.to} replace />;
  }
  const Screen = screens[resolution.screen];
  const screen = <Screen params={resolution.params ?? {}} />;
  return (
    <LoadErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        {SHELL_SCREENS.has(resolution.screen) ? <Shell>{screen}</Shell> : screen}
      </Suspense>
    </LoadErrorBoundary>
  );
}
