import { screen, waitFor } from '@testing-library/react';
import { rest } from '@mocks/api';
import { mockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { renderAppWithAddress } from '@test/render-app-with-address';
import { signInAs } from '@test/sign-in-as';

// A modal dialog hides the rest of the page from the accessibility tree: the address is read all the same.
const address = () => screen.getByRole('status', { name: 'Address', hidden: true });

/** Noah, with no likes waiting and an empty feed: what the dialog lists is LikesDialog.test.tsx's. */
async function renderNoahAt(route: string) {
  const noah = mockMember({ username: 'noah', first_name: 'Noah' });
  server.use(
    rest.rpc('count_received_interests', () => 0),
    rest.rpc('get_received_interests', () => []),
    rest.rpc('get_discovery_feed', []),
  );
  await signInAs(noah);
  return renderAppWithAddress(route, { liveSession: true });
}

describe('the likes button and /home?likes (the Likes shortcut and a like push)', () => {
  it('opens People Interested in You at /home?likes; closing it drops the parameter', async () => {
    const { user } = await renderNoahAt('/home?likes');
    expect(await screen.findByRole('dialog', { name: 'People Interested in You' })).toBeInTheDocument();
    expect(address()).toHaveTextContent('/home?likes');

    await user.click(screen.getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(/^\/home$/);
  });

  it('leaves the dialog closed without the parameter, and the button still opens it', async () => {
    const { user } = await renderNoahAt('/home');
    const button = await screen.findByRole('button', { name: 'Likes' });
    expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'People Interested in You' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'People Interested in You' })).not.toBeInTheDocument());
    expect(address()).toHaveTextContent(/^\/home$/);
  });
});
