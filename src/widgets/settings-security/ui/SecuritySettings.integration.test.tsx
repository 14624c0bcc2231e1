import { screen, waitFor, within } from '@testing-library/react';
import { signUpMember } from '@test/integration/members';
import { totpCode } from '@test/integration/two-step';
import { renderAppAs } from '@test/sign-in-as';
import { clickWhenEnabled } from '@test/two-step';

describe('Settings → Security against the real auth service', () => {
  it('adds an authenticator app with its first code, shows ten recovery codes once, then removes the app', async () => {
    const member = await signUpMember();
    const { user } = await renderAppAs(member, '/settings');
    const security = await screen.findByRole('region', { name: 'Security' });
    await user.click(await within(security).findByRole('button', { name: 'Add authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an authenticator app' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // What a person types into her app: the key shown under the QR code.
    const qr = await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const secret = within(dialog).getByLabelText('Key to type').textContent!.replace(/ /g, '');
    await user.click(within(dialog).getByLabelText(/6-digit code/));
    await user.paste(totpCode(secret));
    await clickWhenEnabled(user, within(dialog).getByRole('button', { name: 'Confirm' }));

    const codes = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    // The page is hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(security).findByText('10 of 10 recovery codes left.')).toBeInTheDocument();

    await user.click(await within(security).findByRole('button', { name: 'Remove Phone' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this authenticator app?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Authenticator app removed')).toBeInTheDocument();
    await waitFor(() => expect(within(security).getByText('Two-step sign-in is off.')).toBeInTheDocument());
  });
});
