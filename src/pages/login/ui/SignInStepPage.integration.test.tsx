import { screen } from '@testing-library/react';
import { signUpMemberWithApp, totpCode, type MemberWithApp } from '@test/integration/two-step';
import { renderApp } from '@test/render-with-providers';
import { clickWhenEnabled } from '@test/two-step';
import { selectNeedsSecondFactor } from '@/entities/session';

type User = ReturnType<typeof renderApp>['user'];

async function signInThroughForm(user: User, member: MemberWithApp) {
  await user.click(await screen.findByLabelText(/Email address/));
  await user.paste(member.email);
  await user.click(screen.getByLabelText(/Password/));
  await user.paste(member.password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

async function submit(user: User, label: RegExp, code: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(code);
  await clickWhenEnabled(user, screen.getByRole('button', { name: 'Verify' }));
}

describe('two-step sign-in against the real auth service', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks a member with an authenticator app for her code, refuses a wrong one, and opens the page she asked for with the right one', async () => {
    const member = await signUpMemberWithApp();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = renderApp('/messages', { liveSession: true });
    await signInThroughForm(user, member);
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(selectNeedsSecondFactor(store.getState())).toBe(true);

    const wrong = String((Number(totpCode(member.secret)) + 1) % 1_000_000).padStart(6, '0');
    await submit(user, /6-digit code/, wrong);
    expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeInTheDocument();

    await submit(user, /6-digit code/, totpCode(member.secret));
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(selectNeedsSecondFactor(store.getState())).toBe(false);
  });

  it('signs in with a recovery code instead, once, and says how many are left', async () => {
    const member = await signUpMemberWithApp();
    const { user } = renderApp('/login', { liveSession: true });
    await signInThroughForm(user, member);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await submit(user, /Recovery code/, member.recoveryCodes[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in with a recovery code. 9 codes are left.')).toBeInTheDocument();
  });
});
