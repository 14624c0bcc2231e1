import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authError } from '@mocks/auth/auth-error';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { renderApp } from '@test/render-with-providers';

function answerRecover(answer: () => Response = () => HttpResponse.json({})) {
  const asked: { url: URL; body: unknown }[] = [];
  server.use(
    http.post(authUrl('/recover'), async ({ request }) => {
      asked.push({ url: new URL(request.url), body: await request.json() });
      return answer();
    }),
  );
  return asked;
}

async function ask(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.click(await screen.findByLabelText(/Email address/));
  await user.paste(email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('forgot password', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('is reached from the sign-in form', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
  });

  it('asks for a link to the reset page and says the same whatever the address', async () => {
    const asked = answerRecover();
    const { user } = renderApp('/forgot-password');
    await ask(user, ' mira@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(
      "If an account exists for mira@example.com, we've sent it a link to choose a new password. The link works for one hour.",
    );
    expect(asked).toHaveLength(1);
    expect(asked[0].body).toMatchObject({ email: 'mira@example.com' });
    expect(asked[0].url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/reset-password`);
  });

  it('says to wait when the service has had too many requests', async () => {
    answerRecover(() => authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'));
    const { user } = renderApp('/forgot-password');
    await ask(user, 'mira@example.com');
    expect(await screen.findByText('Too many requests. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
