import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

const section = () => screen.getByRole('region', { name: 'Notifications' });
const toggle = (name: string) => within(section()).getByRole('switch', { name });

async function openSettingsAs(member: Awaited<ReturnType<typeof signUpMember>>) {
  const view = await renderAppAs(member, '/settings');
  await within(await screen.findByRole('region', { name: 'Notifications' })).findByRole('switch', { name: 'New matches' });
  return view;
}

describe('notification toggles against the real database', () => {
  it('are saved in the member’s profile and read back after a reload', async () => {
    const member = await signUpMember();
    const owner = await clientAs(member);
    const { user } = await openSettingsAs(member);
    await user.click(toggle('Special offers'));
    await user.click(toggle('Profile views'));
    await user.click(toggle('Hide message previews'));
    await waitFor(async () => {
      const { data } = await owner
        .from('profiles')
        .select('notify_special_offers, notify_profile_views, notify_messages, hide_message_previews')
        .eq('id', member.id)
        .single();
      expect(data).toEqual({ notify_special_offers: false, notify_profile_views: false, notify_messages: true, hide_message_previews: true });
    });

    cleanup();
    await openSettingsAs(member);
    expect(toggle('Special offers')).not.toBeChecked();
    expect(toggle('Profile views')).not.toBeChecked();
    expect(toggle('Messages')).toBeChecked();
    expect(toggle('Hide message previews')).toBeChecked();
  });
});
