/**
 * Renders the real app (router, store, theme) at a route with a store built from a preloaded
 * state, and answers its API calls from per-test handlers: `'POST /v2/account/login'` →
 * `(request) => [status, body]`. A call with no handler fails the test loudly (501). Every answer
 * a handler gives must be one openapi.yaml declares for that call (mockedAnswers.ts).
 */
import { account } from './fixtures';
import { DocumentLanguage } from '../../src/client/i18n/DocumentLanguage';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from '../../src/client/app/AppRoutes';
import { BOOT_ELEMENT_ID } from '../../src/client/app/boot';
import { makeStore, type RootState } from '../../src/client/app/store';
import { theme } from '../../src/client/design/theme';
import { SignInFinisher } from '../../src/client/app/SignInFinisher';
import { ToastHost } from '../../src/client/app/ToastHost';
import { TwoFactorHost } from '../../src/client/app/TwoFactorHost';
import { VersionGate } from '../../src/client/app/VersionGate';
import { checkMockedAnswer } from './mockedAnswers';

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  // Request bodies are whatever the screen sent; tests assert on their exact content.
  body: unknown;
  /** The request's abort signal (a superseded re-quote is aborted). */
  signal: AbortSignal;
}
/** A handler answers [status, body]: a JSON body, or a Blob sent as is (a PDF download). */
export type ApiHandler = (request: ApiRequest) => [number, unknown] | Promise<[number, unknown]>;

/**
 * The server could not be reached: fetch rejects, and the screen has no answer of the server's to
 * show (its own fallback text). A handler that throws does the same.
 */
export const networkFailure: ApiHandler = () => {
  throw new TypeError('Failed to fetch');
};

/**
 * An answer with a status and no body at all, as a gateway or proxy may send: the screen gets
 * no message of the server's. Its status must still be one openapi.yaml declares for the call.
 */
export const withoutBody =
  (status: number): ApiHandler =>
  () => [status, new Blob([])];

export const defaultHandlers: Record<string, ApiHandler> = {
  // A signed-in shell loads the policy lists; by default the tenant has none.
  'GET /v2/policy': () => [200, { policies: [] }],
  'GET /v2/assurant/policy': () => [200, { policies: [] }],
  'GET /v2/third-party-policies': () => [200, { thirdPartyPolicies: [] }],
  // The signed-in app tells the account its language (i18n/AccountLanguage.tsx).
  'PUT /v2/account/language': (request) => [
    200,
    { ...account, language: (request.body as { language: string }).language },
  ],
  // The dashboard's community logo: none unless a test gives one.
  'GET /v2/logoURL': () => [200, { companyLogoURL: null }],
  'GET /version': () => [200, { min: 6, max: 6, heading: null, message: null }],
  'GET /v2/util/settings': () => [
    200,
    {
      brandName: 'Nestwell',
      carrier: {
        provider: 'sandbox',
        underwriter: 'Sandbox Carrier (test mode)',
        startingPrice: {
          annual: 96,
          monthly: 8,
          // $96 paid by card: the 5% card fee makes it $100.80, $8.40 a month.
          cardYearly: 100.8,
          cardMonthly: 8.4,
          personalPropertyAmount: 20000,
          liabilityAmount: 100000,
          deductible: 250,
        },
      },
      supportEmail: 'support@example.com',
      supportPhone: '(608) 555-0100',
      tokenizationUrl: '/sandbox/carrier/payments',
      paymentsProvider: 'sandbox',
      stripePublishableKey: null,
      bankLinkProvider: 'sandbox',
      mapsProvider: 'sandbox',
      googleMapsApiKey: null,
      servedStates: ['WI'],
      defaultInterestedPartyMailingAddress: 'PO Box 620, Middleton, WI 53562',
      twoFactorGracePeriodDays: 30,
      links: {
        home: 'https://www.example.com',
        faq: 'https://www.example.com/faq',
        blog: 'https://www.example.com/blog',
        terms: 'https://www.example.com/terms',
        contact: 'https://www.example.com/contact',
        forgotPassword: 'https://www.example.com/forgot-password',
        facebook: 'https://www.facebook.com/',
        instagram: 'https://www.instagram.com/',
        linkedin: 'https://www.linkedin.com/',
        twitter: 'https://x.com/',
      },
    },
  ],
};

const currentPath = { value: '' };
function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentPath.value = `${location.pathname}${location.search}`;
  }, [location]);
  return null;
}

/**
 * What the server writes into every page (src/server/static.ts): GET /version's and GET
 * /v2/util/settings' answers, here taken from this test's handlers, so a test that changes them
 * changes the page too.
 */
function writeBootData(handlers: Record<string, ApiHandler>) {
  const answer = (key: string) => {
    const result = handlers[key]?.({
      method: 'GET',
      path: key.split(' ')[1]!,
      query: new URLSearchParams(),
      headers: new Headers(),
      body: undefined,
      signal: new AbortController().signal,
    });
    if (!Array.isArray(result)) return undefined;
    checkMockedAnswer('GET', key.split(' ')[1]!, result[0], result[1]);
    return result[0] === 200 ? result[1] : undefined;
  };
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.id = BOOT_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify({
    version: answer('GET /version'),
    settings: answer('GET /v2/util/settings'),
  });
  document.head.append(element);
}

export function renderApp({
  route = '/',
  preloadedState,
  handlers = {},
  ui,
}: {
  route?: string;
  preloadedState?: Partial<RootState>;
  handlers?: Record<string, ApiHandler>;
  /** A component to render inside the app's providers instead of the routes. */
  ui?: ReactElement;
} = {}) {
  const calls: ApiRequest[] = [];
  const all = { ...defaultHandlers, ...handlers };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: ApiRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      // A raw upload (a claim photo) is kept as its text; every other body is JSON.
      body: text
        ? (request.headers.get('content-type') ?? '').startsWith('image/')
          ? text
          : JSON.parse(text)
        : undefined,
      signal: request.signal,
    };
    calls.push(call);
    const handler = all[`${call.method} ${call.path}`];
    const [status, body] = handler
      ? await handler(call)
      : [501, { message: `no test handler for ${call.method} ${call.path}` }];
    if (handler) checkMockedAnswer(call.method, call.path, status, body);
    if (body instanceof Blob) {
      return new Response(body, { status, headers: { 'content-type': body.type } });
    }
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;

  writeBootData(all);
  const { store } = makeStore({ preloadedState, persist: false });
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>
          <VersionGate>{ui ?? <AppRoutes />}</VersionGate>
          <ToastHost />
          <TwoFactorHost />
          <SignInFinisher />
          <DocumentLanguage />
          <LocationProbe />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store, calls, path: () => currentPath.value };
}
