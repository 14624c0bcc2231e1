import { screen, waitFor } from '@testing-library/react';
import { startAuthentication } from '@simplewebauthn/browser';
import { rest } from '@mocks/api';
import { browserCredential, browserRefusal, passkeyRoutes } from '@mocks/auth/passkeys';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';
import { unmountAndSignOut } from '@test/two-step';
import { selectIsSignedIn } from '@/entities/session';
import { getSupabase } from '@/shared/supabase';

// The browser's WebAuthn prompt is stubbed: the person picks a passkey (or cancels). What the server
// checks of the answer is its contract tests' (server/auth/passkeys).
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const prompt = jest.mocked(startAuthentication);

describe('Sign in with a passkey', () => {
  afterEach(async () => {
    await unmountAndSignOut();
    jest.restoreAllMocks();
  });

  it('signs her in with no e-mail typed: supabase-js holds the aal2 session and the app opens /home', async () => {
    const member = mockMember();
    server.use(...passkeyRoutes({ signsInAs: member }), rest.rpc('get_discovery_feed', []));
    prompt.mockResolvedValue(browserCredential as never);
    const { user, store } = renderApp('/login', { liveSession: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(true));
    const { data } = await (await getSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data?.currentLevel).toBe('aal2');
    expect(prompt).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ challenge: 'sign-in-challenge' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Discover' })).toBeInTheDocument();
  });

  it.each([
    ['she cancels the prompt', () => prompt.mockRejectedValue(browserRefusal('NotAllowedError')), [], 'The passkey request was cancelled or timed out. Please try again.'],
    ['the passkey was removed from her account', () => prompt.mockResolvedValue(browserCredential as never), [], 'This passkey could not be verified, or is no longer on an account here. Try again, or sign in with your password and add it again.'],
    ['too many tries from her address', () => prompt.mockResolvedValue(browserCredential as never), [429, 'over_request_rate_limit'], 'Too many attempts. Please wait a few minutes and try again.'],
  ] as const)('says so and stays signed out when %s', async (_case, answer, refusal, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...passkeyRoutes(refusal.length ? { refuseSignIn: refusal as unknown as [number, string] } : {}));
    answer();
    const { user, store } = renderApp('/login', { liveSession: true });
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(selectIsSignedIn(store.getState())).toBe(false);
    // The toast is raised in the same tick the mutation settles; the button's label follows a render later.
    expect(await screen.findByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
  });
});
