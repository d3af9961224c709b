import {
  ACCOUNT_SUBPAGES,
  PATHS,
  accountSubpagePath,
  isAccountSubpage,
  loginPath,
  onboardingWithTokenPath,
  renderedPaths,
  staffProofPath,
  verifyPath,
  resolveRoute,
} from '../../src/domain/routes';

const SUBPAGES = [
  'personal-information',
  'security-settings',
  'update-payment-method',
  'your-policies',
  'report-a-claim',
  'claim-history',
  'insurance-history',
  'download-my-data',
  'delete-my-account',
];

describe('ACCOUNT_SUBPAGES', () => {
  it('lists the docs/product.md "Screens and routes" sub-pages with their menu labels', () => {
    expect(ACCOUNT_SUBPAGES.map((s) => s.slug)).toEqual(SUBPAGES);
    expect(ACCOUNT_SUBPAGES.map((s) => s.label)).toEqual([
      'Personal Information',
      'Security Settings',
      'Update Payment Method',
      'Your Policies',
      'Report a Claim',
      'Claim History',
      'Insurance History',
      'Download My Data',
      'Delete My Account',
    ]);
    expect(isAccountSubpage('claim-history')).toBe(true);
    expect(isAccountSubpage('nope')).toBe(false);
  });
});

describe('signed out (docs/product.md "Screens and routes")', () => {
  const render = (path: string) => resolveRoute(path, false);

  it.each([
    ['/', 'splash'],
    ['/onboarding', 'onboarding'],
    ['/login', 'login'],
    ['/signup', 'signup'],
    ['/upload', 'upload'],
    ['/accessibility', 'accessibility'],
  ] as const)('%s renders %s', (path, screen) => {
    expect(render(path)).toEqual({ kind: 'render', screen });
  });

  it('/raa renders onboarding with entry raa', () => {
    expect(render('/raa')).toEqual({
      kind: 'render',
      screen: 'onboarding',
      params: { entry: 'raa' },
    });
  });

  it('/onboarding/{token} renders onboarding with the token', () => {
    expect(render('/onboarding/abc123')).toEqual({
      kind: 'render',
      screen: 'onboarding',
      params: { token: 'abc123' },
    });
    expect(render('/onboarding/a%2Bb')).toEqual({
      kind: 'render',
      screen: 'onboarding',
      params: { token: 'a+b' },
    });
  });

  it.each([
    '/nope',
    '/onboarding/abc/def',
    '/tenant',
    '/tenant/dashboard',
    '/tenant/transactions',
    '/tenant/onboarding',
    '/tenant/upload',
    '/tenant/coupons',
    '/tenant/account',
    '/tenant/account/security-settings',
    '/tenant/unknown',
    '/LOGIN',
  ])('%s redirects to /', (path) => {
    expect(render(path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('tolerates trailing slashes, queries and hashes', () => {
    expect(render('/login/')).toEqual({ kind: 'render', screen: 'login' });
    expect(render('/login?email=a%40b.co')).toEqual({ kind: 'render', screen: 'login' });
    expect(render('/onboarding/tok/')).toEqual({
      kind: 'render',
      screen: 'onboarding',
      params: { token: 'tok' },
    });
    expect(render('')).toEqual({ kind: 'render', screen: 'splash' });
  });
});

describe('signed in (docs/product.md "Screens and routes")', () => {
  const resolve = (path: string) => resolveRoute(path, true);

  it.each([
    ['/', '/tenant/dashboard'],
    ['/login', '/tenant/dashboard'],
    ['/onboarding', '/tenant/onboarding'],
    ['/upload', '/tenant/upload'],
    // Not named by docs/product.md "Screens and routes": see the comment on SIGNED_IN_ROUTES.
    ['/raa', '/tenant/onboarding?entry=raa'],
    ['/onboarding/abc123', '/tenant/onboarding'],
  ])('%s redirects to %s', (path, to) => {
    expect(resolve(path)).toEqual({ kind: 'redirect', to });
  });

  it('/signup still shows sign-up', () => {
    expect(resolve('/signup')).toEqual({ kind: 'render', screen: 'signup' });
  });

  it('/accessibility shows the accessibility statement, as it does signed out', () => {
    expect(resolve('/accessibility')).toEqual({ kind: 'render', screen: 'accessibility' });
    expect(resolve('/accessibility/')).toEqual({ kind: 'render', screen: 'accessibility' });
    expect(resolve('/accessibility/x')).toEqual({ kind: 'redirect', to: '/' });
  });

  it.each([
    ['/tenant/dashboard', 'dashboard'],
    ['/tenant/transactions', 'transactions'],
    ['/tenant/onboarding', 'tenantOnboarding'],
    ['/tenant/upload', 'tenantUpload'],
    ['/tenant/coupons', 'coupons'],
  ] as const)('%s renders %s', (path, screen) => {
    expect(resolve(path)).toEqual({ kind: 'render', screen });
  });

  it('/tenant/account shows personal information', () => {
    expect(resolve('/tenant/account')).toEqual({
      kind: 'render',
      screen: 'account',
      params: { subpage: 'personal-information' },
    });
  });

  it.each(SUBPAGES)('/tenant/account/%s renders that sub-page', (subpage) => {
    expect(resolve(`/tenant/account/${subpage}`)).toEqual({
      kind: 'render',
      screen: 'account',
      params: { subpage },
    });
  });

  it.each([
    '/tenant',
    '/tenant/unknown',
    '/tenant/account/unknown',
    '/tenant/account/claim-history/extra',
    '/tenant/dashboard/extra',
  ])('unknown tenant path %s redirects to the dashboard', (path) => {
    expect(resolve(path)).toEqual({ kind: 'redirect', to: '/tenant/dashboard' });
  });

  it.each(['/nope', '/onboarding/a/b', '/signup/x'])('unknown path %s redirects to /', (path) => {
    expect(resolve(path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('tolerates trailing slashes and hashes', () => {
    expect(resolve('/login/')).toEqual({ kind: 'redirect', to: '/tenant/dashboard' });
    expect(resolve('/tenant/dashboard/')).toEqual({ kind: 'render', screen: 'dashboard' });
    expect(resolve('/tenant/account/security-settings#2fa-setup')).toEqual({
      kind: 'render',
      screen: 'account',
      params: { subpage: 'security-settings' },
    });
  });
});

describe('paths', () => {
  it('builds links', () => {
    expect(PATHS.claimHistory).toBe('/tenant/account/claim-history');
    expect(PATHS.twoFactorSetup).toBe('/tenant/account/security-settings#2fa-setup');
    expect(PATHS.changePassword).toBe('/tenant/account/security-settings#change-password');
    expect(accountSubpagePath('your-policies')).toBe('/tenant/account/your-policies');
    expect(onboardingWithTokenPath('a+b')).toBe('/onboarding/a%2Bb');
    expect(loginPath('a+b@c.co')).toBe('/login?email=a%2Bb%40c.co');
    expect(loginPath()).toBe('/login');
  });

  it('every built path resolves to a screen in its state', () => {
    for (const slug of SUBPAGES)
      expect(resolveRoute(`/tenant/account/${slug}`, true).kind).toBe('render');
    expect(resolveRoute(onboardingWithTokenPath('x y'), false)).toEqual({
      kind: 'render',
      screen: 'onboarding',
      params: { token: 'x y' },
    });
  });
});

describe('/verify/{code} (the public verification of an EOI)', () => {
  it('renders the verify page with the code, signed out and signed in', () => {
    for (const signedIn of [false, true]) {
      expect(resolveRoute('/verify/7K3M-Q9DE', signedIn)).toEqual({
        kind: 'render',
        screen: 'verify',
        params: { code: '7K3M-Q9DE' },
      });
      expect(resolveRoute(verifyPath('a b'), signedIn)).toEqual({
        kind: 'render',
        screen: 'verify',
        params: { code: 'a b' },
      });
    }
    expect(resolveRoute('/verify', false)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('/coupons/redeem (the cashier page a coupon QR code opens)', () => {
  it('renders the cashier page, signed out and signed in, whatever the query', () => {
    for (const signedIn of [false, true]) {
      expect(resolveRoute('/coupons/redeem?id=3&token=abc', signedIn)).toEqual({
        kind: 'render',
        screen: 'couponRedeem',
      });
    }
  });
});

describe('the staff console', () => {
  it('renders the same whether a tenant is signed in or not', () => {
    for (const signedIn of [false, true]) {
      expect(resolveRoute('/staff', signedIn)).toEqual({ kind: 'render', screen: 'staff' });
      expect(resolveRoute('/staff/proofs/12', signedIn)).toEqual({
        kind: 'render',
        screen: 'staff',
        params: { policyId: '12' },
      });
    }
    expect(staffProofPath(12)).toBe('/staff/proofs/12');
  });
});

describe('renderedPaths (the gates walk it)', () => {
  it('lists every address the signed-out table renders, a sample standing in for a token', () => {
    expect(
      renderedPaths(false, { token: 'a b', code: 'C0DE', policyId: '7', snapshotId: '9' }),
    ).toEqual([
      '/',
      '/onboarding',
      '/raa',
      '/onboarding/a%20b',
      '/login',
      '/signup',
      '/upload',
      '/accessibility',
      '/verify/C0DE',
      '/coupons/redeem',
      '/staff',
      '/staff/proofs/7',
      '/staff/snapshots',
      '/staff/snapshots/9',
      '/staff/data-requests',
      '/staff/account-deletions',
    ]);
  });

  it('expands allowed values and skips redirects when signed in', () => {
    const paths = renderedPaths(true, { code: 'C0DE', policyId: '7', snapshotId: '9' });
    expect(paths).toEqual([
      '/signup',
      '/accessibility',
      '/verify/C0DE',
      '/coupons/redeem',
      '/staff',
      '/staff/proofs/7',
      '/staff/snapshots',
      '/staff/snapshots/9',
      '/staff/data-requests',
      '/staff/account-deletions',
      '/tenant/dashboard',
      '/tenant/transactions',
      '/tenant/onboarding',
      '/tenant/upload',
      '/tenant/coupons',
      '/tenant/account',
      ...SUBPAGES.map((s) => `/tenant/account/${s}`),
    ]);
    for (const path of paths) expect(resolveRoute(path, true).kind).toBe('render');
  });

  it('refuses a parameter it has no value for', () => {
    expect(() => renderedPaths(false)).toThrow('no sample value for :token in /onboarding/:token');
  });

  it('every listed address renders in its state', () => {
    for (const path of renderedPaths(false, {
      token: 't',
      code: 'c',
      policyId: '1',
      snapshotId: '1',
    }))
      expect(resolveRoute(path, false).kind).toBe('render');
  });
});
