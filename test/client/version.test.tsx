import { screen } from '@testing-library/react';
import { renderApp } from './render';

describe('version-error screen (docs/product.md "Version check")', () => {
  it('shows only the default texts when client version 6 is above the range', async () => {
    renderApp({
      route: '/login',
      handlers: { 'GET /version': () => [200, { min: 4, max: 5, heading: null, message: null }] },
    });
    expect(await screen.findByText('Update Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        // 'the product' is the brand's name (texts are word for word, the product named).
        'Please update the app to the latest version to continue using Nestwell.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Remember Me')).not.toBeInTheDocument();
  });

  it("uses the server's heading and message", async () => {
    renderApp({
      handlers: {
        'GET /version': () => [
          200,
          { min: 7, max: 9, heading: 'New version', message: 'Reload the page.' },
        ],
      },
    });
    expect(await screen.findByText('New version')).toBeInTheDocument();
    expect(screen.getByText('Reload the page.')).toBeInTheDocument();
  });

  it('shows the app when 6 is inside the range', async () => {
    renderApp({
      route: '/login',
      handlers: { 'GET /version': () => [200, { min: 6, max: 6, heading: null, message: null }] },
    });
    expect(await screen.findByText('Remember Me')).toBeInTheDocument();
    expect(screen.queryByText('Update Required')).not.toBeInTheDocument();
  });
});
