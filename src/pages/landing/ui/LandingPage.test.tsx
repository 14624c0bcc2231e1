import { screen, within } from '@testing-library/react';
import { renderApp } from '@test/render-with-providers';

describe('landing page', () => {
  beforeEach(async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' });
  });

  it('presents the five product themes', () => {
    for (const title of ['AI matchmaking', 'Safety first', 'Conversation starters', 'Filters that matter', 'Premium features']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('links to registration and to the plans', () => {
    expect(screen.getByRole('link', { name: 'Create your free account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/pricing');
  });

  it('teases its own reading of the plans', () => {
    const basic = screen.getByRole('article', { name: 'Basic plan' });
    expect(within(basic).getByText('Free')).toBeInTheDocument();
    expect(within(basic).getByText('10 matches/day')).toBeInTheDocument();
    expect(within(basic).getByText('3 photos')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Premium plan' })).getByText('$19.99/mo')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Elite plan' })).getByText('$39.99/mo')).toBeInTheDocument();
  });

  it('has every footer link of the specification', () => {
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(
      ['/about', '/careers', '/press', '/blog', '/help', '/safety', '/community', '/contact', '/cookie-policy', '/licenses', '/privacy', '/terms'].sort(),
    );
  });
});
