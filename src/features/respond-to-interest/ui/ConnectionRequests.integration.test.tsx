import { screen, waitFor, within } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';
import { getSupabase } from '@/shared/supabase';

describe('connection requests against the real server', () => {
  it('a request reaches the open list live, with her notifications off; a block takes it away without a reload', async () => {
    const [noah, leo] = await Promise.all([signUpMember({ first_name: 'Noah' }), signUpMember({ first_name: 'Leo' })]);
    const [asNoah, asLeo] = await Promise.all([clientAs(noah), clientAs(leo)]);
    // No notification comes of it: the request's own stream brings it (entities/connection-request).
    expect((await asNoah.from('profiles').update({ notify_profile_likes: false }).eq('id', noah.id)).error).toBeNull();
    const { user } = await renderAppAs(noah, '/messages');
    await user.click(await screen.findByRole('button', { name: /^Likes/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'People Interested in You' }));
    await user.click(dialog.getByRole('tab', { name: 'Requests' }));
    expect(await dialog.findByText('No connection requests are waiting for you.')).toBeInTheDocument();
    const app = await getSupabase();
    await waitFor(() => expect(app.getChannels().filter((channel) => channel.topic === `realtime:member:${noah.id}` && channel.state === 'joined')).toHaveLength(1));

    expect((await asLeo.from('connection_requests').insert({ sender_id: leo.id, receiver_id: noah.id, message: 'Coffee?' })).error).toBeNull();
    const list = within(await dialog.findByRole('list', { name: 'Connection requests for you' }));
    expect(await list.findByText('Coffee?')).toBeInTheDocument();

    // Separated: the database deletes the pair's requests, and member/separated reloads the list.
    expect((await asLeo.rpc('block_member', { member: noah.id })).error).toBeNull();
    expect(await dialog.findByText('No connection requests are waiting for you.')).toBeInTheDocument();
  }, 15_000);
});
