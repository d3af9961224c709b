// docs/product.md "Screens and routes" route tables as data, and a pure resolver used by the
// client's router (and by tests) so both signed-in states answer every path the same way.

export type ScreenName =
  | 'splash'
  | 'onboarding'
  | 'login'
  | 'signup'
  | 'upload'
  | 'dashboard'
  | 'transactions'
  | 'coupons'
  | 'account'
  | 'tenantOnboarding'
  | 'tenantUpload'
  | 'accessibility'
  | 'verify'
  | 'couponRedeem'
  | 'staff';

/** docs/product.md "Screens and routes" account sub-pages in menu order, with their docs/product.md "Screens and routes" menu labels. */
export const ACCOUNT_SUBPAGES = [
  { slug: 'personal-information', label: 'Personal Information' },
  { slug: 'security-settings', label: 'Security Settings' },
  { slug: 'update-payment-method', label: 'Update Payment Method' },
  { slug: 'your-policies', label: 'Your Policies' },
  { slug: 'report-a-claim', label: 'Report a Claim' },
  { slug: 'claim-history', label: 'Claim History' },
  { slug: 'insurance-history', label: 'Insurance History' },
  // docs/privacy.md "Your rights": a copy of every record of the tenant's, mailed as a link.
  { slug: 'download-my-data', label: 'Download My Data' },
  // docs/privacy.md "Your rights": the login and personal details erased, the records kept.
  { slug: 'delete-my-account', label: 'Delete My Account' },
] as const;
export type AccountSubpage = (typeof ACCOUNT_SUBPAGES)[number]['slug'];
export const DEFAULT_ACCOUNT_SUBPAGE: AccountSubpage = 'personal-information';

export function isAccountSubpage(value: string): value is AccountSubpage {
  return ACCOUNT_SUBPAGES.some((s) => s.slug === value);
}

/** Paths the app links to (docs/product.md "Screens and routes"). */
export const PATHS = {
  splash: '/',
  onboarding: '/onboarding',
  raa: '/raa',
  login: '/login',
  signup: '/signup',
  upload: '/upload',
  /** The accessibility statement (not in docs/product.md "Screens and routes"): public, signed in or out. */
  accessibility: '/accessibility',
  dashboard: '/tenant/dashboard',
  transactions: '/tenant/transactions',
  tenantOnboarding: '/tenant/onboarding',
  tenantUpload: '/tenant/upload',
  coupons: '/tenant/coupons',
  account: '/tenant/account',
  /** docs/product.md "Screens and routes": opened after a claim is submitted. */
  claimHistory: '/tenant/account/claim-history',
  /** docs/product.md "Screens and routes": opens two-factor setup. */
  twoFactorSetup: '/tenant/account/security-settings#2fa-setup',
  /** docs/product.md "Screens and routes": opens the change-password dialog. */
  changePassword: '/tenant/account/security-settings#change-password',
  /** The staff console (not in docs/product.md "Screens and routes"): its own log-in, whoever is signed in here. */
  staff: '/staff',
  /** The diagnostics snapshots tenants sent. */
  staffSnapshots: '/staff/snapshots',
  /** Tenants' requests for a copy of their data (docs/staff.md "Data requests"). */
  staffDataRequests: '/staff/data-requests',
  /** Tenants' account deletions (docs/staff.md "Account deletions"). */
  staffAccountDeletions: '/staff/account-deletions',
} as const;

export const staffProofPath = (policyId: number): string => `/staff/proofs/${policyId}`;
/** The replay of a tenant's diagnostics snapshot in the staff console. */
export const staffSnapshotPath = (snapshotId: number): string => `/staff/snapshots/${snapshotId}`;

/** The public verification page an evidence of insurance's QR code opens (not in docs/product.md "Screens and routes"). */
export const verifyPath = (code: string): string => `/verify/${encodeURIComponent(code)}`;
export const onboardingWithTokenPath = (token: string): string =>
  `/onboarding/${encodeURIComponent(token)}`;
