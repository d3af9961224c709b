import { screen, waitFor } from '@testing-library/react';
import { account, signedInState } from './fixtures';
import { renderApp } from './render';

const signedInHandlers = {
  'GET /v2/account': () => [200, account] as [number, unknown],
  'GET /v2/transaction': () => [200, { transactions: [] }] as [number, unknown],
};

// What each screen shows first, to know it rendered (texts of docs/product.md "Screens and
// routes").
const SIGNED_OUT: Array<[string, string, RegExp]> = [
  ['/', '/', /Get Started/],
  ['/onboarding', '/onboarding', /We will get you an awesome quote/],
  ['/raa', '/raa', /^Renters Association of America$/],
  ['/onboarding/abc123', '/onboarding/abc123', /We will get you an awesome quote/],
  ['/login', '/login', /Remember Me/],
  ['/signup', '/signup', /Create Your Account/],
  ['/upload', '/upload', /Send your proof of insurance/],
  ['/tenant/dashboard', '/', /Get Started/],
  ['/no/such/page', '/', /Get Started/],
];

describe('signed-out routes (docs/product.md "Screens and routes")', () => {
  it.each(SIGNED_OUT)('%s lands on %s', async (route, path, text) => {
    const app = renderApp({ route });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(app.path()).toBe(path);
  });
});

const SIGNED_IN: Array<[string, string, RegExp]> = [
  ['/', '/tenant/dashboard', /Hi, Maya!/],
  ['/login', '/tenant/dashboard', /Hi, Maya!/],
  ['/onboarding', '/tenant/onboarding', /We will get you an awesome quote/],
  ['/upload', '/tenant/upload', /Send your proof of insurance/],
  ['/signup', '/signup', /Create Your Account/],
  ['/tenant/dashboard', '/tenant/dashboard', /Hi, Maya!/],
  ['/tenant/transactions', '/tenant/transactions', /Payment history/],
  // Maya is not a renters association member (docs/product.md "Transactions and coupons" coupons
  // are for members).
  ['/tenant/coupons', '/tenant/dashboard', /Hi, Maya!/],
  ['/tenant/account', '/tenant/account', /Personal Information/],
  ['/tenant/account/security-settings', '/tenant/account/security-settings', /Security Settings/],
  ['/tenant/account/insurance-history', '/tenant/account/insurance-history', /Insurance History/],
  ['/tenant/account/not-a-page', '/tenant/dashboard', /Hi, Maya!/],
  ['/tenant/whatever', '/tenant/dashboard', /Hi, Maya!/],
  ['/no/such/page', '/tenant/dashboard', /Hi, Maya!/],
];

describe('signed-in routes (docs/product.md "Screens and routes")', () => {
  it.each(SIGNED_IN)('%s lands on %s', async (route, path, text) => {
    const app = renderApp({ route, preloadedState: signedInState(), handlers: signedInHandlers });
    expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    await waitFor(() => expect(app.path()).toBe(path));
  });
});
