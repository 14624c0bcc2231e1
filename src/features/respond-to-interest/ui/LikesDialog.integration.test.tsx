import { screen, waitFor, within } from '@testing-library/react';
import { clientAs, signUpMember, subscribeMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';
import { getSupabase } from '@/shared/supabase';

describe('likes against the real server', () => {
  it('a like raises the badge live; accepting it makes the two a match, and "It\'s a match!" opens their conversation', async () => {
    const [noah, sofia] = await Promise.all([signUpMember({ first_name: 'Noah' }), signUpMember({ first_name: 'Sofia' })]);
    await subscribeMember(noah, 'premium');
    const [asNoah, asSofia] = await Promise.all([clientAs(noah), clientAs(sofia)]);
    const { user } = await renderAppAs(noah, '/messages');
    expect(await screen.findByRole('button', { name: 'Likes' })).toBeInTheDocument();
    // The badge's channel has joined: from now on the server sends Noah's new likes.
    const app = await getSupabase();
    await waitFor(() => expect(app.getChannels().filter((channel) => channel.topic === `realtime:member:${noah.id}` && channel.state === 'joined')).toHaveLength(1));

    // Realtime delivers the insert; the page is not reloaded.
    const { error } = await asSofia.from('interests').insert({ sender_id: sofia.id, receiver_id: noah.id, message: '  Hi Noah!  ' });
    expect(error).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Likes, 1 pending' }));

    const list = await screen.findByRole('list', { name: 'People interested in you' });
    expect(within(list).getByRole('heading', { name: /^Sofia, \d+$/ })).toBeInTheDocument();
    expect(within(list).getByText('Hi Noah!')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Accept interest from Sofia' }));
    expect(await screen.findByText('Interest accepted!')).toBeInTheDocument();
    const moment = await screen.findByRole('dialog', { name: "It's a match!" });
    await user.click(within(moment).getByRole('button', { name: 'Send a message' }));
    expect(await screen.findByRole('region', { name: 'Conversation with Sofia' })).toBeInTheDocument();

    for (const client of [asNoah, asSofia]) {
      expect((await client.rpc('are_matched', { a: noah.id, b: sofia.id })).data).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Likes' })).toBeInTheDocument();
  }, 15_000);

  it('on Free, a like raises the badge live with no name: the dialog shows how many, blurred, and Upgrade Plan', async () => {
    const [noah, sofia] = await Promise.all([signUpMember({ first_name: 'Noah' }), signUpMember({ first_name: 'Sofia' })]);
    const asSofia = await clientAs(sofia);
    const { user } = await renderAppAs(noah, '/messages');
    expect(await screen.findByRole('button', { name: 'Likes' })).toBeInTheDocument();
    const app = await getSupabase();
    await waitFor(() => expect(app.getChannels().filter((channel) => channel.topic === `realtime:member:${noah.id}` && channel.state === 'joined')).toHaveLength(1));

    // The interest's row never reaches Free Noah; its notification (no sender in the event's use) brings the count.
    const { error } = await asSofia.from('interests').insert({ sender_id: sofia.id, receiver_id: noah.id, message: 'Hi Noah!' });
    expect(error).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Likes, 1 pending' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'People Interested in You' }));
    expect(await dialog.findByRole('heading', { name: '1 person likes you' })).toBeInTheDocument();
    expect(dialog.queryByText(/Sofia|Hi Noah!/)).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
  }, 15_000);
});
