import { screen } from '@testing-library/react';
import { signUpMember, type TestMember } from '@test/integration/members';
import { renderApp } from '@test/render-with-providers';
import { selectSessionUser } from '@/entities/session';

async function signInThroughForm(user: ReturnType<typeof renderApp>['user'], member: TestMember, password = member.password) {
  await user.click(await screen.findByLabelText(/Email address/));
  await user.paste(member.email);
  await user.click(screen.getByLabelText(/Password/));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in against the real auth service', () => {
  it('signs a member in, and the session entity holds that member', async () => {
    const member = await signUpMember();
    const { user, store } = renderApp('/login', { liveSession: true });
    await signInThroughForm(user, member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toEqual({ id: member.id, email: member.email });
  });

  it('refuses a wrong password with the SPEC message and signs nobody in', async () => {
    const member = await signUpMember();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderApp('/login', { liveSession: true });
    await signInThroughForm(user, member, 'Wrong-password1');
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    expect(selectSessionUser(store.getState())).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
