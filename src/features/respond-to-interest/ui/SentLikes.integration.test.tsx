import { screen, waitFor, within } from '@testing-library/react';
import { clientAs, signUpMember } from '@test/integration/members';
import { renderAppAs } from '@test/sign-in-as';

describe('sent likes against the real server', () => {
  it('lists a like she sent on the Sent tab and withdraws it: gone for both, and still counted today', async () => {
    const [noah, sofia] = await Promise.all([signUpMember({ first_name: 'Noah' }), signUpMember({ first_name: 'Sofia' })]);
    const [asNoah, asSofia] = await Promise.all([clientAs(noah), clientAs(sofia)]);
    expect((await asNoah.from('interests').insert({ sender_id: noah.id, receiver_id: sofia.id, message: 'Hi Sofia' })).error).toBeNull();

    const { user } = await renderAppAs(noah, '/settings');
    await user.click(await screen.findByRole('button', { name: /^Likes/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'People Interested in You' })).getByRole('tab', { name: 'Sent' }));
    const list = within(await screen.findByRole('list', { name: 'Likes you sent' }));
    expect(list.getByRole('link', { name: /^Sofia, \d+$/ })).toBeInTheDocument();
    expect(list.getByText('Hi Sofia')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: 'Withdraw your like for Sofia' }));
    expect(await screen.findByText('Your like for Sofia was withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('You have no likes waiting for an answer.')).toBeInTheDocument();

    // Sofia no longer has the like, nor a notification of it; Noah's day still counts it.
    await waitFor(async () => expect((await asSofia.from('interests').select('id')).data).toEqual([]));
    expect((await asSofia.from('notifications').select('kind')).data).toEqual([]);
    expect((await asNoah.rpc('get_my_usage')).data?.[0]).toMatchObject({ interests: 1 });
  }, 15_000);
});
