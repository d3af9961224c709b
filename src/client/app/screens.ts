import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from '../../domain/routes';
import type { ScreenProps } from './screenProps';

type LazyScreen = LazyExoticComponent<ComponentType<ScreenProps>>;

/** Every route is its own chunk: a screen's code loads only when its route is shown. */
export const screens: Record<ScreenName, LazyScreen> = {
  splash: lazy(() => import(/* webpackChunkName: "splash" */ '../features/splash/SplashScreen')),
  login: lazy(() => import(/* webpackChunkName: "login" */ '../features/session/LoginScreen')),
  signup: lazy(() => import(/* webpackChunkName: "signup" */ '../features/session/SignupScreen')),
  onboarding: lazy(
    () => import(/* webpackChunkName: "onboarding" */ '../features/onboarding/OnboardingScreen'),
  ),
  tenantOnboarding: lazy(
    () => import(/* webpackChunkName: "onboarding" */ '../features/onboarding/OnboardingScreen'),
  ),
  upload: lazy(() => import(/* webpackChunkName: "upload" */ '../features/upload/UploadScreen')),
  tenantUpload: lazy(
    () => import(/* webpackChunkName: "upload" */ '../features/upload/UploadScreen'),
  ),
  dashboard: lazy(
    () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardScreen'),
  ),
  transactions: lazy(
    () =>
      import(/* webpackChunkName: "transactions" */ '../features/transactions/TransactionsScreen'),
  ),
  coupons: lazy(
    () => import(/* webpackChunkName: "coupons" */ '../features/coupons/CouponsScreen'),
  ),
  accessibility: lazy(
    () =>
      import(
        /* webpackChunkName: "accessibility" */ '../features/accessibility/AccessibilityScreen'
      ),
  ),
  couponRedeem: lazy(
    () => import(/* webpackChunkName: "coupon-redeem" */ '../features/coupons/CashierScreen'),
  ),
  verify: lazy(() => import(/* webpackChunkName: "verify" */ '../features/verify/VerifyScreen')),
  account: lazy(
    () => import(/* webpackChunkName: "account" */ '../features/account/AccountScreen'),
  ),
  staff: lazy(() => import(/* webpackChunkName: "staff" */ '../features/staff/StaffConsole')),
};

/** Screens shown inside the signed-in shell (side menu, top bar). */
export const SHELL_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'dashboard',
  'transactions',
  'coupons',
  'account',
]);
