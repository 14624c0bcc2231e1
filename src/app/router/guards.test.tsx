import { act, screen } from '@testing-library/react';
import { rest } from '@mocks/api';
import { factorAnswers, totpFactor } from '@mocks/auth/factors';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';
import { renderAppAs } from '@test/sign-in-as';
import { authEventReceived } from '@/entities/session';
import { clickWhenEnabled, unmountAndSignOut } from '@test/two-step';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes and guards (SPEC §2)', () => {
  // Discover, where a signed-in user lands, has nobody to show.
  beforeEach(() => server.use(rest.rpc('get_discovery_feed', [])));

  it.each(['/home', '/messages', '/settings', '/profile/123'])('%s sends a visitor to /login', async (path) => {
    renderApp(path, { session: 'signedOut' });
    expect(await heading('Welcome back')).toBeInTheDocument();
  });

  it('shows a spinner on a protected page while the session loads', () => {
    renderApp('/home', { session: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
  });

  it.each([
    ['/home', 'Discover'],
    ['/messages', 'Messages'],
    ['/settings', 'Settings'],
  ])('opens %s for a signed-in user', async (path, title) => {
    // Signed in for real: Settings asks the auth service how she signs in.
    await renderAppAs(mockMember(), path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it.each(['/', '/login', '/register'])('redirects a signed-in user from %s to /home', async (path) => {
    renderApp(path, { session: 'signedIn' });
    expect(await heading('Discover')).toBeInTheDocument();
  });

  it.each([
    ['/register', 'Create your account'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/pricing', 'Choose your plan'],
    ['/safety', 'Safety Tips'],
  ])('serves %s to visitors', async (path, title) => {
    renderApp(path, { session: 'signedOut' });
    expect(await heading(title)).toBeInTheDocument();
  });

  it('serves /pricing to a member under her own header', async () => {
    renderApp('/pricing', { session: 'signedIn' });
    expect(await heading('Choose your plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
  });

  it('sends a visitor who was sent to sign in back where she came from once signed in', async () => {
    const { store } = renderApp('/messages', { session: 'signedOut' });
    expect(await heading('Welcome back')).toBeInTheDocument();
    act(() => {
      store.dispatch(authEventReceived({ event: 'SIGNED_IN', user: { id: 'u1', email: 'ava@example.com' } }));
    });
    expect(await heading('Messages')).toBeInTheDocument();
  });

  it('sends an unknown path to / for a visitor', async () => {
    renderApp('/no-such-page', { session: 'signedOut' });
    expect(await heading('Rise above the swipe.')).toBeInTheDocument();
  });

  it('sends an unknown path to /home for a signed-in user', async () => {
    renderApp('/no-such-page', { session: 'signedIn' });
    expect(await heading('Discover')).toBeInTheDocument();
  });

  describe('a member with a verified factor, signed in at aal1', () => {
    afterEach(unmountAndSignOut);

    it.each(['/home', '/messages', '/settings', '/profile/123', '/notifications', '/pricing', '/complete-profile', '/login', '/'])(
      'sees only the code step at %s',
      async (path) => {
        await renderAppAs(mockMember({}, { factors: [totpFactor()] }), path);
        expect(await heading('Two-step sign-in')).toBeInTheDocument();
        expect(screen.getByLabelText(/6-digit code/)).toBeInTheDocument();
        // No member frame: neither her header nor any member page's heading.
        expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
        expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      },
    );

    it('opens member pages once the code has made the session aal2', async () => {
      const ava = mockMember({}, { factors: [totpFactor()] });
      // Settings then shows her how many recovery codes she has left.
      server.use(factorAnswers.challenge(), factorAnswers.verify(() => true), rest.rpc('count_recovery_codes', 10));
      const { user } = await renderAppAs(ava, '/settings');
      await user.click(await screen.findByLabelText(/6-digit code/));
      await user.paste('123456');
      await clickWhenEnabled(user, screen.getByRole('button', { name: 'Verify' }));
      expect(await heading('Settings')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    });
  });
});
