import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADING_TIMEOUT_MS } from '../../../src/domain/constants';
import { flowMessages, onboardingTitles } from '../../../src/domain/messages';
import {
  LEAVE_TITLE,
  RESTART_TEXT,
  RESTART_TITLE,
} from '../../../src/client/features/onboarding/OnboardingScreen';
import { initialOnboardingState } from '../../../src/client/features/onboarding/onboardingSlice';
import { renderApp } from '../render';
import { manager, onboardingAt, questions } from './fixtures';

const unloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('onboarding shell (docs/product.md "Onboarding flow")', () => {
  it('the side menu has Home, FAQ, Blog, Restart and Log In; Restart asks then clears', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('addressCoverage'),
    });
    await screen.findByText('Hey Maya! Enter the address you want coverage at.');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Onboarding menu' });
    expect(menu).toHaveTextContent(/Home.*FAQ.*Blog.*Restart.*Log In/);
    // The site's pages open in a new tab (and say so), so the answers so far stay here.
    const blog = screen.getByRole('link', { name: 'Blog opens in a new tab' });
    expect(blog).toHaveAttribute('href', 'https://www.example.com/blog');
    expect(blog).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByText(RESTART_TITLE)).toBeVisible();
    expect(screen.getByText(RESTART_TEXT)).toBeVisible();
    // The menu closed: the question does not open over it.
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Onboarding menu' })).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(await screen.findByText(onboardingTitles.userInfo)).toBeVisible();
    expect(app.store.getState().onboarding).toEqual(initialOnboardingState);
    expect(app.path()).toBe('/onboarding');
  });

  it('the flow sits in the page frame: the logo goes to /, with the step in the tab title', async () => {
    renderApp({ route: '/onboarding', preloadedState: onboardingAt('addressCoverage') });
    await screen.findByText('Hey Maya! Enter the address you want coverage at.');
    expect(screen.getByRole('link', { name: 'Nestwell home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toContainElement(
      screen.getByRole('button', { name: 'Back' }),
    );
    await waitFor(() => expect(document.title).toBe('Your Address · Nestwell'));
  });

  it('the back button follows the back rules: address → user info clears the address', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('addressCoverage', {
        propertyManager: manager,
        buildingName: 'W',
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText(onboardingTitles.userInfo)).toBeVisible();
    // Focus moves to the new step's heading (WCAG 2.4.3), not lost with the old step.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText(onboardingTitles.userInfo)),
    );
    expect(document.activeElement?.tagName).toMatch(/^H[12]$/);
    expect(app.store.getState().onboarding).toMatchObject({
      step: 'userInfo',
      address: null,
      validatedAddress: null,
      coordinates: null,
      propertyManager: null,
      buildingName: null,
    });
    // The answers are kept in the form.
    expect(screen.getByLabelText('First Name')).toHaveValue('Maya');
  });

  it('found property → back to address clears questions and answers', async () => {
    const user = userEvent.setup();
    const app = renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('foundProperty', {
        propertyManager: manager,
        questions,
        underwritingAnswers: { dwellingType: 'A' },
      }),
    });
    expect(await screen.findByText('Lakeshore Property Group')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Lakeshore Property Group logo' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('Hey Maya! Enter the address you want coverage at.');
    expect(app.store.getState().onboarding).toMatchObject({
      questions: [],
      underwritingAnswers: {},
    });
  });

  it('browser back outside user info asks before leaving; Stay keeps the step', async () => {
    const user = userEvent.setup();
    const app = renderApp({ route: '/onboarding', preloadedState: onboardingAt('foundProperty') });
    await screen.findByText(onboardingTitles.foundProperty);
    expect((window.history.state as { onboardingGuard?: boolean }).onboardingGuard).toBe(true);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByText(LEAVE_TITLE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText(LEAVE_TITLE)).toBeNull());
    expect(app.store.getState().onboarding.step).toBe('foundProperty');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.path()).toBe('/'));
    expect(app.store.getState().onboarding.step).toBe('userInfo');
  });

  it('user info has no browser-back guard and no unload warning', async () => {
    renderApp({ route: '/onboarding' });
    await screen.findByText(onboardingTitles.userInfo);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByText(LEAVE_TITLE)).toBeNull();
    expect(unloadPrevented()).toBe(false);
  });

  it('warns before unload on the other steps', async () => {
    const { unmount } = renderApp({
      route: '/onboarding',
      preloadedState: onboardingAt('foundProperty'),
    });
    await screen.findByText(onboardingTitles.foundProperty);
    expect(unloadPrevented()).toBe(true);
    unmount();
    expect(unloadPrevented()).toBe(false);
  });

  it('no unload warning on the active policy error step', async () => {
    renderApp({ route: '/onboarding', preloadedState: onboardingAt('activePolicyError') });
    await screen.findByText('Wait a minute, Maya');
    expect(unloadPrevented()).toBe(false);
  });

  it('/raa remembers the association entry', async () => {
    const app = renderApp({ route: '/raa' });
    expect(await screen.findByText('Renters Association of America')).toBeVisible();
    await waitFor(() => expect(app.store.getState().onboarding.entry).toBe('raa'));
  });
});

describe('loading timeout (docs/product.md "States", "Limits")', () => {
  afterEach(() => jest.useRealTimers());

  it('a load lasting 30 seconds is cancelled with the generic flow error', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const app = renderApp({
      route: '/onboarding',
      handlers: { 'GET /v2/account/emailExists': () => new Promise(() => undefined) },
    });
    await user.type(await screen.findByLabelText('First Name'), 'Maya');
    await user.type(screen.getByLabelText('Last Name'), 'Thompson');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maya@example.com' } });
    fireEvent.change(screen.getByLabelText('Confirm Email'), {
      target: { value: 'maya@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '6085550134' } });
    await user.click(screen.getByRole('button', { name: onboardingTitles.letsGo }));
    await waitFor(() =>
      expect(app.calls.some((c) => c.path === '/v2/account/emailExists')).toBe(true),
    );
    expect(screen.queryByText(flowMessages.generic)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(LOADING_TIMEOUT_MS);
    });
    expect(await screen.findByText(flowMessages.generic)).toBeVisible();
    expect(screen.getByRole('button', { name: onboardingTitles.letsGo })).toBeEnabled();
    expect(app.store.getState().onboarding.step).toBe('userInfo');
  });
});
