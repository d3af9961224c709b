import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInState } from './fixtures';
import { renderApp } from './render';

describe('accessibility statement (/accessibility)', () => {
  it('states the target, how it is tested, known limitations, how to report and when it was reviewed', async () => {
    renderApp({ route: '/accessibility' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    for (const name of ['Our target', 'How we test it', 'Known limitations', 'Report a problem'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    expect(screen.getByText(/axe-core/)).toBeInTheDocument();
    expect(screen.getByText(/keyboard-only walk/)).toBeInTheDocument();
    expect(screen.getByText(/390 pixel wide phone/)).toBeInTheDocument();
    // The support contact comes from the settings, not from the page's code.
    const mail = await screen.findByRole('link', { name: 'support@example.com' });
    expect(mail).toHaveAttribute(
      'href',
      'mailto:support@example.com?subject=Accessibility%20problem%20on%20Nestwell',
    );
    expect(screen.getByRole('link', { name: '(608) 555-0100' })).toHaveAttribute(
      'href',
      'tel:6085550100',
    );
    expect(screen.getByText('Last reviewed on 11/25/2026.')).toBeInTheDocument();
    expect(document.title).toBe('Accessibility · Nestwell');
  });

  it('is shown to a signed-in tenant too', async () => {
    const { path } = renderApp({ route: '/accessibility', preloadedState: signedInState() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/accessibility');
  });

  it('is linked from the splash footer', async () => {
    const { path } = renderApp({ route: '/' });
    const about = await screen.findByRole('navigation', { name: 'About' });
    const link = within(about).getByRole('link', { name: 'Accessibility' });
    expect(link).toHaveAttribute('href', '/accessibility');
    await userEvent.setup().click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility' }),
    ).toBeInTheDocument();
    expect(path()).toBe('/accessibility');
  });
});
