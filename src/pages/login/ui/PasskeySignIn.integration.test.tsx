import { screen, waitFor, within } from '@testing-library/react';
import { signUpMember } from '@test/integration/members';
import { assertPasskey, createPasskey, type SoftwarePasskey } from '@test/integration/software-authenticator';
import { renderApp } from '@test/render-with-providers';
import { renderAppAs } from '@test/sign-in-as';
import { unmountAndSignOut } from '@test/two-step';
import { selectIsSignedIn } from '@/entities/session';
import { getSupabase } from '@/shared/supabase';

// The SPA's passkey calls against the real auth service: the client module finds the embedded
// server (GET /auth/v1/health), Settings adds a passkey, /login signs in with it alone, and
// supabase-js holds the aal2 session. The browser's prompts are a software authenticator at
// http://localhost (the server's relying party without SITE_URL).
const ORIGIN = 'http://localhost:5173';
let held: SoftwarePasskey | undefined;
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startRegistration: jest.fn(async ({ optionsJSON }) => {
    const { passkey, credential } = createPasskey(optionsJSON, ORIGIN);
    held = passkey;
    return credential;
  }),
  startAuthentication: jest.fn(async ({ optionsJSON }) => assertPasskey(held!, optionsJSON.challenge, { origin: ORIGIN, rpId: 'localhost' })),
}));

describe('passkeys against the real auth service', () => {
  afterEach(() => unmountAndSignOut());

  it('adds a passkey in Settings, then signs in with it alone at aal2', async () => {
    const member = await signUpMember();
    const { user } = await renderAppAs(member, '/settings');
    const security = await screen.findByRole('region', { name: 'Security' });
    await user.click(await within(security).findByRole('button', { name: 'Add a passkey' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Add a passkey' })).getByRole('button', { name: 'Create passkey' }));
    expect(await within(security).findByRole('list', { name: 'Passkeys' })).toHaveTextContent('My passkey');
    await unmountAndSignOut();

    const { user: visitor, store } = renderApp('/login', { liveSession: true });
    await visitor.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(selectIsSignedIn(store.getState())).toBe(true));
    const { data } = await (await getSupabase()).auth.mfa.getAuthenticatorAssuranceLevel();
    expect(data).toMatchObject({ currentLevel: 'aal2', currentAuthenticationMethods: [expect.objectContaining({ method: 'passkey' })] });
  });
});
