import { act, cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { offline, rest } from '@mocks/api';
import { authError } from '@mocks/auth/auth-error';
import { mockMember } from '@mocks/fixtures';
import { authUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { deferred } from '@test/deferred';
import { renderApp } from '@test/render-with-providers';
import { authEventReceived } from '@/entities/session';
import { getSupabase } from '@/shared/supabase';

// One paste per field: a keystroke per character would re-render the form each time.
async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByLabelText(/Email address/));
  await user.paste('ava.rose@example.com');
  await user.click(screen.getByLabelText(/Password/));
  await user.paste('Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  afterEach(async () => {
    // Unmounted first, so that the sign-out's SIGNED_OUT event updates no rendered tree.
    cleanup();
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the SPEC texts', async () => {
    renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByText('Or continue with email')).toBeInTheDocument();
    const email = screen.getByLabelText(/Email address/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/Password/)).toBeRequired();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  // A stored session found late (a reload, a refresh after a long absence) sends the browser to /home:
  // a form shown before that would lose what was typed. It appears once the session is known.
  it('offers the form only once the session is known, and keeps what is typed', async () => {
    const { user, store } = renderApp('/login', { session: 'loading' });
    expect(await screen.findByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
    act(() => {
      store.dispatch(authEventReceived({ event: 'INITIAL_SESSION', user: null }));
    });
    await user.click(await screen.findByLabelText(/Email address/));
    await user.paste('ava.rose@example.com');
    act(() => {
      store.dispatch(authEventReceived({ event: 'SIGNED_OUT', user: null }));
    });
    expect(screen.getByLabelText(/Email address/)).toHaveValue('ava.rose@example.com');
  });

  it('never offers the form when a stored session turns up: the member goes home', async () => {
    server.use(rest.rpc('get_discovery_feed', []));
    const { store } = renderApp('/login', { session: 'loading' });
    expect(await screen.findByRole('progressbar', { name: 'Loading your session' })).toBeInTheDocument();
    act(() => {
      store.dispatch(authEventReceived({ event: 'SIGNED_IN', user: { id: 'u1', email: 'ava.rose@example.com' } }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  });

  it('signs in, says so and goes home', async () => {
    mockMember({}, { email: 'ava.rose@example.com' });
    server.use(rest.rpc('get_discovery_feed', []));
    const { user } = renderApp('/login', { liveSession: true });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it('reads "Signing in..." and is disabled while the request runs', async () => {
    const answer = deferred();
    // Holds the request back, then answers as for an unknown account.
    server.use(http.post(authUrl('/token'), async () => (await answer.promise, authError(400, 'invalid_credentials', 'Invalid login credentials'))));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says the credentials failed on a wrong password', async () => {
    mockMember({}, { email: 'ava.rose@example.com', password: 'Another-pass1' });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('tells a network failure apart', async () => {
    server.use(http.post(authUrl('/token'), offline));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await screen.findByLabelText(/Email address/);
    // The retry waits a second (SPEC §7): the wait below moves this fake clock instead.
    jest.useFakeTimers();
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Network connection error. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('explains an unconfirmed address and sends a new confirmation link for it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const resent: { url: URL; body: unknown }[] = [];
    server.use(
      http.post(authUrl('/token'), () => authError(400, 'email_not_confirmed', 'Email not confirmed')),
      http.post(authUrl('/resend'), async ({ request }) => {
        resent.push({ url: new URL(request.url), body: await request.json() });
        return Response.json({});
      }),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Please confirm your email address first: we sent you a link when you registered.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to sign in. Please check your credentials.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText("We've sent a new confirmation link to ava.rose@example.com.")).toBeInTheDocument();
    expect(resent).toEqual([{ url: expect.any(URL), body: expect.objectContaining({ type: 'signup', email: 'ava.rose@example.com' }) }]);
    expect(resent[0].url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/confirm`);
    expect(screen.getByRole('button', { name: 'Resend confirmation email' })).toBeDisabled();
  });
});
