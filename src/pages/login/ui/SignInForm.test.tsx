import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { authUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';
import { getSupabase } from '@/shared/supabase';

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/Email address/), 'ava.rose@example.com');
  await user.type(screen.getByLabelText(/Password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in screen', () => {
  afterEach(async () => {
    await (await getSupabase()).auth.signOut({ scope: 'local' });
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

  it('signs in, says so and goes home', async () => {
    const { user } = renderApp('/login', { liveSession: true });
    await fillAndSubmit(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it('reads "Signing in..." and is disabled while the request runs', async () => {
    server.use(
      http.post(authUrl('/token'), async () => {
        await delay(200);
        return HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, { status: 400 });
      }),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says the credentials failed on a wrong password', async () => {
    server.use(
      http.post(authUrl('/token'), () =>
        HttpResponse.json({ code: 'invalid_credentials', message: 'Invalid login credentials' }, { status: 400 }),
      ),
    );
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('tells a network failure apart', async () => {
    server.use(http.post(authUrl('/token'), () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await fillAndSubmit(user);
    expect(
      await screen.findByText('Network connection error. Please check your internet connection.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
