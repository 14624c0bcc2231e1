import type { Factor } from '@supabase/supabase-js';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { rest } from '@mocks/api';
import { mockAccounts } from '@mocks/auth/accounts';
import { authError } from '@mocks/auth/auth-error';
import { factorAnswers, totpFactor } from '@mocks/auth/factors';
import { openSession } from '@mocks/auth/handlers';
import { userJson } from '@mocks/auth/session-json';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';
import { clickWhenEnabled } from '@test/two-step';

const LINK = '/reset-password?token_hash=4c1f0e9a&type=recovery';

/** GoTrue's /verify and PUT /user as the reset needs them (and the feed she lands on); what each was sent is recorded. */
function answerReset(options: { linkValid?: boolean; passwordAnswer?: () => Response; factors?: Factor[] } = {}) {
  const member = mockAccounts.add({ email: 'mira@example.com', factors: options.factors ?? [] });
  const verified: unknown[] = [];
  const updates: unknown[] = [];
  server.use(
    http.post(authUrl('/verify'), async ({ request }) => {
      verified.push(await request.json());
      return options.linkValid === false ? authError(403, 'otp_expired', 'Token has expired or is invalid') : openSession(member);
    }),
    http.put(authUrl('/user'), async ({ request }) => {
      updates.push(await request.json());
      return options.passwordAnswer?.() ?? Response.json(userJson(member));
    }),
    rest.rpc('get_discovery_feed', []),
  );
  return { verified, updates };
}

/** 'Continue': the link is checked (and spent) before she types anything. */
async function continueWithLink(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
}

async function choose(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
  await user.click(await screen.findByLabelText(/^New password/));
  await user.paste(password);
  await user.click(screen.getByLabelText(/^Confirm new password/));
  await user.paste(confirm);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('reset password page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('spends nothing on opening; Continue checks the link, then the new password is set and she goes home', async () => {
    const requests = recordRequests();
    const { verified, updates } = answerReset();
    const { user } = renderApp(LINK);
    // A mail scanner that opens the page spends nothing.
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(requests).not.toContain('POST /auth/v1/verify');
    await continueWithLink(user);
    await choose(user, 'Remembered2');
    expect(await screen.findByText('Your password has been reset. Welcome back!')).toBeInTheDocument();
    expect(verified).toEqual([expect.objectContaining({ token_hash: '4c1f0e9a', type: 'recovery' })]);
    expect(updates).toEqual([expect.objectContaining({ password: 'Remembered2' })]);
  });

  it('holds the password to the registration rules before sending it', async () => {
    const requests = recordRequests();
    answerReset();
    const { user } = renderApp(LINK);
    await continueWithLink(user);
    await choose(user, 'weakpass', 'weakpas');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password must contain at least one uppercase letter');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(requests).not.toContain('PUT /auth/v1/user');
  });

  it('says when the link has expired or was used before she types a password, and offers a new one', async () => {
    answerReset({ linkValid: false });
    const { user } = renderApp(LINK);
    await continueWithLink(user);
    expect(await screen.findByText(/This reset link has expired or was already used/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('lets a refused password be corrected without spending the link again', async () => {
    let answers = 0;
    const { verified, updates } = answerReset({
      passwordAnswer: () =>
        answers++ === 0 ? authError(422, 'same_password', 'New password should be different from the old password.') : Response.json({}),
    });
    const { user } = renderApp(LINK);
    await continueWithLink(user);
    await choose(user, 'Remembered2');
    expect(await screen.findByText('New password should be different from the old password.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await choose(user, 'Brandnew3');
    expect(await screen.findByText('Your password has been reset. Welcome back!')).toBeInTheDocument();
    expect(verified).toHaveLength(1);
    expect(updates).toHaveLength(2);
  });

  it('treats a link without its token as invalid, asking nothing', async () => {
    const requests = recordRequests();
    renderApp('/reset-password');
    expect(await screen.findByText(/This reset link has expired or was already used/)).toBeInTheDocument();
    expect(requests.filter((request) => request.includes('/auth/v1/'))).toEqual([]);
  });

  // The link proves the mailbox only: with an authenticator app on the account, GoTrue takes a new
  // password at aal2 alone (the server's contract tests), so her code comes first.
  it('asks a member with an authenticator app for her code before the new password', async () => {
    const { updates } = answerReset({ factors: [totpFactor()] });
    server.use(factorAnswers.challenge(), factorAnswers.verify((code) => code === '112233'));
    const { user } = renderApp(LINK, { liveSession: true });
    await continueWithLink(user);
    await choose(user, 'Remembered2');
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(updates).toEqual([]);
    await user.click(within(dialog).getByLabelText(/6-digit code/));
    await user.paste('112233');
    await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your password has been reset. Welcome back!')).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ password: 'Remembered2' })]);
  });
});
