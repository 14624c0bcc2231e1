import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { factorAnswers, totpFactor } from '@mocks/auth/factors';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';
import { renderAppAs } from '@test/sign-in-as';
import { selectNeedsSecondFactor } from '@/entities/session';
import { getSupabase } from '@/shared/supabase';
import { clickWhenEnabled, unmountAndSignOut } from '@test/two-step';

const RIGHT_CODE = '123456';

/** A member whose account has a verified authenticator app; GoTrue's verify accepts RIGHT_CODE only. */
function memberWithApp() {
  server.use(factorAnswers.challenge(), factorAnswers.verify((code) => code === RIGHT_CODE), rest.rpc('get_discovery_feed', []));
  return mockMember({}, { email: 'ava.rose@example.com', factors: [totpFactor()] });
}

type User = ReturnType<typeof renderApp>['user'];

async function enterCode(user: User, code: string) {
  await user.click(await screen.findByLabelText(/6-digit code/));
  await user.paste(code);
  await clickWhenEnabled(user, screen.getByRole('button', { name: 'Verify' }));
}

/** 'Use a recovery code instead', then a wrong code: refused in the step's words, still owed. */
async function enterWrongRecoveryCode(user: User, store: ReturnType<typeof renderApp>['store']) {
  await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
  await user.click(screen.getByLabelText(/Recovery code/));
  await user.paste('aaaaa-bbbbb');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('That recovery code is not right, or it has been used already.')).toBeInTheDocument();
  expect(selectNeedsSecondFactor(store.getState())).toBe(true);
}

// Which codes are right, and that a wrong one changes nothing, is GoTrue's: the server's MFA contract
// tests. Here the auth service answers as each test states.
describe('the sign-in step (/login/verify)', () => {
  afterEach(async () => {
    await unmountAndSignOut();
    jest.restoreAllMocks();
  });

  it('asks for the code after the password, then goes on to the page she asked for, and says she is signed in', async () => {
    memberWithApp();
    const { user, store } = renderApp('/messages', { liveSession: true });
    await user.click(await screen.findByLabelText(/Email address/));
    await user.paste('ava.rose@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(selectNeedsSecondFactor(store.getState())).toBe(true);
    // Not signed in yet as far as she can tell: the toast waits for the code.
    expect(screen.queryByText('Signed in successfully')).not.toBeInTheDocument();
    await enterCode(user, RIGHT_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });

  it("shows GoTrue's refusal of a wrong code in plain words and stays on the step", async () => {
    const ava = memberWithApp();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user, store } = await renderAppAs(ava, '/settings');
    await enterCode(user, '000000');
    expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(selectNeedsSecondFactor(store.getState())).toBe(true);
    expect(screen.getByLabelText(/6-digit code/)).toHaveValue('');
    expect(console.error).toHaveBeenCalledWith('Verify factor code failed', expect.objectContaining({ code: 'mfa_verification_failed' }));

    await enterCode(user, RIGHT_CODE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  });

  it('keeps Verify disabled until six digits are typed, and takes digits only', async () => {
    const { user } = await renderAppAs(memberWithApp(), '/home');
    const field = await screen.findByLabelText(/6-digit code/);
    await user.click(field);
    await user.paste('12a3 4');
    expect(field).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.paste('56');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
  });

  it('takes a recovery code instead, says how many are left and goes on', async () => {
    const ava = memberWithApp();
    server.use(factorAnswers.redeemRecoveryCode((code) => code === 'k7m2p-9xq4r', 7));
    const { user } = await renderAppAs(ava, '/home');
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    expect(screen.queryByLabelText(/6-digit code/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Recovery code/));
    await user.paste('k7m2p-9xq4r');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in with a recovery code. 7 codes are left.')).toBeInTheDocument();
  });

  it('takes a recovery code on hosted Supabase too: the database spends it and the refreshed session is aal2', async () => {
    const ava = memberWithApp();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...factorAnswers.redeemRecoveryCodeHosted((code) => code === 'k7m2p-9xq4r', 4));
    const { user, store } = await renderAppAs(ava, '/home');
    await enterWrongRecoveryCode(user, store);

    await user.clear(screen.getByLabelText(/Recovery code/));
    await user.paste('k7m2p-9xq4r');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in with a recovery code. 4 codes are left.')).toBeInTheDocument();
  });

  it('refuses a wrong or spent recovery code in its own words', async () => {
    const ava = memberWithApp();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(factorAnswers.redeemRecoveryCode(() => false, 0));
    const { user, store } = await renderAppAs(ava, '/home');
    await enterWrongRecoveryCode(user, store);
    // Back to the app's code, in one click.
    await user.click(screen.getByRole('button', { name: 'Use your authenticator app instead' }));
    expect(screen.getByLabelText(/6-digit code/)).toBeInTheDocument();
  });

  it('signs out from the step', async () => {
    const { user } = await renderAppAs(memberWithApp(), '/home');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a member who owes no code on, and a visitor to sign in', async () => {
    server.use(rest.rpc('get_discovery_feed', []));
    const { unmount } = await renderAppAs(mockMember(), '/login/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
    unmount();
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    renderApp('/login/verify', { session: 'signedOut' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
