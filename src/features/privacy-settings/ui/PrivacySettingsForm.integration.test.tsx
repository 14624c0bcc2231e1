import { screen, waitFor } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

describe('privacy settings against the real database', () => {
  it('hide the profile from other members and their last activity, as soon as they are chosen', async () => {
    const [member, other] = await Promise.all([signUpMember(), signUpMember()]);
    const [owner, stranger] = await Promise.all([clientAs(member), clientAs(other)]);
    const seenBy = async () => (await stranger.from('public_profiles').select('id, last_active').eq('id', member.id)).data;
    expect(await seenBy()).toEqual([{ id: member.id, last_active: expect.any(String) }]);

    const { user } = await renderAppAs(member, '/settings');
    await user.click(await screen.findByRole('switch', { name: 'Show online status' }));
    await waitFor(async () => expect(await seenBy()).toEqual([{ id: member.id, last_active: null }]));

    await user.click(screen.getByRole('radio', { name: 'Nobody' }));
    await waitFor(async () => expect(await seenBy()).toEqual([]));
    // The owner still reads their own row, with what they chose.
    const { data } = await owner.from('profiles').select('visibility, show_online_status').eq('id', member.id).single();
    expect(data).toEqual({ visibility: 'nobody', show_online_status: false });
  });
});