export const accountSubpagePath = (subpage: AccountSubpage): string => `/tenant/account/${subpage}`;
/** docs/product.md "Onboarding flow": the login link carries the email as a query parameter. */
export const loginPath = (email?: string | null): string =>
  email ? `/login?email=${encodeURIComponent(email)}` : '/login';

export interface RenderRoute {
  /** Segments; ':name' matches one segment and becomes params.name. */
  path: string;
  screen: ScreenName;
  /** Fixed params the screen receives. */
  params?: Readonly<Record<string, string>>;
  /** Allowed values of a ':name' segment. */
  allowed?: Readonly<Record<string, readonly string[]>>;
}
export interface RedirectRoute {
  path: string;
  redirect: string;
}
export type RouteEntry = RenderRoute | RedirectRoute;

/**
 * The staff console answers the same whether a tenant is signed in or not: it has its own
 * log-in and never uses a tenant's session.
 */
const STAFF_ROUTES: readonly RouteEntry[] = [
  { path: '/staff', screen: 'staff' },
  { path: '/staff/proofs/:policyId', screen: 'staff' },
  { path: '/staff/snapshots', screen: 'staff', params: { view: 'snapshots' } },
  { path: '/staff/snapshots/:snapshotId', screen: 'staff' },
  { path: '/staff/data-requests', screen: 'staff', params: { view: 'dataRequests' } },
  { path: '/staff/account-deletions', screen: 'staff', params: { view: 'accountDeletions' } },
];

/** docs/product.md "Screens and routes": signed out. Anything else (all of /tenant/* included) redirects to /. */
export const SIGNED_OUT_ROUTES: readonly RouteEntry[] = [
  { path: '/', screen: 'splash' },
  { path: '/onboarding', screen: 'onboarding' },
  { path: '/raa', screen: 'onboarding', params: { entry: 'raa' } },
  { path: '/onboarding/:token', screen: 'onboarding' },
  { path: '/login', screen: 'login' },
  { path: '/signup', screen: 'signup' },
  { path: '/upload', screen: 'upload' },
  { path: '/accessibility', screen: 'accessibility' },
  // Whoever holds an evidence of insurance checks it here: public, signed in or out.
  { path: '/verify/:code', screen: 'verify' },
  // The public cashier page a coupon's QR code opens (docs/product.md "Transactions and coupons"):
  // the same whoever is signed in.
  { path: '/coupons/redeem', screen: 'couponRedeem' },
  ...STAFF_ROUTES,
];
export const SIGNED_OUT_FALLBACK = '/';

/**
 * Signed-out pages the server sends as HTML, rendered by the app itself (src/server/prerender.ts):
 * each shows every first visitor the same, from the page's boot data alone (no query, no token,
 * no API answer), and is where a new tenant arrives.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  PATHS.splash,
  PATHS.onboarding,
  PATHS.login,
  PATHS.signup,
  PATHS.upload,
  PATHS.accessibility,
];

/**
 * docs/product.md "Screens and routes": signed in. "Screens and routes" does not name /raa or
 * /onboarding/{token} for a signed-in tenant; they follow /onboarding into the existing-user flow:
 * /raa keeps the association enrollment as the `entry=raa` query parameter, and an invitation token
 * is dropped because a signed-in tenant's details come from the stored session (docs/product.md
 * "Who may do what").
 */
