import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authError } from '@mocks/auth/auth-error';
import { userJson } from '@mocks/auth/session-json';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { authUrl } from '@mocks/supabase-url';
import { recordRequests } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

/** Settings as the member opens it, with the Change password form. */
async function renderFormAs(member: { email: string; password: string }) {
  const view = await renderAppAs(member, '/settings');
  await screen.findByRole('form', { name: 'Change password' });
  return view;
}

type User = Awaited<ReturnType<typeof renderFormAs>>['user'];

async function fill(user: User, values: { current?: string; next?: string; confirm?: string }) {
  for (const [label, value] of [
    ['Current password', values.current],
    ['New password', values.next],
    ['Confirm new password', values.confirm],
  ] as const) {
    if (!value) continue;
    await user.click(screen.getByLabelText(new RegExp(`^${label}`)));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

const ava = () => mockMember({}, { password: 'Old-secret1' });

/** GoTrue's answer to the password change (PUT /user); the bodies sent are recorded. */
function answerPasswordChange(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.put(authUrl('/user'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

// Whether GoTrue takes the current password is its own decision (ChangePasswordForm.integration.test.tsx).
describe('change password', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('changes the password with the current one, and says so', async () => {
    const member = ava();
    const changes = answerPasswordChange(() => HttpResponse.json(userJson(member)));
    const { user } = await renderFormAs(member);
    await fill(user, { current: 'Old-secret1', next: 'New-secret2', confirm: 'New-secret2' });
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(changes).toEqual([expect.objectContaining({ password: 'New-secret2', current_password: 'Old-secret1' })]);
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says clearly when the current password is wrong, on that field', async () => {
    // GoTrue's answer to a wrong current password (secure password change on).
    const changes = answerPasswordChange(() => authError(400, 'current_password_invalid', 'Current password required when setting new password.'));
    const { user } = await renderFormAs(ava());
    await fill(user, { current: 'Not-my-password9', next: 'New-secret2', confirm: 'New-secret2' });
    expect(await screen.findByLabelText(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.getByLabelText(/^Current password/)).toBeInvalid();
    expect(changes).toEqual([expect.objectContaining({ current_password: 'Not-my-password9' })]);
  });

  it('holds the new password to the registration rules, and the confirmation to the new password, before asking', async () => {
    const { user } = await renderFormAs(ava());
    const requests = recordRequests();
    await fill(user, { current: 'Old-secret1', next: 'weakpass', confirm: 'weakpas' });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password must contain at least one uppercase letter');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(requests).not.toContain('PUT /auth/v1/user');
  });
});
