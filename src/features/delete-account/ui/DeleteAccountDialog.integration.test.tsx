import { screen, within } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';
import { selectSessionUser } from '@/entities/session';

type User = Awaited<ReturnType<typeof renderAppAs>>['user'];

async function fillDialog(user: User, dialog: HTMLElement, password: string) {
  for (const [label, value] of [[/Type DELETE to confirm/, 'DELETE'], [/^Password/, password]] as const) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
}

describe('delete my account against the real function', () => {
  afterEach(() => jest.restoreAllMocks());

  it('refuses a wrong password, then deletes the account: it can no longer sign in', async () => {
    const member = await signUpMember();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = await renderAppAs(member, '/settings');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });

    await fillDialog(user, dialog, 'Not-the-password1');
    expect(await within(dialog).findByText('Incorrect password')).toBeInTheDocument();

    await fillDialog(user, dialog, member.password);
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rise above the swipe.' })).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    await expect(clientAs(member)).rejects.toThrow();
  });
});
