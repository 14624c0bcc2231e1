import { screen } from '@testing-library/react';
import { http } from 'msw';
import { mockAccounts } from '@mocks/auth/accounts';
import { authError } from '@mocks/auth/auth-error';
import { openSession } from '@mocks/auth/handlers';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { renderApp } from '@test/render-with-providers';

function answerVerify(valid: boolean) {
  const member = mockAccounts.add({ email: 'nadia@example.com' });
  const sent: unknown[] = [];
  server.use(
    http.post(authUrl('/verify'), async ({ request }) => {
      sent.push(await request.json());
      return valid ? openSession(member) : authError(403, 'otp_expired', 'Token has expired or is invalid');
    }),
  );
  return sent;
}

describe('e-mail confirmation page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('spends the link once, signs the member in and says so', async () => {
    const sent = answerVerify(true);
    renderApp('/auth/confirm?token_hash=9d2e&type=signup');
    expect(await screen.findByText('Your email address is confirmed. Welcome to Ascend!')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ token_hash: '9d2e', type: 'signup' })]);
  });

  it('says the new address is confirmed after an e-mail change', async () => {
    answerVerify(true);
    renderApp('/auth/confirm?token_hash=77ab&type=email_change');
    expect(await screen.findByText('Your new email address is confirmed.')).toBeInTheDocument();
  });

  it.each(['magiclink', 'invite'])('signs her in from a %s link and says so', async (type) => {
    const sent = answerVerify(true);
    renderApp(`/auth/confirm?token_hash=51fa&type=${type}`);
    expect(await screen.findByText('You are signed in.')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ token_hash: '51fa', type })]);
  });

  it('says when the link has expired or was used, and leads to sign-in', async () => {
    answerVerify(false);
    renderApp('/auth/confirm?token_hash=9d2e&type=signup');
    expect(await screen.findByText(/This confirmation link has expired or was already used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('refuses a link of another type without asking', async () => {
    const sent = answerVerify(true);
    renderApp('/auth/confirm?token_hash=9d2e&type=recovery');
    expect(await screen.findByText(/This confirmation link has expired/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
