import { screen } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

type User = Awaited<ReturnType<typeof renderAppAs>>['user'];

async function submit(user: User, current: string, next: string) {
  for (const [label, value] of [['Current password', current], ['New password', next], ['Confirm new password', next]] as const) {
    const field = screen.getByLabelText(new RegExp(`^${label}`));
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('change password against the real auth service', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a wrong current password on its field, then changes it with the right one', async () => {
    const member = await signUpMember();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await renderAppAs(member, '/settings');
    await screen.findByRole('form', { name: 'Change password' });

    await submit(user, 'Not-the-password1', 'Brand-new-pass2');
    expect(await screen.findByText('Current password is incorrect', { selector: 'p' })).toBeInTheDocument();

    await submit(user, member.password, 'Brand-new-pass2');
    expect(await screen.findByText('Password updated successfully')).toBeInTheDocument();
    await expect(clientAs({ ...member, password: 'Brand-new-pass2' })).resolves.toBeDefined();
    await expect(clientAs(member)).rejects.toThrow();
  });
});
