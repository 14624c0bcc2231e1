import { screen, waitFor, within } from '@testing-library/react';
import { rest } from '@mocks/api';
import { ENROLLED_SECRET, factorRoutes, totpFactor } from '@mocks/auth/factors';
import { mockMember, type MockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { recordRequests } from '@test/record-requests';
import { renderApp } from '@test/render-with-providers';
import { signInAs } from '@test/sign-in-as';
import { selectNeedsSecondFactor } from '@/entities/session';
import { getSupabase } from '@/shared/supabase';
import { clickWhenEnabled, unmountAndSignOut } from '@test/two-step';

const RIGHT_CODE = '135790';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

type User = ReturnType<typeof renderApp>['user'];

/** Settings → Security, for a member signed in with her password and, when she has an app, its code (aal2). */
async function openSecurityAs(member: MockMember) {
  server.use(...factorRoutes(RIGHT_CODE));
  await signInAs(member);
  const supabase = await getSupabase();
  const verified = member.factors.find((factor) => factor.status === 'verified');
  if (verified) await supabase.auth.mfa.challengeAndVerify({ factorId: verified.id, code: RIGHT_CODE });
  const view = renderApp('/settings', { liveSession: true });
  return { ...view, security: await screen.findByRole('region', { name: 'Security' }) };
}

async function typeCode(user: User, within_: HTMLElement, code: string, button: string) {
  await user.click(within(within_).getByLabelText(/6-digit code/));
  await user.paste(code);
  await clickWhenEnabled(user, within(within_).getByRole('button', { name: button }));
}

// What GoTrue accepts (the code's window, reuse, 5 tries, aal2 to remove) is the server's contract
// tests'; what the recovery-code functions store is its database tests'. Here they answer as stated.
describe('Settings → Security', () => {
  afterEach(async () => {
    await unmountAndSignOut();
    jest.restoreAllMocks();
  });

  it('adds a first authenticator app: QR code and key, a wrong code refused, the right one confirms, ten recovery codes shown once', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(rest.rpc('generate_recovery_codes', CODES), rest.rpc('count_recovery_codes', 10));
    const { user, security, store } = await openSecurityAs(mockMember());
    expect(await within(security).findByText('Two-step sign-in is off.')).toBeInTheDocument();

    await user.click(within(security).getByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    const name = within(dialog).getByLabelText(/^Name/);
    await user.clear(name);
    await user.paste('Work phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(ENROLLED_SECRET).toBe('JBSWY3DPEHPK3PXP');

    await typeCode(user, dialog, '000000', 'Confirm');
    expect(await within(dialog).findByText('That code is not right. Check your authenticator app and try again.')).toBeInTheDocument();
    await typeCode(user, dialog, RIGHT_CODE, 'Confirm');

    const codesDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(await screen.findByText('Authenticator app added')).toBeInTheDocument();
    const list = within(codesDialog).getByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    // The first code made the session aal2: nothing asks for it again.
    expect(selectNeedsSecondFactor(store.getState())).toBe(false);

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(codesDialog).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByText('Recovery codes copied')).toBeInTheDocument();

    await user.click(within(codesDialog).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save your recovery codes' })).not.toBeInTheDocument());
    expect(await within(security).findByText('Work phone')).toBeInTheDocument();
    expect(within(security).getByText(/^Added /)).toBeInTheDocument();
    expect(await within(security).findByText('10 of 10 recovery codes left.')).toBeInTheDocument();
  });

  it('downloads the recovery codes as a text file', async () => {
    server.use(rest.rpc('count_recovery_codes', 3), rest.rpc('generate_recovery_codes', CODES));
    const files: { name: string; blob: Blob }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:codes');
    URL.revokeObjectURL = jest.fn();
    const blobs = jest.spyOn(URL, 'createObjectURL');
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.mock.calls.at(-1)![0] as Blob });
    });
    const { user, security } = await openSecurityAs(mockMember({}, { factors: [totpFactor()] }));
    expect(await within(security).findByText('3 of 10 recovery codes left.')).toBeInTheDocument();
    await user.click(within(security).getByRole('button', { name: 'Create new recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(files.map(({ name }) => name)).toEqual(['ascend-recovery-codes.txt']);
    expect(await files[0].blob.text()).toBe(`${CODES.join('\n')}\n`);
  });

  it('removes an unconfirmed app when she cancels', async () => {
    const { user, security } = await openSecurityAs(mockMember());
    const requests = recordRequests();
    await user.click(await within(security).findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(requests.filter((request) => request.startsWith('DELETE /auth/v1/factors/'))).toHaveLength(1));
  });

  it('removes an app at aal2 without asking again, and two-step sign-in is off', async () => {
    server.use(rest.rpc('count_recovery_codes', 10));
    const { user, security } = await openSecurityAs(mockMember({}, { factors: [totpFactor({ friendly_name: 'Phone' })] }));
    await user.click(await within(security).findByRole('button', { name: 'Remove Phone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this authenticator app?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Enter your code' })).not.toBeInTheDocument();
    expect(await within(security).findByText('Two-step sign-in is off.')).toBeInTheDocument();
    expect(within(security).queryByRole('heading', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('asks for a code before removing an app when the session is aal1', async () => {
    server.use(rest.rpc('count_recovery_codes', 10), ...factorRoutes(RIGHT_CODE));
    const ava = mockMember();
    await signInAs(ava);
    // Added from another device after this sign-in: this session is aal1, the account has an app.
    ava.factors.push(totpFactor({ friendly_name: 'Tablet' }));
    const requests = recordRequests();
    const { user } = renderApp('/settings', { liveSession: true });
    const security = await screen.findByRole('region', { name: 'Security' });
    await user.click(await within(security).findByRole('button', { name: 'Remove Tablet' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this authenticator app?' })).getByRole('button', { name: 'Remove' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Enter your code' });
    expect(requests.filter((request) => request.startsWith('DELETE'))).toEqual([]);
    await typeCode(user, stepUp, RIGHT_CODE, 'Verify');
    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('DELETE'))).toHaveLength(1);
  });

  it('signs out of other devices and stays signed in here', async () => {
    const ava = mockMember();
    const { user, security, store } = await openSecurityAs(ava);
    const scopes: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/auth/v1/logout')) scopes.push(new URL(request.url).searchParams.get('scope'));
    });
    await user.click(within(security).getByRole('button', { name: 'Sign out of other devices' }));
    expect(await screen.findByText('Signed out of all other devices')).toBeInTheDocument();
    expect(scopes).toEqual(['others']);
    expect(store.getState().session.user?.id).toBe(ava.id);
  });
});
