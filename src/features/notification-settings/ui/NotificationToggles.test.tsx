import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { problem } from '@mocks/api';
import { mockMember, ownProfileSaves, type MockMember } from '@mocks/fixtures';
import { server } from '@mocks/server';
import { restUrl } from '@mocks/supabase-url';
import { deferred } from '@test/deferred';
import { recordBodies } from '@test/record-requests';
import { renderAppAs } from '@test/sign-in-as';

/** Settings as the member opens it, once the toggles show what is saved. */
async function renderTogglesAs(member: MockMember) {
  const view = await renderAppAs(member, '/settings');
  await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('switch', { name: 'New matches' });
  return view;
}

const section = () => screen.getByRole('region', { name: 'Notifications' });
const toggle = (name: string) => within(section()).getByRole('switch', { name });

describe('notification toggles', () => {
  afterEach(() => jest.restoreAllMocks());

  it('are the five of SPEC §2 and the digest e-mail, all on by default, then message previews, shown by default', async () => {
    await renderTogglesAs(mockMember());
    const switches = within(section()).getAllByRole('switch');
    expect(switches.map((item) => item.closest('label')?.textContent)).toEqual([
      'New matches',
      'Messages',
      'Profile likes',
      'Profile views',
      'Special offers',
      'Email digest',
      'Hide message previews',
    ]);
    expect(switches.map((item) => (item as HTMLInputElement).checked)).toEqual([true, true, true, true, true, true, false]);
  });

  it('save a change at once, show it before the answer, and show it again after a reload', async () => {
    const ava = mockMember();
    const patches: object[] = [];
    const answer = deferred();
    server.use(ownProfileSaves(ava, patches));
    // The first save is held back (a later handler comes first), then taken as sent.
    server.use(http.patch(restUrl('/profiles'), () => answer.promise, { once: true }));
    const { user } = await renderTogglesAs(ava);
    await user.click(toggle('Messages'));
    // The answer is held back: the switch shows the change before the server has confirmed it.
    await waitFor(() => expect(toggle('Messages')).not.toBeChecked());
    answer.resolve();
    await waitFor(() => expect(patches).toEqual([{ notify_messages: false }]));

    cleanup();
    await renderTogglesAs(ava);
    expect(toggle('Messages')).not.toBeChecked();
    expect(toggle('Special offers')).toBeChecked();
  });

  it('offer the digest e-mail, described, saved in its own column', async () => {
    const ava = mockMember();
    const patches: object[] = [];
    server.use(ownProfileSaves(ava, patches));
    const { user } = await renderTogglesAs(ava);
    expect(toggle('Email digest')).toHaveAccessibleDescription('A daily summary of what you missed, at most once a day');
    await user.click(toggle('Email digest'));
    await waitFor(() => expect(patches).toEqual([{ notify_email_digest: false }]));
    expect(toggle('Email digest')).not.toBeChecked();

    cleanup();
    await renderTogglesAs(ava);
    expect(toggle('Email digest')).not.toBeChecked();
  });

  it('hide message previews in pushes when asked, saved in its own column', async () => {
    const ava = mockMember();
    const patches: object[] = [];
    server.use(ownProfileSaves(ava, patches));
    const { user } = await renderTogglesAs(ava);
    expect(toggle('Hide message previews')).toHaveAccessibleDescription('Notifications on your devices say who wrote, not what they wrote');
    await user.click(toggle('Hide message previews'));
    await waitFor(() => expect(patches).toEqual([{ hide_message_previews: true }]));

    cleanup();
    await renderTogglesAs(ava);
    expect(toggle('Hide message previews')).toBeChecked();
  });

  it('move back and say so when the save fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch(restUrl('/profiles'), () => problem(500, 'XX000', 'boom')));
    const patches = recordBodies('patch', restUrl('/profiles'));
    const { user } = await renderTogglesAs(mockMember());
    await user.click(toggle('Profile views'));
    expect(await screen.findByText('Failed to save notification settings')).toBeInTheDocument();
    expect(toggle('Profile views')).toBeChecked();
    expect(patches).toEqual([{ notify_profile_views: false }]);
  });
});
