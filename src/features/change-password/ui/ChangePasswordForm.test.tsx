import { screen } from '@testing-library/react';
import { mockDb } from '@mocks/db';
import { seedMember } from '@mocks/seed';
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

describe('change password', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('changes the password with the current one, and says so', async () => {
    const { user: ava } = seedMember({ password: 'Old-secret1' });
    const { user } = await renderFormAs(ava);
    await fill(user, { current: 'Old-secret1', next: 'New-secret2', confirm: 'New-secret2' });
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    expect(mockDb.users.findFirst({ id: ava.id })?.password).toBe('New-secret2');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says clearly when the current password is wrong, on that field', async () => {
    const { user: ava } = seedMember({ password: 'Old-secret1' });
    const { user } = await renderFormAs(ava);
    await fill(user, { current: 'Not-my-password9', next: 'New-secret2', confirm: 'New-secret2' });
    expect(await screen.findByLabelText(/^Current password/)).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.getByLabelText(/^Current password/)).toBeInvalid();
    expect(mockDb.users.findFirst({ id: ava.id })?.password).toBe('Old-secret1');
  });

  it('holds the new password to the registration rules, and the confirmation to the new password, before asking', async () => {
    const { user: ava } = seedMember({ password: 'Old-secret1' });
    const { user } = await renderFormAs(ava);
    await fill(user, { current: 'Old-secret1', next: 'weakpass', confirm: 'weakpas' });
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Password must contain at least one uppercase letter');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords do not match');
    expect(mockDb.users.findFirst({ id: ava.id })?.password).toBe('Old-secret1');
  });
});
