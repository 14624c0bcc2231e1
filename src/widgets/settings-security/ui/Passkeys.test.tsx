import { screen, within } from '@testing-library/react';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { browserCredential, browserRefusal, passkeyRoutes, passkeyRow } from '@mocks/auth/passkeys';
import { mockMember, type MockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderApp } from '@test/render-with-providers';
import { signInAs } from '@test/sign-in-as';
import { unmountAndSignOut } from '@test/two-step';

// The browser's WebAuthn prompts are stubbed; what the server checks of their answers (and that it
// removes a passkey only at aal2) is its contract tests' (server/auth/passkeys). Here it answers as stated.
jest.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: jest.fn(),
  startRegistration: jest.fn(),
}));
const createPrompt = jest.mocked(startRegistration);
const signInPrompt = jest.mocked(startAuthentication);

async function openSecurityAs(member: MockMember) {
  await signInAs(member);
  const view = renderApp('/settings', { liveSession: true });
  const security = await screen.findByRole('region', { name: 'Security' });
  return { ...view, security };
}

describe('Settings → Security: passkeys', () => {
  afterEach(async () => {
    await unmountAndSignOut();
    jest.restoreAllMocks();
  });

  it('adds a named passkey: the browser creates it, the list shows it', async () => {
    server.use(...passkeyRoutes());
    createPrompt.mockResolvedValue(browserCredential as never);
    const { user, security } = await openSecurityAs(mockMember());
    expect(await within(security).findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(within(security).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.paste('Work laptop');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await screen.findByText('Passkey added. You can now sign in with it.')).toBeInTheDocument();
    expect(await within(security).findByRole('list', { name: 'Passkeys' })).toHaveTextContent('Work laptop');
    expect(createPrompt).toHaveBeenCalledWith({ optionsJSON: expect.objectContaining({ challenge: 'registration-challenge' }) });
  });

  it('says so in the dialog when the browser refuses (this device has one already) and adds nothing', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...passkeyRoutes());
    createPrompt.mockRejectedValue(browserRefusal('InvalidStateError'));
    const { user, security } = await openSecurityAs(mockMember());
    await user.click(await within(security).findByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This device already has a passkey for your account.');
    expect(within(security).getByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('removes one after she confirms with a passkey, as her password session is aal1', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const member = mockMember();
    server.use(...passkeyRoutes({ passkeys: [passkeyRow({ friendly_name: 'Old phone' })], signsInAs: member }));
    signInPrompt.mockResolvedValue(browserCredential as never);
    const { user, security } = await openSecurityAs(member);
    await user.click(await within(security).findByRole('button', { name: 'Remove Old phone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm with a passkey' });
    await user.click(within(confirm).getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText('Passkey removed.')).toBeInTheDocument();
    expect(await within(security).findByText('You have no passkeys yet.')).toBeInTheDocument();
    // Her aal1 session was read first: the confirmation came before any removal the server would refuse.
    expect(logged).not.toHaveBeenCalled();
  });

  it("refuses another account's passkey as the confirmation, and keeps hers", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const member = mockMember();
    server.use(...passkeyRoutes({ passkeys: [passkeyRow({ friendly_name: 'Old phone' })], signsInAs: mockMember() }));
    signInPrompt.mockResolvedValue(browserCredential as never);
    const { user, security } = await openSecurityAs(member);
    await user.click(await within(security).findByRole('button', { name: 'Remove Old phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this passkey?' })).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm with a passkey' });
    await user.click(within(confirm).getByRole('button', { name: 'Use a passkey' }));
    expect(await screen.findByText("That passkey belongs to another account. Use one of this account's passkeys.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await within(security).findByRole('list', { name: 'Passkeys' })).toHaveTextContent('Old phone');
  });
});
