import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_LOCALE_ATTRIBUTE,
  canHydrate,
} from '../../src/client/app/hydration';
import { initialState, type RootState } from '../../src/client/app/store';

function root(address: string | null, locale?: string): HTMLElement {
  const element = document.createElement('div');
  if (address !== null) element.setAttribute(PRERENDERED_ATTRIBUTE, address);
  if (locale) element.setAttribute(PRERENDERED_LOCALE_ATTRIBUTE, locale);
  return element;
}

describe("hydrating the server's prerendered page", () => {
  it('hydrates a first visit on the address the server rendered', () => {
    expect(canHydrate(root('/onboarding'), '/onboarding', initialState(), initialState())).toBe(
      true,
    );
  });

  it('renders afresh on a page the server did not prerender, or for another address', () => {
    expect(canHydrate(root(null), '/', initialState(), initialState())).toBe(false);
    expect(canHydrate(root('/login'), '/login?email=a%40b.c', initialState(), initialState())).toBe(
      false,
    );
    // The service worker answers an offline visit with the page it kept for that path.
    expect(canHydrate(root('/'), '/tenant/dashboard', initialState(), initialState())).toBe(false);
  });

  it('renders afresh when the browser kept something the server did not render with', () => {
    const initial = initialState();
    const signedIn = { ...initial, session: { ...initial.session, token: 'a-token' } };
    expect(canHydrate(root('/'), '/', signedIn as RootState, initial)).toBe(false);
    const answers = {
      ...initial,
      onboarding: { ...initial.onboarding, step: 'underwritingQuestions' },
    };
    expect(canHydrate(root('/onboarding'), '/onboarding', answers as RootState, initial)).toBe(
      false,
    );
  });

  it('ignores what is never kept across visits (toasts, the API cache)', () => {
    const initial = initialState();
    const withToast = {
      ...initial,
      ui: { ...initial.ui, toasts: [{ id: 1, message: 'Hi', severity: 'info' }] },
    };
    expect(canHydrate(root('/'), '/', withToast as RootState, initial)).toBe(true);
  });

  it('hydrates only a page rendered in the app’s language, chosen or detected', () => {
    const initial = initialState();
    const spanish = (chosen: boolean) =>
      ({ ...initial, locale: { locale: 'es', chosen } }) as RootState;
    expect(canHydrate(root('/', 'es'), '/', spanish(false), initial)).toBe(true);
    expect(canHydrate(root('/', 'es'), '/', spanish(true), initial)).toBe(true);
    // The server rendered English (its Accept-Language): the app renders afresh in Spanish.
    expect(canHydrate(root('/', 'en'), '/', spanish(true), initial)).toBe(false);
    expect(canHydrate(root('/'), '/', spanish(false), initial)).toBe(false);
    expect(canHydrate(root('/', 'es'), '/', initial, initial)).toBe(false);
  });
});
