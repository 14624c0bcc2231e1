import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { rest } from '@mocks/api';
import { factorAnswers, totpFactor } from '@mocks/auth/factors';
import { userJson } from '@mocks/auth/session-json';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';
import { clickWhenEnabled, unmountAndSignOut } from '@test/two-step';

const RIGHT_CODE = '246810';

/**
 * Settings at aal1, then an authenticator app turns up on the account (added from another device):
 * the session she holds is still aal1, so account actions ask for a code first. Whether the database
 * refuses them at aal1 is the server's (its aal2 tests); here the auth service answers as stated.
 */
async function settingsThenAppAdded() {
  const ava = mockMember();
  // Settings → Security shows her recovery codes' count once the app is verified.
  server.use(factorAnswers.challenge(), factorAnswers.verify((code) => code === RIGHT_CODE), rest.rpc('count_recovery_codes', 10));
  const view = await renderAppAs(ava, '/settings');
  await screen.findByRole('button', { name: 'Download my data' });
  ava.factors.push(totpFactor());
  return { ...view, ava };
}

type User = Awaited<ReturnType<typeof renderAppAs>>['user'];

async function enterCode(user: User, dialog: HTMLElement, code: string) {
  await user.click(within(dialog).getByLabelText(/6-digit code/));
  await user.paste(code);
  await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Verify' }));
}

async function fillPasswordChange(user: User) {
  for (const [label, value] of [[/^Current password/, 'Secret123'], [/^New password/, 'Another-pass1'], [/^Confirm new password/, 'Another-pass1']] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('the step-up dialog', () => {
  afterEach(async () => {
    await unmountAndSignOut();
    jest.restoreAllMocks();
  });

  it('asks for a code before the data export, refuses a wrong one, and exports after the right one', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const exported: unknown[] = [];
    server.use(rest.rpc('export_my_data', () => (exported.push(1), { account: {} })));
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await settingsThenAppAdded();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(exported).toEqual([]);
    await enterCode(user, dialog, '111111');
    expect(await within(dialog).findByText('That code is not right. Check your authenticator app and try again.')).toBeInTheDocument();
    expect(exported).toEqual([]);

    await enterCode(user, dialog, RIGHT_CODE);
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter your code' })).not.toBeInTheDocument());
    expect(exported).toEqual([1]);
  });

  it('does nothing when she cancels', async () => {
    const { user } = await settingsThenAppAdded();
    const requests = recordRequests();
    await fillPasswordChange(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter your code' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter your code' })).not.toBeInTheDocument());
    expect(requests).not.toContain('PUT /auth/v1/user');
  });

  it('asks before the password change, which goes on once the code is right', async () => {
    const { user, ava } = await settingsThenAppAdded();
    const changes: unknown[] = [];
    server.use(
      http.put(authUrl('/user'), async ({ request }) => {
        changes.push(await request.json());
        return HttpResponse.json(userJson(ava));
      }),
    );
    await fillPasswordChange(user);
    await enterCode(user, await screen.findByRole('dialog', { name: 'Enter your code' }), RIGHT_CODE);
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(changes).toEqual([expect.objectContaining({ password: 'Another-pass1', current_password: 'Secret123' })]);
  });

  it('asks no code of a member without a factor', async () => {
    server.use(rest.rpc('export_my_data', { account: {} }));
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderAppAs(mockMember(), '/settings');
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter your code' })).not.toBeInTheDocument();
  });
});
