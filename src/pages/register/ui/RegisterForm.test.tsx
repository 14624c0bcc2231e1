import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { offline, problem, rest } from '@mocks/api';
import { authError } from '@mocks/auth/auth-error';
import { authUrl, restUrl } from '@mocks/supabase-url';
import { server } from '@mocks/server';
import { deferred } from '@test/deferred';
import { recordBodies, recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';

type User = ReturnType<typeof renderApp>['user'];

// One paste per text field: a keystroke per character would re-render the whole form each time.
async function fillValidForm(user: User, overrides: { username?: string } = {}) {
  const fill = async (label: string, value: string) => {
    await user.click(label === 'Username' ? await screen.findByLabelText(label) : screen.getByLabelText(label));
    await user.paste(value);
  };
  await fill('Username', overrides.username ?? 'ava_rose');
  await fill('First name', 'Ava');
  await fill('Last name', 'Rose');
  await fill('Email address', 'ava.rose@example.com');
  await fill('Password', 'Secret123');
  await user.click(screen.getByRole('combobox', { name: 'Gender' }));
  await user.click(await screen.findByRole('option', { name: 'Female' }));
  fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1995-06-15' } });
  await user.click(screen.getByRole('checkbox'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

// Which usernames and e-mails are taken is the server's (RegisterForm.integration.test.tsx,
// server/auth/users/sign-up.contract.test.ts): each test here states the answer it needs.
describe('registration screen', () => {
  // The username is free unless a test says otherwise.
  beforeEach(() => server.use(rest.rpc('is_username_available', true)));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('has every field, the links, an unchecked terms box and the theme toggle', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of ['Username', 'First name', 'Last name', 'Email address', 'Password', 'Birth date']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Gender' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    const form = within(screen.getByRole('form', { name: 'Create your account' }));
    expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(form.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Switch to (light|dark) theme/ })).toBeInTheDocument();
  });

  it('checks the terms first, then the fields, toasting the first message and sending nothing', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/register');
    await screen.findByLabelText('Username');
    await submit(user);
    expect(await screen.findByText('Please accept the Terms of Service and Privacy Policy', { selector: '[role="status"]' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox'));
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Password'), 'short');
    await submit(user);
    expect(await screen.findByText('Username must be at least 3 characters', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('First name must be at least 2 characters', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Invalid email address', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Please select your gender', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to register', { selector: 'p' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('clears a field error when that field changes', async () => {
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('checkbox'));
    await submit(user);
    expect(await screen.findByText('Username must be at least 3 characters', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'a');
    expect(screen.queryByText('Username must be at least 3 characters', { selector: 'p' })).not.toBeInTheDocument();
    expect(screen.getByText('Invalid email address', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows or clears the under-18 error at once, and the age of a valid date', async () => {
    renderApp('/register');
    const birthDate = await screen.findByLabelText('Birth date');
    const lastYear = new Date().getFullYear() - 1;
    fireEvent.change(birthDate, { target: { value: `${lastYear}-01-01` } });
    expect(screen.getByText('You must be at least 18 years old to register')).toBeInTheDocument();
    fireEvent.change(birthDate, { target: { value: '1995-06-15' } });
    expect(screen.queryByText('You must be at least 18 years old to register')).not.toBeInTheDocument();
    expect(screen.getByText(/^\d+ years old$/)).toBeInTheDocument();
  });

  it("registers in the SPEC order and sends the person to /login; the profile is the database's, from the metadata", async () => {
    const signups = recordBodies('post', authUrl('/signup'));
    const profileInserts = recordBodies('post', restUrl('/profiles'));
    const requests = recordRequests();
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);

    // The account is ready at once (a local server confirms addresses itself): nothing to check.
    expect(await screen.findByText('Registration successful! You can sign in now.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(requests).toEqual([
      'POST /rest/v1/rpc/is_username_available',
      'POST /auth/v1/signup',
      'POST /auth/v1/logout',
    ]);
    const [signupBody] = signups;
    expect(signupBody).toMatchObject({
      email: 'ava.rose@example.com',
      password: 'Secret123',
      data: { username: 'ava_rose', first_name: 'Ava', last_name: 'Rose', gender: 'female', birth_date: '1995-06-15', locale: 'en' },
    });
    expect(profileInserts).toEqual([]);
  });

  it('says to check the e-mail when the service sent a confirmation link, and leaves the profile to the database', async () => {
    // GoTrue's answer with confirmation on: the new user, no session.
    const signupUrls: URL[] = [];
    server.use(
      http.post(authUrl('/signup'), ({ request }) => {
        signupUrls.push(new URL(request.url));
        const now = new Date().toISOString();
        return HttpResponse.json({
          id: '5b0c6a8e-8f43-4a39-9d5e-2b7e1a9c0d11', aud: 'authenticated', role: 'authenticated', email: 'ava.rose@example.com',
          confirmation_sent_at: now, app_metadata: {}, user_metadata: {}, identities: [], created_at: now, updated_at: now,
        });
      }),
    );
    const requests = recordRequests();
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Registration successful! Please check your email to verify your account.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(requests).toEqual(['POST /rest/v1/rpc/is_username_available', 'POST /auth/v1/signup']);
    // The e-mail's link leads to the page that confirms it.
    expect(signupUrls[0].searchParams.get('redirect_to')).toBe(`${window.location.origin}/auth/confirm`);
  });

  it('reads "Creating account..." and is disabled while busy', async () => {
    const answer = deferred();
    // Holds the username check back, then answers "taken".
    server.use(rest.rpc('is_username_available', async () => (await answer.promise, false)));
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('stops at a taken username, on the field and as a toast, before signing up', async () => {
    server.use(rest.rpc('is_username_available', false));
    const requests = recordRequests();
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Username is already taken', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText('Username is already taken', { selector: 'p' })).toBeInTheDocument();
    expect(requests).toEqual(['POST /rest/v1/rpc/is_username_available']);
  });

  it('treats a failed username check as free and lets sign-up decide', async () => {
    // Sign-up then refuses the name with the trigger's message.
    server.use(
      http.post(restUrl('/rpc/is_username_available'), () => problem(500, 'XX000', 'boom')),
      http.post(authUrl('/signup'), () => authError(422, 'validation_failed', 'Username is already taken')),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Username is already taken', { selector: 'p' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('says an e-mail is already registered', async () => {
    server.use(http.post(authUrl('/signup'), () => authError(422, 'user_already_exists', 'User already registered')));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    const toast = await screen.findByRole('status');
    expect(within(toast).getByText('This email is already registered. Please sign in instead.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('shows any other sign-up error as it is', async () => {
    server.use(http.post(authUrl('/signup'), () => authError(429, 'over_request_rate_limit', 'Request rate limit reached')));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/register');
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Request rate limit reached')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('checks the connection before anything is sent', async () => {
    const requests = recordRequests();
    const { user } = renderApp('/register');
    await fillValidForm(user);
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await submit(user);
    expect(await screen.findByText('No internet connection. Please check your network and try again.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    online.mockRestore();
  });

  it('says so when the network fails during sign-up', async () => {
    server.use(http.post(authUrl('/signup'), offline));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/register');
    await fillValidForm(user);
    // The retry waits a second (SPEC §7): the wait below moves this fake clock instead.
    jest.useFakeTimers();
    await submit(user);
    expect(
      await screen.findByText('Network connection error. Please check your internet connection and try again.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