export const SIGNED_IN_ROUTES: readonly RouteEntry[] = [
  { path: '/', redirect: PATHS.dashboard },
  { path: '/login', redirect: PATHS.dashboard },
  { path: '/onboarding', redirect: PATHS.tenantOnboarding },
  { path: '/onboarding/:token', redirect: PATHS.tenantOnboarding },
  { path: '/raa', redirect: `${PATHS.tenantOnboarding}?entry=raa` },
  { path: '/upload', redirect: PATHS.tenantUpload },
  { path: '/signup', screen: 'signup' },
  // A statement about the whole product: the same page whoever reads it (like /signup).
  { path: '/accessibility', screen: 'accessibility' },
  { path: '/verify/:code', screen: 'verify' },
  // The public cashier page a coupon's QR code opens (docs/product.md "Transactions and coupons"):
  // the same whoever is signed in.
  { path: '/coupons/redeem', screen: 'couponRedeem' },
  ...STAFF_ROUTES,
  { path: '/tenant/dashboard', screen: 'dashboard' },
  { path: '/tenant/transactions', screen: 'transactions' },
  { path: '/tenant/onboarding', screen: 'tenantOnboarding' },
  { path: '/tenant/upload', screen: 'tenantUpload' },
  { path: '/tenant/coupons', screen: 'coupons' },
  { path: '/tenant/account', screen: 'account', params: { subpage: DEFAULT_ACCOUNT_SUBPAGE } },
  {
    path: '/tenant/account/:subpage',
    screen: 'account',
    allowed: { subpage: ACCOUNT_SUBPAGES.map((s) => s.slug) },
  },
];
/** docs/product.md "Screens and routes": unknown /tenant paths go to the dashboard; other unknown paths to /. */
export const SIGNED_IN_TENANT_FALLBACK = PATHS.dashboard;
export const SIGNED_IN_FALLBACK = '/';

export type RouteResolution =
  | { kind: 'render'; screen: ScreenName; params?: Record<string, string> }
  | { kind: 'redirect'; to: string };

/**
 * Path segments, ignoring any query or hash, trailing slashes ('/login/' is '/login') and
 * empty segments.
 */
function segmentsOf(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  return path.split('/').filter((s) => s !== '');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function match(route: RouteEntry, segments: readonly string[]): Record<string, string> | null {
  const pattern = segmentsOf(route.path);
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const want = pattern[i] as string;
    const got = segments[i] as string;
    if (want.startsWith(':')) {
      const name = want.slice(1);
      const value = decode(got);
      const allowed = 'screen' in route ? route.allowed?.[name] : undefined;
      if (allowed && !allowed.includes(value)) return null;
      params[name] = value;
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

export function resolveRoute(pathname: string, signedIn: boolean): RouteResolution {
  const segments = segmentsOf(pathname);
  const table = signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  for (const route of table) {
    const captured = match(route, segments);
    if (!captured) continue;
    if ('redirect' in route) return { kind: 'redirect', to: route.redirect };
    const params = { ...route.params, ...captured };
    return Object.keys(params).length > 0
      ? { kind: 'render', screen: route.screen, params }
      : { kind: 'render', screen: route.screen };
  }
  if (!signedIn) return { kind: 'redirect', to: SIGNED_OUT_FALLBACK };
  return {
    kind: 'redirect',
    to: segments[0] === 'tenant' ? SIGNED_IN_TENANT_FALLBACK : SIGNED_IN_FALLBACK,
  };
}

/**
 * Every address a route table renders: a ':name' segment takes each of its allowed values, or the
 * sample given for it. The measured gates (layout, accessibility, keyboard, screenshots) walk this
 * list, so a route added to a table is checked without anyone editing them. A parameter with
 * neither is an error: the gate cannot guess a meaningful value.
 */
export function renderedPaths(
  signedIn: boolean,
  samples: Readonly<Record<string, string>> = {},
): string[] {
  const table = signedIn ? SIGNED_IN_ROUTES : SIGNED_OUT_ROUTES;
  const paths: string[] = [];
  for (const route of table) {
    if ('redirect' in route) continue;
    let variants = [''];
    for (const segment of segmentsOf(route.path)) {
      let values = [segment];
      if (segment.startsWith(':')) {
        const name = segment.slice(1);
        const sample = samples[name];
        const allowed = route.allowed?.[name] ?? (sample === undefined ? undefined : [sample]);
        if (!allowed) throw new Error(`no sample value for :${name} in ${route.path}`);
        values = allowed.map(encodeURIComponent);
      }
      variants = variants.flatMap((prefix) => values.map((value) => `${prefix}/${value}`));
    }
    for (const path of variants) paths.push(path === '' ? '/' : path);
  }
  return paths;
}
