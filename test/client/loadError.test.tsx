import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { LoadErrorBoundary } from '../../src/client/app/LoadErrorBoundary';
import { frameTexts } from '../../src/domain/i18n/generated/en/frame';
import { plainTexts } from '../../src/domain/i18n/texts';
import { Suspense } from '../../src/client/components/Suspense';
import { Provider } from 'react-redux';
import type { ReactNode } from 'react';
import { makeStore } from '../../src/client/app/store';

const LOAD_ERROR = plainTexts(frameTexts);
/** The app's store above the boundary, as in the app (its words follow the app's language). */
const store = makeStore({ persist: false }).store;
const inApp = (ui: ReactNode) => <Provider store={store}>{ui}</Provider>;

// A screen whose chunk cannot be fetched (offline, or replaced by an update).
const Unloadable = lazy(() => Promise.reject(new Error('Loading chunk 42 failed.')));

describe('a screen that fails to load', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    // React and the boundary report the failure on the console; it is expected here.
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('lets a prerendered page, inert until its screen commits, take the tap on Retry', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute('inert', '');
    document.body.append(root);
    render(
      inApp(
        <LoadErrorBoundary resetKey="/signup">
          <Suspense fallback="loading">
            <Unloadable />
          </Suspense>
        </LoadErrorBoundary>,
      ),
      { container: root },
    );
    await screen.findByRole('alert');
    expect(root.hasAttribute('inert')).toBe(false);
    root.remove();
  });

  it('says so with a way to try again instead of a blank page, and another page loads', async () => {
    const onRetry = jest.fn();
    const view = render(
      inApp(
        <LoadErrorBoundary resetKey="/tenant/transactions" onRetry={onRetry}>
          <Suspense fallback="loading">
            <Unloadable />
          </Suspense>
        </LoadErrorBoundary>,
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR.loadFailed);
    expect(screen.getByText(LOAD_ERROR.loadFailedHelp)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: LOAD_ERROR.tryAgain }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith(
      'A screen failed to load',
      expect.objectContaining({ message: 'Loading chunk 42 failed.' }),
      expect.any(String),
    );

    view.rerender(
      inApp(
        <LoadErrorBoundary resetKey="/tenant/dashboard" onRetry={onRetry}>
          <p>Dashboard</p>
        </LoadErrorBoundary>,
      ),
    );
    expect(screen.getByText('Dashboard')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
