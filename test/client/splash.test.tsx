import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';

describe('splash (docs/product.md "What the portal does", "Screens and routes" /)', () => {
  it('says what the product does, how it works, its starting price and who underwrites it', async () => {
    renderApp({ route: '/' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Renters insurance for the place you call home',
      }),
    ).toBeInTheDocument();
    // From the settings' carrier (the rating tables' standard coverage), never a made-up price:
    // $96.00 a year paid by card is $100.80 with the 5% card fee, $8.40 a month.
    expect(await screen.findByText('From $8.40 a month')).toBeInTheDocument();
    expect(
      screen.getByText(
        '$20,000 of belongings, $100,000 liability, $250 deductible, paid yearly by card: $100.80, the 5% card fee included',
      ),
    ).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      'Tell us where you rent',
      'Choose your coverage',
      "You're covered",
    ]);
    expect(screen.getByText(/underwritten by Sandbox Carrier \(test mode\)/)).toBeInTheDocument();
    expect(document.title).toBe('Renters insurance in minutes · Nestwell');
  });

  it('starts a quote, logs in, or uploads proof', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Upload proof of insurance' })).toHaveAttribute(
      'href',
      '/upload',
    );
    expect(screen.getByRole('link', { name: 'Nestwell home' })).toHaveAttribute('href', '/');
  });

  it('has the footer links of the page shell (docs/product.md "What the portal does")', async () => {
    renderApp({ route: '/' });
    const about = await screen.findByRole('navigation', { name: 'About' });
    // The settings' links join the accessibility statement's once they have loaded.
    expect(await within(about).findByRole('link', { name: 'FAQ' })).toHaveAttribute(
      'href',
      'https://www.example.com/faq',
    );
    for (const name of ['About us', 'Blog', 'Terms', 'Contact'])
      expect(within(about).getByRole('link', { name })).toBeInTheDocument();
    const social = screen.getByRole('navigation', { name: 'Social media' });
    expect(within(social).getAllByRole('link')).toHaveLength(4);
  });

  it('opens the side menu with a header and a close button, in the documented order', async () => {
    renderApp({ route: '/' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.querySelector('.MuiListItemText-primary')?.textContent),
    ).toEqual([
      'Home',
      'FAQ',
      'Get a Quote',
      'Upload Proof of Insurance',
      'Log In',
      'Facebook',
      'Instagram',
      'LinkedIn',
      'X (Twitter)',
    ]);
    // Outside pages say they open in a new tab.
    expect(within(menu).getByRole('link', { name: /^FAQ/ })).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: /^FAQ/ })).toHaveTextContent(
      'opens in a new tab',
    );
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });
});
