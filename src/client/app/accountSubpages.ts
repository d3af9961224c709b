import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AccountSubpage } from '../../domain/routes';

/**
 * Account sub-pages built as their own feature (docs/product.md "Account pages"), each its own
 * chunk. The account screen renders the one for its sub-page, or says the sub-page is still on its
 * way.
 */
export const accountSubpageScreens: Partial<
  Record<AccountSubpage, LazyExoticComponent<ComponentType>>
> = {
  'personal-information': lazy(
    () =>
      import(
        /* webpackChunkName: "personal-information" */ '../features/account/PersonalInformationScreen'
      ),
  ),
  'your-policies': lazy(
    () => import(/* webpackChunkName: "policy-lists" */ '../features/account/YourPoliciesScreen'),
  ),
  'insurance-history': lazy(
    () =>
      import(/* webpackChunkName: "policy-lists" */ '../features/account/InsuranceHistoryScreen'),
  ),
  'security-settings': lazy(
    () => import(/* webpackChunkName: "security" */ '../features/security/SecuritySettingsScreen'),
  ),
  'report-a-claim': lazy(
    () => import(/* webpackChunkName: "claims-report" */ '../features/claims/ReportClaimScreen'),
  ),
  'update-payment-method': lazy(
    () =>
      import(
        /* webpackChunkName: "payment-method" */ '../features/payment/UpdatePaymentMethodScreen'
      ),
  ),
  'claim-history': lazy(
    () => import(/* webpackChunkName: "claims-history" */ '../features/claims/ClaimHistoryScreen'),
  ),
  'download-my-data': lazy(
    () => import(/* webpackChunkName: "my-data" */ '../features/account/DownloadMyDataScreen'),
  ),
  'delete-my-account': lazy(
    () =>
      import(/* webpackChunkName: "delete-account" */ '../features/account/DeleteMyAccountScreen'),
  ),
};
